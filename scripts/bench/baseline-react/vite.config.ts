// Builds the benchmark's plain-React baseline (main.tsx) the way a plain Vite app is built: the
// React plugin and Vite's defaults, one entry, no federation. npm run bench builds it into
// .run/bench/baseline-react and serves it with `vite preview`; no workspace builds or typechecks it.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { blogPictures } from '../../../mfe-blog/build/pictures-plugin';
import { blogPosts } from '../../../mfe-blog/build/posts-plugin';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: here('.'),
  // The blog's category images, which Latest Insights shows, served by this page itself.
  publicDir: here('../../../mfe-blog/public'),
  // The footer's copyright year, which the shell's build defines.
  define: { 'import.meta.env.BUILD_YEAR': JSON.stringify(String(new Date().getFullYear())) },
  // The blog's plugins answer `virtual:blog-summaries` (the posts main.tsx gives Latest Insights) and
  // `virtual:blog-pictures` (their category images, which Latest Insights reads).
  plugins: [blogPosts(), blogPictures(), react()],
  // One copy of each, whichever workspace a module was imported from.
  resolve: { dedupe: ['react', 'react-dom', 'styled-components'] },
  build: { outDir: here('../../../.run/bench/baseline-react'), emptyOutDir: true },
  logLevel: 'warn',
});
