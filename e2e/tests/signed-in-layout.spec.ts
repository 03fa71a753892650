import type { Locator, Page } from '@playwright/test';
import { KEPT_PAGE_ID } from '@meridian/shared/device-memory';
import { recordShifts, shiftsOf, type Shift } from '../support/layout-shifts';
import { type DemoRole, signInAs } from '../support/sessions';
import { expect, test, waitUntilReady } from '../support/site';

// Issue 22, item 2: a signed-in page never shifts its layout while it loads (CLS 0). The frame
// sent as HTML (the guard's wait), the section's page with its tabs, and the screen's data each
// replace the one before in place: nothing already on screen moves. A layout-shift score is a
// measure of geometry, not of time, so it is asserted exactly. Each dashboard and admin tab opened
// afresh is measured by the signed-in sweep (signed-in-sweep.spec.ts) on the load it checks; here,
// the home page of a returning client at four widths, and the screens this device keeps, opened
// again.

/** Opens a signed-in screen from a fresh load (the session restored from storage) until its data shows. */
async function openAndSettle(page: Page, path: string, content: (page: Page) => Locator): Promise<Shift[]> {
  await page.goto(path);
  await waitUntilReady(page, 'page');
  await expect(content(page).first()).toBeVisible({ timeout: 20_000 });
  // Anything that would still move does so within a frame or two of the data, long before the
  // network has been quiet for half a second.
  await page.waitForLoadState('networkidle');
  return shiftsOf(page);
}

/**
 * The home page and the kept screens, each with the role that sees it and what only its data can
 * show (as the benchmark's SCREENS, scripts/lib/bench-signed-in.mjs). The whole page is measured,
 * the site's top bar and footer too: a staff member's account area in the top bar must keep its
 * size when the session is known as well.
 */
const SCREENS: { role: DemoRole; path: string; content: (page: Page) => Locator }[] = [
  // The public home page, for a returning client: its session is checked only once the page is
  // idle, and then the top bar's account area and the hero's actions show what is theirs (the
  // hero's link to the dashboard; the top bar's own is hidden in the closed menu on a phone).
  { role: 'user', path: '/', content: (page) => page.locator('main a[href="/dashboard"]') },
  { role: 'user', path: '/dashboard/profile', content: (page) => page.locator('#profile-name') },
  { role: 'user', path: '/dashboard/privacy', content: (page) => page.locator('li[data-consent]') },
  { role: 'admin', path: '/admin/analytics', content: (page) => page.locator('[data-figure="total-users"]') },
  { role: 'superadmin', path: '/admin/settings', content: (page) => page.locator('#ppf-rate') },
  { role: 'admin', path: '/admin/blog', content: (page) => page.locator('tr[data-post-row]') },
];

/**
 * The screens this device keeps as they were last shown (TabbedPage's keep), drawn on a return
 * once the session is confirmed: the person's own, and the firm's figures and content. The lists
 * of people (users, leads, complaints) are never kept (device-memory.spec.ts).
 */
const KEPT_SCREENS = ['/dashboard/profile', '/dashboard/privacy', '/admin/analytics', '/admin/blog', '/admin/settings'];

const VIEWPORTS: { name: string; viewport: { width: number; height: number }; only?: string[] }[] = [
  { name: 'phone', viewport: { width: 412, height: 823 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  // The top bar folds its links into the menu below 1280 px, and the hero's actions share a row at
  // every desktop width: the home page at both sides of 1280.
  { name: 'desktop 1100 px wide', viewport: { width: 1100, height: 800 }, only: ['/'] },
  { name: 'desktop 1440 px wide', viewport: { width: 1440, height: 800 }, only: ['/'] },
];

for (const { name, viewport, only } of VIEWPORTS) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport });
    for (const screen of SCREENS.filter((item) => item.path === '/')) {
      test(`${screen.path} (${screen.role}) opened afresh: nothing moves while it loads (CLS 0)`, async ({ page }) => {
        test.setTimeout(90_000);
        await recordShifts(page);
        await signInAs(page, screen.role);
        const shifts = await openAndSettle(page, screen.path, screen.content);
        const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
        expect(total, `layout shifts on ${screen.path}:\n${JSON.stringify(shifts, null, 2)}`).toBe(0);
      });
    }
    for (const screen of SCREENS.filter((item) => KEPT_SCREENS.includes(item.path) && !only)) {
      test(`${screen.path} (${screen.role}) opened again: the page this device kept, then the live one, and nothing moves`, async ({
        page,
      }) => {
        test.setTimeout(90_000);
        await signInAs(page, screen.role);
        await page.goto(screen.path);
        await expect(screen.content(page).first()).toBeVisible({ timeout: 20_000 });
        await expect
          .poll(() =>
            page.evaluate(
              (path) => Object.keys(localStorage).some((key) => key.endsWith(`:page:${path}`)),
              screen.path,
            ),
          )
          .toBe(true);
        await recordShifts(page);
        await page.addInitScript((id) => {
          new MutationObserver((_, observer) => {
            if (!document.getElementById(id)) return;
            (window as unknown as { __drawn: boolean }).__drawn = true;
            observer.disconnect();
          }).observe(document, { childList: true, subtree: true });
        }, KEPT_PAGE_ID);
        const shifts = await openAndSettle(page, screen.path, screen.content);
        expect(await page.evaluate(() => (window as unknown as { __drawn?: boolean }).__drawn)).toBe(true);
        const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
        expect(total, `layout shifts on ${screen.path}:\n${JSON.stringify(shifts, null, 2)}`).toBe(0);
      });
    }
  });
}

test.describe('on a phone, the row of tabs', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('shows the open tab, even one past the row’s edge (Settings, the admin’s last)', async ({ page }) => {
    test.setTimeout(90_000);
    await signInAs(page, 'superadmin');
    await page.goto('/admin/settings');
    await waitUntilReady(page, 'page');
    const row = page.getByRole('navigation', { name: 'Admin' });
    const open = row.locator('a[aria-current="page"]');
    await expect(open).toHaveText('Settings');
    const [rowBox, openBox] = await Promise.all([row.boundingBox(), open.boundingBox()]);
    expect(
      rowBox && openBox && openBox.x >= rowBox.x - 1 && openBox.x + openBox.width <= rowBox.x + rowBox.width + 1,
    ).toBe(true);
    // The page itself did not scroll to it.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});
