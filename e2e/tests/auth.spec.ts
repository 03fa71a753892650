import { demoAccounts, expect, openPage, signIn, test } from '../support/site';

test('a signed-in demo user sees Dashboard and Sign Out; Sign Out brings the signed-out navbar back', async ({ page }) => {
  const account = demoAccounts.accounts.find((item) => item.role === 'user');
  if (!account) throw new Error('demo-accounts.json has no user account');
  await openPage(page, '/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Sign In' })).toBeVisible();

  await signIn(page, account.email, demoAccounts.password);
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
  await expect(nav.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Get Started' })).toHaveCount(0);
  // The marketing remote reads the shell's auth context: its hero offers the dashboard.
  await expect(page.locator('main').getByRole('link', { name: 'Go to your dashboard' })).toBeVisible();

  // The session survives a reload, and the page waits for the auth check before showing anything.
  await page.reload();
  await expect(nav.getByRole('button', { name: 'Sign Out' })).toBeVisible();

  await nav.getByRole('button', { name: 'Sign Out' }).click();
  await expect(nav.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Get Started' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  await expect(page.locator('main').getByRole('link', { name: 'Get Started' })).toBeVisible();
});

test('nothing of the site shows until the first auth check has finished', async ({ page }) => {
  const account = demoAccounts.accounts.find((item) => item.role === 'user');
  if (!account) throw new Error('demo-accounts.json has no user account');
  await openPage(page, '/');
  await signIn(page, account.email, demoAccounts.password);
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();

  // On reload the session check includes reading the profile from Firestore: hold that back.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/(127\.0\.0\.1|localhost):8080/, async (route) => {
    await held;
    await route.continue();
  });
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toBeVisible();
  await page.waitForTimeout(500);
  await expect(page.locator('header, main, footer')).toHaveCount(0);

  release();
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await expect(page.locator('main#main')).toBeVisible();
});
