import type { Plugin } from 'vite';
import { defineTestConfig } from '../shared/build';

/**
 * The pipeline test renders the shell's real frames, whose slots load no remote: the federation
 * runtime they would import is a stub here, as in the shell's own prerender (shared/build/ssr).
 */
const frameRendering: Plugin = {
  name: 'meridian-frames-without-federation',
  config: () => ({ define: { 'import.meta.env.BUILD_YEAR': JSON.stringify(String(new Date().getFullYear())) } }),
  resolveId: (id) => (id === 'virtual:__federation__' ? '\0federation-stub' : null),
  load: (id) =>
    id === '\0federation-stub'
      ? `const absent = () => { throw new Error('No remote is loaded in this test.'); };
export const __federation_method_setRemote = absent, __federation_method_getRemote = absent;`
      : null,
};

export default defineTestConfig({
  environment: 'node',
  include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
  plugins: [frameRendering],
});
