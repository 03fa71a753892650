import { signInWithForm } from '../support/account';
import { freshClient, openAdminAs } from '../support/admin';
import { expect, openPage, readCollection, test } from '../support/site';

// Becoming a client (issue 36, item 3), across roles: a new client declares in their dashboard
// that they take advice, not distribution, with their PAN, then answers the risk questionnaire
// and accepts the profile it gives; staff see the declaration in the Clients tab, the PAN by its
// last four characters. The card's and the view's states are their component tests'; the
// rules', declarations.rules.test.ts and risk-profiles.rules.test.ts.

test('a client declares with their PAN, answers the risk questionnaire and accepts the profile; staff see the declaration', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { email, uid } = await freshClient('onboarding');
  await openPage(page, '/signin');
  await signInWithForm(page, email);
  await expect(page).toHaveURL('/dashboard');
  const card = page.getByRole('region', { name: 'Becoming a client' });
  await card.getByLabel('Your PAN').fill('abcpe1234f');
  await card.getByRole('checkbox', { name: /I choose investment advisory services/ }).check();
  await card.getByRole('button', { name: 'Make the declaration' }).click();
  await expect(card.getByText('Step 1 of the onboarding: done')).toBeVisible();
  await expect(card).toContainText('PAN ••••••234F');
  await expect(card).not.toContainText('ABCPE1234F');
  const [declared] = (await readCollection('declarations')).filter((declaration) => declaration.uid === uid);
  expect(declared).toMatchObject({ pan: 'ABCPE1234F', choice: 'advisory' });

  // Step 2: every question answered with its third option: a moderately aggressive profile.
  const questionnaire = card.getByRole('form', { name: 'Risk questionnaire' });
  for (const group of await questionnaire.getByRole('group').all()) await group.getByRole('radio').nth(2).check();
  await questionnaire.getByRole('button', { name: 'Show my risk profile' }).click();
  await expect(card.locator('[data-risk-profile="moderately-aggressive"]')).toBeVisible();
  await card.getByRole('button', { name: 'I accept this risk profile' }).click();
  await expect(card.locator('[data-accepted="yes"]')).toContainText('We review it with you by');
  const [version] = await readCollection(`riskProfiles/${uid}/versions`);
  expect(version?.acceptedAt).toBeTruthy();

  await openAdminAs(page, 'reviewer', '/admin/clients?view=declarations');
  await page.getByRole('checkbox', { name: /Only those who have not declared/ }).uncheck();
  const row = page.locator(`tr[data-declaration="${email}"]`);
  await expect(row).toHaveAttribute('data-declared', 'yes');
  await expect(row).toContainText('PAN ••••••234F');
});
