import { signInAs } from '../support/sessions';
import { demoAccounts, expect, openPage, signIn, test, waitUntilReady } from '../support/site';

test('a signed-in demo user sees Dashboard and Sign Out; Sign Out brings the signed-out navbar back', async ({
  page,
}) => {
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
  await expect(page.locator('main').getByRole('link', { name: 'Your dashboard' })).toBeVisible();

  // The session survives a reload.
  await page.reload();
  await expect(nav.getByRole('button', { name: 'Sign Out' })).toBeVisible();

  await nav.getByRole('button', { name: 'Sign Out' }).click();
  await expect(nav.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Get Started' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  await expect(page.locator('main').getByRole('link', { name: 'Your dashboard' })).toHaveCount(0);
});

test('public content shows before the session is known; the account area shows neither state until it is, and keeps its size', async ({
  page,
}) => {
  await signInAs(page, 'user');
  await openPage(page, '/');
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  const area = page.locator('header [data-session]');
  const known = await area.boundingBox();

  // On reload the session check includes reading the profile from Firestore: hold that back.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked: () => void = () => undefined;
  const profileAsked = new Promise<void>((resolve) => (asked = resolve));
  await page.route(/(127\.0\.0\.1|localhost):8080/, async (route) => {
    asked();
    await held;
    await route.continue();
  });
  await page.reload();
  // The page itself is there at once: it came as HTML, and hydrates without waiting for Firebase.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Plan with clarity/);
  await expect(page.locator('footer')).toBeVisible();
  await expect(area).toHaveAttribute('data-session', 'checking');
  // Auth has found the session (it asks for the profile only then), and the page has hydrated: the
  // moment a wrong state would show.
  await profileAsked;
  await waitUntilReady(page, 'page');
  await expect(area).toHaveAttribute('data-session', 'checking');
  // Neither Sign In (which would be wrong for this visitor) nor Sign Out yet, in a box of the same size.
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sign Out' })).toHaveCount(0);
  expect((await area.boundingBox())?.width).toBe(known?.width);

  release();
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await expect(area).toHaveAttribute('data-session', 'signed-in');
  expect((await area.boundingBox())?.width).toBe(known?.width);
});
