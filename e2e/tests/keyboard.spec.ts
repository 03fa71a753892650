import { tabThrough, tabTo } from '../support/a11y';
import { ADULT_BIRTHDAY, freshEmail, GOOD_PASSWORD } from '../support/account';
import { numberField, primaryResult } from '../support/calculators';
import { demoAccounts, expect, openPage, test } from '../support/site';

// Keyboard only (issue 19, item 5; WCAG 2.1.1, 2.4.3, 2.4.7): every control the Tab key reaches
// shows that it has the focus (the shell's global :focus-visible ring, or a component's own), and
// sign-in, the dashboard's tabs, sign-up and a calculator work with Tab, Shift+Tab, Enter, Space
// and the arrow keys alone: no test below clicks or fills anything.

test.describe('the focus is visible', () => {
  for (const path of ['/', '/contact', '/calculators/sip', '/calculators', '/signup', '/accessibility']) {
    test(`on every control Tab reaches on ${path}`, async ({ page }) => {
      test.setTimeout(150_000);
      await openPage(page, path);
      const stops = await tabThrough(page, 160);
      expect(stops.length).toBeGreaterThan(5);
      expect(stops.filter((stop) => !stop.visible).map((stop) => stop.element)).toEqual([]);
    });
  }
});

test('sign in and open every dashboard tab with the keyboard alone', async ({ page }) => {
  test.setTimeout(120_000);
  const user = demoAccounts.accounts.find((account) => account.role === 'user');
  if (!user) throw new Error('demo-accounts.json has no user account');
  await openPage(page, '/signin');
  const main = page.locator('main');
  await tabTo(page, main.getByLabel('Email'));
  await page.keyboard.type(user.email);
  await page.keyboard.press('Tab');
  await expect(main.getByLabel('Password', { exact: true })).toBeFocused();
  // Back to the email with Shift+Tab, and forward again.
  await page.keyboard.press('Shift+Tab');
  await expect(main.getByLabel('Email')).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.type(demoAccounts.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/dashboard');

  const tabs = page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link');
  await expect(tabs.first()).toBeVisible();
  const count = await tabs.count();
  expect(count).toBeGreaterThanOrEqual(3);
  for (let index = count - 1; index >= 0; index -= 1) {
    const tab = tabs.nth(index);
    const href = (await tab.getAttribute('href')) ?? '';
    await tabTo(page, tab);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(href);
    await expect(tabs.nth(index)).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('main h2').first()).toBeVisible();
  }
});

test.describe('in a browser set to en-US', () => {
  test.use({ locale: 'en-US' });
  test('sign up with the keyboard alone', async ({ page }) => {
    test.setTimeout(90_000);
    await openPage(page, '/signup');
    const main = page.locator('main');
    await tabTo(page, main.getByLabel('Full name'));
    await page.keyboard.type('Kiran Keyboard');
    await tabTo(page, main.getByLabel('Email'));
    await page.keyboard.type(freshEmail('keyboard'));
    await tabTo(page, main.getByLabel('Password', { exact: true }));
    await page.keyboard.type(GOOD_PASSWORD);
    await tabTo(page, main.getByLabel('Confirm password'));
    await page.keyboard.type(GOOD_PASSWORD);
    await tabTo(page, main.getByLabel('Date of birth'));
    // A date field takes its parts typed in the browser's order: month, day, year in en-US (below).
    const [year = '', month = '', day = ''] = ADULT_BIRTHDAY.split('-');
    await page.keyboard.type(`${month}${day}${year}`);
    await expect(main.getByLabel('Date of birth')).toHaveValue(ADULT_BIRTHDAY);
    const consent = main.getByLabel('I have read the privacy notice and agree');
    await tabTo(page, consent);
    await page.keyboard.press('Space');
    await expect(consent).toBeChecked();
    await tabTo(page, page.getByRole('button', { name: 'Create Account' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/dashboard');
  });
});

test('a calculator with the keyboard alone: type a value, move a slider with the arrows, read the result', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openPage(page, '/calculators/sip');
  await expect(primaryResult(page)).toHaveText('₹11,61,695');
  const years = numberField(page, 'Time period');
  await tabTo(page, years);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('20');
  await page.keyboard.press('Tab');
  await expect(years).toHaveValue('20');
  const afterTyping = (await primaryResult(page).textContent()) ?? '';
  expect(afterTyping).not.toBe('₹11,61,695');
  expect(afterTyping).toMatch(/^₹[\d,]+$/);
  // The slider of the time period, reached backwards, moved one year up with an arrow key.
  const slider = page.getByRole('slider', { name: /^Time period/ });
  await tabTo(page, slider, { back: true });
  await page.keyboard.press('ArrowRight');
  await expect(years).toHaveValue('21');
  await expect(primaryResult(page)).not.toHaveText(afterTyping);
  await expect(primaryResult(page)).toHaveText(/^₹[\d,]+$/);
});
