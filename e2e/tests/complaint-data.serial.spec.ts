import type { Locator } from '@playwright/test';
import { readDocument } from '../support/account';
import { auditEntriesOf, deleteDocument, openAdminAs } from '../support/admin';
import { lastMonth, writeComplaint } from '../support/complaints';
import { expect, openPage, test } from '../support/site';

// Publishing SEBI's monthly complaint data from the Complaints tab (issue 18, item 5), through the
// site's function (POST /api/complaint-data, which counts the month again and stores it). The demo seed publishes every ended month (issue 38, item 3), so this test first
// takes last month's publication away (rules off) and publishes it again: it runs in the project
// of tests that have the site to themselves (playwright.config.ts), since meanwhile
// /complaints-data names a month that is not there.

test('staff preview last month’s tables and publish them once, and the public sees what staff saw', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const month = lastMonth();
  expect((await readDocument(`complaintData/${month.id}`))?.auditId, 'the seed published last month').toBe(
    `seed-complaints-${month.id}`,
  );
  await deleteDocument(`complaintData/${month.id}`);
  await writeComplaint({
    receivedAt: month.before(12),
    resolvedAt: month.before(8),
    name: 'E2E Last month resolved',
    description: 'Resolved within the month.',
  });
  await writeComplaint({
    receivedAt: month.before(3),
    source: 'scores',
    name: 'E2E Last month open',
    description: 'Still open at the month’s end.',
  });
  await openAdminAs(page, 'admin', `/admin/complaints?view=data&month=${month.id}`);
  await expect(page.getByRole('combobox', { name: 'Month', exact: true })).toHaveValue(month.id);
  await page.getByRole('button', { name: /^Preview / }).click();
  const tables = page.locator(`[data-complaint-tables="${month.id}"]`);
  await expect(tables.getByRole('heading', { name: /^Data for the month ending \d{2}-\d{2}-\d{4}$/ })).toBeVisible();
  const total = tables.locator('tr[data-source="total"] td');
  // The Grand Total's cells: Sr. No. (empty), pending at the start, received: at least the two above.
  expect(Number(await total.nth(2).textContent())).toBeGreaterThanOrEqual(2);
  await page.getByRole('button', { name: /^Publish / }).click();
  await expect(page.getByText(/: done\.$/)).toBeVisible({ timeout: 10_000 });
  const stored = await readDocument(`complaintData/${month.id}`);
  expect(stored?.snapshot).toMatchObject({ version: 1, month: Number(month.id.slice(5)) });
  const entries = await auditEntriesOf(`complaintData/${month.id}`);
  expect(entries.find((entry) => entry.actor !== 'system:seed')).toMatchObject({
    action: 'complaints.publish',
    before: null,
  });
  expect((await readDocument('complaintData/latest'))?.month).toBe(month.id);
  const published = page.locator(`[data-published="${month.id}"]`);
  await expect(published).toContainText(/^Published on .+ by .+\./);
  await expect(page.getByRole('button', { name: /^Publish / })).toHaveCount(0);

  // What staff see is what the public sees (issue 34, item 4): /complaints-data draws the newest
  // published month with the same renderer, marketing's ComplaintTables, lent to the admin.
  const monthRows = (shown: Locator) =>
    shown
      .locator('table')
      .first()
      .locator('tr')
      .evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => cell.textContent)));
  await expect(tables.locator('table')).toHaveCount(3, { timeout: 15_000 });
  const staffRows = await monthRows(tables);
  await openPage(page, '/complaints-data');
  const seenByPublic = page.locator(`[data-complaint-tables="${month.id}"]`);
  await expect(seenByPublic.locator('table')).toHaveCount(3, { timeout: 15_000 });
  expect(await monthRows(seenByPublic)).toEqual(staffRows);
});
