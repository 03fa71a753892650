import { signInWithForm } from '../support/account';
import { ACCOUNT_FIREBASE_BUDGET, FIREBASE_CHUNK, FIRESTORE_CHUNK } from '../support/budgets';
import { signInAs } from '../support/sessions';
import { REMOTE_ORIGIN, demoAccounts, expect, openPage, recordScripts, test } from '../support/site';

// What a signed-in visitor downloads (the byte budgets: support/budgets.ts). The first loads of /
// and /blog are the page sweep's (page-sweep.spec.ts).

const sum = (scripts: { bytes: number }[]) => scripts.reduce((total, script) => total + script.bytes, 0);
const listing = (scripts: { url: string; bytes: number }[]) =>
  scripts.map((script) => `${script.bytes}\t${script.url}`).join('\n');

test('the account’s pages, from sign-in through every dashboard tab, add at most 45 KB of Firebase code (Firestore lite) to Auth', async ({
  browser,
}) => {
  const account = demoAccounts.accounts.find((item) => item.role === 'user');
  if (!account) throw new Error('demo-accounts.json has no user account');
  const context = await browser.newContext();
  const page = await context.newPage();
  const recorded = recordScripts(page);
  await openPage(page, '/signin');
  await signInWithForm(page, account.email, demoAccounts.password);
  await expect(page).toHaveURL('/dashboard');
  await expect(page.locator('[data-saved-count]')).toBeVisible();
  for (const tab of ['My Calculations', 'Profile']) {
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: tab }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toHaveCount(0);
  }
  await page.waitForLoadState('networkidle');

  const scripts = await recorded.measure();
  const firebase = scripts.filter((script) => FIREBASE_CHUNK.test(script.url));
  const firestore = firebase.filter((script) => FIRESTORE_CHUNK.test(script.url));
  const auth = firebase.filter((script) => !FIRESTORE_CHUNK.test(script.url));
  expect(firestore, 'Firestore was downloaded, once').toHaveLength(1);
  expect(auth.length, 'Auth was downloaded').toBeGreaterThan(0);
  // Firestore's lite SDK: the full one is about 130 KB gzip.
  expect(sum(firestore), listing(firebase)).toBeLessThanOrEqual(ACCOUNT_FIREBASE_BUDGET);
  await context.close();
});

test('signed in as staff, public pages download none of the admin section’s code (before the Admin link is hovered)', async ({
  page,
}) => {
  // Signed out, every public page is checked by the page sweep (page-sweep.spec.ts).
  const adminSite = new URL(REMOTE_ORIGIN.admin).host;
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).host === adminSite) fetched.push(request.url());
  });
  await signInAs(page, 'admin');
  for (const path of ['/', '/blog', '/calculators/sip']) {
    await openPage(page, path);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' })).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(fetched, 'admin files fetched by public pages, signed in as admin (before hovering Admin)').toEqual([]);
});
