import type { Page, Route } from '@playwright/test';
import { numberField, primaryResult } from '../support/calculators';
import { expect, REMOTE_ORIGIN, test, waitUntilReady } from '../support/site';

// A section whose code cannot load after its HTML has arrived (the visitor's network drops the
// section's origin): its area stays readable, its controls are inert, a notice says so with a
// Retry, the automatic tries back off and stop, and Retry brings the section to life in place.

test.use({
  allowConsole: [/Failed to load resource|ERR_FAILED|dynamically imported module|remoteEntry|could not be loaded/i],
});

/** Blocks a remote's origin in this page until `unblock()`; counts the requests for its entry. */
async function blockRemote(page: Page, remote: keyof typeof REMOTE_ORIGIN) {
  const host = new URL(REMOTE_ORIGIN[remote]).host;
  const entries: { url: string; at: number }[] = [];
  const matches = (url: URL) => url.host === host;
  const handler = (route: Route) => {
    if (route.request().url().includes('remoteEntry')) entries.push({ url: route.request().url(), at: Date.now() });
    return route.abort();
  };
  await page.route(matches, handler);
  return { entries, unblock: () => page.unroute(matches, handler) };
}

/** Whether the element sits in an inert area (nothing in it can be focused, clicked or typed into). */
const isInert = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => element.closest('[inert]') !== null);

test('a calculator page whose code cannot load stays readable, says so, retries 1 s, 2 s and 4 s apart and then stops; Retry brings it to life', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const calculators = await blockRemote(page, 'calculators');
  const opened = Date.now();
  await page.goto('/calculators/sip');
  // The server's page, readable: its heading and its result.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('SIP Calculator');
  await expect(primaryResult(page)).toHaveText('₹11,61,695');
  const notice = page.locator('[data-section-notice]');
  await expect(notice).toContainText("The calculators couldn't start.");
  await expect(notice).toHaveAttribute('role', 'alert');
  expect(await isInert(page, 'main [data-primary-result]'), 'the calculator is inert').toBe(true);
  expect(await isInert(page, '[data-section-notice] button'), 'the notice is not').toBe(false);
  // The shell still works: the top bar, the contact form.
  await page.locator('#contact').getByRole('button', { name: 'Send Message' }).click();
  await expect(page.locator('#contact').getByText('Please enter your first name.')).toBeVisible();

  // Automatic tries: the page's first, then after 1, 2 and 4 seconds; then none, however long.
  await page.waitForTimeout(Math.max(0, 14_000 - (Date.now() - opened)));
  const imports = calculators.entries.filter((entry) => entry.url.includes('?retry='));
  expect(
    imports.map((entry) => new URL(entry.url).searchParams.get('retry')),
    'one request per automatic try',
  ).toEqual(['1', '2', '3']);
  const gaps = imports.slice(1).map((entry, index) => entry.at - (imports[index]?.at ?? 0));
  expect(gaps[0], 'the second try waits about 2 s').toBeGreaterThan(1_500);
  expect(gaps[1], 'the third about 4 s').toBeGreaterThan(3_500);
  expect(calculators.entries.length, 'preload, first import and three tries').toBeLessThanOrEqual(5);
  await expect(notice).toContainText('Please try again in a moment.');

  await calculators.unblock();
  await notice.getByRole('button', { name: 'Retry' }).click();
  await waitUntilReady(page, 'page');
  await expect(notice).toHaveCount(0);
  expect(await isInert(page, 'main [data-primary-result]')).toBe(false);
  await numberField(page, 'Monthly investment').fill('10000');
  await expect(primaryResult(page)).toHaveText('₹23,23,391');
});

test('a home-page widget whose code cannot load says so in its own area; the page around it works, and Retry brings it to life', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const calculators = await blockRemote(page, 'calculators');
  await page.goto('/');
  await waitUntilReady(page, 'page');
  const widget = page.locator('[data-remote-widget="calculators:./SipPreview"]');
  await widget.scrollIntoViewIfNeeded();
  const preview = page.getByRole('region', { name: 'SIP calculator' });
  await expect(preview.locator('[data-primary-result]')).toHaveText('₹23,23,391');
  const notice = widget.locator('[data-section-notice]');
  await expect(notice).toContainText("The calculators couldn't start.");
  expect(await isInert(page, '[data-remote-widget="calculators:./SipPreview"] input')).toBe(true);
  // The home page itself hydrated and works: its own newsletter form answers.
  await expect(page.locator('[data-section-notice]')).toHaveCount(1);

  // The automatic tries (1, 2 and 4 s apart) have ended: from here only Retry brings it back (one
  // still pending would, on a loaded machine, win the race and take the button away).
  await expect(notice).toContainText('Please try again in a moment.', { timeout: 20_000 });
  await calculators.unblock();
  await notice.getByRole('button', { name: 'Retry' }).click();
  await waitUntilReady(page, 'calculators:./SipPreview');
  await expect(notice).toHaveCount(0);
  await preview.getByRole('textbox', { name: 'Time period' }).fill('12');
  await expect(preview.locator('[data-primary-result]')).toHaveText('₹32,22,522');
});
