// The stages `npm test` and `npm run test:quick` share: the rules tests against their own
// emulator, the end-to-end tests against the site in the emulators, and how a run ends.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { emulatorEnv, rulesEmulatorEnv, startEmulators, startRulesEmulator } from './emulators.mjs';
import { fail, info } from './log.mjs';
import { runDir } from './paths.mjs';
import { stopAll, stopService } from './run.mjs';
import { seed } from './seed.mjs';
import { shellUrl } from './sites.mjs';
import { jsonReport, playwrightCounts, skipped, stage, summary, vitestCounts } from './stages.mjs';

/** The rules tests, against a Firestore emulator of their own (every test file a project of its own). */
export async function rulesTests() {
  const report = join(runDir, 'rules.json');
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
  // On the same emulator: the functions' stores, whose transactions are what holds a slot or a
  // published month once (each file in a project of its own).
  const storesReport = join(runDir, 'stores.json');
  const stores = await stage(
    'Function stores against Firestore',
    'npm',
    ['run', 'test:stores', '--workspace', 'functions', '--', ...jsonReport(storesReport)],
    { quiet: true, env: rulesEmulatorEnv, report: storesReport, count: vitestCounts },
  );
  await stopService('firestore-rules');
  return passed && stores;
}

/**
 * The emulators with the site and the demo data (about 35 s): `npm test` starts them as soon as the
 * build has passed, while the other first-phase stages still run. Resolves to an error message when
 * they could not start, else null.
 */
export async function startSite() {
  try {
    await startEmulators({ site: true });
    await seed(emulatorEnv);
    await warmUp();
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** Requests in flight at once while warming up: about what three Playwright workers ask of the site. */
const WARM_UP_CONCURRENCY = 4;

/**
 * Every page of the sitemap requested once, a few at a time, before the tests: the Functions
 * emulator starts a worker process per concurrent request to a function, and a cold one took
 * more than the composer's 3 s allowance for the blog's live page on a loaded machine (the page
 * then answered 503). Production keeps warm instances; this gives the tests the same. A page that
 * answers badly here is left to the tests to report.
 */
async function warmUp() {
  const sitemap = await (await fetch(`${shellUrl}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  const queue = [...paths];
  const next = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift())
      await fetch(`${shellUrl}${path}`)
        .then((response) => response.arrayBuffer())
        .catch(() => null);
  };
  await Promise.all(Array.from({ length: WARM_UP_CONCURRENCY }, next));
}

/**
 * Playwright against the site in the emulators: every spec, or those named (file names in
 * e2e/tests), with `env` added (E2E_SECTIONS narrows the page sweep). `siteUp` is a startSite()
 * already under way; without it the site is started here.
 */
export async function endToEndTests(name, chromium, { specs = [], env = {}, siteUp = startSite() } = {}) {
  let notUp = await siteUp;
  if (notUp) {
    // Started beside the other stages, it may have failed only for their load: once more, alone.
    info(`The site did not start (${notUp}); its emulators' last words, then once more:`);
    printTail(join(runDir, 'firebase.log'), 40);
    await stopAll();
    notUp = await startSite();
  }
  if (notUp) {
    skipped(name, `the site did not start: ${notUp}`);
    return false;
  }
  const report = join(runDir, 'e2e.json');
  return stage(
    name,
    'npm',
    ['run', 'playwright', '--workspace', 'e2e', '--', ...specs.map((spec) => `tests/${spec}`)],
    {
      env: { ...emulatorEnv, CHROMIUM_PATH: chromium, BASE_URL: shellUrl, PLAYWRIGHT_JSON_OUTPUT_NAME: report, ...env },
      report,
      count: playwrightCounts,
    },
  );
}

/** The last `lines` lines of a service's log, indented, so that a failed start can be read in CI. */
function printTail(file, lines) {
  let text = '';
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return;
  }
  for (const line of text.trimEnd().split('\n').slice(-lines)) console.log(`    ${line}`);
}

/**
 * Runs `main`, stops every service it started, prints the summary and exits: 0 when every stage
 * passed (or, with `nothingIsFine`, when there was nothing to run).
 */
export async function runAndSummarise(main, { startedAt, finish, nothingIsFine = false, hint }) {
  let crashed = null;
  try {
    await main();
  } catch (error) {
    crashed = error instanceof Error ? error.message : String(error);
    fail(crashed);
  }
  await stopAll();
  const allPassed = summary(startedAt, crashed, { nothingIsFine });
  if (!allPassed && hint) hint();
  finish(allPassed ? 0 : 1);
}
