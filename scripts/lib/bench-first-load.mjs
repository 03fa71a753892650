// First-load JavaScript: every script a page downloads from a cold cache until the network is
// idle, each counted as the bytes its server sends to a client that accepts gzip only (the figure
// the budget is in, measured the way the page sweep (e2e/tests/page-sweep.spec.ts) asserts it, from the
// server's response itself: a server may send a tiny file uncompressed, and then that is what it
// costs; nothing depends on one browser version's protocol). What the page fetches after
// that, once the browser is idle (the sign-in check's SDK, the top bar's sections prefetched a few
// seconds after load), is reported beside it, not in it: no visitor waits for it.
import { gzipTransferSize } from './transfer-size.mjs';

/** How long after the network first went idle the later, idle-time scripts are still counted. */
const LATER_MS = 8000;

/** One script: its URL, the bytes it costs sent gzip, and the encoding its server chose. */
async function measured(url) {
  try {
    return await gzipTransferSize(url);
  } catch (error) {
    return { url, bytes: 0, encoding: `not received (${error.message})` };
  }
}

const total = (scripts) => {
  const bytes = scripts.reduce((sum, script) => sum + script.bytes, 0);
  return { kilobytes: Math.round((bytes / 1024) * 10) / 10, count: scripts.length, scripts };
};

/**
 * The scripts `url` loads in a new context: until the network is idle, and later while idle.
 * @param {import('@playwright/test').Browser} browser
 */
export async function firstLoadScripts(browser, url) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const first = [];
    const later = [];
    const early = new Set();
    let settled = false;
    page.on('request', (request) => {
      if (!settled) early.add(request);
    });
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script' || !request.url().startsWith('http')) return;
      (early.has(request) ? first : later).push(request.url());
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    settled = true;
    await page.waitForTimeout(LATER_MS);
    return {
      ...total(await Promise.all(first.map(measured))),
      later: total(await Promise.all(later.map(measured))),
    };
  } finally {
    await context.close();
  }
}
