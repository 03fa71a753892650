/**
 * shared/build, the build door: what build files (vite.config.ts, vitest.config.ts,
 * and a section's own build modules) may import from shared. Node-safe: no React, no browser API. The
 * browser code's door is '@meridian/shared'; tests use '@meridian/shared/testing'.
 */
export { HOME_SLOTS, REMOTES, remoteNamed, SHELL } from '../registry.js';
export { brand } from '../src/config/brand';
export { absoluteUrl, paths } from '../src/config/paths';
export { hasControlCharacter } from '../src/validation/text';
export { countWords, readTimeOf } from '../posts/fields';
export { federatedBuild, sharedDeps } from './federation';
export { serverPlugins } from './ssr/server-plugins';
export { defineRemoteConfig, defineShellConfig, type RemoteConfigOptions } from './vite-config';
export { defineTestConfig, unitProjects } from './vitest-config';
