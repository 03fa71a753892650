import federation from '@originjs/vite-plugin-federation';
import type { PluginOption, UserConfig } from 'vite';
import { REMOTES, remoteNamed, SHELL } from '../registry.js';
import type { RemoteName } from '../src/contracts/remotes';
import { federatedBuild, sharedDeps } from './federation';
import { firebaseSettingsConstant } from './firebase-settings';
import { prerenderSection } from './ssr/prerender-section';
import { prerenderShell } from './ssr/prerender-shell';
import { sitePlaceholders } from '../disclosures';
import { placeholderGuard } from './placeholder-guard';
import { releaseFolder } from './release';
import { lazyPageIds, reactWithStableStyles } from './ssr/server-plugins';

export interface RemoteConfigOptions {
  /** Plugins of the section's own, run before React's, in its client, server and test builds. */
  plugins?: PluginOption[];
  /** The section's own content that may hold placeholders, by name: a production build refuses them. */
  placeholders?: Readonly<Record<string, unknown>>;
}

/**
 * The whole Vite config of a remote, from its registry row (shared/registry.js): its federation
 * name and exposed modules, the singletons it borrows from the shell, its build settings, the
 * prerender of its public pages (src/public-pages.ts) and widgets, and the port `vite preview`
 * serves it on. A remote's vite.config.ts is one call of this.
 */
export function defineRemoteConfig(name: RemoteName, options: RemoteConfigOptions = {}): UserConfig {
  const row = remoteNamed(name);
  const own = options.plugins ?? [];
  return {
    // When the section was built: its prerender ran then, so a page that prints something dated
    // (a rate older than the current quarter) hydrates with this date, then moves to today's.
    define: { 'import.meta.env.BUILD_DATE': JSON.stringify(new Date().toISOString()) },
    plugins: [
      placeholderGuard(options.placeholders),
      ...own,
      releaseFolder(),
      reactWithStableStyles(),
      lazyPageIds(),
      federation({ name: row.name, filename: 'remoteEntry.js', exposes: { ...row.exposes }, shared: sharedDeps() }),
      prerenderSection(name, own),
    ],
    build: { ...federatedBuild, outDir: 'dist', emptyOutDir: true, manifest: true },
    preview: { port: row.port, strictPort: true, cors: true },
  };
}

/**
 * The shell's Vite config: the federation host of every remote in the registry, and the prerender
 * of its frames (ssr/shell.json). Remote URLs are not baked into the code: the page composer
 * writes them into every page. The federation plugin needs the remotes listed to generate its
 * runtime; those URLs are never used.
 */
export function defineShellConfig(): UserConfig {
  // The year the layout is prerendered in: the footer hydrates with it (shell/src/layout/footer.tsx).
  // Whether the brand's facts are still a demo firm's: the footer then says the firm is fictional
  // (a production build refuses placeholders, so it never does there). Worked out here, at build
  // time, so that no page downloads the check.
  const define = {
    'import.meta.env.BUILD_YEAR': JSON.stringify(String(new Date().getFullYear())),
    'import.meta.env.DEMO_FIRM': JSON.stringify(String(sitePlaceholders().length > 0)),
  };
  return {
    define,
    plugins: [
      placeholderGuard(),
      firebaseSettingsConstant(),
      releaseFolder(),
      reactWithStableStyles(),
      federation({
        name: SHELL.name,
        remotes: Object.fromEntries(REMOTES.map((remote) => [remote.name, `/remotes.json#${remote.name}`])),
        shared: sharedDeps(),
      }),
      prerenderShell(define),
    ],
    build: {
      ...federatedBuild,
      outDir: 'dist',
      emptyOutDir: true,
      manifest: true,
      // The page (index.html), and the guarded page's boot module (src/boot.ts: the session's
      // first check, which the composer loads in a guarded page's head).
      rollupOptions: { input: { index: 'index.html', boot: 'src/boot.ts' } },
    },
    preview: { port: SHELL.port, strictPort: true },
  };
}
