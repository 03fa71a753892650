// First-load JavaScript: the bytes of every script a page downloads from a cold cache until the
// network is idle, as the browser received them with gzip as the only encoding it accepts (the
// figure the budget is in, counted the way e2e/tests/budget.spec.ts asserts it: a server
// may send a tiny file uncompressed, and then that is what it costs). What the page fetches after
// that, once the browser is idle (the sign-in check's SDK, the top bar's sections prefetched a few
// seconds after load), is reported beside it, not in it: no visitor waits for it.
import { acceptGzipOnly } from './bench-browser.mjs';

/** How long after the network first went idle the later, idle-time scripts are still counted. */
const LATER_MS = 8000;

/** One script as received: its URL, encoded body bytes and content encoding. */
async function received(response) {
  try {
    await response.finished();
    const encoding = (await response.headerValue('content-encoding')) ?? 'identity';
    return { url: response.url(), bytes: (await response.request().sizes()).responseBodySize, encoding };
  } catch (error) {
    return { url: response.url(), bytes: 0, encoding: `not received (${error.message})` };
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
    await acceptGzipOnly(page);
    const first = [];
    const later = [];
    const early = new Set();
    let settled = false;
    page.on('request', (request) => {
      if (!settled) early.add(request);
    });
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      (early.has(response.request()) ? first : later).push(received(response));
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    settled = true;
    await page.waitForTimeout(LATER_MS);
    return { ...total(await Promise.all(first)), later: total(await Promise.all(later)) };
  } finally {
    await context.close();
  }
}
