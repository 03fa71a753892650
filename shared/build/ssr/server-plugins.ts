import { relative } from 'node:path';
import react from '@vitejs/plugin-react';
import type { Plugin, PluginOption } from 'vite';

/**
 * React with styled-components' Babel plugin. Its component ids come from each file's path and
 * position rather than from the order modules happen to load in, so the class names of a
 * prerendered page are the ones the browser's build generates when it hydrates it. Every build
 * of every part (client and server) uses this.
 */
export function reactWithStableStyles(): PluginOption {
  return react({
    babel: {
      plugins: [['babel-plugin-styled-components', { ssr: true, displayName: false, fileName: false, pure: true }]],
    },
  });
}

const LAZY_PAGE = /lazyPage\(\(\) => import\((['"])([^'"]+)\1\)\)/g;

/**
 * Writes into each `lazyPage(() => import('./x'))` the source path of the module it loads, which
 * the prerender collects to announce the page's modules (shared/src/ui/lazy-page.tsx).
 *
 * In a client build each such module is also an entry of its own, so that its chunk is named by
 * it in Vite's manifest, where the prerender looks it up. A module only imported lazily is that
 * anyway; one a widget also imports statically may otherwise share a chunk that exports more than
 * the page, and that chunk has no page's name.
 */
export function lazyPageIds(): Plugin {
  let root = '';
  let clientBuild = false;
  return {
    name: 'meridian-lazy-page-ids',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
      clientBuild = config.command === 'build' && !config.build.ssr;
    },
    async transform(code, id) {
      // A section's own modules only (shared's documentation shows the form in a comment).
      if (!id.startsWith(`${root}/src/`) || !/\.[jt]sx?$/.test(id) || !code.includes('lazyPage(() =>')) return null;
      const found = [...code.matchAll(LAZY_PAGE)];
      const calls = code.split('lazyPage(() =>').length - 1;
      if (found.length !== calls) {
        this.error(
          `${relative(root, id)}: write lazyPage(() => import('./module')) exactly, so its module can be named.`,
        );
      }
      let result = code;
      for (const match of found) {
        const target = await this.resolve(match[2] ?? '', id);
        if (!target) this.error(`${relative(root, id)}: cannot resolve ${match[2]}.`);
        if (clientBuild) this.emitFile({ type: 'chunk', id: target.id, preserveSignature: 'strict' });
        const source = relative(root, target.id.split('?')[0] ?? '')
          .split('\\')
          .join('/');
        result = result.replace(
          match[0],
          `lazyPage(() => import(${match[1]}${match[2]}${match[1]}), ${JSON.stringify(source)})`,
        );
      }
      return { code: result, map: null };
    },
  };
}

/** The plugins of a section's server build besides its own. */
export function serverPlugins(): PluginOption[] {
  return [reactWithStableStyles(), lazyPageIds()];
}
