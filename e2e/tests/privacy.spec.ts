import { PRIVACY_NOTICE_VERSION } from '@meridian/shared/documents';
import { findDocuments, freshEmail, readDocument, signUpWithForm } from '../support/account';
import { expect, openPage, test, waitUntilReady } from '../support/site';

// Issue 19, items 2 and 3: a notice at each point of collection, and consent withdrawn in one
// action from the dashboard's Privacy tab, recorded, and no longer used.

test('each point of collection shows its notice in two layers: one line, then the itemised notice with the Board one tap away, and the full notice', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const notices: [string, string, string][] = [
    ['/services', '#contact form', 'What we do with your message'],
    ['/contact', '#consultation', 'What we do with your booking'],
    ['/', 'form[aria-label="Newsletter sign-up"]', 'What we do with your email address'],
    ['/signup', 'main', 'What we do with your account details'],
    ['/complaints', 'main form', 'What we store and why'],
  ];
  for (const [path, where, title] of notices) {
    await openPage(page, path);
    const area = page.locator(where).first();
    // Its one line shown; the itemised notice folded under its title until asked for, then open.
    const board = area.getByText(/Data Protection Board of India/).first();
    await expect(board).toBeHidden();
    await area.locator('summary', { hasText: title }).click();
    await expect(board).toBeVisible();
    await expect(area.getByRole('link', { name: 'Full privacy notice' }).first()).toHaveAttribute('href', '/privacy');
    await expect(area.getByText(new RegExp(`version ${PRIVACY_NOTICE_VERSION}`)).first()).toBeVisible();
  }
  // The boxes that ask for consent start unticked. On /contact the message form is one line until
  // asked for: the page's "Send us a message" opens it.
  await openPage(page, '/contact');
  await page.getByRole('link', { name: 'Send us a message' }).click();
  await expect(page.locator('#contact-firstName')).toBeFocused();
  await expect(page.locator('#contact-consent')).not.toBeChecked();
  await expect(page.locator('#booking-consent')).not.toBeChecked();
  // Saving a calculation: its notice, folded under one line.
  await openPage(page, '/calculators/sip');
  await page.locator('#save-notice summary:visible', { hasText: 'What saving keeps' }).click();
  await expect(page.locator('#save-notice')).toContainText(
    'The calculator, the values you entered, its results and the name it is listed by',
  );
  await expect(page.locator('#save-notice')).toContainText('Data Protection Board of India');
  // The privacy notice is versioned and dated, and names the data protection contact.
  await openPage(page, '/privacy');
  await expect(page.locator('main')).toContainText(`version ${PRIVACY_NOTICE_VERSION}`);
  await expect(page.locator('main')).toContainText('Data protection contact');
});

test.describe('withdrawal', () => {
  // The refused save below is the rules at work: the browser logs its 403.
  test.use({ allowConsole: [/status of 403 \(Forbidden\)/] });

  test('the Privacy tab lists each consent and withdraws one in one action: recorded, and no longer used', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const email = freshEmail('privacy');
    await signUpWithForm(page, { name: 'Priya Consent', email });
    // The tab, as a person opens it: from the dashboard's tabs.
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Privacy' }).click();
    await expect(page).toHaveURL('/dashboard/privacy');
    const consents = page.getByRole('region', { name: 'Your consents' });
    for (const label of ['Your account', 'Saved calculations', 'Email updates']) {
      await expect(consents.getByRole('heading', { name: label })).toBeVisible();
    }
    await expect(consents.locator('[data-consent="service-emails"]')).toContainText(
      `privacy notice version ${PRIVACY_NOTICE_VERSION}`,
    );

    // Email updates: withdrawn in one click, email notifications off, the withdrawal recorded.
    await consents.getByRole('button', { name: 'Withdraw: email updates' }).click();
    await expect(consents.locator('[data-consent="service-emails"]')).toContainText('Withdrawn on');
    await expect(consents.getByRole('button', { name: 'Give again: email updates' })).toBeVisible();
    const [profile] = await findDocuments('users', 'email', email);
    const uid = String(profile?.uid);
    expect(await readDocument(`userPreferences/${uid}`)).toMatchObject({ emailNotifications: false });
    const records = await findDocuments('consents', 'userId', uid);
    const withdrawal = records.find((record) => record.withdrawn === true);
    expect(withdrawal).toMatchObject({ purposes: ['service-emails'], noticeVersion: PRIVACY_NOTICE_VERSION });
    expect(Date.parse(String(withdrawal?.at))).toBeGreaterThan(Date.now() - 120_000);
    expect(await readDocument(`consentState/${uid}`)).toMatchObject({ withdrawn: ['service-emails'] });

    // Turning email notifications back on in Profile is refused by the rules, and says why and where to go.
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Profile' }).click();
    const emails = page.getByLabel('Email me about my account and new tools');
    await expect(emails).not.toBeChecked({ timeout: 20_000 });
    await emails.check();
    await page.getByRole('button', { name: 'Save preferences' }).click();
    const refusal = page.getByRole('alert').filter({ hasText: 'You withdrew your consent to email updates' });
    await expect(refusal).toBeVisible();
    await expect(emails).toBeChecked();
    expect(await readDocument(`userPreferences/${uid}`)).toMatchObject({ emailNotifications: false });
    await refusal.getByRole('link', { name: 'Go to Privacy' }).click();
    await expect(page).toHaveURL('/dashboard/privacy');

    // Saved calculations: withdrawn, then a save is refused by the rules.
    await consents.getByRole('button', { name: 'Withdraw: saved calculations' }).click();
    await expect(consents.locator('[data-consent="saved-calculations"]')).toContainText('Withdrawn on');
    await openPage(page, '/calculators/sip');
    await page.getByRole('button', { name: 'Save this calculation' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Your inputs are unchanged' })).toBeVisible();
    expect(await findDocuments('calculations', 'userId', uid)).toHaveLength(0);

    // The account's own consent leads to deleting the account, with what is kept and why.
    await page.goto('/dashboard/privacy');
    await waitUntilReady(page, 'page');
    await expect(consents.locator('[data-consent="account"]')).toBeVisible({ timeout: 20_000 });
    await consents.getByRole('button', { name: 'Withdraw: your account' }).click();
    await expect(consents.getByText('Withdrawing consent to your account means deleting it')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Delete my account' })).toBeVisible();
    await expect(page.getByText('What we must keep, and why')).toBeVisible();
    // Withdrawing it alone deletes nothing.
    expect(await readDocument(`users/${uid}`)).not.toBeNull();
  });
});
