// npm test: every check, from a clean clone, in two phases.
// 1. Side by side (each a lane of its own, its output kept until it ends): lint then types; the unit
//    tests; the build; the Firestore rules tests against a Firestore emulator of their own.
// 2. The end-to-end tests, alone on the machine, against the emulators with the site (Hosting,
//    Functions, Auth, Firestore) and the demo data, which start as soon as the build has passed,
//    while the other stages of phase 1 still run (saving their 35 s start from the critical path).
// Each stage is also an npm script (package.json), so one can be rerun alone; every stage runs even
// if another failed, so one run shows every problem; the summary gives each stage's time.
// `--only e2e` runs just the end-to-end part (build, emulators, servers, Playwright).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium } from './lib/browser.mjs';
import { ensureInstalled } from './lib/install.mjs';
import { info, step } from './lib/log.mjs';
import { runDir } from './lib/paths.mjs';
import { stopOnExit, stopStale } from './lib/run.mjs';
import { jsonReport, lane, skipped, stage, vitestCounts } from './lib/stages.mjs';
import { endToEndTests, rulesTests, runAndSummarise, startSite } from './lib/test-stages.mjs';

const startedAt = Date.now();
const finish = stopOnExit();
const onlyE2e = process.argv.includes('--only') && process.argv.includes('e2e');

async function main() {
  await stopStale();
  mkdirSync(runDir, { recursive: true });
  await ensureInstalled();
  const chromium = await ensureChromium({ headlessShell: true });

  const unitReport = join(runDir, 'unit.json');
  step(
    onlyE2e
      ? 'Build'
      : 'Side by side: lint then types; unit tests; build; Firestore rules tests (each printed when it ends)',
  );
  const building = stage('Build', 'npm', ['run', 'build'], { quiet: !onlyE2e });
  const siteUp = building.then((passed) => (passed ? startSite() : 'the build failed'));
  const [built] = await Promise.all([
    building,
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
          rulesTests(),
        ]),
  ]);

  if (!built) {
    skipped('End-to-end tests (Playwright, Chromium)', 'the build failed');
    return;
  }
  await endToEndTests('End-to-end tests (Playwright, Chromium)', chromium, { siteUp });
}

await runAndSummarise(main, {
  startedAt,
  finish,
  hint: () => info('Each stage alone: npm run lint | typecheck | test:unit | build | test:rules | e2e'),
});
