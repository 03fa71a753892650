/**
 * The packages that run exactly once in the browser. The shell provides them; every remote
 * borrows the shell's copy (its own bundled copy is only a fallback for a version mismatch).
 * Every vite.config in the repository imports this list, so there is one place to change it.
 */
export const sharedDeps = {
  react: { requiredVersion: '^19.2.0' },
  'react-dom': { requiredVersion: '^19.2.0' },
  'react-router-dom': { requiredVersion: '^7.9.0' },
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
