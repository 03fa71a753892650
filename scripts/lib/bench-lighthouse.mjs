// Lighthouse 12 runs for `npm run bench`, in three presets: mobile with simulated throttling
// (Lighthouse's default: the page loads unthrottled and Lantern computes what a slow phone on 4G
// would see), mobile with applied throttling (throttlingMethod 'devtools': the network and CPU
// really are slowed while the page loads), and desktop (lighthouse/core/config/desktop-config.js).
//
// Every run gets a Chrome of its own, with a fresh profile, so every run is cold: no HTTP or code
// cache, and no connection kept open from an earlier run (Lighthouse clears the caches itself, but
// not the browser's socket pool). Starting Chrome costs about 0.6 s against 8-25 s for a run here.
import { loadavg } from 'node:os';
import { CHROMIUM_FLAGS } from './chromium-flags.mjs';

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];
const ALL_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * The presets. Accessibility, best practices and SEO do not depend on throttling, so they are
 * scored once per run, in the desktop preset; the mobile presets measure performance only.
 */
export const PRESETS = {
  'mobile-simulated': { label: 'mobile, simulated', categories: ['performance'], settings: {}, desktop: false },
  'mobile-applied': {
    label: 'mobile, applied (devtools)',
    categories: ['performance'],
    settings: { throttlingMethod: 'devtools' },
    desktop: false,
  },
  desktop: { label: 'desktop', categories: ALL_CATEGORIES, settings: {}, desktop: true },
};

/** The numbers a run reports, each the median over the runs in the report. */
export const METRICS = [
  'performance',
  'accessibility',
  'bestPractices',
  'seo',
  'lcpMs',
  'fcpMs',
  'tbtMs',
  'siMs',
  'cls',
  'criticalChain',
];

let modules;
/** Lighthouse and chrome-launcher, loaded once and only when a run is wanted. */
async function load() {
  modules ??= Promise.all([
    import('lighthouse'),
    import('chrome-launcher'),
    import('lighthouse/core/config/desktop-config.js'),
  ]).then(([lighthouse, launcher, desktop]) => ({
    lighthouse: lighthouse.default,
    launch: launcher.launch,
    desktopConfig: desktop.default,
  }));
  return modules;
}

const score = (category) => (category && category.score !== null ? Math.round(category.score * 100) : null);
const numeric = (audit) => (audit && typeof audit.numericValue === 'number' ? audit.numericValue : null);
const ms = (audit) => {
  const value = numeric(audit);
  return value === null ? null : Math.round(value);
};

/** The element Lighthouse took as the largest contentful paint, in a few words. */
function lcpElement(lhr) {
  const node = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  return node ? `${node.snippet ?? ''} ${node.nodeLabel ?? ''}`.trim().slice(0, 100) : null;
}

/** What one run measured, from its Lighthouse result. */
export function sampleOf(lhr) {
  const { audits, categories } = lhr;
  const cls = numeric(audits['cumulative-layout-shift']);
  return {
    performance: score(categories.performance),
    accessibility: score(categories.accessibility),
    bestPractices: score(categories['best-practices']),
    seo: score(categories.seo),
    lcpMs: ms(audits['largest-contentful-paint']),
    fcpMs: ms(audits['first-contentful-paint']),
    tbtMs: ms(audits['total-blocking-time']),
    siMs: ms(audits['speed-index']),
    cls: cls === null ? null : Number(cls.toFixed(4)),
    // Length of Lighthouse's longest chain of critical requests (the document alone is 1).
    criticalChain: audits['critical-request-chains']?.details?.longestChain?.length ?? null,
    status: audits['network-requests']?.details?.items?.[0]?.statusCode ?? null,
    lcpElement: lcpElement(lhr),
    warnings: lhr.runWarnings ?? [],
  };
}

/**
 * One Lighthouse run of `url` in `preset`, in a Chrome of its own.
 * @returns {Promise<ReturnType<typeof sampleOf> & { seconds: number, load: number }>}
 */
export async function lighthouseRun(url, presetName, chromePath) {
  const preset = PRESETS[presetName];
  const { lighthouse, launch, desktopConfig } = await load();
  const started = Date.now();
  const load1 = loadavg()[0];
  const chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS });
  try {
    const flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: preset.categories,
      // The 404 page is measured too: without this Lighthouse refuses any page that is not a 200.
      ignoreStatusCode: true,
      ...preset.settings,
    };
    const result = await lighthouse(url, flags, preset.desktop ? desktopConfig : undefined);
    if (!result) throw new Error('Lighthouse returned no result.');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    return {
      ...sampleOf(lhr),
      seconds: Math.round((Date.now() - started) / 100) / 10,
      load: Math.round(load1 * 100) / 100,
    };
  } finally {
    await chrome.kill();
  }
}
