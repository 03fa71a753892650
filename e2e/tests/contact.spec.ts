import { PRIVACY_NOTICE_VERSION } from '@meridian/shared/documents';
import { asClient, expect, openForm, openPage, readCollection, takeFillTime, test } from '../support/site';

test('the contact form names each missing or malformed field beside it', async ({ page }) => {
  await openPage(page, '/services');
  const form = page.locator('#contact form');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('Please enter your first name.')).toBeVisible();
  await expect(form.getByText('Please enter your last name.')).toBeVisible();
  await expect(form.getByText('Please enter your email address.')).toBeVisible();
  await expect(form.getByText('Please enter your message.')).toBeVisible();
  await expect(form.getByLabel('First name')).toBeFocused();
  await expect(form.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');

  await form.getByLabel('Email').fill('asha@');
  await form.getByLabel('Phone').fill('call me');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('Please enter a valid email address, like name@example.com.')).toBeVisible();
  await expect(form.getByText(/Please enter a valid phone number/)).toBeVisible();
  expect(await readCollection('leads').then((leads) => leads.filter((lead) => lead.email === 'asha@'))).toHaveLength(0);
});

test('a valid message is stored as a lead and confirmed', async ({ page }) => {
  const email = `lead-${Date.now()}@example.in`;
  await asClient(page);
  await openForm(page, '/services');
  // A person takes some seconds to fill it in (a form sent at once is taken for a bot's).
  await takeFillTime(page);
  const form = page.locator('#contact form');
  await form.getByLabel('First name').fill('Asha');
  await form.getByLabel('Last name').fill('Rao');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone').fill('+91 98765 43210');
  await form.getByLabel('Message').fill('Please review my retirement plan.');
  // Unticked, it is not sent: the box says why and takes the focus.
  const consent = form.getByRole('checkbox', { name: /I agree to the firm using these details/ });
  await expect(consent).not.toBeChecked();
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('Please tick the box to agree, so that we may use these details.')).toBeVisible();
  await expect(consent).toBeFocused();
  await consent.check();
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('status')).toContainText('Thank you, Asha.');
  await expect(consent).not.toBeChecked();
  await expect(form.getByLabel('First name')).toHaveValue('');

  const leads = (await readCollection('leads')).filter((lead) => lead.email === email);
  expect(leads).toHaveLength(1);
  expect(leads[0]).toMatchObject({
    firstName: 'Asha',
    lastName: 'Rao',
    phone: '+91 98765 43210',
    message: 'Please review my retirement plan.',
    page: '/services',
    status: 'new',
    noticeVersion: PRIVACY_NOTICE_VERSION,
  });
  expect(Date.parse(String(leads[0]?.createdAt))).toBeGreaterThan(Date.now() - 120_000);
  expect(leads[0]?.consentedAt).toBe(leads[0]?.createdAt);
});

test.describe('when the server cannot be reached', () => {
  test.use({ allowConsole: [/Failed to load resource|ERR_FAILED/i] });

  test('the visitor is told why, keeps everything typed, and can send it once the server is back', async ({ page }) => {
    test.setTimeout(60_000);
    const email = `offline-${Date.now()}@example.in`;
    await asClient(page);
    await page.route('**/api/submit', (route) => route.abort());
    await openForm(page, '/services');
    await takeFillTime(page);
    const form = page.locator('#contact form');
    await form.getByLabel('First name').fill('Vikram');
    await form.getByLabel('Last name').fill('Shah');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Message').fill('Call me about tax planning.');
    await form.getByRole('checkbox', { name: /I agree to the firm using these details/ }).check();
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('alert')).toContainText('Your message was not sent.', { timeout: 20_000 });
    await expect(form.getByRole('alert')).toContainText('We could not reach our server.');
    await expect(form.getByRole('alert')).toContainText('Everything you typed is still here.');
    await expect(form.getByLabel('First name')).toHaveValue('Vikram');
    await expect(form.getByLabel('Message')).toHaveValue('Call me about tax planning.');
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();

    // Once the server is back, sending again works and stores exactly one lead.
    await page.unroute('**/api/submit');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('status')).toContainText('Thank you, Vikram.', { timeout: 15_000 });
    const leads = (await readCollection('leads')).filter((lead) => lead.email === email);
    expect(leads).toHaveLength(1);
  });
});

test('what a visitor typed survives a reload until it is sent', async ({ page }) => {
  await openPage(page, '/services');
  const form = page.locator('#contact form');
  await form.getByLabel('First name').fill('Meera');
  await form.getByLabel('Message').fill('Half-written question about my PPF.');
  await page.reload();
  await expect(form.getByLabel('First name')).toHaveValue('Meera');
  await expect(form.getByLabel('Message')).toHaveValue('Half-written question about my PPF.');
});
