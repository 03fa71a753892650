// The bench's pure helpers: what it measures is only as good as the routes it picks, the baseline
// it derives from the site's HTML, the chains it counts and the verdicts it prints.
import { describe, expect, it } from 'vitest';
import { withoutScripts } from './bench-baselines.mjs';
import { longestChain } from './bench-first-paint.mjs';
import { parseBenchOptions, PHASES, routeFilter } from './bench-options.mjs';
import { missedTargets, renderMarkdown, signedInTable } from './bench-report.mjs';
import {
  missedInProfile,
  missedSignedInTargets,
  SCREENS,
  selectScreens,
  seriesChain,
  summarise,
  withHome,
} from './bench-signed-in.mjs';
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

  it('measures every part and every signed-in screen by default', () => {
    const options = parseBenchOptions([]);
    expect(options.only).toEqual(PHASES);
    expect(options.signedIn).toEqual(SCREENS);
  });

  it('runs only the parts named, in their order, by name or alias', () => {
    const options = parseBenchOptions(['--only', 'signed-in']);
    expect(options).toMatchObject({ only: ['signed-in'], narrowed: true });
    expect(parseBenchOptions(['--only', 'signed-in,lh,nav']).only).toEqual(['navigation', 'lighthouse', 'signed-in']);
    expect(() => parseBenchOptions(['--only', 'everything'])).toThrow(/unknown part "everything"/);
    expect(() => parseBenchOptions(['--only'])).toThrow(/needs a value/);
  });

  it('chooses signed-in screens by path or regular expression, and refuses a screen that does not exist', () => {
    expect(selectScreens('dashboard,/admin/users').map((screen) => screen.path)).toEqual([
      '/dashboard',
      '/admin/users',
    ]);
    expect(selectScreens('^/admin/(leads|blog)$').map((screen) => screen.path)).toEqual([
      '/admin/leads',
      '/admin/blog',
    ]);
    expect(parseBenchOptions(['--signed-in', '/dashboard/profile'])).toMatchObject({
      narrowed: true,
      signedInDescribe: '/dashboard/profile',
    });
    expect(() => selectScreens('/dashbord')).toThrow(/no such screen \/dashbord/);
    expect(() => selectScreens('^/nowhere')).toThrow(/matches no screen/);
    expect(() => selectScreens('(')).toThrow(/not a list of paths nor a valid regular expression/);
  });

  it('measures / beside the chosen screens, once', () => {
    expect(withHome(selectScreens('/dashboard')).map((screen) => screen.path)).toEqual(['/', '/dashboard']);
    expect(withHome(selectScreens('/,/dashboard')).map((screen) => screen.path)).toEqual(['/', '/dashboard']);
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

describe('signed-in pages', () => {
  const doc = { url: '/dashboard', startMs: 0, endMs: 100 };
  const request = (url, startMs, endMs, extra = {}) => ({ url, startMs, endMs, ...extra });
  const urls = (chain) => chain.map((item) => item.url);

  it('counts requests each started after the previous one ended, up to the content', () => {
    const requests = [
      request('/shell.js', 110, 200),
      request('/chunk.js', 210, 300),
      request('/parallel.js', 120, 250),
      request('/late.js', 310, 900),
    ];
    expect(urls(seriesChain(doc, requests, 400))).toEqual(['/dashboard', '/shell.js', '/chunk.js']);
    expect(urls(seriesChain(doc, requests, 1000))).toEqual(['/dashboard', '/shell.js', '/chunk.js', '/late.js']);
    expect(urls(seriesChain(doc, [], 400))).toEqual(['/dashboard']);
  });

  it('leaves out what came from the cache', () => {
    const requests = [
      request('/shell.js', 110, 120, { cached: true }),
      request('/chunk.js', 130, 140, { cached: true }),
    ];
    expect(urls(seriesChain(doc, requests, 400))).toEqual(['/dashboard']);
  });

  it('links a script only to the script that asked for it, a read to any earlier read', () => {
    const script = (url, startMs, endMs, initiators) => request(url, startMs, endMs, { initiators });
    const data = (url, startMs, endMs, initiators) => request(url, startMs, endMs, { initiators, data: true });
    const requests = [
      script('/shell.js', 110, 200, ['/dashboard']),
      script('/favicon-ish.js', 210, 260, ['/dashboard']),
      script('/auth.js', 270, 300, ['/shell.js']),
      data('accounts:lookup', 310, 400, ['/auth.js']),
      script('/firestore.js', 410, 450, ['/shell.js']),
      data('batchGet', 460, 500, ['/firestore.js']),
      data('runQuery', 510, 560, ['/firestore.js']),
      script('/prefetched-section.js', 565, 580, ['/shell.js']),
    ];
    expect(urls(seriesChain(doc, requests, 600))).toEqual([
      '/dashboard',
      '/shell.js',
      '/auth.js',
      'accounts:lookup',
      '/firestore.js',
      'batchGet',
      'runQuery',
    ]);
  });

  const sample = (contentMs, extra = {}) => ({
    contentMs,
    contentInDomMs: contentMs - 10,
    headingMs: contentMs - 100,
    requestsInSeries: 4,
    jsKb: 200,
    jsScripts: 20,
    dataRequestsBefore: 3,
    preflights: 2,
    layoutShift: 0,
    load: 8,
    ...extra,
  });

  it('summarises the runs: medians, the worst shift, the failures apart', () => {
    const summary = summarise([sample(900), sample(1500, { layoutShift: 0.02 }), sample(1100), { error: 'timed out' }]);
    expect(summary).toMatchObject({
      runs: 4,
      failed: 1,
      contentMs: 1100,
      maxContentMs: 1500,
      requestsInSeries: 4,
      layoutShift: 0.02,
      load: 8,
    });
    expect(summarise([{ error: 'x' }])).toMatchObject({ runs: 1, failed: 1, contentMs: null, layoutShift: null });
  });

  const result = (contentMs, freshMs = contentMs, layoutShift = 0, failed = 0) => ({
    contentMs,
    freshMs,
    layoutShift,
    failed,
  });
  const row = (path, mobile, desktop) => ({
    path,
    role: 'user',
    results: { mobile: { empty: mobile[0], warm: mobile[1] }, desktop: { empty: desktop[0], warm: desktop[1] } },
  });

  it('passes a screen read afresh within 2 s on the phone and 0.8 s on desktop (warm cache), with no shift', () => {
    const fast = row('/admin/users', [result(2600), result(1500, 1990)], [result(900), result(500, 790)]);
    expect(missedSignedInTargets(fast)).toEqual([]);
    // The person's own screen shows its kept content within 1.2 s on the phone, fresh later.
    const own = row('/dashboard/profile', [result(2600), result(1150, 1900)], [result(900), result(400, 700)]);
    expect(missedSignedInTargets(own)).toEqual([]);
  });

  it('names each missed target, judging times on the warm cache and shifts and failures on every load', () => {
    const slow = row(
      '/admin/users',
      [result(1000), result(900, 2280, 0.1)],
      [result(400, 400, 0, 1), result(300, 850)],
    );
    expect(missedInProfile(slow, 'mobile')).toEqual(['mobile fresh 2.28 s > 2.00 s', 'mobile layout shift 0.100']);
    expect(missedInProfile(slow, 'desktop')).toEqual([
      '1 desktop empty-cache run(s) failed',
      'desktop fresh 0.85 s > 0.80 s',
    ]);
    expect(missedSignedInTargets(slow)).toHaveLength(4);
    // The kept content's time is the person's own screens' alone.
    const ownSlow = row('/dashboard', [result(900), result(1300, 1500)], [result(300), result(300)]);
    expect(missedInProfile(ownSlow, 'mobile')).toEqual(['mobile content 1.30 s > 1.20 s']);
    expect(
      missedInProfile(row('/admin', [result(900), result(1300, 1500)], [result(300), result(300)]), 'mobile'),
    ).toEqual([]);
  });

  it('puts a row per screen and profile in the report, / as the yardstick', () => {
    const withSamples = (r) => ({
      ...r,
      results: Object.fromEntries(
        Object.entries(r.results).map(([name, byCache]) => [
          name,
          Object.fromEntries(
            Object.entries(byCache).map(([cache, res]) => [
              cache,
              {
                ...res,
                requestsInSeries: 3,
                jsKb: 12.5,
                samples: [sample(res.contentMs, { chain: ['/ (0–100 ms)'] })],
              },
            ]),
          ),
        ]),
      ),
    });
    const home = row('/', [result(600), result(500)], [result(200), result(150)]);
    // On the phone the figures show from the device's memory first, then read afresh.
    const dashboard = row(
      '/dashboard',
      [
        { ...result(2400), freshMs: 3100 },
        { ...result(1300), freshMs: 1900 },
      ],
      [result(300), result(200)],
    );
    const report = {
      measuredAt: '2026-11-24T12:00:00.000Z',
      durationSeconds: 60,
      phaseSeconds: { 'signed-in pages': 55 },
      machine: { cores: 8, chromium: 'Chromium 1', lighthouse: '12' },
      options: {
        runs: 3,
        presets: ['desktop'],
        routes: 'every public route',
        only: ['signed-in'],
        signedIn: '/dashboard',
        narrowed: true,
      },
      site: { origin: 'http://localhost:5173', startedHere: false },
      lighthouse: [],
      errors: [],
      signedIn: {
        runs: 3,
        profiles: { mobile: 'phone', desktop: 'desktop' },
        rows: [withSamples(home), withSamples(dashboard)],
      },
    };
    const table = signedInTable(report);
    expect(table).toContain('| `/` (user) | mobile | 0.60 s · 0.50 s | 1× |');
    expect(table).toContain(
      '| `/dashboard` (user) | mobile | 2.40 s · 1.30 s | 4.00× · 2.60× | 3.10 s · 1.90 s | 3 · 3 | 12.5 KB · 12.5 KB | 0 | ✘ mobile content 1.30 s > 1.20 s |',
    );
    expect(table).toContain(
      '| `/dashboard` (user) | desktop | 0.30 s · 0.20 s | 1.50× · 1.33× | 0.30 s · 0.20 s | 3 · 3 | 12.5 KB · 12.5 KB | 0 | ✔ |',
    );
    const markdown = renderMarkdown(report);
    expect(markdown).toContain('### Signed-in pages');
    expect(markdown).toContain('Narrowed run: only signed-in; signed-in: /dashboard.');
    expect(markdown).not.toContain('### Every route');
  });
});
