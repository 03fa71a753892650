import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS } from '../scripts/lib/chromium-flags.mjs';

// The site must already be built and served with the emulators running: `npm test` (or
// `npm run e2e`) does that, then runs this config. Chromium is Debian's or Playwright's own.
const executablePath = process.env.CHROMIUM_PATH || undefined;

export default defineConfig({
  testDir: './tests',
  outputDir: process.env.PLAYWRIGHT_OUTPUT_DIR ?? '../.run/e2e-results',
  fullyParallel: true,
  // Two workers on CI's two cores: a third gained nothing that counts (the stage took 1,203 s with
  // three, 1,237 s with two, the same evening, 28 November 2026) and loads the machine more: the
  // stage is bound by the CPU. E2E_WORKERS overrides it.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // No retries: a test that passes only when run again is a defect to mend, not to hide.
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json']],
  use: {
    baseURL: process.env.BASE_URL ?? 'http://localhost:5173',
    // Traces only when asked (E2E_TRACE=on): recording one for every test cost 15 % of the stage's
    // time (the laptop half of the page sweep: 3.4 min with, 2.9 min without, 29 November 2026).
    // A failure still leaves its screenshot and the page's snapshot (error-context.md) in .run/.
    trace: process.env.E2E_TRACE === 'on' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    // Each demo account signed in once, its session stored for the tests (support/sessions.ts).
    {
      name: 'sessions',
      testDir: './setup',
      testMatch: /sessions\.setup\.ts$/,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: /(release|\.serial)\.spec\.ts$/,
      dependencies: ['sessions'],
    },
    // Tests that need the site to themselves (site-wide counts) run after the others, one at a time.
    {
      name: 'serial',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: /\.serial\.spec\.ts$/,
      dependencies: ['chromium'],
      fullyParallel: false,
    },
    // Tests that change what is served (a remote rebuilt or taken away) run last, alone.
    {
      name: 'release',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: /release\.spec\.ts$/,
      dependencies: ['serial'],
      fullyParallel: false,
    },
  ],
});
