import federation from '@originjs/vite-plugin-federation';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { brand } from '../shared/src/config/brand';
import { federatedBuild, sharedDeps } from '../shared/federation';
import { seoFiles } from '../shared/seo-plugin';
import { calculatorPages } from './seo-pages';

// The calculators remote: the hub at /calculators, a page per calculator, and the home page's
// SIP preview widget. Build and deploy it alone; the shell finds it through /remotes.json.
export default defineConfig({
  plugins: [
    react(),
    federation({
      name: 'calculators',
      filename: 'remoteEntry.js',
      exposes: {
        './App': './src/app.tsx',
        './SipPreview': './src/widgets/sip-preview.tsx',
      },
      shared: sharedDeps,
    }),
    seoFiles(calculatorPages, brand.name),
  ],
  build: { ...federatedBuild, outDir: 'dist', emptyOutDir: true },
  preview: { port: 5176, strictPort: true },
});
