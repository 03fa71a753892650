import { describe, expect, it } from 'vitest';
import { charactersUsed, commentsToShow, COMMENT_UNREACHABLE, readCommentAnswer, shownComment } from './comment-view';

/** A stored time as Firestore gives it (a Timestamp answers toMillis). */
const at = (iso: string) => ({ toMillis: () => Date.parse(iso) });

const stored = (overrides: Record<string, unknown> = {}) => ({
  postId: 'p1',
  slug: 'p1',
  uid: 'u1',
  displayName: 'Asha Rao',
  text: 'Useful, thank you.',
  status: 'approved',
  createdAt: at('2026-11-25T05:00:00Z'),
  ...overrides,
});

describe('shownComment', () => {
  it.each([
    [
      'an approved comment, dated in India',
      stored(),
      'u2',
      { name: 'Asha Rao', date: '25 Nov 2026', status: 'approved', mine: false },
    ],
    ['the reader’s own', stored({ status: 'pending' }), 'u1', { status: 'pending', mine: true }],
    ['signed out: nobody’s own', stored(), null, { mine: false }],
    ['no name: Reader', stored({ displayName: '' }), null, { name: 'Reader' }],
    ['no server time yet: no date', stored({ createdAt: null }), null, { date: '', at: null }],
    [
      'late in the UTC day: the next day in India',
      stored({ createdAt: at('2026-11-25T20:00:00Z') }),
      null,
      { date: '26 Nov 2026' },
    ],
    [
      'markup kept as typed',
      stored({ text: '<b>hi</b> [x](javascript:y)' }),
      null,
      { text: '<b>hi</b> [x](javascript:y)' },
    ],
  ])('%s', (_, data, uid, expected) => {
    expect(shownComment('c1', data, uid)).toMatchObject(expected);
  });

  it.each([
    ['not an object', 'hello'],
    ['no text', stored({ text: 7 })],
    ['an unknown status', stored({ status: 'deleted' })],
  ])('is null for %s', (_, data) => {
    expect(shownComment('c1', data, null)).toBeNull();
  });
});

describe('commentsToShow', () => {
  const comment = (id: string, status: string, time: string | null, mine = false) =>
    shownComment(id, stored({ status, createdAt: time ? at(time) : null, uid: mine ? 'me' : 'other' }), 'me')!;

  it('lists the approved and the reader’s pending ones in time order, each once, and never their rejected ones', () => {
    const approved = [
      comment('a', 'approved', '2026-11-25T01:00:00Z'),
      comment('c', 'approved', '2026-11-25T03:00:00Z', true),
    ];
    const mine = [
      comment('b', 'pending', '2026-11-25T02:00:00Z', true),
      comment('c', 'approved', '2026-11-25T03:00:00Z', true),
      comment('d', 'rejected', '2026-11-25T04:00:00Z', true),
      comment('e', 'pending', null, true),
    ];
    expect(commentsToShow(approved, mine).map((shown) => shown.id)).toEqual(['a', 'b', 'c', 'e']);
  });
});

describe('readCommentAnswer', () => {
  const sent = (status: number, answer: unknown, retryAfter: string | null = null) => ({ status, answer, retryAfter });
  const SIXTH = 'You can send up to 5 comments an hour. Please try again in 40 minutes; what you typed is kept.';

  it.each([
    ['stored', sent(202, { ok: true, comment: { id: 'c9', status: 'pending' } }), { kind: 'sent', id: 'c9' }],
    [
      'too long',
      sent(400, {
        ok: false,
        reason: 'invalid',
        message: 'Please check the form.',
        errors: { text: 'Keep your comment to 2,000 characters (it has 2,001).' },
      }),
      { kind: 'refused', message: 'Keep your comment to 2,000 characters (it has 2,001).' },
    ],
    [
      'an article no longer live',
      sent(404, {
        ok: false,
        reason: 'invalid',
        message: 'This article is not open for comments.',
        errors: { postId: 'The article could not be found.' },
      }),
      { kind: 'refused', message: 'The article could not be found.' },
    ],
    [
      'signed out meanwhile',
      sent(401, { ok: false, reason: 'session', message: 'Sign in first.' }),
      { kind: 'refused', message: 'Please sign in again to comment; what you typed is kept.' },
    ],
    [
      'not verified as from the site',
      sent(403, { ok: false, reason: 'unverified', message: 'Please reload the page and try again.' }),
      { kind: 'refused', message: 'Please reload the page and try again.' },
    ],
    ['no answer (offline)', null, { kind: 'failed', message: COMMENT_UNREACHABLE }],
    ['an answer that says nothing', sent(500, {}), { kind: 'failed', message: COMMENT_UNREACHABLE }],
    ['stored, but no id to show', sent(202, { ok: true }), { kind: 'failed', message: COMMENT_UNREACHABLE }],
  ])('%s', (_, answer, expected) => {
    expect(readCommentAnswer(answer)).toEqual(expected);
  });

  it.each([
    [
      'the sixth in an hour: the seconds in the answer',
      sent(429, { ok: false, reason: 'limited', message: SIXTH, retryAfterSeconds: 2400 }, '2400'),
      2400,
      'in 40 minutes',
    ],
    [
      'the seconds from Retry-After',
      sent(429, { ok: false, reason: 'limited', message: SIXTH }, '90'),
      90,
      'in 2 minutes',
    ],
    ['a 429 that says nothing more: a minute', sent(429, {}), 60, 'in 1 minute'],
  ])('limited, in the public forms’ words: %s', (_, answer, seconds, when) => {
    expect(readCommentAnswer(answer)).toEqual({
      kind: 'limited',
      message: `We have received several messages from you in a short time. Please try again ${when}. Everything you typed is still here.`,
      retryAfterSeconds: seconds,
    });
  });
});

describe('charactersUsed', () => {
  it.each([
    ['', '0 of 2,000 characters'],
    ['x'.repeat(1234), '1,234 of 2,000 characters'],
  ])('%j', (text, expected) => {
    expect(charactersUsed(text)).toBe(expected);
  });
});
