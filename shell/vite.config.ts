import federation from '@originjs/vite-plugin-federation';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { REMOTE_NAMES, federatedBuild, sharedDeps } from '../shared/federation';

// The shell is the federation host. Remote URLs are not baked in: the shell fetches
// /remotes.json at start-up (src/federation/load-remote.ts). The entries below only make the
// plugin generate its runtime; their URLs are never used.
export default defineConfig({
  plugins: [
    react(),
    federation({
      name: 'shell',
      remotes: Object.fromEntries(REMOTE_NAMES.map((name) => [name, `/remotes.json#${name}`])),
      shared: sharedDeps,
    }),
  ],
  build: { ...federatedBuild, outDir: 'dist', emptyOutDir: true },
  preview: { port: 5173, strictPort: true },
});
