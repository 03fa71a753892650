// @ts-check
/**
 * The site's sections, one row per remote: the single list of remotes. Everything else is
 * derived from it or pinned to it by a test: the federation config of each remote and of the
 * shell (shared/build), the remote contracts (shared/src/contracts/remotes.ts), the shell's
 * route table and slots, the lint boundaries (eslint.config.js), the start and serve scripts
 * (scripts/lib/sites.mjs), the remote manifest and the README's ports table.
 *
 * Plain JavaScript with no imports, so that Node scripts and the ESLint config read it as it is;
 * the JSDoc const assertion gives TypeScript its literal types. Adding a section is one row here,
 * a workspace with its own src/, and a few lines of vite.config.ts (defineRemoteConfig).
 *
 * A route's `access`:
 * - 'public': anyone; the page is public and crawlable.
 * - 'signed-in': signed-in users; others go to the sign-in page and come back after.
 * - 'staff': signed-in users whose role sees at least one admin tab (see canEnterAdmin in
 *   shared/src/auth/roles.ts); others go to the home page.
 */

/** The shell: the federation host, the page every visitor opens. */
export const SHELL = /** @type {const} */ ({ name: 'shell', dir: 'shell', port: 5173 });

export const REMOTES = /** @type {const} */ ([
  {
    name: 'marketing',
    dir: 'mfe-marketing',
    port: 5178,
    label: 'This page',
    routes: [
      { path: '/', access: 'public' },
      { path: '/services/*', access: 'public' },
      { path: '/contact', access: 'public' },
      { path: '/contact/booking', access: 'public' },
      { path: '/privacy', access: 'public' },
      { path: '/terms', access: 'public' },
      { path: '/cookies', access: 'public' },
      { path: '/disclaimers', access: 'public' },
      { path: '/investor-charter', access: 'public' },
      { path: '/complaints', access: 'public' },
      { path: '/complaints-data', access: 'public' },
      { path: '/about', access: 'public' },
      { path: '/fees', access: 'public' },
      { path: '/accessibility', access: 'public' },
      { path: '/registrations', access: 'public' },
      // The notices in Hindi ('@meridian/shared/languages': a language's prefix before the English path).
      { path: '/hi/*', access: 'public' },
    ],
    exposes: { './App': './src/app.tsx', './ComplaintTables': './src/widgets/complaint-tables.tsx' },
  },
  {
    name: 'blog',
    dir: 'mfe-blog',
    port: 5179,
    label: 'Our articles',
    routes: [{ path: '/blog/*', access: 'public' }],
    exposes: {
      './App': './src/app.tsx',
      './LatestInsights': './src/widgets/latest-insights.tsx',
      './PostPreview': './src/widgets/post-preview.tsx',
    },
  },
  {
    name: 'calculators',
    dir: 'mfe-calculators',
    port: 5180,
    label: 'The calculators',
    routes: [{ path: '/calculators/*', access: 'public' }],
    exposes: { './App': './src/app.tsx', './SipPreview': './src/widgets/sip-preview.tsx' },
  },
  {
    name: 'account',
    dir: 'mfe-account',
    port: 5181,
    label: 'Your account',
    routes: [
      { path: '/signin', access: 'public' },
      { path: '/signup', access: 'public' },
      { path: '/forgot-password', access: 'public' },
      { path: '/reset-password', access: 'public' },
      { path: '/dashboard/*', access: 'signed-in' },
    ],
    exposes: { './App': './src/app.tsx' },
  },
  {
    name: 'admin',
    dir: 'mfe-admin',
    port: 5182,
    label: 'The admin area',
    routes: [{ path: '/admin/*', access: 'staff' }],
    exposes: { './App': './src/app.tsx' },
  },
]);

/** The widgets of other sections that the home page (marketing) shows, by the slot they fill. */
export const HOME_SLOTS = /** @type {const} */ ({
  sipPreview: { remote: 'calculators', exposed: './SipPreview' },
  latestInsights: { remote: 'blog', exposed: './LatestInsights' },
});

/**
 * The widgets of other sections that the admin area shows, by the slot they fill: the editorial
 * desk previews a post with the blog's own renderer (issue 20), and the complaint desk a month's
 * complaint tables with the renderer of the public page /complaints-data (issue 34, item 4).
 */
export const ADMIN_SLOTS = /** @type {const} */ ({
  postPreview: { remote: 'blog', exposed: './PostPreview' },
  complaintTables: { remote: 'marketing', exposed: './ComplaintTables' },
});

/**
 * The row of a remote.
 * @param {string} name
 */
export function remoteNamed(name) {
  const row = REMOTES.find((remote) => remote.name === name);
  if (!row) throw new Error(`No remote is named "${name}" (shared/registry.js).`);
  return row;
}
