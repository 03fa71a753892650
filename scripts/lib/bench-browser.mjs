// A Playwright Chromium for the bench's own measures (first load, first paint, navigation, input
// latency), with the project's flags; Lighthouse starts its own (bench-lighthouse.mjs).
import { CHROMIUM_FLAGS } from './chromium-flags.mjs';

/**
 * Runs `use` with a fresh browser and closes it however `use` ends, so that no Chromium is left
 * behind on the shared machine.
 * @template T
 * @param {string} chromePath
 * @param {(browser: import('@playwright/test').Browser) => Promise<T>} use
 * @returns {Promise<T>}
 */
export async function withBrowser(chromePath, use) {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_FLAGS });
  try {
    return await use(browser);
  } finally {
    await browser.close();
  }
}
