import { inGroups, sitemapPaths, wcagViolations } from '../support/a11y';
import { openAdminAs } from '../support/admin';
import { demoAccounts, expect, openPage, signIn, test, waitUntilReady } from '../support/site';

// WCAG 2.2 AA (issue 19, item 5): axe with the WCAG 2.0, 2.1 and 2.2 A and AA rules finds no
// violation at all, of any impact, on every page the sitemap lists, the unlisted public pages and
// the 404 page, at a laptop's and a phone's width, and on every signed-in screen: each tab of the
// dashboard (the demo user) and of the admin area (the demo superadmin, who sees every tab).
// accessibility.spec.ts keeps axe's best practices at serious and critical; this is the standard.

const PER_TEST = 4;
const paths = await sitemapPaths();
const OTHER_PAGES = ['/forgot-password', '/reset-password', '/no-such-page'];

test('the sitemap lists the site’s pages, the accessibility statement among them', () => {
  expect(paths.length).toBeGreaterThan(40);
  expect(paths).toContain('/accessibility');
});

const SIZES = [
  { name: 'laptop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

for (const size of SIZES) {
  test.describe(`at ${size.viewport.width} px`, () => {
    test.use({ viewport: size.viewport });
    for (const group of inGroups([...paths, ...OTHER_PAGES], PER_TEST)) {
      test(`no WCAG 2.2 A/AA violation: ${group.join(', ')}`, async ({ page }) => {
        test.setTimeout(30_000 + group.length * 60_000);
        const violations: string[] = [];
        for (const path of group) {
          await openPage(page, path);
          violations.push(...(await wcagViolations(page, path)));
        }
        expect(violations).toEqual([]);
      });
    }
  });
}

test.describe('signed in', () => {
  test('each dashboard tab, for the demo user', async ({ page }) => {
    test.setTimeout(240_000);
    const user = demoAccounts.accounts.find((account) => account.role === 'user');
    if (!user) throw new Error('demo-accounts.json has no user account');
    await openPage(page, '/');
    await signIn(page, user.email, demoAccounts.password);
    await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await page.goto('/dashboard');
    await waitUntilReady(page, 'page');
    const tabs = await page
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(tabs.length).toBeGreaterThanOrEqual(3);
    const violations: string[] = [];
    for (const size of SIZES) {
      await page.setViewportSize(size.viewport);
      for (const path of tabs) {
        await page.goto(path);
        await waitUntilReady(page, 'page');
        await expect(page.locator('main h2').first()).toBeVisible();
        await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
        violations.push(...(await wcagViolations(page, `${path} (${size.name})`)));
      }
    }
    expect(violations).toEqual([]);
  });

  test('each admin tab, for the superadmin', async ({ page }) => {
    test.setTimeout(300_000);
    await openAdminAs(page, 'superadmin');
    const tabs = await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(tabs.length).toBeGreaterThan(3);
    const violations: string[] = [];
    for (const size of SIZES) {
      await page.setViewportSize(size.viewport);
      for (const path of tabs) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
        await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
        violations.push(...(await wcagViolations(page, `${path} (${size.name})`)));
      }
    }
    expect(violations).toEqual([]);
  });
});
