import type { Page } from '@playwright/test';
import { readDocument, findDocuments, GOOD_PASSWORD } from '../support/account';
import { freshClient, openAdminAs, writeDocument } from '../support/admin';
import { asClient, expect, openPage, signIn, test, waitUntilReady } from '../support/site';

// Issue 19, item 4: the rights centre in the dashboard's Privacy tab. The summary of what is
// held, a nominee named, changed and removed (checked in Firestore), and a grievance to the data
// protection contact that reaches staff in the admin's complaint desk. Each answer repeats the
// data protection contact (DATA_PROTECTION_LINE in @meridian/shared/privacy).
const CONTACT = /Data protection contact: .+@/;

/** A fresh person with a profile and a saved calculation, signed in on the Privacy tab. */
async function openPrivacyAs(page: Page, label: string) {
  const person = await freshClient(label);
  await writeDocument(`calculations/e2e-${person.uid}`, {
    userId: person.uid,
    calculator: 'sip',
    inputs: { monthly: 5000 },
    results: { total: 1 },
    createdAt: new Date(),
  });
  await openPage(page, '/');
  await signIn(page, person.email, GOOD_PASSWORD);
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await page.goto('/dashboard/privacy');
  await waitUntilReady(page, 'page');
  return person;
}

test('the summary shows what is held, and a nominee is named, changed and removed', async ({ page }) => {
  test.setTimeout(120_000);
  const person = await openPrivacyAs(page, 'rights');
  const summary = page.getByRole('region', { name: 'What we hold about you' });
  await expect(summary.locator('[data-summary="profile"]')).toContainText(`Email address: ${person.email}`);
  await expect(summary.locator('[data-summary="profile"]')).toContainText('Name: E2E rights');
  await expect(summary.locator('[data-summary="calculations"]')).toContainText('1 calculation saved');
  await expect(summary.locator('[data-summary="calculations"]')).toContainText('SIP Calculator');
  await expect(summary.locator('[data-summary="nominee"]')).toContainText('No nominee named.');
  await expect(summary).toContainText('Google Firebase Hosting');
  await expect(summary.locator('[data-summary="profile"]')).toContainText('Google Firebase Authentication');

  const card = page.getByRole('region', { name: 'Your nominee' });
  await card.getByRole('button', { name: 'Name a nominee' }).click();
  // Bad input: a clear message, nothing typed lost.
  await card.getByLabel('Nominee’s full name').fill('Meera Rao');
  await card.getByLabel('Relationship to you').fill('Sister');
  await card.getByRole('button', { name: 'Save nominee' }).click();
  await expect(card.getByText('Please give the nominee’s email address or phone number')).toBeVisible();
  await expect(card.getByLabel('Nominee’s full name')).toHaveValue('Meera Rao');
  await card.getByLabel('Nominee’s email address').fill('meera@example.in');
  await card.getByRole('button', { name: 'Save nominee' }).click();
  await expect(card.getByText('Your nominee is saved.')).toBeVisible();
  await expect(card.locator('[data-nominee="named"]')).toContainText('Meera Rao');
  await expect(summary.locator('[data-summary="nominee"]')).toContainText('Meera Rao (Sister)');
  expect(await readDocument(`nominees/${person.uid}`)).toMatchObject({
    name: 'Meera Rao',
    relationship: 'Sister',
    email: 'meera@example.in',
    phone: '',
  });

  await card.getByRole('button', { name: 'Change nominee' }).click();
  await card.getByLabel('Nominee’s full name').fill('Arjun Rao');
  await card.getByLabel('Relationship to you').fill('Brother');
  await card.getByLabel('Nominee’s phone number').fill('+91 98765 43210');
  await card.getByRole('button', { name: 'Save nominee' }).click();
  await expect(card.locator('[data-nominee="named"]')).toContainText('Arjun Rao');
  expect(await readDocument(`nominees/${person.uid}`)).toMatchObject({
    name: 'Arjun Rao',
    relationship: 'Brother',
    phone: '+91 98765 43210',
  });

  await card.getByRole('button', { name: 'Remove nominee' }).click();
  await expect(card.getByText('Your nominee is removed.')).toBeVisible();
  await expect(card.locator('[data-nominee="none"]')).toBeVisible();
  expect(await readDocument(`nominees/${person.uid}`)).toBeNull();

  // Erasure says what SEBI's five years keep, and why.
  await expect(page.locator('[data-retained="sebi"]')).toContainText('the complaints you lodged with us');
});

test('a grievance sent from the Privacy tab reaches staff in the admin’s complaint desk', async ({ page, browser }) => {
  test.setTimeout(150_000);
  await asClient(page);
  const person = await openPrivacyAs(page, 'grievance');
  const card = page.getByRole('region', { name: 'A grievance to our data protection contact' });
  // An empty description is refused with a message; the subject typed stays.
  const subject = `My export ${Date.now().toString(36)}`;
  await card.getByLabel('Subject (optional)').fill(subject);
  await card.getByRole('button', { name: 'Send grievance' }).click();
  await expect(card.getByText('Please describe your grievance')).toBeVisible();
  await expect(card.getByLabel('Subject (optional)')).toHaveValue(subject);
  await card.getByLabel('What it is about (optional)').selectOption('access');
  await card.getByLabel('Your grievance').fill('The file I downloaded does not list my consents.');
  await card.getByRole('button', { name: 'Send grievance' }).click();
  const receipt = card.locator('[data-grievance-receipt]');
  await expect(receipt).toContainText('We will answer by');
  await expect(receipt).toContainText(CONTACT);
  await expect(card.locator('[data-status="open"]')).toContainText(subject);

  const [stored] = await findDocuments('grievances', 'uid', person.uid);
  expect(stored).toMatchObject({ uid: person.uid, email: person.email, subject, category: 'access', status: 'open' });
  // Not a SEBI complaint: nothing in complaints for this person.
  expect(await findDocuments('complaints', 'uid', person.uid)).toHaveLength(0);

  const staff = await browser.newPage();
  await openAdminAs(staff, 'superadmin', '/admin/complaints?view=grievances');
  const item = staff.locator(`[data-grievance="${String(stored?.id)}"]`);
  await expect(item).toContainText(subject);
  await expect(item).toContainText(person.email);
  await item.getByLabel('Answer', { exact: true }).fill('We have added your consents to the file.');
  await item.getByRole('button', { name: 'Mark answered' }).click();
  await expect(staff.locator(`[data-grievance="${String(stored?.id)}"][data-status="answered"]`)).toBeVisible();
  await staff.close();

  await page.reload();
  await waitUntilReady(page, 'page');
  const answered = card.locator('[data-status="answered"]');
  await expect(answered).toContainText('We have added your consents to the file.');
  await expect(answered).toContainText(CONTACT);
});
