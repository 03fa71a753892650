import { defineConfig } from 'vitest/config';

// `npx vitest run` at the root runs every workspace's unit tests, each with its own config.
export default defineConfig({
  test: {
    projects: ['shared/vitest.config.ts', 'shell/vitest.config.ts', 'mfe-*/vitest.config.ts'],
  },
});
