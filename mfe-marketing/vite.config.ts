import federation from '@originjs/vite-plugin-federation';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { brand } from '../shared/src/config/brand';
import { federatedBuild, sharedDeps } from '../shared/federation';
import { seoFiles } from '../shared/seo-plugin';
import { marketingPages } from './seo-pages';

// The marketing remote: the home page, services, contact and legal pages. It exposes one module,
// its route subtree; the shell decides where it is mounted. Build and deploy it alone.
export default defineConfig({
  plugins: [
    react(),
    federation({
      name: 'marketing',
      filename: 'remoteEntry.js',
      exposes: { './App': './src/app.tsx' },
      shared: sharedDeps,
    }),
    seoFiles(marketingPages, brand.name),
  ],
  build: { ...federatedBuild, outDir: 'dist', emptyOutDir: true },
  preview: { port: 5174, strictPort: true },
});
