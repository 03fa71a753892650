import { PUBLIC_ROUTES, expect, openPage, seriousA11yViolations, test } from '../support/site';

const ROUTES = [...PUBLIC_ROUTES.map((route) => route.path), '/services/estate-planning', '/no-such-page', '/admin'];

for (const path of ROUTES) {
  test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
    await openPage(page, path);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true });
  test('axe finds no serious or critical violation with the menu open', async ({ page }) => {
    await openPage(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
