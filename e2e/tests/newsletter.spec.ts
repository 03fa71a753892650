import { expect, openPage, test } from '../support/site';

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

test('subscribing shows loading for 1 s, then thanks for 3 s, then idle, with no server call', async ({ page }) => {
  await page.clock.install();
  await openPage(page, '/');
  // From here on, time moves only when the test says so.
  await page.clock.pauseAt(Date.now() + 60_000);
  const form = page.getByRole('form', { name: 'Newsletter sign-up' });
  const requests: string[] = [];
  // Calls to a server, not images that load as the page scrolls.
  page.on('request', (request) => {
    if (['fetch', 'xhr', 'websocket', 'eventsource'].includes(request.resourceType())) requests.push(request.url());
  });

  await form.getByLabel('Email address').fill('reader@example.in');
  await form.getByRole('button', { name: 'Subscribe' }).click();
  const button = form.getByRole('button', { name: 'Subscribing...' });
  await expect(button).toBeDisabled();

  await page.clock.runFor(990);
  await expect(button).toBeDisabled();
  await expect(form.getByText('Thank you for subscribing!')).toHaveCount(0);

  await page.clock.runFor(10);
  await expect(form.getByText('Thank you for subscribing!')).toBeVisible();
  await expect(form.getByLabel('Email address')).toHaveValue('');
  await expect(form.getByRole('button', { name: 'Subscribe' })).toBeEnabled();

  await page.clock.runFor(2990);
  await expect(form.getByText('Thank you for subscribing!')).toBeVisible();
  await page.clock.runFor(10);
  await expect(form.getByText('Thank you for subscribing!')).toHaveCount(0);
  await expect(form.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  expect(requests).toEqual([]);
});
