import federation from '@originjs/vite-plugin-federation';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { federatedBuild, sharedDeps } from '../shared/federation';

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
  ],
  build: { ...federatedBuild, outDir: 'dist', emptyOutDir: true },
  preview: { port: 5174, strictPort: true },
});
