// npm run bench: the benchmark that shows the gap. Every public route of the site (its sitemap,
// plus the 404 page) through Lighthouse 12 in three presets (mobile simulated, mobile applied,
// desktop), three runs each, medians; beside them two baselines built from the same content in
// the same run: / as static HTML with no JavaScript, and the home page as a plain single-bundle
// React app. Also first-load JavaScript of / (gzip), what a phone's first paint shows and how many
// requests in series come before content, first visits to each section (click → heading), the
// home-loan calculator's input latency, and the signed-in pages as a returning signed-in person
// opens them (the dashboard and admin tabs beside /, lib/bench-signed-in.mjs). Writes
// bench-results/report.json and report.md (report-<parts>.* for a run of some parts, --only) and
// prints the tables. Numbers, not assertions: the machines are shared and noisy (the report says how
// loaded this one was); only the byte budgets are asserted, by the page sweep (e2e/tests/page-sweep.spec.ts).
//
// A running site (`npm start`) is measured as it is and left running; see lib/bench-site.mjs.
// Options: lib/bench-options.mjs (`npm run bench -- --help`).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { startBaselines } from './lib/bench-baselines.mjs';
import { withBrowser } from './lib/bench-browser.mjs';
import { probeFirstPaint } from './lib/bench-first-paint.mjs';
import { firstLoadScripts } from './lib/bench-first-load.mjs';
import { lighthouseRun, METRICS } from './lib/bench-lighthouse.mjs';
import { measureNavigation } from './lib/bench-navigation.mjs';
import { parseBenchOptions, PHASES, USAGE } from './lib/bench-options.mjs';
import { renderMarkdown, TARGETS } from './lib/bench-report.mjs';
import { measureSignedIn, SIGNED_IN_TARGETS } from './lib/bench-signed-in.mjs';
import { ensureSite, publicRoutes } from './lib/bench-site.mjs';
import { medians } from './lib/bench-stats.mjs';
import { ensureChromium } from './lib/browser.mjs';
import { fail, info, ok, step } from './lib/log.mjs';
import { repoRoot } from './lib/paths.mjs';
import { stopOnExit } from './lib/run.mjs';

const HOME_LOAN = {
  path: '/calculators/home-loan?amount=2500000&rate=8.5&years=30',
  field: 'Loan amount',
  values: Array.from({ length: 30 }, (_, i) => 2_000_000 + i * 50_000),
};

const phaseSeconds = {};
const errors = [];

/** Runs one phase of the bench and records how long it took. */
async function timed(phase, work) {
  const started = Date.now();
  try {
    return await work();
  } finally {
    phaseSeconds[phase] = Math.round((Date.now() - started) / 1000);
  }
}

/** Runs a measure that the rest of the bench does not depend on: a failure is reported, not fatal. */
async function optional(what, work) {
  try {
    return await work();
  } catch (error) {
    const message = `${what}: ${error instanceof Error ? error.message : String(error)}`;
    fail(message);
    errors.push(message);
    return null;
  }
}

const seconds = (ms) => (typeof ms === 'number' ? `${(ms / 1000).toFixed(2)} s` : '–');

/** First-load JS, first paint and requests in series: of the site's / and of each baseline. */
async function measurePages(chromePath, pages) {
  return withBrowser(chromePath, async (browser) => {
    const chromium = `Chromium ${browser.version()}`;
    const firstLoad = {};
    const firstPaint = {};
    for (const { id, url } of pages) {
      step(`First load and first paint: ${id} (${url})`);
      firstLoad[id] = await optional(`first-load JS of ${id}`, () => firstLoadScripts(browser, url));
      if (firstLoad[id]) {
        const { kilobytes, count, later } = firstLoad[id];
        ok(
          `first-load JS: ${kilobytes} KB gzip in ${count} scripts; later, while idle: ${later.kilobytes} KB in ${later.count}`,
        );
      }
      firstPaint[id] = await optional(`first paint of ${id}`, () => probeFirstPaint(browser, url));
      if (firstPaint[id]) {
        const probe = firstPaint[id];
        ok(
          `phone, applied throttling: FCP ${seconds(probe.fcpMs)}, heading ${seconds(probe.headingMs)}` +
            ` (${probe.headingInHtml ? 'in the HTML' : 'not in the HTML'}); ${probe.requestsInSeries} request(s) in series before content`,
        );
      }
    }
    return { chromium, firstLoad, firstPaint };
  });
}

/** First visits to each section from the home page, desktop. */
async function navigation(chromePath, origin, runs) {
  step(`First visit to each section: hover and click in the top bar, ${runs} times each`);
  return withBrowser(chromePath, (browser) =>
    measureNavigation(browser, origin, {
      runs,
      onSample: (section, sample) =>
        sample.error
          ? fail(`${section}: ${sample.error}`)
          : info(
              `${section.padEnd(12)} heading after ${sample.toDomMs} ms, painted after ${sample.toFrameMs} ms` +
                `${sample.loading.length ? `, "Loading" seen` : ''}; ${sample.requestsAfterClick} request(s) after the click`,
            ),
    }),
  );
}

/** Input → updated result on the home-loan page, 30-year tenure (bench-input-latency.mjs). */
async function inputLatency(chromePath, origin) {
  step('Input latency: home loan, 30-year tenure');
  const { measureInputLatency } = await import('./lib/bench-input-latency.mjs');
  const result = await withBrowser(chromePath, async (browser) => {
    const page = await browser.newPage();
    return measureInputLatency(page, { ...HOME_LOAN, path: `${origin}${HOME_LOAN.path}` });
  });
  ok(
    `to paint: median ${result.medianMs.toFixed(1)} ms, p95 ${result.p95Ms.toFixed(1)} ms; ` +
      `work: median ${result.medianWorkMs.toFixed(1)} ms, over ${result.samples.length} changes`,
  );
  return result;
}

/** The signed-in screens, phone and desktop, empty and warm cache (bench-signed-in.mjs). */
async function signedIn(chromePath, origin, { screens, runs }) {
  step(
    `Signed-in pages: ${screens.length} screen(s) beside /, ${runs} run(s), phone and desktop, empty and warm cache`,
  );
  const total = (screens.some((screen) => screen.path === '/') ? screens.length : screens.length + 1) * runs * 4;
  const started = Date.now();
  let done = 0;
  return measureSignedIn(chromePath, origin, {
    screens,
    runs,
    onSample: ({ run, profileName, screen, cache, sample }) => {
      done += 1;
      const left = ((Date.now() - started) / done) * (total - done);
      const name = `run ${run} ${profileName} ${cache.padEnd(5)} ${screen.path}`;
      const eta = `${done}/${total}, about ${Math.ceil(left / 60000)} min left`;
      if (sample.error) fail(`${name}: ${sample.error} (${eta})`);
      else {
        info(
          `${name}: content ${seconds(sample.contentMs)}${sample.kept ? ` (kept; read afresh ${seconds(sample.freshMs)})` : ''}, ${sample.requestsInSeries} in series, ` +
            `${sample.jsKb} KB JS, shift ${sample.layoutShift}, load ${sample.load} (${eta})`,
        );
      }
    },
  });
}

/**
 * Lighthouse over every target: the baselines first, then each route, every preset of a target
 * one after another, and the whole set once per run, so that a page and the baselines it is
 * compared with are measured under the same conditions, and a noisy spell touches every target.
 */
async function lighthouseAll(chromePath, targets, { presets, runs }) {
  const entries = targets.flatMap((target) =>
    presets.map((preset) => ({ ...target, preset, samples: [], median: null, failed: 0 })),
  );
  const total = entries.length * runs;
  const started = Date.now();
  let done = 0;
  for (let run = 1; run <= runs; run += 1) {
    step(`Lighthouse, run ${run} of ${runs}: ${targets.length} pages × ${presets.length} presets`);
    for (const entry of entries) {
      let sample;
      try {
        sample = await lighthouseRun(entry.url, entry.preset, chromePath);
      } catch (error) {
        sample = { error: error instanceof Error ? error.message : String(error) };
      }
      entry.samples.push(sample);
      done += 1;
      const left = ((Date.now() - started) / done) * (total - done);
      const name = `${entry.target === 'site' ? entry.path : entry.target} ${entry.preset}`;
      const eta = `${done}/${total}, about ${Math.ceil(left / 60000)} min left`;
      if (sample.error) fail(`${name}: ${sample.error} (${eta})`);
      else {
        // Lighthouse's own warnings, such as a page that never went quiet within its time limit
        // (what the plain-React baseline's endless reads of a missing file looked like): the run's
        // figures are then suspect, and the reason is worth seeing here rather than in report.json.
        const warned = sample.warnings.length ? `; Lighthouse warns: ${sample.warnings.join(' ')}` : '';
        info(
          `${name}: LCP ${seconds(sample.lcpMs)}, perf ${sample.performance}, ${sample.seconds} s (${eta})${warned}`,
        );
      }
    }
  }
  for (const entry of entries) {
    const good = entry.samples.filter((sample) => !sample.error);
    entry.median = medians(good, METRICS);
    entry.failed = entry.samples.length - good.length;
  }
  return entries;
}

/** Lighthouse's version, as installed. */
function lighthouseVersion() {
  return JSON.parse(readFileSync(join(repoRoot, 'node_modules', 'lighthouse', 'package.json'), 'utf8')).version;
}

/**
 * Writes report.json and report.md into bench-results/ (git-ignored); a run of only some parts
 * writes report-<parts>.json and .md, so that it does not replace the last full report.
 * @returns {string} the files' name without its extension
 */
function writeReport(report, markdown) {
  const dir = join(repoRoot, 'bench-results');
  const name = report.options.only.length === PHASES.length ? 'report' : `report-${report.options.only.join('-')}`;
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${name}.json`), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(join(dir, `${name}.md`), markdown);
  return name;
}

async function main(options) {
  const started = Date.now();
  const runs = new Set(options.only);
  const chromePath = await ensureChromium();
  const { site, routes, baselines } = await timed('setup', async () => {
    const running = await ensureSite(options);
    if (!runs.has('first-load') && !runs.has('lighthouse')) return { site: running, routes: [], baselines: [] };
    const selected = options.routes.select(await publicRoutes(running.origin));
    if (selected.length === 0) throw new Error(`No route matches --routes (${options.routes.describe}).`);
    info(
      `${selected.length} route(s): ${selected.length > 6 ? `${selected.slice(0, 6).join(', ')}, …` : selected.join(', ')}`,
    );
    return { site: running, routes: selected, baselines: await startBaselines(running.origin) };
  });

  const pages = [{ id: 'site', url: `${site.origin}/` }, ...baselines.map(({ id, url }) => ({ id, url }))];
  const { chromium, firstLoad, firstPaint } = runs.has('first-load')
    ? await timed('first load and first paint', () => measurePages(chromePath, pages))
    : {
        chromium: await withBrowser(chromePath, async (browser) => `Chromium ${browser.version()}`),
        firstLoad: {},
        firstPaint: {},
      };
  const nav = runs.has('navigation')
    ? await timed('navigation', () =>
        optional('navigation', () => navigation(chromePath, site.origin, options.navRuns)),
      )
    : null;
  const latency = runs.has('input-latency')
    ? await timed('input latency', () => optional('input latency', () => inputLatency(chromePath, site.origin)))
    : null;
  const targets = [
    ...baselines.map((baseline) => ({ target: baseline.id, path: '/', url: baseline.url })),
    ...routes.map((path) => ({ target: 'site', path, url: `${site.origin}${path}` })),
  ];
  const lighthouse = runs.has('lighthouse')
    ? await timed('Lighthouse', () => lighthouseAll(chromePath, targets, options))
    : [];
  const signedInPages = runs.has('signed-in')
    ? await timed('signed-in pages', () =>
        optional('signed-in pages', () =>
          signedIn(chromePath, site.origin, { screens: options.signedIn, runs: options.runs }),
        ),
      )
    : null;

  const report = {
    measuredAt: new Date().toISOString(),
    durationSeconds: Math.round((Date.now() - started) / 1000),
    phaseSeconds,
    machine: { cores: cpus().length, chromium, lighthouse: lighthouseVersion() },
    options: {
      runs: options.runs,
      presets: options.presets,
      routes: options.routes.describe,
      navRuns: options.navRuns,
      only: options.only,
      signedIn: options.signedInDescribe,
      narrowed: options.narrowed,
    },
    site,
    targets: { ...TARGETS, signedIn: SIGNED_IN_TARGETS },
    baselines,
    routes,
    firstLoad,
    firstPaint,
    navigation: nav,
    inputLatency: latency,
    lighthouse,
    signedIn: signedInPages,
    errors,
  };
  const markdown = renderMarkdown(report);
  const name = writeReport(report, markdown);
  step('Results');
  console.log(`\n${markdown}`);
  console.log(`Report: bench-results/${name}.json and bench-results/${name}.md`);
}

let options;
try {
  options = parseBenchOptions(process.argv.slice(2));
} catch (error) {
  fail(error.message);
  console.log(`\n${USAGE}`);
  process.exit(2);
}
if (options.help) {
  console.log(USAGE);
  process.exit(0);
}
const finish = stopOnExit();
try {
  await main(options);
  finish(0);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
  finish(1);
}
