import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { serverPlugins } from '../shared/build';
import { blogPictures } from './build/pictures-plugin';

// The blog's Cloud Function (src/live/function.ts) as one ES module in functions/lib/, run after
// the blog's own build (package.json "build"): it renders the blog's pages per request with the
// same components, and announces the same module files, as the pages that build prerendered.

const dist = fileURLToPath(new URL('dist/ssr/', import.meta.url));

/** The preloads of the prerendered list page, "not found" article page and widget: the live ones need the same modules. */
function livePreload(): Plugin {
  const id = 'virtual:blog-live-preload';
  const read = (file: string): string[] => {
    const path = `${dist}${file}`;
    if (!existsSync(path)) throw new Error(`${path} is missing: the blog's own build runs first.`);
    const { preload } = JSON.parse(readFileSync(path, 'utf8')) as { preload: string[] };
    return preload;
  };
  return {
    name: 'meridian-blog-live-preload',
    resolveId: (source) => (source === id ? `\0${id}` : null),
    load(loaded) {
      if (loaded !== `\0${id}`) return null;
      const preload = {
        list: read('pages/blog.json'),
        article: read('pages/blog/no-such-post.json'),
        widget: read('widgets/LatestInsights.json'),
      };
      return `export default ${JSON.stringify(preload)};`;
    },
  };
}

export default defineConfig({
  plugins: [livePreload(), blogPictures(), ...serverPlugins()],
  // styled-components is bundled: Node's CommonJS interop would hide its default export.
  ssr: { noExternal: ['@meridian/shared', 'styled-components'] },
  logLevel: 'warn',
  build: {
    ssr: 'src/live/function.ts',
    outDir: 'functions/lib',
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    copyPublicDir: false,
    rollupOptions: { output: { format: 'es', entryFileNames: 'index.js', inlineDynamicImports: true } },
  },
});
