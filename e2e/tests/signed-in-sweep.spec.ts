import { signInWithForm } from '../support/account';
import { freshClient, openAdminAs, writeDocument } from '../support/admin';
import type { Locator, Page } from '@playwright/test';
import { recordShifts, shiftFailures } from '../support/layout-shifts';
import { axeFailures, contrastFailures } from '../support/page-checks';
import { signInAs } from '../support/sessions';
import { expect, openPage, test, waitUntilReady } from '../support/site';

// The signed-in screens, swept as the public pages are (page-sweep.spec.ts): each tab of the
// dashboard (the demo user; a new client, first with nothing saved, then with a saved
// calculation and its delete's confirmation open) and of the admin area (the demo superadmin, who
// sees every tab), at a laptop's width and a phone's, each checked on its one load with axe (WCAG
// 2.0/2.1/2.2 A and AA, any impact; best practices, serious and critical) and the contrast of its
// controls as painted. Sessions come from the stored state (support/sessions.ts), but the new
// client's, who signs in through the form.
// The demo user's and the superadmin's tabs (and /admin, which opens on the first) are also each a
// fresh load (the session restored from storage) on which nothing may move (CLS 0, issue 22): the
// frame sent as HTML, the section's page with its tabs and the screen's data each replace the one
// before in place. Each is measured once the screen's own data shows (SCREEN_DATA) and the network
// is quiet, the top bar and footer included.

/** What only each screen's data can show: the state its layout is measured in. */
const SCREEN_DATA: Record<string, (page: Page) => Locator> = {
  '/dashboard': (page) => page.locator('[data-saved-count]'),
  '/dashboard/calculations': (page) =>
    page.locator('[data-calculation]').or(page.getByText('You have not saved any calculations yet')),
  '/dashboard/profile': (page) => page.locator('#profile-name'),
  '/dashboard/privacy': (page) => page.locator('li[data-consent]'),
  '/admin': (page) => page.locator('tr[data-user]'),
  '/admin/users': (page) => page.locator('tr[data-user]'),
  '/admin/analytics': (page) => page.locator('[data-figure="total-users"]'),
  '/admin/leads': (page) => page.locator('tr[data-lead]').or(page.getByText('No leads')),
  '/admin/complaints': (page) =>
    page.locator('tr[data-complaint]').or(page.getByText('No complaints match these filters')),
  '/admin/clients': (page) => page.locator('tr[data-booking]').or(page.locator('[data-bookings-empty]')),
  '/admin/clients?view=availability': (page) => page.locator('[data-bookable]'),
  '/admin/clients?view=declarations': (page) =>
    page.locator('tr[data-declaration]').or(page.locator('[data-declarations-empty]')),
  '/admin/clients?view=onboarding': (page) =>
    page.locator('tr[data-onboarding]').or(page.locator('[data-onboarding-empty]')),
  '/admin/blog': (page) => page.locator('tr[data-post-row]'),
  '/admin/settings': (page) => page.locator('#ppf-rate'),
};

/** A signed-in screen loaded afresh until its data shows, then its shifts, axe and contrast. */
async function sweepScreen(page: Page, path: string, where: string): Promise<string[]> {
  await page.goto(path);
  await waitUntilReady(page, 'page');
  await expect((SCREEN_DATA[path] ?? ((at: Page) => at.locator('main h2')))(page).first()).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  const failures = await shiftFailures(page, where);
  failures.push(...(await axeFailures(page, where)));
  // Last: the contrast walk scrolls each control into view.
  failures.push(...(await contrastFailures(page, where)));
  return failures;
}

const SIZES = [
  { name: 'laptop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

test.describe('signed in', () => {
  for (const size of SIZES) {
    // Signed in at the default (laptop) size, then brought to the size measured.
    test.describe(`on a ${size.name}`, () => {
      test('each dashboard tab, for the demo user, opened afresh: nothing moves, axe, contrast', async ({ page }) => {
        test.setTimeout(180_000);
        await signInAs(page, 'user');
        await page.setViewportSize(size.viewport);
        await recordShifts(page);
        await page.goto('/dashboard');
        await waitUntilReady(page, 'page');
        const tabs = await page
          .getByRole('navigation', { name: 'Dashboard' })
          .getByRole('link')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
        expect(tabs.length).toBeGreaterThanOrEqual(3);
        const failures: string[] = [];
        for (const path of tabs) failures.push(...(await sweepScreen(page, path, `${path} (${size.name})`)));
        expect(failures).toEqual([]);
      });

      test('a new client’s dashboard, with nothing saved and then a saved calculation and the confirmation of its delete: axe, contrast', async ({
        page,
      }) => {
        test.setTimeout(120_000);
        const { email, uid } = await freshClient('signed-in-sweep');
        await openPage(page, '/signin');
        await signInWithForm(page, email);
        await expect(page).toHaveURL('/dashboard');
        await page.setViewportSize(size.viewport);
        const failures: string[] = [];
        // Before anything is saved: the dashboard's empty states, a new client's first sight.
        if (size.name === 'laptop') {
          for (const path of ['/dashboard', '/dashboard/calculations', '/dashboard/profile']) {
            await page.goto(path);
            await waitUntilReady(page, 'page');
            await expect(page.locator('main h2').first()).toBeVisible();
            await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
            failures.push(...(await axeFailures(page, `${path} (${size.name}, nothing saved)`)));
          }
        }
        await writeDocument(`calculations/signed-in-sweep-${uid}`, {
          userId: uid,
          calculator: 'home-loan',
          inputs: { amount: 3000000, rate: 8.5, years: 15 },
          results: { emi: 27006.4 },
          createdAt: new Date(),
        });
        for (const path of ['/dashboard', '/dashboard/calculations', '/dashboard/profile']) {
          await page.goto(path);
          await waitUntilReady(page, 'page');
          await expect(page.locator('main h2').first()).toBeVisible();
          let where = `${path} (${size.name}, a saved calculation)`;
          if (path === '/dashboard/calculations') {
            await page
              .locator('[data-calculation]')
              .getByRole('button', { name: /^Delete / })
              .click();
            await expect(page.getByText('Delete this calculation?')).toBeVisible();
            where = `${path} (${size.name}, its delete's confirmation open)`;
          }
          failures.push(...(await axeFailures(page, where)));
          failures.push(...(await contrastFailures(page, where)));
        }
        expect(failures).toEqual([]);
      });

      test('/admin and each admin tab, for the superadmin, opened afresh: nothing moves, axe, contrast', async ({
        page,
      }) => {
        test.setTimeout(240_000);
        await openAdminAs(page, 'superadmin');
        await page.setViewportSize(size.viewport);
        await recordShifts(page);
        const tabs = await page
          .getByRole('navigation', { name: 'Admin' })
          .getByRole('link')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
        expect(tabs.length).toBeGreaterThan(3);
        const failures: string[] = [];
        // A tab's views beyond its first that hold a form of their own.
        for (const path of [
          '/admin',
          ...tabs,
          '/admin/clients?view=declarations',
          '/admin/clients?view=onboarding',
          '/admin/clients?view=availability',
        ]) {
          failures.push(...(await sweepScreen(page, path, `${path} (${size.name})`)));
          await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
        }
        expect(failures).toEqual([]);
      });
    });
  }
});
