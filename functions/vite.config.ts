import { defineConfig } from 'vite';

// The function's code, with the composer it runs (@meridian/composer) and shared's doors bundled
// in (workspace packages are linked, so Vite bundles them), as one ES module in lib/: what
// `firebase deploy --only functions` uploads (its dependencies are this workspace's own,
// installed by Cloud Build; lint holds its imports to them, eslint.config.js).
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
