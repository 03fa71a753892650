import type { Locator, Page } from '@playwright/test';
import { isCalculatorSlug } from '../../shared/src/contracts/calculators';
import { cardGrid, expectCalculator, numberField, primaryResult } from '../support/calculators';
import { demoAccounts, expect, openPage, seriousA11yViolations, signIn, test } from '../support/site';

// Issue 21: income tax (old vs new regime), HRA, gratuity, capital gains and XIRR, each driven
// through its page to the anchors.

/** The five tax tools: card title on the hub, page heading, and the primary result at the defaults. */
const TAX_TOOLS = [
  { slug: 'income-tax', card: 'Income Tax', heading: 'Income Tax Calculator: Old vs New Regime', result: '₹1,32,600' },
  { slug: 'hra', card: 'HRA Exemption', heading: 'HRA Exemption Calculator', result: '₹15,000' },
  { slug: 'gratuity', card: 'Gratuity', heading: 'Gratuity Calculator', result: '₹2,88,462' },
  { slug: 'capital-gains', card: 'Capital Gains Tax', heading: 'Capital Gains Tax Calculator', result: '₹22,750' },
  { slug: 'xirr', card: 'XIRR', heading: 'XIRR Calculator', result: '10.00%' },
] as const;

/** A headline result other than the primary one, by its key. */
const result = (page: Page, key: string) => page.locator(`main [data-result="${key}"]`);

/** A cash flow's field on the XIRR page. */
const flowField = (page: Page, field: 'Date' | 'Amount', row: number) =>
  page.locator('main').getByRole('textbox', { name: `${field} of cash flow ${row}`, exact: true });

/** The old and new regime's cells of a row of the income tax comparison. */
const comparisonRow = (page: Page, name: string) =>
  page
    .getByRole('table', { name: /^Your tax for FY/ })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name, exact: true }) })
    .getByRole('cell');

/** A field's message, which its aria-describedby names. */
async function expectRefused(field: Locator, message: string): Promise<void> {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[.()₹*+?^${}|[\]\\]/g, '\\$&')));
}

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
      const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
      const bare = await context.newPage();
      await bare.goto(`/calculators/${tool.slug}`);
      await expect(bare.getByRole('heading', { level: 1 })).toHaveText(tool.heading);
      await expect(bare.locator('main [data-primary-result]').first()).toHaveText(tool.result);
      await expect(bare.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
      await context.close();
      const sitemap = await page.request.get('/sitemap.xml');
      expect(await sitemap.text()).toContain(`/calculators/${tool.slug}</loc>`);
    });
  }
});

test.describe('income tax, old vs new regime', () => {
  test('the defaults side by side: ₹12,75,000 of salary costs ₹0 in the new regime, ₹1,32,600 in the old', async ({
    page,
  }) => {
    await openPage(page, '/calculators/income-tax');
    await expectCalculator(page, 'Income Tax Calculator: Old vs New Regime', '₹1,32,600');
    await expect(page.locator('main [data-primary-result]').locator('xpath=..')).toContainText(
      'The new regime saves you',
    );
    await expect(result(page, 'newTax')).toHaveText('₹0');
    await expect(result(page, 'oldTax')).toHaveText('₹1,32,600');
    await expect(comparisonRow(page, 'Taxable income (rounded to ₹10)')).toHaveText(['₹10,50,000', '₹12,00,000']);
    await expect(comparisonRow(page, 'Rebate under 87A')).toHaveText(['₹0', '-₹60,000']);
    await expect(comparisonRow(page, 'Total tax (rounded to ₹10)')).toHaveText(['₹1,32,600', '₹0']);
    await expect(page.locator('main [data-rules-as-of]')).toHaveText(
      'Tax figures as of November 2026. FY 2026-27 (tax year 2026-27), Income-tax Act, 2025. Taxable income and the tax are rounded to the nearest ₹10 (sections 288A and 288B).',
    );
    await expect(page.getByText('Illustrative, not advice.')).toBeVisible();
    await expect(
      page.locator('main').getByRole('textbox', {
        name: 'PPF, ELSS, life insurance, EPF, tuition fees, home-loan principal … — 80C under the 1961 Act',
      }),
    ).toHaveValue('1,50,000');
    await expect(page.getByRole('group', { name: 'Deductions: old regime only' })).toBeVisible();
  });

  test('₹12,10,000 of taxable income: ₹10,000 after marginal relief + ₹400 cess = ₹10,400; kept in the address', async ({
    page,
  }) => {
    await openPage(page, '/calculators/income-tax');
    await numberField(page, 'Salary for the year').fill('0');
    const other = page.locator('main').getByRole('textbox', { name: /^Other income/ });
    await other.fill('12,10,000');
    await other.blur();
    await expect(result(page, 'newTax')).toHaveText('₹10,400');
    await expect(comparisonRow(page, 'Marginal relief on the rebate')).toHaveText(['₹0', '-₹51,500']);
    await expect(comparisonRow(page, 'Health and education cess (4%)')).toHaveText(['₹4,920', '₹400']);
    await expect(page).toHaveURL(/[?&]salary=0&other=1210000(&|$)/);
    await page.reload();
    await expect(result(page, 'newTax')).toHaveText('₹10,400');
  });

  test('the anchors on the edges: exactly ₹12,00,000 and ₹12,00,001 pay nothing; ₹5,00,000 pays nothing in the old regime', async ({
    page,
  }) => {
    await openPage(page, '/calculators/income-tax?salary=0&other=1200000&c80=0&healthSelf=0');
    await expect(result(page, 'newTax')).toHaveText('₹0');
    await openPage(page, '/calculators/income-tax?salary=0&other=1200001&c80=0&healthSelf=0');
    await expect(result(page, 'newTax')).toHaveText('₹0');
    await expect(comparisonRow(page, 'Taxable income (rounded to ₹10)')).toHaveText(['₹12,00,000', '₹12,00,000']);
    await openPage(page, '/calculators/income-tax?salary=0&other=500000&c80=0&healthSelf=0');
    await expect(result(page, 'oldTax')).toHaveText('₹0');
  });

  test('asks whether you are resident: a non-resident gets no 87A rebate', async ({ page }) => {
    await openPage(page, '/calculators/income-tax');
    await page.locator('main').getByRole('radio', { name: 'No, non-resident' }).check();
    await expect(result(page, 'newTax')).toHaveText('₹62,400');
    await expect(page).toHaveURL(/resident=no/);
  });

  test('refuses deductions above their caps and a negative salary beside the field, with the reason', async ({
    page,
  }) => {
    await openPage(page, '/calculators/income-tax');
    const savings = page.locator('main').getByRole('textbox', { name: /80C under the 1961 Act$/ });
    await savings.fill('2,00,000');
    await expectRefused(savings, '80C allows at most ₹1,50,000 a year; enter at most ₹1,50,000.');
    await expect(primaryResult(page)).toHaveText('₹1,32,600');
    await expect(page.getByText('These results are for your last valid inputs.', { exact: false })).toBeVisible();
    await savings.fill('1,50,000');
    await savings.blur();
    await expect(savings).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/[?&]c80=150000(&|$)/);
    const url = page.url();

    const salary = numberField(page, 'Salary for the year');
    await salary.fill('-5,00,000');
    await expectRefused(salary, 'Salary for the year cannot be negative.');
    await salary.blur();
    expect(page.url()).toBe(url);
    await expect(page.locator('main')).not.toContainText('NaN');
  });
});

test.describe('HRA', () => {
  test('basic ₹50,000, HRA ₹25,000, rent ₹20,000 a month in a metro → ₹15,000 a month exempt, old regime only', async ({
    page,
  }) => {
    await openPage(page, '/calculators/hra');
    await expectCalculator(page, 'HRA Exemption Calculator', '₹15,000');
    await expect(numberField(page, 'Basic salary + DA a month')).toHaveValue('50,000');
    await expect(numberField(page, 'HRA received a month')).toHaveValue('25,000');
    await expect(numberField(page, 'Rent paid a month')).toHaveValue('20,000');
    await expect(result(page, 'exemptYearly')).toHaveText('₹1,80,000');
    await expect(
      page
        .locator('main')
        .getByText(/applies under the old tax regime only/)
        .first(),
    ).toBeVisible();
    await expect(page.locator('main [data-rules-as-of]')).toHaveText('Tax figures as of November 2026.');
    await page.locator('main').getByRole('radio', { name: 'Another city' }).check();
    await expect(primaryResult(page)).toHaveText('₹15,000');
    await numberField(page, 'Rent paid a month').fill('40000');
    await expect(primaryResult(page)).toHaveText('₹20,000');
  });
});

test.describe('gratuity', () => {
  test('₹50,000, 10 years, covered → ₹2,88,462; more than six months more count as a year', async ({ page }) => {
    await openPage(page, '/calculators/gratuity');
    await expectCalculator(page, 'Gratuity Calculator', '₹2,88,462');
    await numberField(page, 'Months beyond whole years').fill('6');
    await expect(primaryResult(page)).toHaveText('₹2,88,462');
    await numberField(page, 'Months beyond whole years').fill('7');
    await expect(primaryResult(page)).toHaveText('₹3,17,308');
    await numberField(page, 'Years of service').fill('4');
    await numberField(page, 'Months beyond whole years').fill('0');
    await expect(primaryResult(page)).toHaveText('₹0');
    await expect(page.locator('main')).toContainText('Not payable yet: gratuity needs 5 years of continuous service');
    const salary = numberField(page, 'Monthly basic salary + DA');
    await salary.fill('-1');
    await expectRefused(salary, 'Monthly basic salary + DA cannot be negative.');
  });
});

test.describe('capital gains', () => {
  test('equity held 40 months: ₹3,00,000 gain, ₹1,25,000 exempt, 12.5% + cess = ₹22,750', async ({ page }) => {
    await openPage(page, '/calculators/capital-gains');
    await expectCalculator(page, 'Capital Gains Tax Calculator', '₹22,750');
    await expect(page.locator('main').getByLabel('Purchase date')).toHaveValue('2023-06-15');
    await expect(page.locator('main').getByLabel('Sale date')).toHaveValue('2026-10-15');
    await expect(result(page, 'term')).toHaveText('Long term, 3 years 4 months and 0 days');
    await expect(page.getByRole('table', { name: /^Listed shares or equity funds/ })).toContainText(
      'Less the yearly exemption used (112A)',
    );
  });

  test('a sale date before the purchase date is refused beside the sale date, with the reason', async ({ page }) => {
    await openPage(page, '/calculators/capital-gains');
    await page.locator('main').getByLabel('Purchase date').fill('2026-10-20');
    const sold = page.locator('main').getByLabel('Sale date');
    await expectRefused(
      sold,
      'The sale date is before the purchase date (20 Oct 2026): a sale cannot come before the purchase.',
    );
    await expect(primaryResult(page)).toHaveText('₹22,750');
    await expect(page.locator('main')).not.toContainText('NaN');
  });

  test('land bought on 29 February 2024: 28 February 2026 is short term, 1 March 2026 long term', async ({ page }) => {
    await openPage(
      page,
      '/calculators/capital-gains?asset=property&bought=2024-02-29&sold=2026-02-28&cost=5000000&price=6000000&expenses=0&slab=30&earlier=0',
    );
    await expect(result(page, 'term')).toHaveText('Short term, 2 years and 0 days');
    await expect(primaryResult(page)).toHaveText('₹3,12,000');
    await expect(page.locator('main')).toContainText('in a year without one, the anniversary is 28 February');
    await page.locator('main').getByLabel('Sale date').fill('2026-03-01');
    await expect(result(page, 'term')).toHaveText('Long term, 2 years and 1 day');
    await expect(page.locator('main')).toContainText('20% with indexation is lower here');
  });
});

test.describe('XIRR', () => {
  test('−₹10,000 on 1 January 2025 and +₹11,000 on 1 January 2026 → 10.00%', async ({ page }) => {
    await openPage(page, '/calculators/xirr');
    await expectCalculator(page, 'XIRR Calculator', '10.00%');
    await expect(flowField(page, 'Date', 1)).toHaveValue('2025-01-01');
    await expect(flowField(page, 'Amount', 1)).toHaveValue('-10,000');
    await expect(result(page, 'period')).toHaveText('1 Jan 2025 to 1 Jan 2026 (365 days)');
  });

  test('adds and removes rows; the counted flows are kept in the address', async ({ page }) => {
    await openPage(page, '/calculators/xirr');
    await page.getByRole('button', { name: 'Add a row' }).click();
    await flowField(page, 'Date', 3).fill('01/07/2025');
    await flowField(page, 'Amount', 3).fill('-5,000');
    await flowField(page, 'Amount', 3).blur();
    await expect(primaryResult(page)).not.toHaveText('10.00%');
    await expect(page).toHaveURL(/flow=2025-07-01(~|%7E)-5000/);
    await page.getByRole('button', { name: 'Remove cash flow 3' }).click();
    await expect(primaryResult(page)).toHaveText('10.00%');
    await page.reload();
    await expect(primaryResult(page)).toHaveText('10.00%');
    await expect(page.locator('main tbody tr')).toHaveCount(2);
  });

  test('pastes two columns from a spreadsheet; a row it cannot read is refused beside it and the rest count', async ({
    page,
  }) => {
    await openPage(page, '/calculators/xirr');
    await page
      .getByLabel('Paste from a spreadsheet: two columns, date and amount')
      .fill('Date\tAmount\n2025-01-01\t-10000\n31/31/2025\t-500\n1 Jan 2026\t11,000');
    await page.getByRole('button', { name: 'Replace the table with them' }).click();
    await expect(
      page.getByText('3 rows now in the table; 1 of them not counted (see why beside it); 1 heading line skipped.'),
    ).toBeVisible();
    await expect(page.locator('main tbody tr')).toHaveCount(3);
    await expectRefused(flowField(page, 'Date', 2), 'Row 2’s date “31/31/2025” is not a date');
    await expect(primaryResult(page)).toHaveText('10.00%');
    await expect(page.locator('main')).toContainText('1 row is not counted until corrected');
    await flowField(page, 'Date', 2).fill('2025-07-01');
    await expect(flowField(page, 'Date', 2)).not.toHaveAttribute('aria-invalid', 'true');
    await expect(primaryResult(page)).not.toHaveText('10.00%');
  });

  test('says plainly when no return exists, and when more than one fits', async ({ page }) => {
    await openPage(page, '/calculators/xirr?flow=2025-01-01~-10000&flow=2026-01-01~-500');
    await expect(primaryResult(page)).toHaveText('No return exists');
    await expect(page.locator('main')).toContainText('No return exists: every cash flow is money put in.');
    await openPage(page, '/calculators/xirr?flow=2025-01-01~-100&flow=2026-01-01~230&flow=2027-01-01~-132');
    await expect(primaryResult(page)).toHaveText('10.00% or 20.00%');
    await expect(page.locator('main')).toContainText('More than one return fits these flows');
  });
});

test.describe('saving', () => {
  test('signed in as a client, an income tax calculation is saved and My Calculations shows its headline (once the site lists the calculator)', async ({
    page,
  }) => {
    const salary = 1_500_000 + (Date.now() % 9_000) * 10;
    const path = `/calculators/income-tax?salary=${salary}`;
    await openPage(page, path);
    const account = demoAccounts.accounts.find((candidate) => candidate.role === 'user');
    if (!account) throw new Error('no demo user');
    await signIn(page, account.email, demoAccounts.password);
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

test.describe('accessibility', () => {
  for (const tool of TAX_TOOLS) {
    test(`axe finds no serious or critical violation on /calculators/${tool.slug}`, async ({ page }) => {
      await openPage(page, `/calculators/${tool.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousA11yViolations(page)).toEqual([]);
    });
  }
});
