import { expect, recordScripts, test } from '../support/site';

// Byte budgets are exact, so they are asserted (timings are only measured, by npm run bench).
const FIRST_LOAD_BUDGET = 250 * 1024;

test('the first load of / downloads at most 250 KB of gzipped JavaScript, and no Firestore', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = recordScripts(page);
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
  expect(scripts.length).toBeGreaterThan(3);
  expect(scripts.every((script) => script.bytes > 0), 'every script was received compressed and counted').toBe(true);
  expect(total, scripts.map((script) => `${script.bytes}\t${script.url}`).join('\n')).toBeLessThanOrEqual(FIRST_LOAD_BUDGET);
  expect(scripts.filter((script) => script.url.includes('firestore'))).toEqual([]);
  await context.close();
});
