// npm test: every check, from a clean clone, in two phases.
// 1. Side by side (each a lane of its own, its output kept until it ends): lint then types; the unit
//    tests; the build; the Firestore rules tests against a Firestore emulator of their own.
// 2. Once the site is built: the emulators with the site (Hosting, Functions, Auth, Firestore),
//    the demo data, then the end-to-end tests, alone on the machine.
// Each stage is also an npm script (package.json), so one can be rerun alone; every stage runs even
// if another failed, so one run shows every problem; the summary gives each stage's time.
// `--only e2e` runs just the end-to-end part (build, emulators, servers, Playwright).
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium } from './lib/browser.mjs';
import { emulatorEnv, rulesEmulatorEnv, startEmulators, startRulesEmulator } from './lib/emulators.mjs';
import { ensureInstalled } from './lib/install.mjs';
import { fail, info, step } from './lib/log.mjs';
import { repoRoot, runDir } from './lib/paths.mjs';
import { stopAll, stopOnExit, stopService, stopStale } from './lib/run.mjs';
import { seed } from './lib/seed.mjs';
import { shellUrl } from './lib/sites.mjs';
import { jsonReport, lane, playwrightCounts, skipped, stage, summary, vitestCounts } from './lib/stages.mjs';

const startedAt = Date.now();
const finish = stopOnExit();
const onlyE2e = process.argv.includes('--only') && process.argv.includes('e2e');

/** The rules tests, against a Firestore emulator of their own (every test file a project of its own). */
async function rulesTests(report) {
  try {
    await startRulesEmulator();
  } catch (error) {
    skipped('Firestore rules tests', error instanceof Error ? error.message : String(error));
    return false;
  }
  const passed = await stage(
    'Firestore rules tests',
    'npm',
    ['run', 'test:rules', '--workspace', 'firestore', '--', ...jsonReport(report)],
    { quiet: true, env: rulesEmulatorEnv, report, count: vitestCounts },
  );
  await stopService('firestore-rules');
  return passed;
}

async function main() {
  await stopStale();
  mkdirSync(runDir, { recursive: true });
  await ensureInstalled();
  const chromium = await ensureChromium();

  const unitReport = join(runDir, 'unit.json');
  const rulesReport = join(runDir, 'rules.json');
  step(
    onlyE2e
      ? 'Build'
      : 'Side by side: lint then types; unit tests; build; Firestore rules tests (each printed when it ends)',
  );
  const [built] = await Promise.all([
    stage('Build', 'npm', ['run', 'build'], { quiet: !onlyE2e }),
    ...(onlyE2e
      ? []
      : [
          lane(
            () => stage('Lint', 'npm', ['run', 'lint'], { quiet: true }),
            () => stage('Types', 'npm', ['run', 'typecheck'], { quiet: true }),
          ),
          stage('Unit tests', 'npm', ['run', 'test:unit', '--', ...jsonReport(unitReport)], {
            quiet: true,
            report: unitReport,
            count: vitestCounts,
          }),
          rulesTests(rulesReport),
        ]),
  ]);

  if (!built) {
    skipped('End-to-end tests (Playwright, Chromium)', 'the build failed');
    return;
  }
  await startEmulators({ site: true });
  await seed(emulatorEnv);
  const e2eReport = join(runDir, 'e2e.json');
  await stage('End-to-end tests (Playwright, Chromium)', 'npm', ['run', 'playwright', '--workspace', 'e2e'], {
    env: { ...emulatorEnv, CHROMIUM_PATH: chromium, BASE_URL: shellUrl, PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport },
    report: e2eReport,
    count: playwrightCounts,
  });
}

let crashed = null;
try {
  await main();
} catch (error) {
  crashed = error instanceof Error ? error.message : String(error);
  fail(crashed);
}
await stopAll();

const allPassed = summary(startedAt, crashed);
if (!existsSync(join(repoRoot, 'e2e', 'playwright.config.ts'))) fail('e2e/playwright.config.ts is missing.');
if (!allPassed) info('Each stage alone: npm run lint | typecheck | test:unit | build | test:rules | e2e');
finish(allPassed ? 0 : 1);
