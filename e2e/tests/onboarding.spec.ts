import { readFile } from 'node:fs/promises';
import { RISK_QUESTIONNAIRE } from '@meridian/shared/onboarding';
import { readDocument, signInWithForm } from '../support/account';
import { freshClient } from '../support/admin';
import { mailTo } from '../support/mail';
import { browserAs } from '../support/sessions';
import { expect, openPage, readCollection, test } from '../support/site';

// Becoming a client (issue 36, item 3), across roles, against the real functions and the local
// inbox: a new client declares with their PAN, answers the risk questionnaire and accepts the
// profile, which is emailed to them; an adviser records suitability and offers the agreement in
// the Clients tab; the client reads it, signs with the code from the inbox, downloads the PDF;
// the Clients tab shows each stage. The screens' states are their component tests'
// (onboarding-card, risk-step, agreement-step, client-file); the access, the rules tests'
// (declarations, risk-profiles, agreements); the signing's refusals, handler.test.ts.

/** The subjects of the messages sent to `email`, without the firm's name each ends with. */
const subjects = async (email: string) => (await mailTo(email)).map((mail) => mail.subject.split(' · ')[0]);

test('a client declares, accepts a risk profile, and signs the agreement an adviser offered with the emailed code', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const { email, uid } = await freshClient('onboarding', { verified: true });
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
  // Listed only once drawn (all() does not wait): the step reads the person's versions first.
  await expect(questionnaire.getByRole('group')).toHaveCount(RISK_QUESTIONNAIRE.questions.length);
  for (const group of await questionnaire.getByRole('group').all()) await group.getByRole('radio').nth(2).check();
  await questionnaire.getByRole('button', { name: 'Show my risk profile' }).click();
  // Each a write and a fresh read on a loaded machine: waited for as long as the emails are.
  await expect(card.locator('[data-risk-profile="moderately-aggressive"]')).toBeVisible({ timeout: 20_000 });
  await card.getByRole('button', { name: 'I accept this risk profile' }).click();
  await expect(card.locator('[data-accepted="yes"]')).toContainText('We review it with you by', { timeout: 20_000 });
  await expect.poll(() => subjects(email), { timeout: 20_000 }).toContain('Your risk profile, as you accepted it');
  await expect(card.locator('[data-suitability="waiting"]')).toBeVisible();

  // An adviser records why the service suits it, and offers the agreement.
  const adviser = await (await browserAs(browser, 'admin')).newPage();
  await adviser.goto('/admin/clients?view=onboarding');
  const row = adviser.locator(`tr[data-onboarding="${email}"]`);
  await expect(row).toHaveAttribute('data-stage', 'profile-accepted');
  await row.getByRole('link', { name: /Open the file of/ }).click();
  const file = adviser.locator(`[data-client-file="${uid}"]`);
  await file
    .getByLabel('Why it suits the accepted profile')
    .fill('A salaried family saving for a home in seven years; planning with fund advice fits this profile.');
  await file.getByRole('button', { name: 'Record suitability' }).click();
  await expect(row).toHaveAttribute('data-stage', 'suitability-recorded');
  await file.getByLabel('Fee a year (₹)').fill('60,000');
  await file.getByRole('checkbox', { name: /The client agrees to pay each bill/ }).check();
  await file.getByRole('button', { name: 'Offer the agreement' }).click();
  await expect(file.locator('[data-offered]')).toContainText('a fixed fee of ₹60,000 a year');
  await expect(row).toHaveAttribute('data-stage', 'agreement-offered');

  // The client reads it, asks for a code, and signs with the one in their inbox.
  await page.reload();
  const agreement = card.getByRole('article', { name: /Investment advisory agreement, to read before signing/ });
  await expect(agreement).toContainText('Most Important Terms and Conditions (MITC)');
  await expect(agreement).toContainText('a fixed fee of ₹60,000 a year');
  await card.getByRole('button', { name: 'Email me a code' }).click();
  await expect(card.getByText(/We sent a code to e•••@example\.test/)).toBeVisible();
  await expect.poll(() => subjects(email), { timeout: 20_000 }).toContain('Your code to sign the advisory agreement');
  const codeMail = (await mailTo(email)).find((mail) => mail.subject.includes('Your code to sign'));
  const code = /code to sign the investment advisory agreement is (\d{6})/.exec(codeMail?.text ?? '')?.[1] ?? '';
  expect(code).toMatch(/^\d{6}$/);
  await card.getByLabel('The code from the email').fill(code);
  await card.getByRole('button', { name: 'Sign the agreement' }).click();
  await expect(card.locator('[data-signed]')).toContainText('You are now our advisory client');
  const stored = await readDocument(`agreements/${uid}`);
  const hash = (stored?.signed as { hash?: string } | undefined)?.hash ?? '';
  expect(stored?.state).toBe('signed');
  expect(hash).toMatch(/^[0-9a-f]{64}$/);
  await expect(card).toContainText(hash);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: 'Download the signed PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('advisory-agreement-signed.pdf');
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  await expect.poll(() => subjects(email), { timeout: 20_000 }).toContain('Your advisory agreement is signed');

  await adviser.reload();
  await expect(adviser.locator(`tr[data-onboarding="${email}"]`)).toHaveAttribute('data-stage', 'agreement-signed');
  await expect(adviser.locator(`[data-client-file="${uid}"] [data-signed]`)).toContainText(email);
  await adviser.context().close();
});
