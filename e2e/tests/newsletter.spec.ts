import { PRIVACY_NOTICE_VERSION } from '@meridian/shared/documents';
import { asClient, expect, openForm, openPage, readCollection, takeFillTime, test } from '../support/site';

test('the newsletter validates the email', async ({ page }) => {
  await openPage(page, '/');
  const form = page.getByRole('form', { name: 'Newsletter sign-up' });
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByText('Please enter your email address.')).toBeVisible();
  await form.getByLabel('Email address').fill('not-an-email');
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByText('Please enter a valid email address, like name@example.com.')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
});

test('subscribing needs the ticked box, then stores the subscription with its consent and the language its notice was read in, and thanks for 3 s', async ({
  page,
}) => {
  const email = `reader-${Date.now()}@example.in`;
  await asClient(page);
  await openForm(page, '/');
  await takeFillTime(page);
  const form = page.getByRole('form', { name: 'Newsletter sign-up' });
  await expect(form.getByText('What we do with your email address')).toBeVisible();
  await expect(form.getByRole('link', { name: 'Full privacy notice' })).toHaveAttribute('href', '/privacy');
  await form.getByLabel('Email address').fill(email);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  const consent = form.getByRole('checkbox', { name: /receive the newsletter/ });
  await expect(form.getByText('Please tick the box to agree, so that we may use these details.')).toBeVisible();
  await expect(consent).toBeFocused();
  expect((await readCollection('subscriptions')).filter((row) => row.email === email)).toHaveLength(0);

  // The notice in Hindi opens in a tab of its own, at this form's notice, and the form keeps its place.
  const [hindi] = await Promise.all([
    page.context().waitForEvent('page'),
    form.getByRole('link', { name: 'यह सूचना हिन्दी में' }).click(),
  ]);
  await expect(hindi).toHaveURL('/hi/privacy#notice-newsletter');
  await expect(hindi.locator('#notice-newsletter h3')).toContainText('न्यूज़लेटर');
  await expect(hindi.locator('#notice-newsletter')).toBeInViewport();
  await hindi.close();
  await expect(form.getByLabel('Email address')).toHaveValue(email);

  await consent.check();
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByText('Thank you for subscribing!')).toBeVisible();
  await expect(form.getByLabel('Email address')).toHaveValue('');
  await expect(consent).not.toBeChecked();
  const stored = (await readCollection('subscriptions')).filter((row) => row.email === email);
  expect(stored).toHaveLength(1);
  // The consent record names the notice's version and the language it was read in.
  expect(stored[0]).toMatchObject({
    status: 'active',
    page: '/',
    noticeVersion: PRIVACY_NOTICE_VERSION,
    noticeLanguage: 'hi',
  });
  expect(stored[0]?.consentedAt).toBe(stored[0]?.createdAt);
  await expect(form.getByText('Thank you for subscribing!')).toHaveCount(0, { timeout: 5_000 });
  await expect(form.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
});
