/**
 * The shell's prerender, run at the end of its client build (defineShellConfig adds it): a server
 * build of the shell's frames (shell/build/render-frames.tsx), rendered and written with the
 * document and the shell's module files to ssr/shell.json, the frame every page is composed into.
 * The document leaves dist/index.html: the page composer serves every page.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { liveOrigin, publishRelease, releaseSummary } from '../release';
import { build, type Plugin } from 'vite';
import { HOME_SLOTS, REMOTES, SHELL } from '../../registry.js';
import { brand } from '../../src/config/brand';
import { KEPT_PAGE_PENDING_ATTRIBUTE, keptPageScript } from '../../device-memory/kept-page';
import {
  BODY_MARK,
  HEAD_MARK,
  layoutKey,
  SESSION_CHECKED_EVENT,
  type LayoutRules,
  type ShellManifest,
} from '../../page-contract';
import { serverPlugins } from './server-plugins';
import { chunkFiles, readViteManifest } from './vite-manifest';

const ENTRY_ID = 'virtual:meridian-shell-server';

interface ShellServerEntry {
  renderFrames(
    keyOf: (pathname: string) => string,
    samples: readonly string[],
  ): Promise<
    Omit<
      ShellManifest,
      | 'release'
      | 'document'
      | 'entry'
      | 'layoutRules'
      | 'preload'
      | 'notFoundSeo'
      | 'privateSeo'
      | 'siteName'
      | 'routes'
      | 'slots'
    >
  >;
  layoutSamples(): string[];
  layoutRules: LayoutRules;
}

/**
 * robots.txt: everything may be crawled but the guarded pages, and the sitemap (composed per
 * request) is named with the site's canonical origin, SITE_URL at build time.
 */
function robots(routes: ShellManifest['routes']): string {
  const siteUrl = (process.env.SITE_URL ?? 'http://localhost:5173').replace(/\/+$/, '');
  const guarded = routes.filter((route) => route.access !== 'public').map((route) => route.path.replace(/\/\*$/, ''));
  return [
    'User-agent: *',
    'Allow: /',
    ...guarded.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

export function prerenderShell(define: Record<string, string>): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'meridian-prerender-shell',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const serverDir = join(root, 'node_modules', '.cache', 'meridian-server');
      const frames = join(root, 'build', 'render-frames.tsx');
      await build({
        configFile: false,
        root,
        logLevel: 'warn',
        define,
        plugins: [
          {
            name: 'meridian-shell-server-entry',
            resolveId: (id) => (id === ENTRY_ID ? `\0${ENTRY_ID}` : null),
            load: (id) =>
              id === `\0${ENTRY_ID}`
                ? `export { renderFrames, layoutSamples, layoutRules } from ${JSON.stringify(frames)};`
                : null,
          },
          {
            // The frames load no remote (their slots are marks), so the federation runtime is a stub.
            name: 'meridian-no-federation-on-the-server',
            resolveId: (id) => (id === 'virtual:__federation__' ? '\0federation-stub' : null),
            load: (id) =>
              id === '\0federation-stub'
                ? `const absent = () => { throw new Error('No remote is loaded while the shell is prerendered.'); };
export const __federation_method_setRemote = absent, __federation_method_getRemote = absent;`
                : null,
          },
          ...serverPlugins(),
        ],
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
      )) as ShellServerEntry;
      const rendered = await server.renderFrames((path) => layoutKey(path, server.layoutRules), server.layoutSamples());

      const documentFile = join(outDir, 'index.html');
      const built = readFileSync(documentFile, 'utf8');
      for (const mark of [HEAD_MARK, BODY_MARK]) {
        if (!built.includes(mark)) throw new Error(`shell/index.html has lost its ${mark} mark.`);
      }
      const manifest = readViteManifest(outDir);
      const entryFile = manifest['index.html']?.file;
      if (!entryFile) throw new Error('The client build has no chunk for index.html.');
      const entry = `/${entryFile}`;
      // The entry's <script> leaves the document: the page starts it once painted (compose/start-script.ts).
      const quoted = entry.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const entryScript = new RegExp(`\\s*<script type="module"[^>]*src="${quoted}"[^>]*></script>`);
      if (!entryScript.test(built)) throw new Error(`The built document does not load ${entry}.`);
      const document = built.replace(entryScript, '');
      const shared = Object.keys(manifest).filter((key) => manifest[key]?.file.includes('__federation_shared_'));
      const preload = chunkFiles(manifest, ['index.html', ...shared])
        .map((file) => `/${file}`)
        .filter((file) => file !== entry);
      // A guarded page needs at once the session this device remembers (device-memory), the
      // session itself and its first reads: those chunks, Auth's and Firestore's.
      const guarded = Object.keys(manifest).filter((key) =>
        /\/(firebase\/(auth|firestore)-sdk|device-memory\/index)\.ts$/.test(key),
      );
      if (guarded.length !== 3) {
        throw new Error('The client build has no chunk for auth-sdk.ts, firestore-sdk.ts or device-memory/index.ts.');
      }
      const guardedPreload = chunkFiles(manifest, guarded)
        .map((file) => `/${file}`)
        .filter((file) => file !== entry && !preload.includes(file));
      // The guarded page's boot module (the session's first check) first, then its files and Firestore's.
      const firestore = guarded.filter((key) => key.endsWith('/firestore-sdk.ts'));
      const boot = chunkFiles(manifest, ['src/boot.ts', ...firestore]).map((file) => `/${file}`);
      const published: ShellManifest = {
        release: createHash('sha256')
          .update(document)
          .update(entry)
          .update(JSON.stringify(rendered))
          .digest('hex')
          .slice(0, 10),
        document,
        entry,
        layoutRules: server.layoutRules,
        preload,
        guardedPreload,
        guardedHead: {
          script: keptPageScript(),
          boot,
          startEvent: SESSION_CHECKED_EVENT,
          waitAttribute: KEPT_PAGE_PENDING_ATTRIBUTE,
        },
        notFoundSeo: {
          path: '/404',
          title: `Page Not Found | ${brand.name}`,
          description: "The page you're looking for doesn't exist or has been moved.",
        },
        privateSeo: { path: '/', title: brand.name, description: brand.tagline },
        siteName: brand.name,
        routes: REMOTES.flatMap((remote) =>
          remote.routes.map((route) => ({ remote: remote.name, path: route.path, access: route.access })),
        ),
        slots: { ...HOME_SLOTS },
        ...rendered,
      };
      mkdirSync(join(outDir, 'ssr'), { recursive: true });
      writeFileSync(join(outDir, 'ssr', 'shell.json'), `${JSON.stringify(published)}\n`);
      writeFileSync(join(outDir, 'robots.txt'), robots(published.routes));
      // Every page is composed by the server; a static index.html would be served instead of it.
      rmSync(documentFile);
      rmSync(join(outDir, '.vite'), { recursive: true, force: true });
      const released = await publishRelease(root, outDir, liveOrigin(SHELL.port));
      this.info(releaseSummary(released));
    },
  };
}
