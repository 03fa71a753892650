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
  it.each([
    ['stored', 202, { ok: true, comment: { id: 'c9', status: 'pending' } }, { kind: 'sent', id: 'c9' }],
    [
      'too long',
      400,
      { message: 'Please check the form.', errors: { text: 'Keep your comment to 2,000 characters (it has 2,001).' } },
      { kind: 'refused', message: 'Keep your comment to 2,000 characters (it has 2,001).' },
    ],
    [
      'the sixth in an hour',
      429,
      { message: 'You can send up to 5 comments an hour. Please try again in 40 minutes; what you typed is kept.' },
      {
        kind: 'refused',
        message: 'You can send up to 5 comments an hour. Please try again in 40 minutes; what you typed is kept.',
      },
    ],
    [
      'an article no longer live',
      404,
      { errors: { postId: 'The article could not be found.' } },
      { kind: 'refused', message: 'The article could not be found.' },
    ],
    [
      'signed out meanwhile',
      401,
      { message: 'Sign in first.' },
      { kind: 'refused', message: 'Please sign in again to comment; what you typed is kept.' },
    ],
    ['no answer (offline)', 0, null, { kind: 'failed', message: COMMENT_UNREACHABLE }],
    ['an answer that says nothing', 500, {}, { kind: 'failed', message: COMMENT_UNREACHABLE }],
  ])('%s', (_, status, answer, expected) => {
    expect(readCommentAnswer(status, answer)).toEqual(expected);
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
