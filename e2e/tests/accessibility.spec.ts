import AxeBuilder from '@axe-core/playwright';
import { PUBLIC_ROUTES, expect, openPage, test } from '../support/site';

const ROUTES = [...PUBLIC_ROUTES.map((route) => route.path), '/services/estate-planning', '/no-such-page', '/admin'];

for (const path of ROUTES) {
  test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
    await openPage(page, path);
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze();
    const severe = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
    expect(severe).toEqual([]);
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true });
  test('axe finds no serious or critical violation with the menu open', async ({ page }) => {
    await openPage(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((v) => v.id)).toEqual([]);
  });
});
