import { ACCESSIBILITY_AUDITS, longDate } from '@meridian/shared/compliance';
import { expect, openPage, test } from '../support/site';

// Issue 18: what SEBI asks an investment adviser's website to show. The footer's registration
// facts, officers and standard texts, on every public page, are the page sweep's
// (page-sweep.spec.ts, [disclosures]), as is axe on the investor charter; here, the links: the
// home page's to the complaint desk, SCORES, SMART ODR, the charter and the complaint data.

test('the footer links the investor charter, the complaint desk and the complaint data', async ({ page }) => {
  await openPage(page, '/services');
  const investors = page.getByRole('navigation', { name: 'Footer for investors' });
  await expect(investors.getByRole('link', { name: 'Investor charter' })).toHaveAttribute('href', '/investor-charter');
  await expect(investors.getByRole('link', { name: 'Lodge a complaint' })).toHaveAttribute('href', '/complaints');
  await expect(investors.getByRole('link', { name: 'Complaint data' })).toHaveAttribute('href', '/complaints-data');
});

test('the home page has its own block of investor links above the footer', async ({ page }) => {
  await openPage(page, '/');
  const block = page.getByRole('region', { name: 'Your rights as an investor' });
  await expect(block).toBeVisible();
  await expect(block.getByRole('link', { name: 'Lodge a complaint' })).toHaveAttribute('href', '/complaints');
  await expect(block.getByRole('link', { name: 'Investor charter' })).toHaveAttribute('href', '/investor-charter');
  await expect(block.getByRole('link', { name: 'Complaint data' })).toHaveAttribute('href', '/complaints-data');
  for (const [name, href] of [
    ['SEBI SCORES (opens in a new tab)', 'https://scores.sebi.gov.in'],
    ['SMART ODR (opens in a new tab)', 'https://smartodr.in'],
  ] as const) {
    const link = block.getByRole('link', { name });
    await expect(link).toHaveAttribute('href', href);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  }
  // The block is the page's own, inside main, not the footer's.
  await expect(page.locator('main').getByRole('region', { name: 'Your rights as an investor' })).toHaveCount(1);
});

test('the home page’s figures carry footnotes with their as-of date and approval', async ({ page }) => {
  await openPage(page, '/');
  const trusted = page.locator('section[aria-labelledby="trusted-title"]');
  await expect(trusted.getByText('Assets under advice')).toBeVisible();
  const notes = trusted.getByRole('list', { name: 'Notes on these figures' }).getByRole('listitem');
  await expect(notes).toHaveCount(4);
  for (const note of await notes.all()) {
    await expect(note).toContainText('As of');
    await expect(note).toContainText('Approval reference');
  }
});

test('the accessibility statement dates its audits from the configuration', async ({ page }) => {
  await openPage(page, '/accessibility');
  const audits = page.locator('main [data-audits]');
  const { lastAudit, remediationReport, nextAuditDue } = ACCESSIBILITY_AUDITS;
  await expect(audits.locator('[data-audit="last"] time')).toHaveAttribute('datetime', lastAudit.date.value);
  await expect(audits.locator('[data-audit="remediation"] time')).toHaveAttribute(
    'datetime',
    remediationReport.date.value,
  );
  await expect(audits.locator('[data-audit="next"] time')).toHaveAttribute('datetime', nextAuditDue.value);
  await expect(audits.locator('[data-audit="next"]')).toHaveText(longDate(nextAuditDue.value));
  await expect(audits).toContainText(lastAudit.auditor.value);
});

test('the disclaimers state the extent of AI use in the advice', async ({ page }) => {
  await openPage(page, '/disclaimers');
  await expect(
    page.getByRole('heading', { level: 2, name: 'Use of artificial intelligence in our advice' }),
  ).toBeVisible();
  await expect(page.locator('main')).toContainText(
    'We do not use artificial intelligence (AI) tools in giving investment advice.',
  );
});
