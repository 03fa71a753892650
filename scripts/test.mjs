// npm test: every check, in the order a newcomer would want them, from a clean clone:
// install → browser → lint → types → unit → build → emulators and the site → rules → demo data → e2e.
// Each stage is the npm script of the same name (package.json), so running one alone runs the same thing.
// Every stage runs even if an earlier independent one failed, so one run shows every problem.
// `--only e2e` runs just the end-to-end part (build, emulators, servers, Playwright).
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium } from './lib/browser.mjs';
import { emulatorEnv, startEmulators } from './lib/emulators.mjs';
import { ensureInstalled } from './lib/install.mjs';
import { fail, ok, step } from './lib/log.mjs';
import { repoRoot, runDir } from './lib/paths.mjs';
import { run, stopAll, stopOnExit, stopStale } from './lib/run.mjs';
import { seed } from './lib/seed.mjs';
import { shellUrl } from './lib/sites.mjs';

const finish = stopOnExit();
const onlyE2e = process.argv.includes('--only') && process.argv.includes('e2e');
const results = [];

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** Runs one stage; records passed/failed test counts when the stage is a test runner. */
async function stage(name, command, args, { env, report, count } = {}) {
  step(name);
  if (report) rmSync(report, { force: true });
  const code = await run(command, args, { env: { ...process.env, ...env } });
  const counts = report ? count(readJson(report)) : null;
  results.push({ name, passed: code === 0, counts });
  if (code === 0) ok(`${name} passed`);
  else fail(`${name} failed (exit code ${code})`);
  return code === 0;
}

/** Vitest's arguments for its usual output plus a JSON report to count from. */
const jsonReport = (file) => ['--reporter=default', '--reporter=json', `--outputFile.json=${file}`];

const vitestCounts = (json) =>
  json && {
    passed: json.numPassedTests,
    failed: json.numFailedTests,
    skipped: json.numPendingTests + json.numTodoTests,
  };
const playwrightCounts = (json) =>
  json && {
    passed: json.stats.expected + json.stats.flaky,
    failed: json.stats.unexpected,
    skipped: json.stats.skipped,
  };

async function main() {
  await stopStale();
  mkdirSync(runDir, { recursive: true });
  await ensureInstalled();
  const chromium = await ensureChromium();

  if (!onlyE2e) {
    await stage('Lint', 'npm', ['run', 'lint']);
    await stage('Types', 'npm', ['run', 'typecheck']);
    const unitReport = join(runDir, 'unit.json');
    await stage('Unit tests', 'npm', ['run', 'test:unit', '--', ...jsonReport(unitReport)], {
      report: unitReport,
      count: vitestCounts,
    });
  }
  const built = await stage('Build', 'npm', ['run', 'build']);

  await startEmulators({ site: true });
  if (!onlyE2e) {
    const rulesReport = join(runDir, 'rules.json');
    // The emulators are already up, so the firestore workspace's own script (not the root's
    // test:rules, which starts them itself).
    await stage(
      'Firestore rules tests',
      'npm',
      ['run', 'test:rules', '--workspace', 'firestore', '--', ...jsonReport(rulesReport)],
      {
        env: emulatorEnv,
        report: rulesReport,
        count: vitestCounts,
      },
    );
  }
  if (!built) {
    fail('End-to-end tests skipped: the build failed.');
    results.push({ name: 'End-to-end tests', passed: false, counts: null });
    return;
  }
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

step('Summary');
let passed = 0;
let failed = 0;
for (const result of results) {
  const counts = result.counts
    ? ` (${result.counts.passed} passed, ${result.counts.failed} failed${result.counts.skipped ? `, ${result.counts.skipped} skipped` : ''})`
    : '';
  console.log(`  ${result.passed ? '✔' : '✘'} ${result.name}${counts}`);
  if (result.counts) {
    passed += result.counts.passed;
    failed += result.counts.failed;
  }
}
const allPassed = !crashed && results.length > 0 && results.every((result) => result.passed);
if (!existsSync(join(repoRoot, 'e2e', 'playwright.config.ts'))) fail('e2e/playwright.config.ts is missing.');
console.log(`\ntests: ${passed} passed, ${failed} failed`);
finish(allPassed ? 0 : 1);
