import { cardGrid, expectCalculator, numberField, primaryResult } from '../support/calculators';
import { axeFailures } from '../support/page-checks';
import { demoOf } from '../support/admin';
import { signInAs } from '../support/sessions';
import { expect, openPage, readCollection, test, waitUntilReady } from '../support/site';

test.describe('the hub', () => {
  test('filters by category, keeps the filter in the URL, and Back returns to the previous filter', async ({
    page,
  }) => {
    await openPage(page, '/calculators');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Financial Calculators');
    await expect(page.getByRole('heading', { name: 'FIRE calculator' })).toBeVisible();
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
    await page.getByRole('button', { name: 'Loan', exact: true }).click();
    await expect(page).toHaveURL('/calculators?category=Loan');
    await expect(cards.locator('h3')).toHaveText(['EMI', 'Car Loan EMI', 'Home Loan EMI']);
    await page.goBack();
    await expect(page).toHaveURL('/calculators?category=Tax');
    await expect(cards).toHaveCount(7);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Tax Planning' })).toHaveAttribute('aria-pressed', 'true');
    await expect(cards).toHaveCount(7);
    await page.getByRole('button', { name: 'All Calculators' }).click();
    await expect(page).toHaveURL('/calculators');
    await expect(cards).toHaveCount(29);
  });

  test('the FIRE panel computes live and opens the FIRE page with its inputs', async ({ page }) => {
    await openPage(page, '/calculators');
    const panel = page.getByRole('region', { name: 'FIRE calculator' });
    // One line until opened (issue 23), so the catalogue is reached at once.
    await expect(panel.getByRole('textbox', { name: 'Monthly expenses today' })).toBeHidden();
    await panel.locator('summary').click();
    await expect(panel.locator('[data-primary-result]')).toHaveText('₹12,10,95,000');
    await panel.getByRole('textbox', { name: 'Monthly expenses today' }).fill('60000');
    await expect(panel.locator('[data-primary-result]')).toHaveText('₹14,53,14,000');
    await panel.getByRole('link', { name: 'Open the full FIRE calculator' }).click();
    await expect(page).toHaveURL('/calculators/fire?expense=60000&age=20&retireAge=40&inflation=10&coastAge=22');
    await expectCalculator(page, 'FIRE Calculator', '₹14,53,14,000');
  });
});

// Every card's link is its calculator's address (mfe-calculators/src/pages/hub-page.test.tsx);
// every calculator page, loaded and hydrated at both sizes, shows its heading, its title and its
// result at the defaults, with no NaN or Infinity (the page sweep's [result]); following a link
// within the section is below (the FIRE panel, the related calculators).

test.describe('the spec’s three calculators at their defaults', () => {
  test('SIP: ₹5,000 a month, 10 years, 12% → ₹11,61,695', async ({ page }) => {
    await openPage(page, '/calculators/sip');
    await expectCalculator(page, 'SIP Calculator', '₹11,61,695');
    await expect(numberField(page, 'Monthly investment')).toHaveValue('5,000');
    await expect(numberField(page, 'Time period')).toHaveValue('10');
    await expect(numberField(page, 'Expected return (p.a.)')).toHaveValue('12');
    await expect(page.locator('main [data-result="invested"]')).toHaveText('₹6,00,000');
    await expect(page.locator('main [data-result="returns"]')).toHaveText('₹5,61,695');
    await expect(
      page.getByRole('img', { name: /Invested amount ₹6,00,000 \(52%\), Est\. returns ₹5,61,695 \(48%\)/ }),
    ).toBeVisible();
  });

  test('FIRE: ₹50,000, age 20, retire at 40, 10% inflation, coast at 22', async ({ page }) => {
    await openPage(page, '/calculators/fire');
    await expectCalculator(page, 'FIRE Calculator', '₹12,10,95,000');
    await expect(numberField(page, 'Monthly expenses today')).toHaveValue('50,000');
    await expect(numberField(page, 'Your age')).toHaveValue('20');
    await expect(numberField(page, 'Age you want to retire at')).toHaveValue('40');
    await expect(numberField(page, 'Inflation (p.a.)')).toHaveValue('10');
    await expect(numberField(page, 'Coast FIRE age')).toHaveValue('22');
    await expect(page.locator('main [data-result="leanFire"]')).toHaveText('₹10,09,12,500');
    await expect(page.locator('main [data-result="fatFire"]')).toHaveText('₹20,18,25,000');
    await expect(page.locator('main [data-result="coastFire"]')).toHaveText('₹8,04,46,827');
    await expect(page.locator('main [data-result="expenseAtRetirement"]')).toHaveText('₹40,36,500');
  });

  test('home loan: ₹25,00,000, 8.5%, 20 years → EMI ₹21,696 and a 20-row year-wise table', async ({ page }) => {
    await openPage(page, '/calculators/home-loan');
    await expectCalculator(page, 'Home Loan EMI Calculator', '₹21,696');
    await expect(page.locator('main [data-result="totalInterest"]')).toHaveText('₹27,06,939');
    const table = page.getByRole('table', { name: 'Year-wise breakup of your EMIs' });
    // The key column (the closing balance) comes right after the year, so a phone shows it without scrolling.
    await expect(table.getByRole('columnheader')).toHaveText(['Year', 'Closing balance', 'Principal', 'Interest']);
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(20);
    await expect(rows.first().locator('th, td')).toHaveText(['1', '₹24,50,244', '₹49,756', '₹2,10,591']);
    await expect(rows.last().locator('th, td').first()).toHaveText('20');
    await expect(rows.last().locator('td').first()).toHaveText('₹0');
  });
});

test('typing in the fields updates the result at once, with no Calculate button', async ({ page }) => {
  await openPage(page, '/calculators/home-loan');
  await numberField(page, 'Loan tenure').fill('30');
  await expect(primaryResult(page)).toHaveText('₹19,223');
  await expect(page.getByRole('table', { name: 'Year-wise breakup of your EMIs' }).locator('tbody tr')).toHaveCount(30);
  await numberField(page, 'Loan amount').fill('50,00,000');
  await expect(primaryResult(page)).toHaveText('₹38,446');
  await page.getByRole('slider', { name: 'Interest rate (p.a.) slider' }).fill('10');
  await expect(numberField(page, 'Interest rate (p.a.)')).toHaveValue('10');
  await expect(primaryResult(page)).toHaveText('₹43,879');
  await expect(page.getByRole('button', { name: /calculate/i })).toHaveCount(0);
});

test.describe('inputs survive', () => {
  test('in the URL: a reload and a shared link restore them; editing adds no history entries, so Back leaves the page and Forward brings the inputs back', async ({
    page,
    browser,
  }) => {
    await openPage(page, '/calculators');
    await cardGrid(page).getByRole('link', { name: 'SIP', exact: true }).click();
    await expectCalculator(page, 'SIP Calculator', '₹11,61,695');
    await numberField(page, 'Monthly investment').fill('10000');
    await numberField(page, 'Time period').fill('15');
    await numberField(page, 'Time period').blur();
    await expect(page).toHaveURL('/calculators/sip?monthly=10000&rate=12&years=15&stepUp=0&inflation=0');
    await expect(primaryResult(page)).toHaveText('₹50,45,760');

    await page.reload();
    await expectCalculator(page, 'SIP Calculator', '₹50,45,760');
    await expect(numberField(page, 'Monthly investment')).toHaveValue('10,000');

    // Back: the page before the calculator (the hub), not an earlier set of inputs.
    await page.goBack();
    await expect(page).toHaveURL('/calculators');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Financial Calculators');
    await page.goForward();
    await expectCalculator(page, 'SIP Calculator', '₹50,45,760');
    await expect(numberField(page, 'Time period')).toHaveValue('15');

    // Leaving for another page and coming back with Back restores the inputs too.
    await page.getByRole('link', { name: 'Lumpsum Calculator' }).click();
    await expectCalculator(page, 'Lumpsum Calculator', '₹3,10,585');
    await page.goBack();
    await expectCalculator(page, 'SIP Calculator', '₹50,45,760');

    // A shared link opens with the same inputs in a fresh browser.
    const other = await browser.newPage();
    await openPage(other, page.url());
    await expectCalculator(other, 'SIP Calculator', '₹50,45,760');
    await other.close();
  });

  test('an invalid entry gets a message beside the field and the last valid result stays', async ({ page }) => {
    await openPage(page, '/calculators/sip');
    const field = numberField(page, 'Monthly investment');
    await field.fill('10000');
    await field.blur();
    await expect(primaryResult(page)).toHaveText('₹23,23,391');
    await expect(page).toHaveURL(/monthly=10000/);
    const url = page.url();
    for (const [text, message] of [
      ['abc', 'Monthly investment must be a number; letters are not allowed.'],
      ['', 'Monthly investment is required.'],
      ['-2000', 'Monthly investment cannot be negative.'],
      ['9999999999', 'Monthly investment is too large; enter at most 10,00,000.'],
      ['100', 'Monthly investment must be at least 500.'],
    ] as const) {
      await field.fill(text);
      await expect(field).toHaveValue(text);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[.()]/g, '\\$&')));
      await expect(page.locator('main [data-input="monthly"]')).toContainText(message);
      await expect(primaryResult(page)).toHaveText('₹23,23,391');
      await expect(page.getByText('These results are for your last valid inputs.', { exact: false })).toBeVisible();
    }
    await field.blur();
    expect(page.url()).toBe(url);
    await expect(page.locator('main')).not.toContainText('NaN');
    await field.fill('20000');
    await expect(primaryResult(page)).toHaveText('₹46,46,782');
    await expect(field).not.toHaveAttribute('aria-invalid', 'true');
  });
});

test('the home page’s SIP preview shows ₹23,23,391 for its defaults and opens the SIP page with its inputs', async ({
  page,
}) => {
  await openPage(page, '/');
  const preview = page.getByRole('region', { name: 'SIP calculator' });
  // In the page's HTML at once; its code loads when it comes near the screen.
  await expect(preview.locator('[data-primary-result]')).toHaveText('₹23,23,391');
  await preview.scrollIntoViewIfNeeded();
  await waitUntilReady(page, 'calculators:./SipPreview');
  await expect(preview.getByRole('textbox', { name: 'Monthly investment' })).toHaveValue('10,000');
  await preview.getByRole('textbox', { name: 'Time period' }).fill('12');
  await expect(preview.locator('[data-primary-result]')).toHaveText('₹32,22,522');
  await preview.getByRole('textbox', { name: 'Time period' }).fill('10');
  await preview.getByRole('link', { name: 'Open the full SIP calculator' }).click();
  await expect(page).toHaveURL('/calculators/sip?monthly=10000&rate=12&years=10');
  await expectCalculator(page, 'SIP Calculator', '₹23,23,391');
});

test.describe('saving', () => {
  test('signed out: the page asks to sign in, and the inputs are still there after a visit to /signin', async ({
    page,
  }) => {
    await openPage(page, '/calculators/home-loan?amount=3000000&rate=9&years=25');
    await expectCalculator(page, 'Home Loan EMI Calculator', '₹25,176');
    await expect(page.getByRole('button', { name: 'Save this calculation' })).toHaveCount(0);
    const link = page.getByRole('link', { name: 'Sign in to save this calculation' });
    await expect(link).toHaveAttribute('href', '/signin');
    await link.click();
    await expect(page).toHaveURL('/signin');
    await page.goBack();
    await expectCalculator(page, 'Home Loan EMI Calculator', '₹25,176');
  });

  test('signed in as a client: Save stores { userId, calculator, inputs, results, createdAt } in calculations, and the dashboard lists it', async ({
    page,
  }) => {
    const amount = 2_000_000 + (Date.now() % 900_000);
    const account = demoOf('user');
    await signInAs(page, 'user');
    await openPage(page, `/calculators/home-loan?amount=${amount}&rate=8.5&years=20`);
    const save = page.getByRole('button', { name: 'Save this calculation' });
    await save.click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved to your account.' })).toBeVisible({
      timeout: 15_000,
    });

    const users = await readCollection('users');
    const uid = users.find((user) => user.email === account.email)?.uid;
    expect(uid).toBeTruthy();
    const saved = (await readCollection('calculations')).filter((doc) => {
      const inputs = doc.inputs as { fields?: Record<string, { integerValue?: string }> } | undefined;
      return doc.calculator === 'home-loan' && inputs?.fields?.amount?.integerValue === String(amount);
    });
    expect(saved).toHaveLength(1);
    const [doc] = saved;
    expect(doc?.userId).toBe(uid);
    const results = (doc?.results as { fields: Record<string, { doubleValue?: number; integerValue?: string }> })
      .fields;
    expect(Object.keys(results).sort()).toEqual(['emi', 'principal', 'totalInterest', 'totalPayment']);
    expect(Number(results.emi?.doubleValue)).toBeGreaterThan(0);
    expect(Date.parse(String(doc?.createdAt))).toBeGreaterThan(Date.now() - 120_000);

    // The dashboard's feed lists the save, newest first, as a link that opens it again.
    await openPage(page, '/dashboard');
    const feed = page.getByRole('region', { name: 'Recent activity' });
    await expect(feed.getByRole('listitem').first()).toHaveText(
      /^Saved “Loan amount ₹[\d,]+ · Interest rate \(p\.a\.\) 8\.5%…”, just now$/,
    );
    await expect(feed.getByRole('link', { name: /^Saved “Loan amount/ }).first()).toHaveAttribute(
      'href',
      `/calculators/home-loan?amount=${amount}&rate=8.5&years=20`,
    );
  });

  test('signed in as staff without save_calculations: a clear message and no Save button', async ({ page }) => {
    await signInAs(page, 'editor');
    await openPage(page, '/calculators/sip');
    await expect(page.getByRole('note')).toContainText('role (editor) does not include it');
    await expect(page.getByRole('button', { name: 'Save this calculation' })).toHaveCount(0);
  });
});

test('axe finds nothing on /calculators/risk, answered (profile, asset mix and save shown)', async ({ page }) => {
  // The answered state, which the page sweep (page-sweep.spec.ts) does not reach.
  await openPage(page, '/calculators/risk');
  for (const group of await page.locator('main fieldset').all()) await group.getByRole('radio').nth(2).check();
  await expect(page.locator('main [data-primary-result]')).toHaveText('Moderate');
  await expect(page.getByRole('img', { name: /Equity 50%/ })).toBeVisible();
  expect(await axeFailures(page, '/calculators/risk (answered)')).toEqual([]);
});
