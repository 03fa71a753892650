import { readDocument } from '../support/account';
import { auditEntriesOf, demoOf, openAdminAs } from '../support/admin';
import { DAY, writeComplaint } from '../support/complaints';
import { axeFailures } from '../support/page-checks';
import { expect, test } from '../support/site';

// The staff side of the complaint desk (issue 18, items 4 and 5): the complaints tab at
// /admin/complaints, against the emulators with the rules on. Complaints are written with the
// rules off, as the complaint form's endpoint would store them. Changes wait five seconds for Undo.
// Publishing a month is complaint-data.serial.spec.ts: it takes the seeded month away first.

test.describe('complaints', () => {
  test('staff take a complaint to resolution, each step audited, overdue said in words', async ({ page }) => {
    test.setTimeout(90_000);
    const ticket = await writeComplaint({
      receivedAt: new Date(Date.now() - 25 * DAY),
      source: 'other',
      category: 'conduct',
      name: 'E2E Overdue',
      description: 'Nobody answered my letter.',
    });
    // The filters are in the address: a category and a source narrow it to complaints like this one.
    await openAdminAs(page, 'admin', '/admin/complaints?category=conduct&source=other');
    await expect(page.getByRole('combobox', { name: 'Category', exact: true })).toHaveValue('conduct');
    const row = page.locator(`tr[data-complaint="${ticket}"]`);
    await expect(row).toContainText('Overdue: 25 days open');
    await expect(page.locator('[data-overdue-count]')).toBeVisible();

    await row.getByRole('button', { name: `Open ${ticket}` }).click();
    const detail = page.locator(`[data-complaint-detail="${ticket}"]`);
    await expect(detail).toContainText('Nobody answered my letter.');
    await detail.getByLabel('New status').selectOption('in-progress');
    await detail.getByLabel('Note (kept in the audit log, optional)').fill('Looking into it');
    await detail.getByRole('button', { name: 'Change status' }).click();
    await expect(page.getByText(`${ticket}: Received → In progress: done.`)).toBeVisible({ timeout: 10_000 });
    expect((await readDocument(`complaints/${ticket}`))?.status).toBe('in-progress');
    // The list reads the complaints again after the change: wait for it, as it renders the details anew.
    await expect(row).toContainText('In progress');

    // Resolving needs the resolution as told to the complainant.
    await detail.getByLabel('New status').selectOption('resolved');
    await detail.getByRole('button', { name: 'Change status' }).click();
    await expect(detail.getByText('Write the resolution as you told it to the complainant.')).toBeVisible();
    await detail.getByLabel('Resolution').fill('We apologised and answered the letter.');
    await detail.getByRole('button', { name: 'Change status' }).click();
    await expect(page.getByText(`${ticket}: In progress → Resolved: done.`)).toBeVisible({ timeout: 10_000 });

    const stored = await readDocument(`complaints/${ticket}`);
    expect(stored).toMatchObject({ status: 'resolved', resolution: 'We apologised and answered the letter.' });
    expect(stored?.resolvedAt).toBeTruthy();
    const entries = await auditEntriesOf(`complaints/${ticket}`);
    expect(entries).toHaveLength(2);
    expect(entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action: 'complaint.status',
          before: { status: 'received' },
          after: { status: 'in-progress' },
          note: 'Looking into it',
        }),
        expect.objectContaining({
          action: 'complaint.status',
          before: { status: 'in-progress' },
          after: { status: 'resolved' },
        }),
      ]),
    );
    expect(entries.every((entry) => entry.actorEmail === demoOf('admin').email)).toBe(true);

    // Resolved, it leaves the open complaints and shows under Resolved.
    await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption('resolved');
    await expect(page).toHaveURL('/admin/complaints?status=resolved&category=conduct&source=other');
    await expect(page.locator(`tr[data-complaint="${ticket}"]`)).toContainText('Resolved in');

    // The audit log lists both changes.
    await page.goto('/admin/users?view=audit');
    const logged = page.locator(`li[data-audit-action="complaint.status"][data-audit-target="complaints/${ticket}"]`);
    await expect(logged).toHaveCount(2);
    await expect(logged.first()).toContainText(`moved complaint ${ticket} from in progress to resolved.`);
  });

  test('staff record a complaint received through SCORES, with its ticket and audit entry', async ({ page }) => {
    test.setTimeout(60_000);
    const name = `E2E SCORES ${Date.now().toString(36)}`;
    await openAdminAs(page, 'admin', '/admin/complaints?view=record');
    const form = page.getByRole('form', { name: 'Record a complaint' });
    await form.getByRole('button', { name: 'Record the complaint' }).click();
    await expect(form.getByText('Enter the SCORES registration number.')).toBeVisible();
    await form.getByLabel('SCORES registration number').fill('SEBIE/MH26/0009999/1');
    await form.getByLabel('Complainant’s name').fill(name);
    await form.getByLabel('Our client?').selectOption('yes');
    await form.getByLabel('What it is about').selectOption('fees');
    await form.getByLabel('What the complaint says').fill('Charged twice for one quarter.');
    await form.getByRole('button', { name: 'Record the complaint' }).click();
    const recorded = page.locator('[data-recorded-ticket]');
    await expect(recorded).toContainText(/^Recorded as MWA-\d{4}-\d{6}\./, { timeout: 10_000 });
    const ticket = (await recorded.getAttribute('data-recorded-ticket')) ?? '';
    expect(await readDocument(`complaints/${ticket}`)).toMatchObject({
      source: 'scores',
      reference: 'SEBIE/MH26/0009999/1',
      status: 'received',
      name,
      resolvedAt: null,
    });
    expect((await auditEntriesOf(`complaints/${ticket}`))[0]).toMatchObject({
      action: 'complaint.record',
      before: null,
      after: { source: 'scores', status: 'received', category: 'fees' },
    });
  });

  test('a reviewer sees the complaints and their details but cannot change, record or publish', async ({ page }) => {
    test.setTimeout(60_000);
    const ticket = await writeComplaint({
      receivedAt: new Date(Date.now() - 2 * DAY),
      category: 'privacy',
      source: 'scores',
      name: 'E2E Reviewer',
      description: 'What do you keep about me?',
    });
    await openAdminAs(page, 'reviewer', '/admin/complaints?category=privacy&source=scores');
    const row = page.locator(`tr[data-complaint="${ticket}"]`);
    await expect(row).toContainText('2 days open');
    await row.getByRole('button', { name: `Open ${ticket}` }).click();
    await expect(page.getByText('What do you keep about me?')).toBeVisible();
    await expect(
      page.getByText('Changing a complaint’s status needs the permission to manage complaints.'),
    ).toBeVisible();
    await expect(page.getByLabel('New status')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Complaints' }).getByRole('link')).toHaveText([
      'Complaints',
      'Data protection grievances',
      'Monthly data',
    ]);
    await page.getByRole('navigation', { name: 'Complaints' }).getByRole('link', { name: 'Monthly data' }).click();
    await expect(page.getByRole('heading', { name: 'Monthly complaint data' })).toBeVisible();
    const preview = page.getByRole('button', { name: /^Preview / });
    await expect(page.locator('[data-published]').or(preview)).toBeVisible();
    if (await preview.isVisible()) {
      await preview.click();
      await expect(page.getByText('Publishing needs the permission to manage complaints.')).toBeVisible();
    }
    await expect(page.getByRole('button', { name: /^Publish / })).toHaveCount(0);
  });
});

test('the complaints tab has no serious accessibility problem, in each of its views', async ({ page }) => {
  test.setTimeout(90_000);
  const ticket = await writeComplaint({
    receivedAt: new Date(Date.now() - DAY),
    category: 'accessibility',
    name: 'E2E Axe',
    description: 'The calculator cannot be used with a keyboard.',
  });
  await openAdminAs(page, 'superadmin', '/admin/complaints?category=accessibility');
  await page
    .locator(`tr[data-complaint="${ticket}"]`)
    .getByRole('button', { name: `Open ${ticket}` })
    .click();
  await page.locator(`[data-complaint-detail="${ticket}"]`).getByLabel('New status').selectOption('resolved');
  expect(await axeFailures(page, page.url())).toEqual([]);

  // The other views through the tab's own links (no new page load, and sign-in, each time).
  const views = page.getByRole('navigation', { name: 'Complaints' });
  await views.getByRole('link', { name: 'Record a complaint' }).click();
  await page.getByRole('button', { name: 'Record the complaint' }).click();
  await expect(page.getByText('Enter the complainant’s name.')).toBeVisible();
  expect(await axeFailures(page, page.url())).toEqual([]);

  await views.getByRole('link', { name: 'Monthly data' }).click();
  await expect(page.getByRole('heading', { name: 'Monthly complaint data' })).toBeVisible();
  const preview = page.getByRole('button', { name: /^Preview / });
  await expect(page.locator('[data-published]').or(preview)).toBeVisible();
  if (await preview.isVisible()) await preview.click();
  await expect(page.getByRole('heading', { name: /^Data for the month ending / })).toBeVisible();
  expect(await axeFailures(page, page.url())).toEqual([]);
});
