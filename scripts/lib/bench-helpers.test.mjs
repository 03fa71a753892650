// The bench's pure helpers: what it measures is only as good as the routes it picks, the baseline
// it derives from the site's HTML, the chains it counts and the verdicts it prints.
import { describe, expect, it } from 'vitest';
import { withoutScripts } from './bench-baselines.mjs';
import { longestChain } from './bench-first-paint.mjs';
import { parseBenchOptions, routeFilter } from './bench-options.mjs';
import { missedTargets } from './bench-report.mjs';
import { headingInHtml } from './bench-site.mjs';
import { median, ratio } from './bench-stats.mjs';

describe('bench options', () => {
  it('measures everything by default', () => {
    const options = parseBenchOptions([]);
    expect(options).toMatchObject({ runs: 3, navRuns: 5, build: true, narrowed: false });
    expect(options.presets).toEqual(['mobile-simulated', 'mobile-applied', 'desktop']);
    expect(options.routes.select(['/', '/blog'])).toEqual(['/', '/blog']);
  });

  it('takes a list of paths, or a regular expression', () => {
    expect(routeFilter('/,/blog,calculators/sip').select([])).toEqual(['/', '/blog', '/calculators/sip']);
    expect(
      routeFilter('^/calculators/(sip|fd)$').select(['/calculators', '/calculators/sip', '/calculators/fd']),
    ).toEqual(['/calculators/sip', '/calculators/fd']);
  });

  it('names presets by alias and refuses unknown ones', () => {
    expect(parseBenchOptions(['--presets', 'desktop,simulated']).presets).toEqual(['mobile-simulated', 'desktop']);
    expect(() => parseBenchOptions(['--presets', 'tablet'])).toThrow(/unknown preset/);
    expect(() => parseBenchOptions(['--runs', '0'])).toThrow(/at least 1/);
  });
});

describe('static HTML baseline', () => {
  it('drops every script and modulepreload, and keeps the rest', () => {
    const html =
      '<head><script type="module" src="/a.js"></script><link rel="modulepreload" crossorigin href="/b.js" />' +
      '<link rel="preload" as="image" href="http://x/i.svg"/><script type="application/ld+json">{}</script></head>';
    expect(withoutScripts(html)).toBe('<head><link rel="preload" as="image" href="http://x/i.svg"/></head>');
  });
});

describe('page facts', () => {
  it('reads the heading as a browser would', () => {
    expect(headingInHtml('<main><h1 id="t">Let&#x27;s <span>talk</span> &amp;\n plan</h1></main>')).toBe(
      "Let's talk & plan",
    );
    expect(headingInHtml('<div id="root"></div>')).toBeNull();
  });

  it('counts the longest chain of requests the content waited for', () => {
    const parents = new Map([
      ['/app.js', '/'],
      ['/chunk.js', '/app.js'],
    ]);
    expect(longestChain('/', new Set(['/']), parents)).toEqual(['/']);
    expect(longestChain('/', new Set(['/', '/app.js', '/chunk.js']), parents)).toHaveLength(3);
  });

  it('takes medians and ratios, ignoring missing values', () => {
    expect(median([3, null, 1, 2])).toBe(2);
    expect(median([])).toBeNull();
    expect(ratio(1, 2)).toBe(0.5);
    expect(ratio(1, null)).toBeNull();
  });
});

describe('targets', () => {
  const entry = (target, preset, median) => ({
    target,
    path: '/',
    preset,
    failed: 0,
    samples: [{ status: 200 }],
    median: { performance: 100, cls: 0, ...median },
  });
  const report = (site) => ({
    options: { presets: ['mobile-simulated', 'mobile-applied'] },
    lighthouse: [
      entry('plain-react', 'mobile-simulated', { lcpMs: 1400 }),
      entry('plain-react', 'mobile-applied', { lcpMs: 2100 }),
      ...site,
    ],
  });

  it('passes a route within every limit and below plain React', () => {
    const site = [entry('site', 'mobile-simulated', { lcpMs: 900 }), entry('site', 'mobile-applied', { lcpMs: 1500 })];
    expect(missedTargets(report(site), '/')).toEqual([]);
  });

  it('names each missed target', () => {
    const site = [
      entry('site', 'mobile-simulated', { lcpMs: 1500, performance: 96 }),
      entry('site', 'mobile-applied', { lcpMs: 1900, cls: 0.02 }),
    ];
    expect(missedTargets(report(site), '/')).toEqual([
      'LCP sim 1.50 s > 1.30 s',
      'LCP sim above plain React (1.07×)',
      'perf sim 96',
      'CLS applied 0.02',
    ]);
  });
});
