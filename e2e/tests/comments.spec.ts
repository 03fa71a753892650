import { SUBMIT_PATH } from '../../shared/submissions';
import { GOOD_PASSWORD, readDocument } from '../support/account';
import { freshClient, idTokenOf, readStatusAs } from '../support/admin';
import { BLOG_POSTS } from '../support/blog';
import { expect, FIRESTORE, PROJECT_ID, test, testClientAddress } from '../support/site';

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
