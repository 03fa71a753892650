import { defineConfig } from 'vitest/config';

// `npx vitest run` at the root runs every workspace's unit tests, each with its own config,
// and the tests of the repository's own tooling (scripts/, the lint boundaries). Tests run in
// Node; a test that renders into a DOM says so in its first line, `// @vitest-environment jsdom`
// (Vitest 4 has no per-file environment globs, and a workspace's own `projects` are not seen
// from here: nested projects are ignored).
export default defineConfig({
  test: {
    // Both cores: Vitest's default here is one worker (measured: 290 s alone, 147 s with two).
    maxWorkers: 2,
    projects: [
      'shared/vitest.config.ts',
      'portal-kit/vitest.config.ts',
      'shell/vitest.config.ts',
      'mfe-*/vitest.config.ts',
      'mfe-calculators/vitest.isolated.config.ts',
      'composer/vitest.config.ts',
      'functions/vitest.config.ts',
      { test: { name: 'tooling', include: ['scripts/**/*.test.mjs'], environment: 'node', testTimeout: 30_000 } },
    ],
  },
});
