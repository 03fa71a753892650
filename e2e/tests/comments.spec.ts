import { SUBMIT_PATH } from '@meridian/shared/submissions';
import { findDocuments, GOOD_PASSWORD, readDocument } from '../support/account';
import { auditEntriesOf, freshClient, idTokenOf, openDeskAs, readStatusAs } from '../support/admin';
import { BLOG_POSTS } from '../support/blog';
import { expect, FIRESTORE, openPage, PROJECT_ID, signIn, test, testClientAddress } from '../support/site';

// Readers' comments (issue 20, item 5) through the public-write endpoint (POST /api/submit, kind
// 'comment', functions/src/submit): only signed in, on a seeded article (posts/{slug}, published),
// stored pending with the reader's display name and never their email, visible to them and not to
// the public, at most 5 a person an hour whichever address they send from.

const SITE = process.env.BASE_URL ?? 'http://localhost:5173';

function send(body: unknown, idToken: string | null) {
  return fetch(`${SITE}${SUBMIT_PATH}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      // Each from an address of its own: only the person's limit is at work.
      'x-forwarded-for': testClientAddress(),
      ...(idToken ? { authorization: `Bearer ${idToken}` } : {}),
    },
    body: JSON.stringify(body),
  });
}

test('a signed-in reader’s comment is stored pending, seen by them and not the public; the sixth in an hour is refused', async () => {
  const post = BLOG_POSTS[0];
  if (!post) throw new Error('the blog has no posts');
  const { email, uid } = await freshClient('comment');
  const idToken = await idTokenOf(email, GOOD_PASSWORD);
  const comment = (n: number) => ({
    kind: 'comment',
    postId: post.slug,
    text: `Comment ${n}: the worked example helped.`,
  });

  const signedOut = await send(comment(0), null);
  expect(signedOut.status).toBe(401);

  const ids: string[] = [];
  for (let n = 1; n <= 5; n += 1) {
    const answer = await send(comment(n), idToken);
    expect(answer.status).toBe(202);
    const body = (await answer.json()) as { ok: boolean; comment: { id: string; status: string } };
    expect(body.comment.status).toBe('pending');
    ids.push(body.comment.id);
  }
  const stored = await readDocument(`comments/${ids[0]}`);
  expect(stored).toMatchObject({
    postId: post.slug,
    slug: post.slug,
    uid,
    displayName: 'E2E comment',
    text: 'Comment 1: the worked example helped.',
    status: 'pending',
  });
  expect(JSON.stringify(stored)).not.toContain(email);
  // The rules: the author reads their own while it awaits approval; a signed-out visitor does not.
  expect(await readStatusAs(idToken, `comments/${ids[0]}`)).toBe(200);
  const publicRead = await fetch(
    `${FIRESTORE}/v1/projects/${PROJECT_ID}/databases/(default)/documents/comments/${ids[0]}`,
  );
  expect(publicRead.status).toBe(403);

  const sixth = await send(comment(6), idToken);
  expect(sixth.status).toBe(429);
  expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(3000);
  expect(((await sixth.json()) as { message: string }).message).toContain('5 comments an hour');
});

test('on the article: signed out, a link to sign in; signed in, a comment awaits approval shown to its author alone, as typed; once an editor approves it from the queue, everyone reads it under the author’s name', async ({
  page,
  browser,
}) => {
  // A reader, a visitor and an editor, each signing in or loading the article: more than the default 30 s under load.
  test.setTimeout(60_000);
  const post = BLOG_POSTS[1];
  if (!post) throw new Error('the blog has fewer than two posts');
  const { email, uid } = await freshClient('reader');
  const text = `Does <script>alert(1)</script> this hold for an SIP of ₹5,000? ${Date.now()}`;
  await openPage(page, `/blog/${post.slug}`);
  const comments = page.locator('section[data-comments]');
  await comments.scrollIntoViewIfNeeded();
  // Nothing is read until the reader asks.
  await expect(comments).toContainText('Readers’ comments appear here once our editors approve them.');
  await comments.getByRole('button', { name: 'Show comments' }).click();
  await expect(comments.getByRole('link', { name: 'Sign in to comment' })).toBeVisible();

  await signIn(page, email, GOOD_PASSWORD);
  await comments.getByLabel('Your comment').fill(text);
  await comments.getByRole('button', { name: 'Send comment' }).click();
  await expect(comments.getByText('Your comment awaits approval')).toBeVisible();
  const mine = comments.locator('li[data-comment="pending"]').filter({ hasText: text });
  await expect(mine).toContainText('Awaiting approval: only you can see it');
  await expect(mine).toContainText('E2E reader');
  await expect(comments.getByLabel('Your comment')).toHaveValue('');
  const [stored] = (await findDocuments('comments', 'uid', uid)).filter((comment) => comment.text === text);
  expect(stored?.status).toBe('pending');

  const visitor = await browser.newContext();
  const public_ = await visitor.newPage();
  await openPage(public_, `/blog/${post.slug}`);
  const seen = public_.locator('section[data-comments]');
  await seen.getByRole('button', { name: 'Show comments' }).click();
  await expect(seen.getByRole('link', { name: 'Sign in to comment' })).toBeVisible();
  await expect(seen.getByText(text)).toHaveCount(0);

  // The editor (approve_comments) approves it from the queue in the Blog tab, audited.
  const desk = await browser.newContext();
  const editor = await desk.newPage();
  await openDeskAs(editor, 'editor', '/admin/blog');
  const queued = editor.locator(`li[data-queued-comment="${stored?.id}"]`);
  await expect(queued).toContainText(text);
  await expect(queued).toContainText(`on /blog/${post.slug}`);
  await queued.getByRole('button', { name: 'Approve' }).click();
  await expect(queued).toHaveCount(0);
  expect((await readDocument(`comments/${stored?.id}`))?.status).toBe('approved');
  expect(await auditEntriesOf(`comments/${stored?.id}`)).toEqual([
    expect.objectContaining({
      action: 'comment.moderate',
      before: { status: 'pending' },
      after: { status: 'approved' },
    }),
  ]);
  await desk.close();

  await public_.reload();
  await seen.getByRole('button', { name: 'Show comments' }).click();
  const approved = seen.locator('li[data-comment="approved"]').filter({ hasText: text });
  await expect(approved).toContainText('E2E reader');
  await expect(approved).not.toContainText(email);
  // The markup was shown as text: no element came of it.
  await expect(approved.locator('script')).toHaveCount(0);
  await visitor.close();
});
