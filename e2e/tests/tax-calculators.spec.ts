import { isCalculatorSlug } from '@meridian/shared/calculations';
import { cardGrid, expectCalculator, primaryResult } from '../support/calculators';
import { signInAs } from '../support/sessions';
import { expect, openPage, test } from '../support/site';

// Issue 21: income tax (old vs new regime), HRA, gratuity, capital gains and XIRR. Their numbers,
// messages and addresses are checked on the rendered pages in mfe-calculators
// (src/pages/tax-calculators.test.tsx, tax-pages.test.tsx, xirr/xirr-page.test.tsx) and in their
// domain's table tests; axe on each is the page sweep's (page-sweep.spec.ts); here, what needs the
// served site: the hub, the HTML, saving.

/** The five tax tools: card title on the hub, page heading, and the primary result at the defaults. */
const TAX_TOOLS = [
  { slug: 'income-tax', card: 'Income Tax', heading: 'Income Tax Calculator: Old vs New Regime', result: '₹1,32,600' },
  { slug: 'hra', card: 'HRA Exemption', heading: 'HRA Exemption Calculator', result: '₹15,000' },
  { slug: 'gratuity', card: 'Gratuity', heading: 'Gratuity Calculator', result: '₹2,88,462' },
  { slug: 'capital-gains', card: 'Capital Gains Tax', heading: 'Capital Gains Tax Calculator', result: '₹22,750' },
  { slug: 'xirr', card: 'XIRR', heading: 'XIRR Calculator', result: '10.00%' },
] as const;

test.describe('the hub', () => {
  test('Tax Planning lists the five tax tools after PPF and SSY, and Investment lists XIRR too', async ({ page }) => {
    await openPage(page, '/calculators');
    const cards = cardGrid(page).locator('> li');
    await expect(cards).toHaveCount(29);
    await page.getByRole('button', { name: 'Tax Planning' }).click();
    await expect(page).toHaveURL('/calculators?category=Tax');
    await expect(cards.locator('h3')).toHaveText([
      'PPF',
      'SSY',
      'Income Tax',
      'HRA Exemption',
      'Gratuity',
      'Capital Gains Tax',
      'XIRR',
    ]);
    await expect(page.getByText('Showing 7 calculators in Tax Planning')).toBeVisible();
    await page.getByRole('button', { name: 'Investment', exact: true }).click();
    await expect(cards.locator('h3').filter({ hasText: /^XIRR$/ })).toHaveCount(1);
  });

  test('each tax card opens its page, with its title and default result', async ({ page }) => {
    // Six pages opened one after another: a ceiling for a loaded machine, not a wait.
    test.setTimeout(90_000);
    await openPage(page, '/calculators?category=Tax');
    for (const tool of TAX_TOOLS) {
      const link = cardGrid(page).getByRole('link', { name: tool.card, exact: true });
      await expect(link).toHaveAttribute('href', `/calculators/${tool.slug}`);
      await link.click();
      await expect(page).toHaveURL(`/calculators/${tool.slug}`);
      await expectCalculator(page, tool.heading, tool.result);
      await expect(page).toHaveTitle(`${tool.heading} | Meridian Wealth Advisors`);
      await expect(page.locator('main')).not.toContainText(/NaN|Infinity/);
      await page.goBack();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Financial Calculators');
    }
  });
});

test.describe('HTML first', () => {
  for (const tool of TAX_TOOLS) {
    test(`${tool.slug}: the page's HTML already shows its heading and ${tool.result}, and the sitemap lists it`, async ({
      browser,
      page,
      baseURL,
    }) => {
      // On a phone's screen (390 px wide).
      const context = await browser.newContext({
        javaScriptEnabled: false,
        baseURL,
        viewport: { width: 390, height: 844 },
      });
      const bare = await context.newPage();
      await bare.goto(`/calculators/${tool.slug}`);
      await expect(bare.getByRole('heading', { level: 1 })).toHaveText(tool.heading);
      await expect(bare.locator('main [data-primary-result]').first()).toHaveText(tool.result);
      // Issue 38, item 4: the old and new regimes side by side, the new regime's column inside the
      // results' card on the screen (px to spare), not scrolled off to the side.
      if (tool.slug === 'income-tax')
        expect(
          await bare.getByRole('columnheader', { name: 'New regime' }).evaluate((cell) => {
            const card = cell.closest('section')?.getBoundingClientRect().right ?? 0;
            return Math.min(card, window.innerWidth) - cell.getBoundingClientRect().right;
          }),
        ).toBeGreaterThanOrEqual(0);
      await expect(bare.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
      await context.close();
      const sitemap = await page.request.get('/sitemap.xml');
      expect(await sitemap.text()).toContain(`/calculators/${tool.slug}</loc>`);
    });
  }
});

test.describe('saving', () => {
  test('signed in as a client, an income tax calculation is saved and My Calculations shows its headline (once the site lists the calculator)', async ({
    page,
  }) => {
    const salary = 1_500_000 + (Date.now() % 9_000) * 10;
    const path = `/calculators/income-tax?salary=${salary}`;
    await signInAs(page, 'user');
    await openPage(page, path);
    if (!isCalculatorSlug('income-tax')) {
      // shared's CALCULATOR_NAMES (and firestore.rules) do not list the tax tools yet.
      await expect(page.getByRole('note')).toContainText('cannot be saved to your account yet');
      await expect(page.getByRole('button', { name: 'Save this calculation' })).toHaveCount(0);
      return;
    }
    const shown = (await primaryResult(page).textContent()) ?? '';
    await page.getByRole('button', { name: 'Save this calculation' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved to your account.' })).toBeVisible({
      timeout: 15_000,
    });
    await page.goto('/dashboard/calculations');
    const row = page.locator('[data-calculation]').filter({ hasText: `The new regime saves you: ${shown}` });
    await expect(row.first()).toContainText('Income Tax Calculator: Old vs New Regime');
    await row.first().getByRole('link', { name: 'Open' }).click();
    await expect(page).toHaveURL(new RegExp(`/calculators/income-tax\\?.*salary=${salary}`));
    await expect(primaryResult(page)).toHaveText(shown);
  });
});
