import type { Browser, Page } from '@playwright/test';
import { readDocument } from '../support/account';
import { auditEntriesOf, openDeskAs } from '../support/admin';
import { expect, test } from '../support/site';

// The editorial desk in the admin's Blog tab (issue 20): an editor writes and submits, an admin
// sends it back with a reason, approves and publishes; every step is an audited batch, every save a
// revision. Against the emulators with the rules on; each test writes a post of its own.

/** A title no other run shares, so parallel runs never meet. */
const uniqueTitle = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function deskAs(browser: Browser, role: string, path = '/admin/blog'): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await openDeskAs(page, role, path);
  return page;
}

const status = (page: Page) => page.getByRole('heading', { level: 2 }).first();

/** Opens a post from the list, as read now (the way back to the list reads it again). */
async function openPost(page: Page, title: string): Promise<void> {
  await page.getByRole('link', { name: '← All posts' }).click();
  await page.getByRole('link', { name: title }).click();
}

test('an editor drafts and submits, an admin sends it back with a reason, then approves and schedules it: each step audited', async ({
  browser,
}) => {
  // Two people's sessions and nine steps: a minute, as the other two-session tests have.
  test.setTimeout(60_000);
  // Both sign in at once: the two sessions are independent.
  const [editor, admin] = await Promise.all([deskAs(browser, 'editor'), deskAs(browser, 'admin')]);
  await editor.getByRole('link', { name: 'New post' }).click();
  const title = uniqueTitle('Desk test: how an SIP grows');
  await editor.getByLabel('Title', { exact: true }).fill(title);
  const slug = await editor.getByLabel('Address').inputValue();
  expect(slug).toMatch(/^desk-test-how-an-sip-grows-/);
  await editor.getByLabel('Excerpt').fill('Compounding explained with the numbers of a monthly SIP over twenty years.');
  await editor.getByLabel('Article (Markdown)').fill('## Start early\n\nThe first draft.');
  await editor.getByLabel('Tags').fill('SIP, Compounding');
  await editor.getByRole('button', { name: 'Save draft' }).click();
  await expect(editor.getByText(`Saved as a draft at /blog/${slug}.`)).toBeVisible();
  const id = new URL(editor.url()).searchParams.get('post') ?? '';
  expect(id).not.toBe('');
  await editor.getByRole('button', { name: 'Submit for review' }).click();
  await expect(status(editor)).toHaveText('In review');

  // The admin's list, read before the post existed, is read again for the posts in review.
  await admin.getByLabel('Status').selectOption('in_review');
  await expect(admin).toHaveURL(/status=in_review/);
  await admin.getByRole('link', { name: title }).click();
  await expect(status(admin)).toHaveText('In review');
  await admin.getByRole('button', { name: 'Request changes' }).click();
  await admin.getByRole('button', { name: 'Send back with this reason' }).click();
  const reason = admin.getByLabel('What should change');
  await expect(reason).toHaveAttribute('aria-invalid', 'true');
  await expect(admin.locator('#review-reason-error')).toHaveText('Say what should change: the author reads this.');
  await reason.fill('Cite the source of the returns.');
  await admin.getByRole('button', { name: 'Send back with this reason' }).click();
  await expect(status(admin)).toHaveText('Changes requested');

  await openPost(editor, title);
  await expect(editor.locator('[data-review-note]')).toContainText('Cite the source of the returns.');
  await editor.getByLabel('Article (Markdown)').fill('## Start early\n\nThe second draft, with its source.');
  await editor.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(editor.getByText('Saved. The revision is in the list below.')).toBeVisible();
  await editor.getByRole('button', { name: 'Submit for review' }).click();
  await expect(status(editor)).toHaveText('In review');
  await expect(editor.getByRole('button', { name: 'Approve' })).toHaveCount(0);

  await openPost(admin, title);
  await admin.getByRole('button', { name: 'Approve' }).click();
  await expect(status(admin)).toHaveText('Approved');
  // Scheduled for tomorrow: the steps are the same as publishing now, and the test's post never
  // goes live beside the blog's own.
  await admin.getByRole('button', { name: 'Publish' }).click();
  await admin.getByLabel('At a date and time').check();
  const tomorrow = new Date(Date.now() + 86_400_000);
  const local = new Date(tomorrow.getTime() - tomorrow.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
  await admin.getByLabel('Date and time (your time zone)').fill(local);
  await admin.getByRole('button', { name: 'Schedule' }).click();
  await expect(status(admin)).toHaveText('Published (scheduled)');
  await expect(admin.getByLabel('Address')).toHaveAttribute('readonly', '');

  const post = await readDocument(`posts/${id}`);
  expect(post).toMatchObject({
    status: 'published',
    slug,
    title,
    body: '## Start early\n\nThe second draft, with its source.',
  });
  expect(Math.abs(Date.parse(String(post?.publishAt)) - Date.parse(local))).toBeLessThan(60_000);
  expect(await readDocument(`slugs/${slug}`)).toMatchObject({ postId: id });
  expect(await readDocument(`posts/${id}/revisions/${String(post?.revisionId)}`)).toMatchObject({
    body: '## Start early\n\nThe second draft, with its source.',
  });
  const steps = (await auditEntriesOf(`posts/${id}`))
    .sort((a, b) => String(a.at).localeCompare(String(b.at)))
    .map((entry) => [
      (entry.before as { status: string }).status,
      (entry.after as { status: string }).status,
      entry.note,
    ]);
  expect(steps).toEqual([
    ['draft', 'in_review', ''],
    ['in_review', 'changes_requested', 'Cite the source of the returns.'],
    ['changes_requested', 'in_review', ''],
    ['in_review', 'approved', ''],
    ['approved', 'published', ''],
  ]);
});

test('a field out of bounds is refused beside it with the text kept, and a closed tab’s draft is offered back', async ({
  page,
}) => {
  await openDeskAs(page, 'editor', '/admin/blog?post=new');
  const title = page.getByLabel('Title', { exact: true });
  await title.fill('Too short');
  await page.getByLabel('Excerpt').fill('A short one.');
  await page.getByLabel('Search title').fill('x'.repeat(61));
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(title).toHaveAttribute('aria-invalid', 'true');
  await expect(title).toHaveAttribute('aria-describedby', /post-title-error/);
  await expect(page.locator('#post-title-error')).toHaveText('The title needs at least 10 characters (it has 9).');
  await expect(page.locator('#post-search-title-error')).toContainText('at most 60 characters');
  await expect(page.locator('#post-excerpt-error')).toBeVisible();
  await expect(title).toBeFocused();
  await expect(title).toHaveValue('Too short');
  expect(new URL(page.url()).searchParams.get('post')).toBe('new');

  // Leaving the page keeps the draft in the browser; coming back offers it.
  const kept = uniqueTitle('A draft kept across a closed tab');
  await title.fill(kept);
  await page.reload();
  await expect(page.locator('[data-kept-draft]')).toBeVisible();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('');
  await page.getByRole('button', { name: 'Restore the kept draft' }).click();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(kept);
  await expect(page.getByLabel('Excerpt')).toHaveValue('A short one.');
});
