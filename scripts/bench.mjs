// npm run bench: build, serve, and measure. Lighthouse (mobile and desktop presets) on each page
// below, and the first-load JavaScript of / (gzip bytes as the browser received them, from a
// cold cache). Writes bench-results/report.json and prints a table. Numbers, not assertions:
// these machines are shared and noisy. Options: --runs N (median of N runs, default 1), --no-build.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium } from './lib/browser.mjs';
import { startEmulators } from './lib/emulators.mjs';
import { ensureInstalled } from './lib/install.mjs';
import { fail, ok, step } from './lib/log.mjs';
import { repoRoot } from './lib/paths.mjs';
import { must, stopAll, stopOnExit, stopStale } from './lib/run.mjs';
import { shellUrl } from './lib/sites.mjs';
import { serveSites } from './serve.mjs';

export const BENCH_PAGES = [
  '/',
  '/services',
  '/contact',
  '/blog',
  '/blog/start-early-asset-allocation-compounding',
  '/calculators',
  '/calculators/sip',
  '/calculators/home-loan',
];
const TARGETS = { performance: 90, accessibility: 100, 'best-practices': 95, seo: 95, cls: 0.05, firstLoadKb: 250 };
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const finish = stopOnExit();
const argv = process.argv.slice(2);
const runs = Number(argv[argv.indexOf('--runs') + 1]) > 0 && argv.includes('--runs') ? Number(argv[argv.indexOf('--runs') + 1]) : 1;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function lighthouseRun(url, preset, chromePath) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  try {
    const config =
      preset === 'desktop' ? (await import('lighthouse/core/config/desktop-config.js')).default : undefined;
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' }, config);
    const { categories, audits } = result.lhr;
    return {
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      'best-practices': Math.round(categories['best-practices'].score * 100),
      seo: Math.round(categories.seo.score * 100),
      lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
      fcpMs: Math.round(audits['first-contentful-paint'].numericValue),
      tbtMs: Math.round(audits['total-blocking-time'].numericValue),
      cls: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    };
  } finally {
    await chrome.kill();
  }
}

async function measurePage(url, preset, chromePath) {
  const samples = [];
  for (let i = 0; i < runs; i += 1) samples.push(await lighthouseRun(url, preset, chromePath));
  return Object.fromEntries(Object.keys(samples[0]).map((key) => [key, median(samples.map((sample) => sample[key]))]));
}

/** Gzip bytes of every script the browser fetched for `url` from a cold cache, until the network is idle. */
export async function firstLoadScripts(url, chromePath) {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROME_FLAGS.slice(1) });
  try {
    const page = await browser.newPage();
    const scripts = [];
    page.on('requestfinished', async (request) => {
      if (request.resourceType() !== 'script') return;
      const sizes = await request.sizes();
      scripts.push({ url: request.url(), bytes: sizes.responseBodySize });
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    return scripts;
  } finally {
    await browser.close();
  }
}

try {
  await stopStale();
  await ensureInstalled();
  const chromePath = await ensureChromium();
  if (!argv.includes('--no-build')) {
    step('Build');
    await must('npx', ['lerna', 'run', 'build', '--stream', '--concurrency', '2']);
  }
  await startEmulators();
  await serveSites();

  step('First-load JavaScript of /');
  const scripts = await firstLoadScripts(`${shellUrl}/`, chromePath);
  const firstLoadBytes = scripts.reduce((sum, script) => sum + script.bytes, 0);
  ok(`${(firstLoadBytes / 1024).toFixed(1)} KB gzip in ${scripts.length} scripts`);

  let inputLatency = null;
  try {
    const { measureInputLatency } = await import('./lib/bench-input-latency.mjs');
    step('Input latency: home loan, 30-year tenure');
    const { chromium } = await import('@playwright/test');
    const browser = await chromium.launch({ executablePath: chromePath, args: CHROME_FLAGS.slice(1) });
    try {
      const page = await browser.newPage();
      inputLatency = await measureInputLatency(page, {
        path: `${shellUrl}/calculators/home-loan?amount=2500000&rate=8.5&years=30`,
        field: 'Loan amount',
        values: Array.from({ length: 30 }, (_, i) => 2_000_000 + i * 50_000),
      });
      ok(
        `to paint: median ${inputLatency.medianMs.toFixed(1)} ms, p95 ${inputLatency.p95Ms.toFixed(1)} ms; ` +
          `work: median ${inputLatency.medianWorkMs.toFixed(1)} ms, over ${inputLatency.samples.length} changes`,
      );
    } finally {
      await browser.close();
    }
  } catch (error) {
    fail(`input latency not measured: ${error instanceof Error ? error.message : String(error)}`);
  }

  const lighthouse = [];
  for (const path of BENCH_PAGES) {
    for (const preset of ['mobile', 'desktop']) {
      step(`Lighthouse ${preset}: ${path}${runs > 1 ? ` (median of ${runs})` : ''}`);
      lighthouse.push({ path, preset, ...(await measurePage(`${shellUrl}${path}`, preset, chromePath)) });
    }
  }

  const report = {
    measuredAt: new Date().toISOString(),
    machine: 'see README: 2 cores, shared; Lighthouse simulated throttling',
    runs,
    targets: TARGETS,
    firstLoad: { path: '/', kilobytesGzip: Number((firstLoadBytes / 1024).toFixed(1)), scripts },
    inputLatency,
    lighthouse,
  };
  const dir = join(repoRoot, 'bench-results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);

  step('Results');
  console.log('\n| page | preset | perf | a11y | best practices | SEO | LCP ms | TBT ms | CLS |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const row of lighthouse) {
    console.log(`| ${row.path} | ${row.preset} | ${row.performance} | ${row.accessibility} | ${row['best-practices']} | ${row.seo} | ${row.lcpMs} | ${row.tbtMs} | ${row.cls} |`);
  }
  console.log(`\nFirst-load JavaScript of /: ${report.firstLoad.kilobytesGzip} KB gzip (target ≤ ${TARGETS.firstLoadKb} KB).`);
  if (inputLatency) {
    console.log(
      `Home loan (30 y) input → updated result: median ${inputLatency.medianWorkMs.toFixed(1)} ms of work; ` +
        `painted: median ${inputLatency.medianMs.toFixed(1)} ms, p95 ${inputLatency.p95Ms.toFixed(1)} ms (target < 16 ms).`,
    );
  }
  console.log('Report: bench-results/report.json');
  await stopAll();
  finish(0);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
  finish(1);
}
