import { deleteDocument, openAdminAs } from '../support/admin';
import { signInAs } from '../support/sessions';
import { expect, readCollection, test, waitUntilReady } from '../support/site';

// Becoming a client (issue 36, item 3), its first step across roles: the demo client declares in
// their dashboard that they take advice, not distribution, with their PAN; staff see it in the
// Clients tab's declarations, the PAN by its last four characters. The card's and the view's
// states are their component tests'; the rules', declarations.rules.test.ts.

test('a client declares advice, not distribution, with their PAN; staff see who has declared', async ({ page }) => {
  test.setTimeout(90_000);
  const [user] = (await readCollection('users')).filter((profile) => profile.email === 'user@demo.meridian.test');
  const uid = String(user?.uid ?? '');
  expect(uid).not.toBe('');
  // A declaration stands as made (no client removes one): start from none, with the rules off.
  await deleteDocument(`declarations/${uid}`);

  await signInAs(page, 'user');
  await page.goto('/dashboard');
  await waitUntilReady(page, 'page');
  const card = page.getByRole('region', { name: 'Becoming a client' });
  await card.getByLabel('Your PAN').fill('abcpe1234f');
  await card.getByRole('checkbox', { name: /I choose investment advisory services/ }).check();
  await card.getByRole('button', { name: 'Make the declaration' }).click();
  await expect(card.getByText('Step 1 of the onboarding: done')).toBeVisible();
  await expect(card).toContainText('PAN ••••••234F');
  await expect(card).not.toContainText('ABCPE1234F');
  const [stored] = (await readCollection('declarations')).filter((declaration) => declaration.uid === uid);
  expect(stored).toMatchObject({ pan: 'ABCPE1234F', choice: 'advisory' });

  await openAdminAs(page, 'reviewer', '/admin/clients?view=declarations');
  const row = page.locator('tr[data-declaration="user@demo.meridian.test"]');
  await expect(row).toHaveCount(0);
  await page.getByRole('checkbox', { name: /Only those who have not declared/ }).uncheck();
  await expect(row).toHaveAttribute('data-declared', 'yes');
  await expect(row).toContainText('PAN ••••••234F');
});
