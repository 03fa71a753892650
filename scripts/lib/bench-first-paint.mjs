// What a phone's first paint of a page shows, and how many requests in series stand between the
// visitor and the page's content: the two rows of the table that Lighthouse does not give
// directly. Measured in Chromium emulating Lighthouse's mobile device under its applied
// throttling (562.5 ms per request, 1.47 Mb/s down, CPU ×4), so that the order in which things
// arrive is a phone's, not the loopback's.
//
// In the page, from before its first byte is parsed: a MutationObserver notes when the <h1> first
// holds text and whether "Loading" text was added before it; a PerformanceObserver notes the first
// contentful paint. The first paint shows the heading when the heading was in the DOM by then.
//
// Requests in series before content: the requests the content waited for are the document, any
// render-blocking request (stylesheets, classic scripts in <head>) and any request that finished
// before the heading entered the DOM; each is one more than the request that started it (its
// initiator, from the DevTools protocol), and the figure is the longest such chain. Static HTML is
// 1 (the document); a client-rendered page is at least 2 (the document, then its script).
/* global document, window, MutationObserver -- the probe runs in the page */
import { headingInHtml, htmlText, rawHtml } from './bench-site.mjs';

/** Lighthouse's mobile device and its applied ("devtools") throttling, lighthouse/core/config/constants.js. */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const NETWORK = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;

/** Installed before the page's first byte: records the heading, "Loading" text and the first contentful paint. */
function installProbe() {
  const probe = { fcp: null, headingAt: null, heading: '', loadingAt: null };
  Object.assign(window, { __firstPaint: probe });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') probe.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new MutationObserver((mutations) => {
    const now = performance.now();
    if (probe.loadingAt === null) {
      for (const mutation of mutations) {
        const added = mutation.type === 'characterData' ? [mutation.target] : [...mutation.addedNodes];
        if (added.some((node) => /Loading/.test(node.textContent ?? ''))) probe.loadingAt = now;
      }
    }
    if (probe.headingAt === null) {
      const text = document.querySelector('h1')?.textContent?.trim();
      if (text) {
        probe.headingAt = now;
        probe.heading = text;
      }
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

/** When each request the page made ended (resource timing, page clock), and whether it blocked rendering. */
function readTimings() {
  const [navigation] = performance.getEntriesByType('navigation');
  return {
    probe: window.__firstPaint,
    document: { name: navigation.name, responseEnd: navigation.responseEnd },
    resources: performance.getEntriesByType('resource').map((entry) => ({
      name: entry.name,
      responseEnd: entry.responseEnd,
      blocking: entry.renderBlockingStatus === 'blocking',
    })),
  };
}

/** The URL of the request or script that started a request, from its DevTools initiator. */
function initiatorUrl(initiator) {
  if (!initiator) return null;
  if (initiator.url) return initiator.url;
  for (let stack = initiator.stack; stack; stack = stack.parent) {
    const frame = stack.callFrames?.find((call) => call.url);
    if (frame) return frame.url;
  }
  return null;
}

/**
 * The longest chain of requests the content waited for.
 * @param {string} documentUrl
 * @param {Set<string>} needed URLs the content waited for (the document among them)
 * @param {Map<string, string | null>} parents each URL's initiator URL
 */
export function longestChain(documentUrl, needed, parents) {
  const memo = new Map();
  const chainTo = (url, seen) => {
    if (memo.has(url)) return memo.get(url);
    if (url === documentUrl || seen.has(url)) return [url];
    seen.add(url);
    const parent = parents.get(url) ?? documentUrl;
    const chain = [...chainTo(needed.has(parent) ? parent : documentUrl, seen), url];
    memo.set(url, chain);
    return chain;
  };
  return [...needed].map((url) => chainTo(url, new Set())).reduce((a, b) => (b.length > a.length ? b : a), []);
}

/**
 * Loads `url` once as a throttled phone and reports what its first paint showed.
 * @param {import('@playwright/test').Browser} browser
 */
export async function probeFirstPaint(browser, url) {
  const sent = headingInHtml((await rawHtml(url)).html);
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const parents = new Map();
    cdp.on('Network.requestWillBeSent', (event) => {
      if (!parents.has(event.request.url)) parents.set(event.request.url, initiatorUrl(event.initiator));
    });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(installProbe);
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForFunction(() => window.__firstPaint.fcp !== null && window.__firstPaint.headingAt !== null, null, {
      timeout: 60_000,
    });
    const { probe, document: doc, resources } = await page.evaluate(readTimings);
    const needed = new Set([doc.name]);
    for (const resource of resources) {
      if (resource.blocking || resource.responseEnd <= probe.headingAt) needed.add(resource.name);
    }
    const chain = longestChain(doc.name, needed, parents);
    return {
      url,
      heading: htmlText(probe.heading),
      headingInHtml: sent !== null && sent === htmlText(probe.heading),
      headingAtFirstPaint: probe.headingAt <= probe.fcp,
      loadingBeforeHeading: probe.loadingAt !== null && probe.loadingAt <= probe.headingAt,
      fcpMs: Math.round(probe.fcp),
      headingMs: Math.round(probe.headingAt),
      requestsInSeries: chain.length,
      chain,
    };
  } finally {
    await context.close();
  }
}

/** The "first paint shows" cell for a probe's result. */
export function describeFirstPaint(probe) {
  if (!probe) return 'not measured';
  if (probe.headingAtFirstPaint) {
    return probe.headingInHtml ? 'heading and text, from the HTML' : 'heading and text, once its script has run';
  }
  if (probe.loadingBeforeHeading) return '"Loading…" (no heading)';
  return `no heading yet (it came ${((probe.headingMs - probe.fcpMs) / 1000).toFixed(2)} s later)`;
}
