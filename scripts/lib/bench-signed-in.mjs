// Signed-in pages, as a returning signed-in person opens them: the dashboard and each of its tabs
// as the demo user, the admin area and each of its tabs as the demo staff who see them, and / in
// the same run, on a phone (CPU ×4, 150 ms round trip, 1.6 Mb/s down) and on a desktop (no
// throttling), `runs` times each, medians.
//
// A return visit: each role gets one browser profile of its own under .run/bench/signed-in/,
// signed in once through the site's sign-in form with "Remember me" (so Firebase keeps the
// session in localStorage, as it does for a real visitor; the profile directory itself is kept
// and reused, as a real browser's is). Every measured load launches
// Chromium again on that profile and opens the page, so the session is restored from storage as
// it is on a real return, never signed in by the page under test. Two kinds of return:
//   - empty HTTP cache (the cache cleared after launch): the first visit after a release, or
//     after the browser dropped its cache; every script is downloaded. The targets are judged on
//     this one, the harder.
//   - warm HTTP cache: straight after the empty-cache load of the same page, nothing released in
//     between: the hashed files come from the cache, the document and the data do not.
//
// Measured in the page, from before its first byte (a MutationObserver and PerformanceObservers):
//   - content: when the screen's own content, which only its data can produce, is on screen
//     (SCREENS below: a figure, a table's first row, a form filled from the stored profile, or the
//     list's empty state), in ms from the navigation's start: the first task after the frame that
//     follows its entry into the DOM (a requestAnimationFrame, then a timeout), and never before the
//     first contentful paint (content parsed from the HTML is in the DOM before anything is painted);
//   - requests in series before it, an estimate from the requests' start and end times (resource
//     timing) and who started each (DevTools initiators): the longest chain of network requests,
//     from the document, each started after the previous one ended and by its code (the script
//     that asked for it, or any code once a data request, the session or a read, had answered),
//     ending in the last data read before the content appeared (seriesChain). Only requests
//     something can wait for are counted (scripts, stylesheets, fetches; not images, fonts or the
//     favicon). Every real dependency chain is such a chain, so this is an upper bound: after a
//     read, a script that merely started later counts as waiting for it. report.json lists each
//     chain's URLs with their start and end. A CORS preflight is inside its request's time
//     (resource timing starts a request before its preflight); their number is counted apart;
//   - the JavaScript downloaded: every script requested from the network (not the cache) before
//     the content appeared, each counted as the bytes its server sends gzip (transfer-size.mjs,
//     as the first-load figure and the budget test count them);
//   - layout shift: the sum of layout-shift scores until one second after the content;
//   - fresh: when the content read afresh is on screen. A screen may first show what this person
//     saw on this device last time (issue 22: the device's memory, inert under [data-kept], shown
//     once the session is confirmed) and then the read's answer in its place; without that memory,
//     fresh is the content's time.
//
// A returning user has seen their screens before: after signing in, each profile opens each of
// its role's screens once (unthrottled, not measured), as the person did on their last visit.
/* global document, window, location, MutationObserver, requestAnimationFrame -- the probe runs in the page */
import { rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_FLAGS } from './chromium-flags.mjs';
import { max, median, round } from './bench-stats.mjs';
import { runDir } from './paths.mjs';
import { demo } from './seed.mjs';
import { gzipTransferSize } from './transfer-size.mjs';

/**
 * The screens measured, each with the role that sees it and what shows that its own content has
 * arrived (a CSS selector, or else a text in <main>, for an empty state). Read from
 * mfe-account/src/pages/dashboard/ and mfe-admin/src/pages/.
 */
export const SCREENS = [
  { path: '/', role: 'user', content: 'the heading', selector: 'main h1' },
  { path: '/dashboard', role: 'user', content: 'the saved-calculations count', selector: '[data-saved-count]' },
  {
    path: '/dashboard/calculations',
    role: 'user',
    content: 'the first saved calculation, or the empty list',
    selector: '[data-calculation]',
    text: 'You have not saved any calculations yet',
  },
  { path: '/dashboard/profile', role: 'user', content: 'the details form, filled', selector: '#profile-name' },
  { path: '/dashboard/privacy', role: 'user', content: 'the first consent', selector: 'li[data-consent]' },
  { path: '/admin', role: 'admin', content: "Users (the admin's first tab): first row", selector: 'tr[data-user]' },
  { path: '/admin/users', role: 'admin', content: 'the first row of people', selector: 'tr[data-user]' },
  {
    path: '/admin/analytics',
    role: 'admin',
    content: 'the figures (total users)',
    selector: '[data-figure="total-users"]',
  },
  {
    path: '/admin/leads',
    role: 'admin',
    content: 'the first lead, or none',
    selector: 'tr[data-lead]',
    text: 'No leads',
  },
  {
    path: '/admin/complaints',
    role: 'admin',
    content: 'the first complaint, or none',
    selector: 'tr[data-complaint]',
    text: 'No complaints match these filters',
  },
  { path: '/admin/blog', role: 'admin', content: 'the first post', selector: 'tr[data-post-row]' },
  { path: '/admin/settings', role: 'superadmin', content: 'the rates form, filled', selector: '#ppf-rate' },
];

/** The path every other screen is compared with, in the same profile and cache. */
export const HOME_PATH = '/';

/**
 * The targets for signed-in screens (issue 34), judged on the warm-cache loads of a returning
 * person: the read's answer on screen (freshMs) within `mobileFreshMs` on the phone and
 * `desktopFreshMs` on desktop; the person's own screens (OWN_SCREENS: what the device keeps for
 * them) showing their content, kept or fresh (contentMs), within `ownContentMs` on the phone;
 * CLS `layoutShift` in every load, empty cache included.
 */
export const SIGNED_IN_TARGETS = { mobileFreshMs: 2000, desktopFreshMs: 800, ownContentMs: 1200, layoutShift: 0 };

/** The screens of the person's own data, which the device may keep for them: the dashboard's. */
export const OWN_SCREENS = /^\/dashboard(\/|$)/;

/** The phone: Lighthouse's mobile screen, CPU ×4, 150 ms round trip, 1.6 Mb/s down, 675 kb/s up. */
export const PROFILES = {
  mobile: {
    label: 'mobile (CPU ×4, 150 ms RTT, 1.6 Mb/s)',
    device: { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
    network: { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 675_000 / 8 },
    cpu: 4,
  },
  desktop: {
    label: 'desktop (no throttling)',
    device: { viewport: { width: 1280, height: 800 } },
    network: null,
    cpu: 1,
  },
};
export const CACHES = ['empty', 'warm'];

const CONTENT_TIMEOUT_MS = 60_000;
/** The requests content can wait for, by their DevTools resource type. */
const WAITED_FOR = new Set(['Script', 'Stylesheet', 'Fetch', 'XHR']);
const SETTLE_MS = 1000;

/**
 * The longest chain of network requests before `contentMs`: the document, then requests each
 * started no earlier than the previous one ended, the last ended by `contentMs`. A request follows
 * another only if that one could have held it back: the script that asked for it (its initiator,
 * when `initiators` is given; without it any earlier request may), or a data request (a fetch:
 * the session, a read), after which the page's code may start anything. When a data request ended
 * before the content, the chain is the longest one ending in a data request (the content is made
 * from data; a section prefetched while idle is not what it waited for). Requests served from the
 * cache cost no round trip and are left out. Times are in ms on the page's clock.
 * @param {{ url: string }} documentRequest
 * @param {{ url: string, startMs: number, endMs: number, cached?: boolean, data?: boolean, initiators?: string[] }[]} requests
 * @param {number} contentMs
 * @returns {{ url: string }[]} the chain's requests, the document first
 */
export function seriesChain(documentRequest, requests, contentMs) {
  const usable = requests
    .filter((request) => !request.cached && request.url !== documentRequest.url && request.endMs <= contentMs)
    .sort((a, b) => a.endMs - b.endMs || a.startMs - b.startMs);
  const follows = (before, request) =>
    before.endMs <= request.startMs && (before.data || !request.initiators || request.initiators.includes(before.url));
  const best = [];
  usable.forEach((request, index) => {
    let chain = [];
    for (let before = 0; before < index; before += 1) {
      if (follows(usable[before], request) && best[before].length > chain.length) chain = best[before];
    }
    best[index] = [...chain, request];
  });
  const endsInData = usable.some((request) => request.data);
  let longest = [];
  usable.forEach((request, index) => {
    if ((!endsInData || request.data) && best[index].length > longest.length) longest = best[index];
  });
  return [documentRequest, ...longest];
}

/**
 * Which screens `--signed-in LIST` asks for: every one without a list; else the screens whose
 * path is listed (a comma-separated list) or matches the regular expression. Throws on a listed
 * path that is no screen, so a typo is not a silent empty run.
 * @param {string | null} value
 */
export function selectScreens(value) {
  if (value === null) return SCREENS;
  const known = SCREENS.map((screen) => screen.path);
  if (/^[\w\-./,]+$/.test(value)) {
    const wanted = value
      .split(',')
      .map((path) => path.trim())
      .filter(Boolean)
      .map((path) => (path.startsWith('/') ? path : `/${path}`));
    const unknown = wanted.filter((path) => !known.includes(path));
    if (unknown.length)
      throw new Error(`--signed-in: no such screen ${unknown.join(', ')} (known: ${known.join(', ')}).`);
    return SCREENS.filter((screen) => wanted.includes(screen.path));
  }
  let pattern;
  try {
    pattern = new RegExp(value);
  } catch (error) {
    throw new Error(`--signed-in ${value}: not a list of paths nor a valid regular expression (${error.message}).`);
  }
  const chosen = SCREENS.filter((screen) => pattern.test(screen.path));
  if (chosen.length === 0) throw new Error(`--signed-in ${value}: matches no screen (known: ${known.join(', ')}).`);
  return chosen;
}

/** The screens to measure: those chosen, with / always beside them (the yardstick). */
export function withHome(screens) {
  return screens.some((screen) => screen.path === HOME_PATH)
    ? screens
    : [SCREENS.find((screen) => screen.path === HOME_PATH), ...screens];
}

/** Installed before the page's first byte: when the content, the heading and the first paint came, and layout shifts. */
function installProbe({ selector, text }) {
  if (window !== window.top) return;
  performance.setResourceTimingBufferSize(5000);
  const probe = {
    contentAt: null,
    contentShownAt: null,
    freshSeen: false,
    freshAt: null,
    headingAt: null,
    fcp: null,
    shift: 0,
  };
  Object.assign(window, { __signedIn: probe });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') probe.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) probe.shift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  const observer = new MutationObserver(() => {
    const now = performance.now();
    if (probe.headingAt === null && document.querySelector('main h1')?.textContent?.trim()) probe.headingAt = now;
    if (probe.freshAt !== null) return;
    const matches = [...document.querySelectorAll(selector)];
    // In <main>, or in the page the device kept, drawn over it before any module
    // (#meridian-kept-page, shared/device-memory/kept-page.ts).
    const empty =
      text !== null
        ? [...document.querySelectorAll('main *, #meridian-kept-page *')].filter(
            (node) => node.childElementCount === 0 && node.textContent?.includes(text),
          )
        : [];
    const shown = [...matches, ...empty];
    if (shown.length === 0) return;
    if (!probe.freshSeen && shown.some((node) => !node.closest('[data-kept]'))) {
      probe.freshSeen = true;
      const at = now;
      requestAnimationFrame(() =>
        setTimeout(() => {
          probe.freshAt = Math.max(at, performance.now());
        }, 0),
      );
    }
    if (probe.contentAt !== null) return;
    probe.contentAt = now;
    requestAnimationFrame(() =>
      setTimeout(() => {
        probe.contentShownAt = performance.now();
      }, 0),
    );
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}

/** What the page knows of its load: the probe, the document and every request (resource timing). */
function readTimings() {
  const [navigation] = performance.getEntriesByType('navigation');
  return {
    probe: window.__signedIn,
    path: location.pathname,
    document: { url: navigation.name, startMs: 0, endMs: navigation.responseEnd },
    resources: performance.getEntriesByType('resource').map((entry) => ({
      url: entry.name,
      startMs: entry.startTime,
      endMs: entry.responseEnd,
    })),
  };
}

/**
 * Whether this profile holds the site's own record of a remembered session (written at sign-in,
 * after Firebase has kept the session: '@meridian/shared/device-memory'), so that the person comes
 * back signed in. Firebase's own storage is not read (issue 34).
 */
function sessionStored() {
  return Object.keys(localStorage).some((key) => key.startsWith('meridian:memory:v1:') && key.endsWith(':session'));
}

/** Each role's profile directory. */
export const profileDir = (role) => join(runDir, 'bench', 'signed-in', role);

async function launch(chromePath, role, device) {
  const { chromium } = await import('@playwright/test');
  return chromium.launchPersistentContext(profileDir(role), {
    executablePath: chromePath,
    args: CHROMIUM_FLAGS,
    ...device,
  });
}

/**
 * Signs `role`'s demo account in once, in a fresh profile, through the sign-in form with
 * "Remember me", and leaves the session stored in the profile; then opens each of `screens` once
 * and waits for its content, as the person saw them on their last visit.
 */
export async function signInProfile(chromePath, origin, role, screens = []) {
  const account = demo.accounts.find((item) => item.role === role);
  if (!account) throw new Error(`No demo account has the role ${role} (shared/testing/demo-accounts.json).`);
  rmSync(profileDir(role), { recursive: true, force: true });
  const context = await launch(chromePath, role, PROFILES.desktop.device);
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${origin}/signin`);
    await page.locator('html[data-ready~="page"]').waitFor({ state: 'attached', timeout: 30_000 });
    const main = page.locator('main');
    await main.getByLabel('Email').fill(account.email);
    await main.getByLabel('Password', { exact: true }).fill(demo.password);
    await main.getByLabel('Remember me').check();
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname !== '/signin', { timeout: 30_000 });
    await page.waitForFunction(sessionStored, null, { timeout: 10_000, polling: 200 });
    for (const screen of screens.filter((item) => item.role === role && item.path !== HOME_PATH)) {
      await page.goto(`${origin}${screen.path}`);
      await page
        .locator([screen.selector, screen.text ? `main :text("${screen.text}")` : null].filter(Boolean).join(', '))
        .first()
        .waitFor({ state: 'attached', timeout: CONTENT_TIMEOUT_MS });
      // The read is kept on the device as it answers, and the page itself once it is still (the
      // shell's page keeper; only on screens that allow it): let the page finish its reads.
      await page
        .waitForFunction(
          (path) =>
            Object.keys(localStorage).some(
              (key) => key.startsWith('meridian:memory:') && key.endsWith(`:page:${path}`),
            ),
          screen.path,
          { timeout: 3000, polling: 100 },
        )
        .catch(() => page.waitForTimeout(500));
    }
  } finally {
    await context.close();
  }
}

/** Removes every role's profile (they hold sessions of the demo accounts). */
export function removeProfiles() {
  rmSync(join(runDir, 'bench', 'signed-in'), { recursive: true, force: true });
}

const scriptBytes = new Map();
/** A script's gzip bytes, measured once per URL (the files are hashed, or the same within a run). */
function bytesOf(url) {
  if (!scriptBytes.has(url)) {
    scriptBytes.set(
      url,
      gzipTransferSize(url).then(
        (measured) => measured.bytes,
        () => 0,
      ),
    );
  }
  return scriptBytes.get(url);
}

const isData = (url) => /:(8080|9099)\/|\/api\//.test(url);

/** The URLs of the script (or document) that started a request: its initiator and every frame of its stack. */
function initiatorUrls(initiator) {
  const found = new Set();
  if (initiator?.url) found.add(initiator.url);
  for (let stack = initiator?.stack; stack; stack = stack.parent) {
    for (const frame of stack.callFrames ?? []) if (frame.url) found.add(frame.url);
  }
  return [...found];
}

/**
 * One return visit: launches `screen.role`'s profile as `profileName`, with the HTTP cache emptied
 * or as the previous visit left it, opens the screen and waits for its content.
 */
export async function visitOnce(chromePath, origin, { screen, profileName, cache }) {
  const profile = PROFILES[profileName];
  const load = round(loadavg()[0], 2);
  const context = await launch(chromePath, screen.role, profile.device);
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    const fromCache = new Set();
    const urls = new Map();
    const types = new Map();
    const initiators = new Map();
    const preflights = [];
    let documentAt = null;
    cdp.on('Network.requestServedFromCache', (event) => fromCache.add(event.requestId));
    cdp.on('Network.requestWillBeSent', (event) => {
      urls.set(event.requestId, event.request.url);
      if (event.type === 'Document' && documentAt === null) documentAt = event.timestamp;
      if (event.type === 'Preflight' || event.request.method === 'OPTIONS') preflights.push(event.timestamp);
      else if (!types.has(event.request.url)) {
        types.set(event.request.url, event.type);
        initiators.set(event.request.url, initiatorUrls(event.initiator));
      }
    });
    cdp.on('Network.responseReceived', (event) => {
      if (event.response.fromDiskCache || event.response.fromPrefetchCache) fromCache.add(event.requestId);
    });
    await cdp.send('Network.enable');
    if (cache === 'empty') await cdp.send('Network.clearBrowserCache');
    if (profile.network) await cdp.send('Network.emulateNetworkConditions', profile.network);
    if (profile.cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
    await context.addInitScript(installProbe, { selector: screen.selector, text: screen.text ?? null });
    await page.goto(`${origin}${screen.path}`, { waitUntil: 'commit', timeout: CONTENT_TIMEOUT_MS });
    const arrived = await page
      .waitForFunction(() => window.__signedIn?.freshAt != null || location.pathname === '/signin', null, {
        timeout: CONTENT_TIMEOUT_MS,
        polling: 50,
      })
      .then(() => true)
      .catch(() => false);
    await page.waitForTimeout(SETTLE_MS);
    const timings = await page.evaluate(readTimings);
    if (timings.path === '/signin') throw new Error(`${screen.path}: the session was not restored (sent to /signin).`);
    if (!arrived || timings.probe.contentShownAt === null) {
      throw new Error(`${screen.path}: ${screen.content} did not appear within ${CONTENT_TIMEOUT_MS / 1000} s.`);
    }
    const cachedUrls = new Set([...fromCache].map((id) => urls.get(id)).filter(Boolean));
    const contentMs = Math.max(timings.probe.contentShownAt, timings.probe.fcp ?? 0);
    const requests = timings.resources.map((request) => ({
      ...request,
      type: types.get(request.url) ?? 'Other',
      data: types.get(request.url) === 'Fetch' || types.get(request.url) === 'XHR',
      initiators: initiators.get(request.url) ?? [],
      cached: cachedUrls.has(request.url),
    }));
    const before = requests.filter((request) => request.startMs <= contentMs);
    const chain = seriesChain(
      timings.document,
      requests.filter((request) => WAITED_FOR.has(request.type)),
      contentMs,
    );
    const downloaded = [
      ...new Set(
        before.filter((request) => !request.cached && request.type === 'Script').map((request) => request.url),
      ),
    ];
    const bytes = (await Promise.all(downloaded.map(bytesOf))).reduce((sum, value) => sum + value, 0);
    const short = (url) => url.replace(origin, '').replace(/\?key=[^&]*$/, '');
    return {
      contentMs: Math.round(contentMs),
      freshMs: Math.round(Math.max(timings.probe.freshAt ?? contentMs, contentMs)),
      kept: timings.probe.freshAt !== null && timings.probe.freshAt > contentMs,
      contentInDomMs: Math.round(timings.probe.contentAt),
      headingMs: timings.probe.headingAt === null ? null : Math.round(timings.probe.headingAt),
      fcpMs: timings.probe.fcp === null ? null : Math.round(timings.probe.fcp),
      layoutShift: round(timings.probe.shift, 4),
      requestsInSeries: chain.length,
      chain: chain.map(
        (request) => `${short(request.url)} (${Math.round(request.startMs)}–${Math.round(request.endMs)} ms)`,
      ),
      requestsBefore: before.length,
      dataRequestsBefore: before.filter((request) => isData(request.url)).length,
      preflights: preflights.filter((at) => documentAt !== null && (at - documentAt) * 1000 <= contentMs).length,
      jsKb: round(bytes / 1024, 1),
      jsScripts: downloaded.length,
      landedOn: timings.path,
      load,
    };
  } finally {
    await context.close();
  }
}

/** A screen's figures in one profile and cache, over its samples. */
export function summarise(samples) {
  const good = samples.filter((sample) => !sample.error);
  const of = (key) => good.map((sample) => sample[key]);
  return {
    runs: samples.length,
    failed: samples.length - good.length,
    contentMs: median(of('contentMs')),
    freshMs: median(of('freshMs')),
    keptLoads: good.filter((sample) => sample.kept).length,
    maxContentMs: max(of('contentMs')),
    contentInDomMs: median(of('contentInDomMs')),
    headingMs: median(of('headingMs')),
    requestsInSeries: median(of('requestsInSeries')),
    jsKb: median(of('jsKb')),
    jsScripts: median(of('jsScripts')),
    dataRequestsBefore: median(of('dataRequestsBefore')),
    preflights: median(of('preflights')),
    load: median(of('load')),
    layoutShift: max(of('layoutShift')),
  };
}

/**
 * What a screen misses of the targets in one profile, as short phrases; empty when it meets them.
 * Times are judged on the warm-cache loads (SIGNED_IN_TARGETS), layout shift and failures on every load.
 */
export function missedInProfile(row, profileName) {
  if (row.path === HOME_PATH) return [];
  const byCache = row.results[profileName];
  if (!byCache) return [];
  const missed = [];
  for (const cache of CACHES) {
    const failed = byCache[cache]?.failed;
    if (failed) missed.push(`${failed} ${profileName} ${cache}-cache run(s) failed`);
  }
  const warm = byCache.warm;
  const secondsOf = (ms) => `${(ms / 1000).toFixed(2)} s`;
  const freshLimit = profileName === 'mobile' ? SIGNED_IN_TARGETS.mobileFreshMs : SIGNED_IN_TARGETS.desktopFreshMs;
  if (typeof warm?.freshMs === 'number' && warm.freshMs > freshLimit)
    missed.push(`${profileName} fresh ${secondsOf(warm.freshMs)} > ${secondsOf(freshLimit)}`);
  if (
    profileName === 'mobile' &&
    OWN_SCREENS.test(row.path) &&
    typeof warm?.contentMs === 'number' &&
    warm.contentMs > SIGNED_IN_TARGETS.ownContentMs
  )
    missed.push(`${profileName} content ${secondsOf(warm.contentMs)} > ${secondsOf(SIGNED_IN_TARGETS.ownContentMs)}`);
  const shift = max(CACHES.map((cache) => byCache[cache]?.layoutShift));
  if (shift !== null && Number(shift.toFixed(3)) > SIGNED_IN_TARGETS.layoutShift) {
    missed.push(`${profileName} layout shift ${shift.toFixed(3)}`);
  }
  return missed;
}

/** What a screen misses of the targets in every profile measured. */
export function missedSignedInTargets(row) {
  return Object.keys(row.results).flatMap((profileName) => missedInProfile(row, profileName));
}

/**
 * The signed-in benchmark: signs each role in once, then `runs` rounds; in each, every screen in
 * each profile, an empty-cache load followed by a warm one (screens interleaved, so a noisy spell
 * on the machine touches them all).
 */
export async function measureSignedIn(
  chromePath,
  origin,
  { screens, runs, profiles = Object.keys(PROFILES), onSample },
) {
  const measured = withHome(screens);
  const roles = [...new Set(measured.map((screen) => screen.role))];
  const samples = new Map(measured.map((screen) => [screen.path, {}]));
  try {
    for (const role of roles) await signInProfile(chromePath, origin, role, measured);
    for (let run = 1; run <= runs; run += 1) {
      for (const profileName of profiles) {
        for (const screen of measured) {
          for (const cache of CACHES) {
            let sample;
            try {
              sample = await visitOnce(chromePath, origin, { screen, profileName, cache });
            } catch (error) {
              sample = { error: error instanceof Error ? error.message : String(error) };
            }
            const byProfile = samples.get(screen.path);
            byProfile[profileName] ??= { empty: [], warm: [] };
            byProfile[profileName][cache].push(sample);
            onSample?.({ run, profileName, screen, cache, sample });
          }
        }
      }
    }
  } finally {
    removeProfiles();
  }
  const rows = measured.map((screen) => {
    const byProfile = samples.get(screen.path);
    const results = Object.fromEntries(
      Object.entries(byProfile).map(([profileName, caches]) => [
        profileName,
        Object.fromEntries(CACHES.map((cache) => [cache, { ...summarise(caches[cache]), samples: caches[cache] }])),
      ]),
    );
    return { path: screen.path, role: screen.role, content: screen.content, results };
  });
  for (const row of rows) row.missed = missedSignedInTargets(row);
  return {
    runs,
    profiles: Object.fromEntries(profiles.map((name) => [name, PROFILES[name].label])),
    targets: SIGNED_IN_TARGETS,
    rows,
  };
}
