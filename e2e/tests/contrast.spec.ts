import type { Page } from '@playwright/test';
import { signInWithForm } from '../support/account';
import { freshClient, openAdminAs, writeDocument } from '../support/admin';
import { lowContrastControls } from '../support/contrast';
import { expect, openPage, test, waitUntilReady } from '../support/site';

// The text of every visible button and link, on every public page (the sitemap) and every
// signed-in screen, at a laptop's and a phone's size, has at least 4.5:1 contrast against what is
// beneath it (3:1 for large text), as measured in e2e/support/contrast.ts. axe's contrast rule
// missed navy text on the navy buttons of the dashboard; this does not.

const PER_TEST = 8;

async function sitemapPaths(): Promise<string[]> {
  const site = process.env.BASE_URL ?? 'http://localhost:5173';
  const xml = await (await fetch(`${site}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '/').pathname);
}

const paths = await sitemapPaths();
const groups: string[][] = [];
for (let index = 0; index < paths.length; index += PER_TEST) groups.push(paths.slice(index, index + PER_TEST));

/** The page's controls under the contrast they need, each named with the page it is on. */
async function failuresOn(page: Page, where: string): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  return (await lowContrastControls(page)).map(
    (item) =>
      `${where}: "${item.text}" (${item.element}) ${item.foreground} on ${item.background} is ${item.ratio}:1, needs ${item.needs}:1`,
  );
}

const SIZES = [
  { name: 'laptop', viewport: { width: 1366, height: 768 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

for (const size of SIZES) {
  test.describe(`on a ${size.name}`, () => {
    test.use({ viewport: size.viewport });

    for (const group of groups) {
      test(`buttons and links are legible: ${group.join(', ')}`, async ({ page }) => {
        test.setTimeout(30_000 + group.length * 10_000);
        const failures: string[] = [];
        for (const path of group) {
          await openPage(page, path);
          failures.push(...(await failuresOn(page, path)));
        }
        expect(failures).toEqual([]);
      });
    }
  });
}

test.describe('on a phone, the open menu', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('its links and buttons are legible, on the home page and another', async ({ page }) => {
    const failures: string[] = [];
    for (const path of ['/', '/services']) {
      await openPage(page, path);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' })).toBeVisible();
      failures.push(...(await failuresOn(page, `${path} (menu open)`)));
    }
    expect(failures).toEqual([]);
  });
});

test.describe('signed in', () => {
  for (const size of SIZES) {
    test(`the dashboard's tabs, and the confirmation of a delete, on a ${size.name}`, async ({ page }) => {
      test.setTimeout(60_000);
      await page.setViewportSize(size.viewport);
      const { email, uid } = await freshClient('contrast');
      await writeDocument(`calculations/contrast-${uid}`, {
        userId: uid,
        calculator: 'home-loan',
        inputs: { amount: 3000000, rate: 8.5, years: 15 },
        results: { emi: 27006.4 },
        createdAt: new Date(),
      });
      await openPage(page, '/signin');
      await signInWithForm(page, email);
      await expect(page).toHaveURL('/dashboard');
      const failures: string[] = [];
      for (const path of ['/dashboard', '/dashboard/calculations', '/dashboard/profile']) {
        await page.goto(path);
        await waitUntilReady(page, 'page');
        await expect(page.locator('main h2').first()).toBeVisible();
        if (path === '/dashboard/calculations') {
          await page
            .locator('[data-calculation]')
            .getByRole('button', { name: /^Delete / })
            .click();
          await expect(page.getByText('Delete this calculation?')).toBeVisible();
        }
        failures.push(...(await failuresOn(page, path)));
      }
      expect(failures).toEqual([]);
    });
  }

  test('each admin tab, for a superadmin', async ({ page }) => {
    test.setTimeout(90_000);
    await openAdminAs(page, 'superadmin');
    const tabs = await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(tabs.length).toBeGreaterThan(3);
    const failures: string[] = [];
    for (const size of SIZES) {
      await page.setViewportSize(size.viewport);
      for (const path of tabs) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
        await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
        failures.push(...(await failuresOn(page, `${path} (${size.name})`)));
      }
    }
    expect(failures).toEqual([]);
  });
});
