import { signInWithForm } from '../support/account';
import { freshClient, openAdminAs, writeDocument } from '../support/admin';
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

const SIZES = [
  { name: 'laptop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

test.describe('signed in', () => {
  for (const size of SIZES) {
    // Signed in at the default (laptop) size, then brought to the size measured.
    test.describe(`on a ${size.name}`, () => {
      test('each dashboard tab, for the demo user: axe, contrast', async ({ page }) => {
        test.setTimeout(180_000);
        await signInAs(page, 'user');
        await page.setViewportSize(size.viewport);
        await page.goto('/dashboard');
        await waitUntilReady(page, 'page');
        const tabs = await page
          .getByRole('navigation', { name: 'Dashboard' })
          .getByRole('link')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
        expect(tabs.length).toBeGreaterThanOrEqual(3);
        const failures: string[] = [];
        for (const path of tabs) {
          await page.goto(path);
          await waitUntilReady(page, 'page');
          await expect(page.locator('main h2').first()).toBeVisible();
          await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
          failures.push(...(await axeFailures(page, `${path} (${size.name})`)));
          failures.push(...(await contrastFailures(page, `${path} (${size.name})`)));
        }
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

      test('each admin tab, for the superadmin: axe, contrast', async ({ page }) => {
        test.setTimeout(240_000);
        await openAdminAs(page, 'superadmin');
        await page.setViewportSize(size.viewport);
        const tabs = await page
          .getByRole('navigation', { name: 'Admin' })
          .getByRole('link')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
        expect(tabs.length).toBeGreaterThan(3);
        const failures: string[] = [];
        for (const path of tabs) {
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
          await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
          failures.push(...(await axeFailures(page, `${path} (${size.name})`)));
          failures.push(...(await contrastFailures(page, `${path} (${size.name})`)));
        }
        expect(failures).toEqual([]);
      });
    });
  }
});
