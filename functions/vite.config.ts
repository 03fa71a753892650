import { defineConfig } from 'vite';

// The function's code, with the composer it runs (shared/build/compose) bundled in, as one ES
// module in lib/: what `firebase deploy --only functions` uploads (its dependencies are this
// workspace's own, installed by Cloud Build).
export default defineConfig({
  build: {
    ssr: 'src/index.ts',
    outDir: 'lib',
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    rollupOptions: { output: { format: 'es', entryFileNames: 'index.js' } },
  },
});
