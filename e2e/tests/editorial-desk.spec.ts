import type { Browser, Page } from '@playwright/test';
import { readDocument } from '../support/account';
import { auditEntriesOf, openDeskAs, writePublishedPost } from '../support/admin';
import type { DemoRole } from '../support/sessions';
import { expect, FIRESTORE, PROJECT_ID, test } from '../support/site';

// The editorial desk in the admin's Blog tab (issue 20): an editor writes and submits, an admin
// sends it back with a reason, approves and publishes; every step is an audited batch, every save a
// revision. Against the emulators with the rules on; each test writes a post of its own.

/** A title no other run shares, so parallel runs never meet. */
const uniqueTitle = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function deskAs(browser: Browser, role: DemoRole, path = '/admin/blog'): Promise<Page> {
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
  const revision = await readDocument(`posts/${id}/revisions/${String(post?.revisionId)}`);
  expect(revision).toMatchObject({ body: '## Start early\n\nThe second draft, with its source.' });
  // The publish recorded the revision it published, the one approved; the revision names who saved it.
  expect(post?.publishedRevisionId).toBe(post?.revisionId);
  expect(post?.approvedRevisionId).toBe(post?.revisionId);
  // What staff wrote stays internal (issue 37): no review note and no staff uid in the public post.
  expect(post).toMatchObject({ reviewNote: '', createdBy: '', updatedBy: '' });
  expect(revision?.byName).toMatch(/\S/);
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

test('the preview link shows a draft as the blog draws it, to staff only: signed in, never indexed', async ({
  page,
  browser,
  request,
}) => {
  await openDeskAs(page, 'editor', '/admin/blog?post=new');
  const title = uniqueTitle('Desk test: a draft to preview');
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Excerpt').fill('A draft that only the desk may see, through its preview link.');
  await page.getByLabel('Article (Markdown)').fill('## What staff see\n\nThe draft, as readers will see it.');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.locator('[data-desk-notice]')).toContainText('Saved as a draft');
  const id = new URL(page.url()).searchParams.get('post') ?? '';
  expect(id).not.toBe('');

  const link = page.getByLabel('Preview link');
  const url = new URL(await link.inputValue());
  expect(url.pathname).toBe('/admin/blog/preview');
  expect(url.searchParams.get('post')).toBe(id);
  const address = `${url.pathname}${url.search}`;
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.locator('#preview-link-hint [role="status"]')).not.toBeEmpty();

  await page.goto(address);
  await expect(page.getByRole('note', { name: 'Staff preview' })).toContainText('draft');
  const article = page.locator('[data-blog-preview]');
  await expect(article.getByRole('heading', { name: title })).toBeVisible();
  await expect(article.getByRole('heading', { name: 'What staff see' })).toBeVisible();
  // Full width: no admin tabs around it.
  await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  // The raw HTML says so too, before any script runs.
  const raw = await (await request.get(address)).text();
  expect(raw).toMatch(/<meta name="robots" content="noindex"/);
  expect(raw).not.toContain(title);

  // Signed out, the link leads to sign in.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(address);
  await expect(visitor).toHaveURL('/signin');
  await expect(visitor.getByText(title)).toHaveCount(0);
  await visitor.context().close();
});

test('an admin moves a published post to a new address, the old one redirecting; the editor may not', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const title = uniqueTitle('Desk test: a published post that moves');
  const { id, slug } = await writePublishedPost(title);
  const [admin, editor] = await Promise.all([
    deskAs(browser, 'admin', `/admin/blog?post=${id}`),
    deskAs(browser, 'editor', `/admin/blog?post=${id}`),
  ]);
  await expect(editor.getByLabel('Address')).toHaveValue(slug);
  await expect(editor.getByRole('button', { name: 'Change address…' })).toHaveCount(0);

  await expect(admin.getByLabel('Address')).toHaveAttribute('readonly', '');
  await admin.getByRole('button', { name: 'Change address…' }).click();
  const field = admin.getByLabel('New address');
  await expect(admin.locator('#post-new-slug-hint')).toContainText(`/blog/${slug}, keeps working: it redirects (301)`);
  // Bad input is said beside the field, and the text typed is kept.
  await field.fill('Not An Address');
  await admin.getByRole('button', { name: 'Change the address' }).click();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(admin.locator('#post-new-slug-error')).toContainText('lower-case letters and digits');
  await expect(field).toHaveValue('Not An Address');
  // Another post's address (one of the blog's own articles) is refused.
  await field.fill('gold-investment-options-india');
  await admin.getByRole('button', { name: 'Change the address' }).click();
  await expect(admin.locator('#post-new-slug-error')).toContainText('belongs to another post');

  const moved = `${slug}-moved`;
  await field.fill(moved);
  await admin.getByRole('button', { name: 'Change the address' }).click();
  await expect(admin.locator('[data-desk-notice]')).toHaveText(
    `The post is now at /blog/${moved}; /blog/${slug} redirects to it.`,
  );
  await expect(admin.getByLabel('Address')).toHaveValue(moved);

  const post = await readDocument(`posts/${id}`);
  expect(post).toMatchObject({ slug: moved, status: 'published' });
  expect(post?.publishedRevisionId).toBe(post?.revisionId);
  expect(await readDocument(`slugs/${moved}`)).toMatchObject({ postId: id });
  expect(await readDocument(`slugs/${slug}`)).toMatchObject({ postId: id });
  expect(await readDocument(`redirects/${slug}`)).toMatchObject({ to: moved, postId: id });
  // Anyone may ask where the old address went (the public site's 301).
  const redirect = await fetch(
    `${FIRESTORE}/v1/projects/${PROJECT_ID}/databases/(default)/documents/redirects/${slug}`,
  );
  expect(redirect.status).toBe(200);
  const entries = await auditEntriesOf(`posts/${id}`);
  expect(entries.map((entry) => [entry.before, entry.after])).toEqual([
    [
      { status: 'published', slug },
      { status: 'published', slug: moved },
    ],
  ]);

  // The new revision is the published text; the list names who saved it and compares the old one with it.
  const revisions = admin.getByRole('region', { name: 'Revisions' });
  await expect(revisions.locator('[data-published-revision]')).toHaveCount(1);
  await expect(revisions.getByRole('cell', { name: 'You' })).toBeVisible();
  await expect(revisions.getByRole('cell', { name: 'E2E Editor' })).toBeVisible();
  await revisions.getByRole('button', { name: 'Compare with published' }).click();
  await expect(revisions.locator('[data-comparison]')).toContainText('Differs in: Address.');
  await Promise.all([admin.context().close(), editor.context().close()]);
});
