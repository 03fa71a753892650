import { fileURLToPath } from 'node:url';
import { defineConfig, type ViteUserConfig } from 'vitest/config';
import { unitProjects } from './shared/build/vitest-config';
import composer from './composer/vitest.config';
import functions from './functions/vitest.config';
import account from './mfe-account/vitest.config';
import admin from './mfe-admin/vitest.config';
import blog from './mfe-blog/vitest.config';
import calculators from './mfe-calculators/vitest.config';
import marketing from './mfe-marketing/vitest.config';
import portalKit from './portal-kit/vitest.config';
import shared from './shared/vitest.config';
import shell from './shell/vitest.config';

// `npx vitest run` at the root runs every workspace's unit tests, each with its own config (two
// projects per workspace: unitProjects, shared/build/vitest-config.ts), and the tests of the
// repository's own tooling (scripts/, the lint boundaries). Tests run in Node; a test that
// renders into a DOM says so in its first line, `// @vitest-environment jsdom` (Vitest 4 has no
// per-file environment globs). The rules tests (firestore/) need an emulator: `npm run test:rules`.
const WORKSPACES: [string, ViteUserConfig][] = [
  ['shared', shared],
  ['portal-kit', portalKit],
  ['shell', shell],
  ['mfe-marketing', marketing],
  ['mfe-blog', blog],
  ['mfe-calculators', calculators],
  ['mfe-account', account],
  ['mfe-admin', admin],
  ['composer', composer],
  ['functions', functions],
];

export default defineConfig({
  test: {
    // Both cores: Vitest's default here is one worker (measured: 290 s alone, 147 s with two).
    maxWorkers: 2,
    projects: [
      ...WORKSPACES.flatMap(([folder, config]) =>
        unitProjects(fileURLToPath(new URL(`./${folder}`, import.meta.url)), config, `@meridian/${folder}`),
      ),
      { test: { name: 'tooling', include: ['scripts/**/*.test.mjs'], environment: 'node', testTimeout: 30_000 } },
    ],
  },
});
