/**
 * The packages that run exactly once in the browser. The shell provides them; every remote
 * borrows the shell's copy (its own bundled copy is only a fallback for a version mismatch).
 * Every vite.config in the repository imports this list, so there is one place to change it.
 *
 * The router is not listed: everything imports it from @meridian/shared (src/router.ts), so its
 * one copy lives inside that shared module, tree-shaken to what the site uses (~16 KB gzip
 * rather than the 66 KB that sharing react-router-dom whole costs; federation cannot
 * tree-shake a shared package). ESLint refuses react-router-dom imports anywhere else.
 */
export const sharedDeps = {
  react: { requiredVersion: '^19.2.0' },
  'react-dom': { requiredVersion: '^19.2.0' },
  'styled-components': { requiredVersion: '^6.1.0' },
  '@meridian/shared': { requiredVersion: '^0.1.0' },
};

/** The name each remote registers under, and the one module it exposes for its route subtree. */
export const REMOTE_NAMES = ['marketing', 'blog', 'calculators', 'account', 'admin'] as const;

/** Build settings the federation plugin needs on host and remotes alike (see README). */
export const federatedBuild = {
  target: 'esnext',
  modulePreload: false,
  cssCodeSplit: false,
  minify: true,
} as const;
