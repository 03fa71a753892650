import sharedPackage from '../package.json';

/**
 * The packages that run exactly once in the browser. The shell provides them; every remote
 * borrows the shell's copy (its own bundled copy is only a fallback for a version mismatch).
 * Their versions are read from one place, @meridian/shared's package.json: its peer dependencies
 * and its own version (a unit test keeps every workspace's ranges equal to these).
 *
 * The router is not listed: everything imports it from @meridian/shared (src/router.ts), so its
 * one copy lives inside that shared module, tree-shaken to what the site uses (~16 KB gzip
 * rather than the 66 KB that sharing react-router-dom whole costs; federation cannot
 * tree-shake a shared package). ESLint refuses react-router-dom imports anywhere else.
 */
export function sharedDeps(): Record<string, { requiredVersion: string }> {
  const peers = sharedPackage.peerDependencies;
  return {
    react: { requiredVersion: peers.react },
    'react-dom': { requiredVersion: peers['react-dom'] },
    'styled-components': { requiredVersion: peers['styled-components'] },
    '@meridian/shared': { requiredVersion: `^${sharedPackage.version}` },
  };
}

/** Build settings the federation plugin needs on host and remotes alike (see docs/architecture.md). */
export const federatedBuild = {
  target: 'esnext',
  modulePreload: false,
  cssCodeSplit: false,
  minify: true,
} as const;
