/**
 * A section's prerender, run at the end of its client build (defineRemoteConfig adds it): a
 * second, server build of the section's own modules, which renders every public page the
 * section lists (src/public-pages.ts) and every widget it exposes to HTML with its styles, and
 * writes them as fragments beside the section's files (ssr/, in the shapes of the page contract, shared/page-contract), with the module
 * files each one needs. A section deployed alone thus brings its pages' HTML with it.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { liveOrigin, publishRelease, releaseSummary } from '../release';
import { build, type Plugin, type PluginOption } from 'vite';
import { HOME_SLOTS, remoteNamed } from '../../registry.js';
import type { RemoteName } from '../../src/contracts/remotes';
import type { PublicDocument, PublicPage } from '../../src/contracts/pages';
import {
  firstMatch,
  type DocumentFragment,
  type LiveParts,
  type PageFragment,
  type SectionManifest,
  type WidgetFragment,
} from '../../page-contract';
import { serverPlugins } from './server-plugins';
import { chunkFiles, readViteManifest } from './vite-manifest';

interface Fragment {
  html: string;
  links: string[];
  css: string;
  modules: string[];
}

/** What the section's server build exports (the virtual entry below). */
interface ServerEntry {
  renderFragment(element: unknown, options: { url: string; routePath?: string }): Promise<Fragment>;
  slotPlaceholder(name: string): unknown;
  createElement(type: unknown, props: Record<string, unknown>): unknown;
  modules: Record<string, () => Promise<{ default: unknown }>>;
  publicPages(): PublicPage[];
  publicDocuments(): PublicDocument[];
  /** What the section renders per request (its src/public-pages.ts `live`), if anything. */
  live: LiveParts | undefined;
}

const ENTRY_ID = 'virtual:meridian-section-server';

/** The file a page's fragment is written to: '/' → index, '/blog/a' → blog/a. */
export function fragmentFile(kind: 'pages' | 'widgets' | 'documents', name: string): string {
  const base = name === '/' ? 'index' : name.replace(/^\.?\/+|\/+$/g, '');
  return `${kind}/${base}.json`;
}

function serverEntry(root: string, name: RemoteName): Plugin {
  const row = remoteNamed(name);
  const renderer = fileURLToPath(new URL('render.tsx', import.meta.url));
  const pagesModule = join(root, 'src', 'public-pages.ts');
  return {
    name: 'meridian-section-server-entry',
    resolveId: (id) => (id === ENTRY_ID ? `\0${ENTRY_ID}` : null),
    load(id) {
      if (id !== `\0${ENTRY_ID}`) return null;
      const modules = Object.entries(row.exposes)
        .map(([exposed, file]) => `  ${JSON.stringify(exposed)}: () => import(${JSON.stringify(join(root, file))}),`)
        .join('\n');
      return [
        `export { renderFragment, slotPlaceholder } from ${JSON.stringify(renderer)};`,
        `export { createElement } from 'react';`,
        `export const modules = {\n${modules}\n};`,
        existsSync(pagesModule)
          ? [
              `import * as pages from ${JSON.stringify(pagesModule)};`,
              'export const publicPages = pages.publicPages;',
              "export const publicDocuments = 'publicDocuments' in pages ? pages.publicDocuments : () => [];",
              "export const live = 'live' in pages ? pages.live : undefined;",
            ].join('\n')
          : 'export const publicPages = () => [];\nexport const publicDocuments = () => [];\nexport const live = undefined;',
      ].join('\n');
    },
  };
}

/** The remoteEntry.js of this build, copied under a name of its content's hash (immutable). */
function versionedEntry(outDir: string): { release: string; entry: string } {
  const source = join(outDir, 'assets', 'remoteEntry.js');
  const release = createHash('sha256').update(readFileSync(source)).digest('hex').slice(0, 10);
  const entry = `assets/remoteEntry-${release}.js`;
  copyFileSync(source, join(outDir, entry));
  return { release, entry };
}

function writeJson(outDir: string, file: string, value: unknown) {
  const path = join(outDir, 'ssr', file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(value)}\n`);
}

export function prerenderSection(name: RemoteName, ownPlugins: PluginOption[]): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'meridian-prerender-section',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const row = remoteNamed(name);
      const serverDir = join(root, 'node_modules', '.cache', 'meridian-server');
      await build({
        configFile: false,
        root,
        logLevel: 'warn',
        plugins: [serverEntry(root, name), ...ownPlugins, ...serverPlugins()],
        // styled-components is bundled: Node's CommonJS interop would hide its default export.
        ssr: { noExternal: ['@meridian/shared', 'styled-components'] },
        build: {
          ssr: true,
          outDir: serverDir,
          emptyOutDir: true,
          minify: false,
          // One file: its import below (with a query, to get this build's copy) then loads one module graph.
          rollupOptions: { input: ENTRY_ID, output: { entryFileNames: 'entry.mjs', inlineDynamicImports: true } },
        },
      });
      const server = (await import(
        `${pathToFileURL(join(serverDir, 'entry.mjs')).href}?t=${Date.now()}`
      )) as ServerEntry;
      const manifest = readViteManifest(outDir);
      // The shell provides the shared modules; a section's own copies are only fallbacks.
      const preloadOf = (sources: string[]) =>
        chunkFiles(manifest, sources, (file) => file.includes('__federation_shared_')).map((file) => `/${file}`);
      const { release, entry } = versionedEntry(outDir);
      const appSource = row.exposes['./App'].replace(/^\.\//, '');
      const published: SectionManifest = {
        remote: name,
        release,
        entry,
        app: preloadOf([appSource]),
        pages: {},
        notFound: [],
        widgets: {},
      };

      const app = (await server.modules['./App']?.())?.default;
      if (!app) throw new Error(`${name} exposes no ./App.`);
      const slots =
        name === 'marketing'
          ? Object.fromEntries(Object.keys(HOME_SLOTS).map((slot) => [slot, server.slotPlaceholder(slot)]))
          : undefined;
      for (const page of server.publicPages()) {
        const routes: readonly { path: string }[] = row.routes;
        const route = firstMatch(routes, (item) => item.path, page.path);
        if (!route)
          throw new Error(`${name} lists ${page.path}, which is not one of its routes in shared/registry.js.`);
        const element = server.createElement(app, slots ? { slots } : {});
        const fragment = await server.renderFragment(element, { url: page.path, routePath: route.path });
        const { status, pattern, ...seo } = page;
        const file = fragmentFile('pages', page.path);
        const data: PageFragment = {
          path: page.path,
          status: status ?? 200,
          seo,
          html: fragment.html,
          css: fragment.css,
          links: fragment.links,
          preload: preloadOf([appSource, ...fragment.modules]),
        };
        writeJson(outDir, file, data);
        if (status === 404) published.notFound.push({ pattern: pattern ?? page.path, file });
        else published.pages[page.path] = file;
        if (status !== 404 && seo.index === false) (published.unlisted ??= []).push(page.path);
        if (status !== 404 && seo.alternates) (published.alternates ??= {})[page.path] = seo.alternates;
      }

      // Only the widgets the shell composes into pages (HOME_SLOTS) are prerendered; the others
      // (the admin's post preview) are drawn in the browser, from props no build knows.
      const composed = new Set<string>(
        Object.values(HOME_SLOTS)
          .filter((slot) => slot.remote === name)
          .map((slot) => slot.exposed),
      );
      for (const [exposed, source] of Object.entries(row.exposes)) {
        if (!composed.has(exposed)) continue;
        const widget = (await server.modules[exposed]?.())?.default;
        const fragment = await server.renderFragment(server.createElement(widget, {}), { url: '/' });
        const file = fragmentFile('widgets', exposed);
        const data: WidgetFragment = {
          html: fragment.html,
          css: fragment.css,
          links: fragment.links,
          preload: preloadOf([source.replace(/^\.\//, ''), ...fragment.modules]),
        };
        writeJson(outDir, file, data);
        published.widgets[exposed] = file;
      }

      for (const document of server.publicDocuments()) {
        const file = fragmentFile('documents', document.path);
        const data: DocumentFragment = { contentType: document.contentType, body: document.body };
        writeJson(outDir, file, data);
        (published.documents ??= {})[document.path] = file;
      }

      if (server.live) published.live = server.live;
      writeJson(outDir, 'manifest.json', published);
      // Vite's manifest was only for the step above; it is not deployed.
      rmSync(join(outDir, '.vite'), { recursive: true, force: true });
      const released = await publishRelease(root, outDir, liveOrigin(row.port));
      this.info(releaseSummary(released));
    },
  };
}
