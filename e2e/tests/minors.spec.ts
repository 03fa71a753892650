import type { Page } from '@playwright/test';
import { istDateYearsBefore } from '@meridian/shared/age';
import {
  findDocuments,
  freshEmail,
  GOOD_PASSWORD,
  keepLocal,
  readDocument,
  signUpWithForm,
  uidOf,
} from '../support/account';
import { axeFailures } from '../support/page-checks';
import { expect, openPage, test } from '../support/site';

// Issue 19, item 1: no data of minors (DPDP Rules 2025). Someone under 18 on India's calendar
// gets no account: no sign-in account in the Auth emulator, no document in Firestore, and a kind
// and plain page saying why and how a parent or guardian can reach the firm.

/** The 'YYYY-MM-DD' date `days` days after another. */
function daysAfter(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, (day ?? 1) + days)).toISOString().slice(0, 10);
}

/** A date of birth of someone who is 17 today in India. */
const seventeen = () => daysAfter(istDateYearsBefore(Date.now(), 17), -30);
/** Someone who turns 18 tomorrow in India: still a minor today. */
const eighteenTomorrow = () => daysAfter(istDateYearsBefore(Date.now(), 18), 1);
/** Someone who turns 18 today in India. */
const eighteenToday = () => istDateYearsBefore(Date.now(), 18);

/** Fills the sign-up form (without sending it). */
async function fillSignUp(page: Page, email: string, dateOfBirth: string): Promise<void> {
  await openPage(page, '/signup');
  const main = page.locator('main');
  await main.getByLabel('Full name').fill('Young Person');
  await main.getByLabel('Email').fill(email);
  await main.getByLabel('Password', { exact: true }).fill(GOOD_PASSWORD);
  await main.getByLabel('Confirm password').fill(GOOD_PASSWORD);
  if (dateOfBirth !== '') await main.getByLabel('Date of birth').fill(dateOfBirth);
  await main.getByLabel('I have read the privacy notice and agree').check();
}

/** Every request the page makes to the Auth emulator or Firestore from now on. */
function firebaseCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (url.includes(':9099/') || url.includes(':8080/')) calls.push(url);
  });
  return calls;
}

/** The one profile, preferences, sign-up activity and consents documents an account would have. */
async function storedAbout(uid: string, email: string): Promise<unknown[]> {
  return [
    await readDocument(`users/${uid}`),
    await readDocument(`userPreferences/${uid}`),
    await readDocument(`activities/signup-${uid}`),
    ...(await findDocuments('consents', 'userId', uid)),
    ...(await findDocuments('users', 'email', email)),
  ].filter((document) => document !== null);
}

test.describe('sign-up: no account for anyone under 18', () => {
  test('a 17-year-old: the page says why and how a parent can reach the firm; no Auth user, no document, nothing sent', async ({
    page,
  }) => {
    // axe takes 20 s and more on a loaded machine.
    test.setTimeout(60_000);
    const email = freshEmail('minor');
    await fillSignUp(page, email, seventeen());
    const calls = firebaseCalls(page);
    await page.getByRole('button', { name: 'Create Account' }).click();

    const notice = page.locator('[data-minor-notice]');
    await expect(notice.getByRole('heading', { name: 'We can’t open an account for you yet' })).toBeVisible();
    await expect(notice).toContainText('You need to be 18 or over');
    await expect(notice).toContainText('have not kept anything you typed');
    await expect(notice).toContainText('parent or guardian');
    await expect(notice.getByRole('link', { name: /privacy@meridianwealth\.example/ })).toHaveAttribute(
      'href',
      'mailto:privacy@meridianwealth.example',
    );
    await expect(notice.getByRole('link', { name: '+91 80 4000 1234' })).toHaveAttribute('href', 'tel:+918040001234');
    await expect(notice).toBeFocused();
    await expect(page).toHaveURL('/signup');
    // What was typed is still on the page (the browser's), though nothing was sent or stored.
    await expect(page.locator('main').getByLabel('Full name')).toHaveValue('Young Person');
    expect(calls).toEqual([]);
    expect(await uidOf(email)).toBeNull();
    expect(await findDocuments('users', 'email', email)).toEqual([]);
    expect(await axeFailures(page, page.url())).toEqual([]);
  });

  test('18 tomorrow in India is still under 18; 18 today signs up, its date of birth stored', async ({ page }) => {
    const young = freshEmail('minor-tomorrow');
    await fillSignUp(page, young, eighteenTomorrow());
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.locator('[data-minor-notice]')).toBeVisible();
    expect(await uidOf(young)).toBeNull();
    // Correcting the date takes the notice away.
    await page.locator('main').getByLabel('Date of birth').fill(eighteenToday());
    await expect(page.locator('[data-minor-notice]')).toHaveCount(0);

    const adult = freshEmail('adult-today');
    await signUpWithForm(page, { name: 'Just Eighteen', email: adult, dateOfBirth: eighteenToday() });
    const uid = await uidOf(adult);
    if (!uid) throw new Error('no account was created');
    expect(await readDocument(`users/${uid}`)).toMatchObject({ email: adult, dateOfBirth: eighteenToday() });
  });

  // A bad date of birth (none, in the future, more than 120 years ago) getting its message beside
  // the field, what was typed kept and nothing sent: mfe-account/src/pages/sign-up-page.test.tsx.
});

test.describe('a first Google sign-in asks for the date of birth before anything is stored', () => {
  /** Goes through the emulator's chooser; returns the uid the Auth emulator gave the Google account. */
  async function chooseGoogle(page: Page, email: string): Promise<string> {
    await openPage(page, '/signup');
    const signedIn = page.waitForResponse((response) => response.url().includes('accounts:signInWithIdp'));
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    const chooser = page.getByRole('dialog', { name: 'Choose a Google account' });
    await chooser.getByLabel('Google email').fill(email);
    await chooser.getByLabel('Name on the Google account').fill('Young Google');
    await chooser.getByRole('button', { name: 'Continue' }).click();
    const body = (await (await signedIn).json()) as { localId: string };
    return body.localId;
  }

  test('under 18: the sign-in account Google made is deleted, nothing is stored, and the page says why', async ({
    page,
    context,
  }) => {
    const left = await keepLocal(context);
    const email = freshEmail('google-minor');
    const uid = await chooseGoogle(page, email);
    const step = page.getByRole('dialog', { name: 'One more step, Young Google' });
    await expect(step).toContainText('We have not stored anything about you yet');
    // While it waits for the date of birth, the account has no document.
    expect(await storedAbout(uid, email)).toEqual([]);

    // A bad date first: its message, in the step.
    await step.getByLabel('Date of birth').fill('2031-01-01');
    await step.getByRole('button', { name: 'Continue' }).click();
    await expect(step.locator('#google-dob-error')).toHaveText('Your date of birth must be a date in the past.');
    await expect(step.getByLabel('Date of birth')).toHaveValue('2031-01-01');

    await step.getByLabel('Date of birth').fill(seventeen());
    await step.getByRole('button', { name: 'Continue' }).click();
    const notice = page.locator('[data-minor-notice]');
    await expect(notice).toContainText('You need to be 18 or over');
    await expect(notice).toContainText('We have also removed the sign-in that your Google account had just made');
    await expect(notice).toBeFocused();
    await expect(page).toHaveURL('/signup');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect.poll(() => uidOf(email)).toBeNull();
    expect(await storedAbout(uid, email)).toEqual([]);
    // Signed out: the top bar offers to sign in.
    await expect(page.getByRole('banner').getByRole('link', { name: /Sign In/i })).toBeVisible();
    expect(left).toEqual([]);
  });

  test('cancelling the step also deletes the account and stores nothing', async ({ page }) => {
    const email = freshEmail('google-cancel');
    const uid = await chooseGoogle(page, email);
    await page
      .getByRole('dialog', { name: /One more step/ })
      .getByRole('button', { name: 'Cancel' })
      .click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect.poll(() => uidOf(email)).toBeNull();
    expect(await storedAbout(uid, email)).toEqual([]);
    await expect(page.locator('[data-minor-notice]')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
  });

  test('an adult: the profile is written with the date of birth, and the dashboard opens', async ({ page }) => {
    const email = freshEmail('google-adult');
    const uid = await chooseGoogle(page, email);
    const step = page.getByRole('dialog', { name: /One more step/ });
    await step.getByLabel('Date of birth').fill(eighteenToday());
    await step.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL('/dashboard');
    expect(await readDocument(`users/${uid}`)).toMatchObject({
      email,
      role: 'user',
      dateOfBirth: eighteenToday(),
      signInMethods: ['google.com'],
    });
    expect(await readDocument(`activities/signup-${uid}`)).toMatchObject({ details: { method: 'google' } });
  });
});
