import { PRIVACY_NOTICE_VERSION } from '@meridian/shared/documents';
import { MIN_FILL_MS } from '@meridian/shared/submissions';
import { openAdminAs } from '../support/admin';
import { asClient, expect, openPage, readCollection, test } from '../support/site';

// The free first conversation (issue 23, item 8): the home hero's primary action leads to its
// request on /contact#consultation; a request is stored as a lead of type consultation through
// POST /api/submit and shows in the admin's Leads tab with its preferred time. The top bar's
// Get Started stays sign-up.

/** The next working day (not a Sunday) at least two days ahead, IST, as 'YYYY-MM-DD'. */
function nextWorkingDay(): string {
  const ist = new Date(Date.now() + 5.5 * 3600_000);
  const day = new Date(Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate() + 2));
  if (day.getUTCDay() === 0) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

test('the hero leads to the request; the top bar’s Get Started stays sign-up', async ({ page }) => {
  await openPage(page, '/');
  const hero = page.locator('section[aria-labelledby="hero-title"]');
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Get Started' }),
  ).toHaveAttribute('href', '/signup');
  await hero.getByRole('link', { name: 'Book a free first conversation' }).click();
  await expect(page).toHaveURL('/contact#consultation');
  const form = page.locator('#consultation');
  await expect(form.getByRole('heading', { name: 'Book a free first conversation' })).toBeInViewport();
  await expect(form).toContainText('five years if you become a client');
  await expect(form.getByRole('checkbox', { name: /I agree to the firm using these details/ })).not.toBeChecked();
});

test('the request names what is missing beside each field, and takes an email or a phone', async ({ page }) => {
  await openPage(page, '/contact');
  const form = page.locator('#consultation');
  await form.getByRole('button', { name: 'Request my free conversation' }).click();
  await expect(form.getByText('Please enter your name.')).toBeVisible();
  await expect(form.getByText('Please give an email address or a phone number')).toBeVisible();
  await expect(form.getByText('Please choose a day that suits you.')).toBeVisible();
  await expect(form.getByText('Please choose a time of day.')).toBeVisible();
  await expect(form.getByLabel('Your name')).toBeFocused();
  await form.getByLabel('Phone').fill('98765 43210');
  await expect(form.getByText('Please give an email address or a phone number')).toHaveCount(0);
});

test('a visitor’s request from the hero is stored as a consultation lead and shows in the admin’s Leads', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const email = `consult-${Date.now()}@example.in`;
  const date = nextWorkingDay();
  await asClient(page);
  await openPage(page, '/');
  await page
    .locator('section[aria-labelledby="hero-title"]')
    .getByRole('link', { name: 'Book a free first conversation' })
    .click();
  const form = page.locator('#consultation');
  await form.getByLabel('Your name').fill('Asha Rao');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Preferred day').fill(date);
  await form.getByLabel(/^Afternoon/).check();
  await form.getByLabel('What would you like to talk about?').fill('My retirement plan.');
  // A person takes some seconds to fill it in (a form sent at once is taken for a bot's).
  await page.waitForTimeout(MIN_FILL_MS);
  await form.getByRole('checkbox', { name: /I agree to the firm using these details/ }).check();
  await form.getByRole('button', { name: 'Request my free conversation' }).click();
  await expect(form.getByRole('heading', { name: 'Request received' })).toBeFocused();
  await expect(form).toContainText('Thank you, Asha Rao.');
  await expect(form).toContainText('afternoon');

  const leads = (await readCollection('leads')).filter((lead) => lead.email === email);
  expect(leads).toHaveLength(1);
  expect(leads[0]).toMatchObject({
    type: 'consultation',
    firstName: 'Asha Rao',
    preferredDate: date,
    preferredSlot: 'afternoon',
    message: 'My retirement plan.',
    page: '/contact',
    status: 'new',
    noticeVersion: PRIVACY_NOTICE_VERSION,
  });
  expect(leads[0]?.consentedAt).toBe(leads[0]?.createdAt);

  await openAdminAs(page, 'admin', '/admin/leads');
  const row = page.locator(`tr[data-lead="${email}"]`);
  await expect(row).toContainText('Consultation');
  await expect(row).toContainText('afternoon');
  await page.locator('#leads-type').selectOption('consultation');
  await expect(page).toHaveURL('/admin/leads?type=consultation');
  await expect(page.locator('tr[data-lead-type]').first()).toHaveAttribute('data-lead-type', 'consultation');
  await expect(page.locator('tr[data-lead-type="contact"]')).toHaveCount(0);
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `Open the lead from ${email}` }).click();
  await expect(page.getByText('Preferred time:')).toBeVisible();
  await expect(page.getByText('My retirement plan.')).toBeVisible();
});
