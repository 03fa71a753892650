// The bench's report: the targets of the issue ("Benchmark that shows the gap"), each route's
// pass or fail against them, and the Markdown tables printed at the end of `npm run bench` and
// written to bench-results/report.md (report.json has the same data and every run).
import { describeFirstPaint } from './bench-first-paint.mjs';
import { PRESETS } from './bench-lighthouse.mjs';
import { PHASES } from './bench-options.mjs';
import { CACHES, HOME_PATH, missedInProfile, SIGNED_IN_TARGETS } from './bench-signed-in.mjs';
import { expectedStatus } from './bench-site.mjs';
import { max, median, ratio } from './bench-stats.mjs';

/** The issue's targets. LCP is also to be at or below the plain React page's, in each mobile preset. */
export const TARGETS = {
  lcpSimulatedMs: 1300,
  lcpAppliedMs: 2000,
  performance: 98,
  cls: 0,
  firstLoadKb: 170,
  navigationMs: 100,
};

/** Each mobile preset's LCP limit. */
const LCP_LIMITS = { 'mobile-simulated': TARGETS.lcpSimulatedMs, 'mobile-applied': TARGETS.lcpAppliedMs };
const SHORT = { 'mobile-simulated': 'sim', 'mobile-applied': 'applied', desktop: 'desktop' };

const seconds = (ms) => (typeof ms === 'number' ? `${(ms / 1000).toFixed(2)} s` : '–');
const times = (value) => (typeof value === 'number' ? `${value.toFixed(2)}×` : '–');
const orDash = (value) => (value === null || value === undefined ? '–' : String(value));
/** CLS as Lighthouse shows it (three decimals): 0 means under 0.0005. */
const clsText = (value) => (typeof value === 'number' ? String(Number(value.toFixed(3))) : '–');
const kb = (value) => (typeof value === 'number' ? `${value.toFixed(1)} KB` : '–');

/** The Lighthouse entry of a target (site or baseline) for a path and preset, or undefined. */
export function entryOf(report, target, path, preset) {
  return report.lighthouse.find((entry) => entry.target === target && entry.path === path && entry.preset === preset);
}

/** The plain React page's median in a preset: the yardstick of every route's ratio. */
function plainReact(report, preset) {
  return entryOf(report, 'plain-react', '/', preset)?.median ?? null;
}

/** What a route misses of the targets, as short phrases; empty when it meets them all. */
export function missedTargets(report, path) {
  const missed = [];
  for (const preset of report.options.presets) {
    const entry = entryOf(report, 'site', path, preset);
    if (!entry) continue;
    const { median: m } = entry;
    if (entry.failed > 0) missed.push(`${entry.failed} ${SHORT[preset]} run(s) failed`);
    if (m.lcpMs === null) {
      missed.push(`no ${SHORT[preset]} result`);
      continue;
    }
    const limit = LCP_LIMITS[preset];
    if (limit && m.lcpMs > limit) missed.push(`LCP ${SHORT[preset]} ${seconds(m.lcpMs)} > ${seconds(limit)}`);
    const react = plainReact(report, preset);
    if (limit && react?.lcpMs && m.lcpMs > react.lcpMs) {
      missed.push(`LCP ${SHORT[preset]} above plain React (${times(ratio(m.lcpMs, react.lcpMs))})`);
    }
    if (m.performance !== null && m.performance < TARGETS.performance) {
      missed.push(`perf ${SHORT[preset]} ${m.performance}`);
    }
    if (m.cls !== null && Number(m.cls.toFixed(3)) > TARGETS.cls) missed.push(`CLS ${SHORT[preset]} ${clsText(m.cls)}`);
    const statuses = [...new Set(entry.samples.map((sample) => sample.status).filter(Boolean))];
    const unexpected = statuses.filter((status) => status !== expectedStatus(path));
    if (unexpected.length) missed.push(`HTTP ${unexpected.join(', ')}`);
  }
  return missed;
}

/** An LCP cell: the median, and its ratio to the plain React page's in the same preset. */
function lcpCell(report, target, path, preset) {
  const entry = entryOf(report, target, path, preset);
  if (!entry) return '–';
  const react = plainReact(report, preset);
  const r = ratio(entry.median.lcpMs, react?.lcpMs);
  return r === null ? seconds(entry.median.lcpMs) : `${seconds(entry.median.lcpMs)} (${times(r)})`;
}

/** One row of the summary table. */
function summaryRow(report, target, path, label) {
  const presets = report.options.presets;
  const medianOf = (preset) => entryOf(report, target, path, preset)?.median ?? null;
  const perf = presets.map((preset) => orDash(medianOf(preset)?.performance)).join(' · ');
  const cls = max(presets.map((preset) => medianOf(preset)?.cls));
  const desktop = medianOf('desktop');
  const quality = desktop ? [desktop.accessibility, desktop.bestPractices, desktop.seo].map(orDash).join(' · ') : '–';
  const verdict =
    target === 'site'
      ? (() => {
          const missed = missedTargets(report, path);
          return missed.length ? `✘ ${missed.join('; ')}` : '✔';
        })()
      : 'baseline';
  return `| ${label} | ${lcpCell(report, target, path, 'mobile-simulated')} | ${lcpCell(report, target, path, 'mobile-applied')} | ${lcpCell(report, target, path, 'desktop')} | ${perf} | ${clsText(cls)} | ${quality} | ${verdict} |`;
}

/** (a) Every route's medians, with pass/fail against the targets. */
export function summaryTable(report) {
  const presets = report.options.presets.map((preset) => SHORT[preset]).join(' · ');
  const lines = [
    `| route | LCP mobile simulated | LCP mobile applied | LCP desktop | performance (${presets}) | CLS (worst) | a11y · BP · SEO (desktop) | targets |`,
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const baseline of report.baselines) lines.push(summaryRow(report, baseline.id, '/', `*${baseline.label}* (/)`));
  for (const path of report.routes) lines.push(summaryRow(report, 'site', path, `\`${path}\``));
  return lines.join('\n');
}

/** A row of the comparison table: the site's cell carries its ratios to both baselines. */
function comparisonRow(label, values, { format, ratios = true }) {
  const [site, react, html] = values;
  let siteCell = format(site);
  if (ratios && typeof site === 'number') {
    const parts = [
      ratio(site, react) !== null ? `${times(ratio(site, react))} plain React` : null,
      ratio(site, html) !== null ? `${times(ratio(site, html))} static` : null,
    ].filter(Boolean);
    if (parts.length) siteCell += ` (${parts.join(', ')})`;
  }
  return `| ${label} | ${siteCell} | ${format(react)} | ${format(html)} |`;
}

/** (b) `/` on a phone beside the two baselines, in the shape of the issue's table. */
export function comparisonTable(report) {
  const targets = ['site', 'plain-react', 'static-html'];
  const metric = (preset, key) => targets.map((target) => entryOf(report, target, '/', preset)?.median?.[key] ?? null);
  const probes = targets.map((target) => report.firstPaint?.[target] ?? null);
  const loads = targets.map((target) => report.firstLoad?.[target] ?? null);
  const lines = [
    '| `/`, mobile | this site | plain React 19 + Vite page with the same content | the same page as static HTML, no JS |',
    '|---|---|---|---|',
    comparisonRow('LCP simulated (Lighthouse default)', metric('mobile-simulated', 'lcpMs'), { format: seconds }),
    comparisonRow('LCP applied throttling (devtools)', metric('mobile-applied', 'lcpMs'), { format: seconds }),
    comparisonRow(
      'first paint shows',
      probes.map((probe) => describeFirstPaint(probe)),
      { format: String, ratios: false },
    ),
    comparisonRow(
      'requests in series before content',
      probes.map((probe) => probe?.requestsInSeries ?? null),
      { format: orDash, ratios: false },
    ),
    comparisonRow('FCP simulated', metric('mobile-simulated', 'fcpMs'), { format: seconds }),
    comparisonRow('FCP applied', metric('mobile-applied', 'fcpMs'), { format: seconds }),
    comparisonRow('TBT simulated', metric('mobile-simulated', 'tbtMs'), {
      format: (v) => `${orDash(v)} ms`,
      ratios: false,
    }),
    comparisonRow('performance simulated', metric('mobile-simulated', 'performance'), {
      format: orDash,
      ratios: false,
    }),
    comparisonRow('performance applied', metric('mobile-applied', 'performance'), { format: orDash, ratios: false }),
    comparisonRow('CLS simulated', metric('mobile-simulated', 'cls'), { format: clsText, ratios: false }),
    comparisonRow('LCP desktop', metric('desktop', 'lcpMs'), { format: seconds }),
    comparisonRow(
      'first-load JS (gzip)',
      loads.map((load) => (load ? load.kilobytes : null)),
      { format: kb, ratios: false },
    ),
  ];
  return lines.join('\n');
}

/** (c) First-load JavaScript of / and of the baselines. */
function firstLoadTable(report) {
  const rows = [
    ['this site, `/`', report.firstLoad?.site, `≤ ${TARGETS.firstLoadKb} KB`],
    ['plain React', report.firstLoad?.['plain-react'], ''],
    ['static HTML', report.firstLoad?.['static-html'], ''],
  ];
  const lines = [
    '| page | first-load JS, gzip (until the network is idle) | scripts | later, while idle (not in the figure) | target |',
    '|---|---|---|---|---|',
  ];
  for (const [label, load, target] of rows) {
    if (!load) {
      lines.push(`| ${label} | not measured | – | – | ${target} |`);
      continue;
    }
    const verdict = target ? `${target} ${load.kilobytes <= TARGETS.firstLoadKb ? '✔' : '✘'}` : '';
    const later = load.later.count ? `${kb(load.later.kilobytes)} in ${load.later.count} scripts` : 'none';
    lines.push(`| ${label} | ${kb(load.kilobytes)} | ${load.count} | ${later} | ${verdict} |`);
  }
  return lines.join('\n');
}

/** (c) First visits to each section from the home page. */
function navigationTable(report) {
  if (!report.navigation?.length) return '_Navigation not measured._';
  const lines = [
    `| first visit (desktop, hover ${report.navigation[0].hoverMs} ms, click) | click → heading in DOM, median · max | click → painted, median · max | "Loading" seen | requests after click (median) | target ≤ ${TARGETS.navigationMs} ms, no Loading |`,
    '|---|---|---|---|---|---|',
  ];
  for (const row of report.navigation) {
    const pass =
      row.failed === 0 && row.maxToDomMs !== null && row.maxToDomMs <= TARGETS.navigationMs && row.loadingSeen === 0;
    const failed = row.failed ? ` (${row.failed} of ${row.runs} failed)` : '';
    lines.push(
      `| ${row.section} → \`${row.href}\` | ${orDash(row.medianToDomMs)} · ${orDash(row.maxToDomMs)} ms | ${orDash(row.medianToFrameMs)} · ${orDash(row.maxToFrameMs)} ms | ${row.loadingSeen} of ${row.runs - row.failed} | ${orDash(row.requestsAfterClick)} | ${pass ? '✔' : '✘'}${failed} |`,
    );
  }
  return lines.join('\n');
}

/** (c) Input latency of the home-loan calculator. */
function inputLatencyTable(report) {
  const latency = report.inputLatency;
  if (!latency) return '_Input latency not measured._';
  return [
    '| home loan, 30-year tenure: input → updated result | median | p95 |',
    '|---|---|---|',
    `| work (handler, render, commit) | ${latency.medianWorkMs.toFixed(1)} ms | – |`,
    `| to the painted frame | ${latency.medianMs.toFixed(1)} ms | ${latency.p95Ms.toFixed(1)} ms |`,
  ].join('\n');
}

const clock = (secondsTotal) => {
  const minutes = Math.floor(secondsTotal / 60);
  return `${minutes} min ${String(Math.round(secondsTotal - minutes * 60)).padStart(2, '0')} s`;
};

/** Where, when, how: the lines above the tables. */
function header(report) {
  const loads = [
    ...report.lighthouse.flatMap((entry) => entry.samples.map((sample) => sample.load)),
    ...signedInSamples(report).map((sample) => sample.load),
  ].filter(Boolean);
  const lines = [
    `Measured ${report.measuredAt} on ${report.machine.cores} cores, ${report.machine.chromium}, Lighthouse ${report.machine.lighthouse}.`,
    `Site: ${report.site.origin}, ${report.site.startedHere ? 'started by the bench' : 'already running (measured as it was)'}. ` +
      `${report.options.runs} run(s) per page and preset (Lighthouse) or profile and cache (signed-in), medians; Lighthouse ratios are to the plain React page in the same preset.`,
    `Duration: ${clock(report.durationSeconds)} in all (${Object.entries(report.phaseSeconds)
      .map(([phase, secondsSpent]) => `${phase} ${clock(secondsSpent)}`)
      .join(', ')}).`,
  ];
  if (loads.length) {
    lines.push(
      `Machine load (1-minute load average at each run's or load's start): median ${median(loads)?.toFixed(2)}, max ${max(loads)?.toFixed(2)} on ${report.machine.cores} cores.`,
    );
  }
  if (report.options.narrowed) {
    const parts = partsOf(report);
    const narrowed = [
      parts.length < PHASES.length ? `only ${parts.join(', ')}` : null,
      parts.includes('lighthouse') || parts.includes('first-load')
        ? `${report.options.routes}; presets ${report.options.presets.join(', ')}`
        : null,
      parts.includes('signed-in') ? `signed-in: ${report.options.signedIn}` : null,
    ].filter(Boolean);
    lines.push(`Narrowed run: ${narrowed.join('; ')}.`);
  }
  return lines.join('\n');
}

/** Anything that did not run as it should, so that a missing figure is never silent. */
function problems(report) {
  const lines = [];
  for (const entry of report.lighthouse) {
    for (const sample of entry.samples.filter((item) => item.error)) {
      lines.push(`- ${entry.target} ${entry.path} ${entry.preset}: ${sample.error}`);
    }
  }
  for (const row of report.signedIn?.rows ?? []) {
    for (const [profileName, byCache] of Object.entries(row.results)) {
      for (const cache of CACHES) {
        for (const sample of byCache[cache].samples.filter((item) => item.error)) {
          lines.push(`- signed-in ${row.path} ${profileName} ${cache} cache: ${sample.error}`);
        }
      }
    }
  }
  for (const error of report.errors) lines.push(`- ${error}`);
  return lines.length ? `\n### Problems\n\n${lines.join('\n')}\n` : '';
}

/** The parts of the bench the report covers (every part in a report from before --only). */
function partsOf(report) {
  return report.options.only ?? PHASES;
}

/** Every signed-in load of the report. */
function signedInSamples(report) {
  return (report.signedIn?.rows ?? []).flatMap((row) =>
    Object.values(row.results).flatMap((byCache) => CACHES.flatMap((cache) => byCache[cache]?.samples ?? [])),
  );
}

const pair = (values, format) => values.map(format).join(' · ');

/**
 * (d) The signed-in screens: per screen and profile, the medians of the empty-cache and the
 * warm-cache loads, and the screen's ratio to / in the same profile and cache.
 */
export function signedInTable(report) {
  const signedIn = report.signedIn;
  if (!signedIn?.rows?.length) return '_Signed-in pages not measured._';
  const home = signedIn.rows.find((row) => row.path === HOME_PATH);
  const lines = [
    '| screen (account) | profile | content, empty · warm cache | × `/` (empty · warm) | read afresh (empty · warm) | requests in series (empty · warm) | JS downloaded (empty · warm) | CLS (worst) | targets |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  for (const row of signedIn.rows) {
    for (const [profileName, byCache] of Object.entries(row.results)) {
      const results = CACHES.map((cache) => byCache[cache]);
      const ratios = CACHES.map((cache) =>
        row.path === HOME_PATH
          ? null
          : ratio(byCache[cache]?.contentMs, home?.results[profileName]?.[cache]?.contentMs),
      );
      const missed = missedInProfile(row, profileName);
      const verdict = row.path === HOME_PATH ? 'yardstick' : missed.length ? `✘ ${missed.join('; ')}` : '✔';
      lines.push(
        `| \`${row.path}\` (${row.role}) | ${profileName} | ${pair(results, (result) => seconds(result?.contentMs))} | ${row.path === HOME_PATH ? '1×' : pair(ratios, times)} | ${pair(results, (result) => seconds(result?.freshMs ?? result?.contentMs))} | ${pair(results, (result) => orDash(result?.requestsInSeries))} | ${pair(results, (result) => kb(result?.jsKb))} | ${clsText(max(results.map((result) => result?.layoutShift)))} | ${verdict} |`,
      );
    }
  }
  return lines.join('\n');
}

/** A request of a chain as the report shows it: its file or its API call, and when it ran. */
function shortRequest(entry) {
  const match = /^(.*) \((\d+)–(\d+) ms\)$/.exec(entry);
  const [url, start, end] = match ? [match[1], match[2], match[3]] : [entry, null, null];
  const name = url.includes('/v1/')
    ? url.replace(/^.*\/(accounts:\w+|documents:\w+|token)$/, '$1')
    : url.replace(/^.*\//, '') || '/';
  const host = /^https?:\/\/[^/]+:(\d+)\//.exec(url)?.[1];
  return `${host ? `:${host} ` : ''}${name}${start === null ? '' : ` ${start}–${end}`}`;
}

/** A chain as the report shows it: the document (its path), then each request. */
function chainText(chain) {
  return chain
    .map((entry, index) =>
      index === 0 ? `document ${entry.replace(/ \((\d+)–(\d+) ms\)$/, ' $1–$2')}` : shortRequest(entry),
    )
    .join(' → ');
}

/** (d) The requests in series before each screen's content, in its median empty- and warm-cache loads on the phone. */
export function signedInChains(report) {
  const rows = report.signedIn?.rows ?? [];
  const lines = [];
  for (const row of rows) {
    const byCache = row.results.mobile ?? Object.values(row.results)[0];
    if (!byCache) continue;
    for (const cache of CACHES) {
      const good = byCache[cache].samples.filter((sample) => !sample.error);
      const middle = [...good].sort((a, b) => a.contentMs - b.contentMs)[Math.floor((good.length - 1) / 2)];
      if (!middle) continue;
      lines.push(
        `- \`${row.path}\`, ${cache} cache, content at ${seconds(middle.contentMs)}: ${chainText(middle.chain)} (${middle.preflights} CORS preflight(s) before content)`,
      );
    }
  }
  return lines.length ? lines.join('\n') : '_No chains._';
}

/** (d) The signed-in section of the report. */
function signedInSection(report) {
  const targets = report.signedIn?.targets ?? SIGNED_IN_TARGETS;
  const profiles = Object.entries(report.signedIn?.profiles ?? {})
    .map(([name, label]) => `${name}: ${label}`)
    .join('; ');
  return `### Signed-in pages (a returning signed-in user; ${profiles || 'not measured'})

${signedInTable(report)}

Content: the screen's own content (not a skeleton) on screen, from the navigation's start: what this person saw on this device last time (the device's memory), or else the read's answer; read afresh: the read's answer in its place. Medians of ${report.signedIn?.runs ?? '–'} run(s). Targets (a returning person, warm cache): read afresh within ${seconds(targets.mobileFreshMs)} on the phone and ${seconds(targets.desktopFreshMs)} on desktop; the person's own screens (\`/dashboard\`) with their content, kept or fresh, within ${seconds(targets.ownContentMs)} on the phone; CLS ${targets.layoutShift} in every load. JS: scripts downloaded (gzip) before the content.

Requests in series before the content on the phone (the median load; port, file or API call, start–end in ms):

${signedInChains(report)}
`;
}

/** The whole Markdown report: the sections of the parts that ran. */
export function renderMarkdown(report) {
  const parts = new Set(partsOf(report));
  const presets = report.options.presets.map((preset) => PRESETS[preset].label).join('; ');
  const sections = [];
  if (parts.has('lighthouse')) {
    sections.push(`### Every route (${presets})

${summaryTable(report)}

Targets: mobile LCP ≤ ${seconds(TARGETS.lcpSimulatedMs)} simulated and ≤ ${seconds(TARGETS.lcpAppliedMs)} applied, and at or below plain React's; performance ≥ ${TARGETS.performance} in every preset; CLS ${TARGETS.cls}.
`);
  }
  if (parts.has('lighthouse') || parts.has('first-load')) {
    sections.push(`### \`/\` beside the baselines

${comparisonTable(report)}
`);
  }
  if (parts.has('first-load')) {
    sections.push(`### First-load JavaScript

${firstLoadTable(report)}
`);
  }
  if (parts.has('navigation')) {
    sections.push(`### First visit to a section

${navigationTable(report)}
`);
  }
  if (parts.has('input-latency')) {
    sections.push(`### Input latency

${inputLatencyTable(report)}
`);
  }
  if (parts.has('signed-in')) sections.push(signedInSection(report));
  return `## npm run bench

${header(report)}

${sections.join('\n')}${problems(report)}`;
}
