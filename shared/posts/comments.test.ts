import { describe, expect, it } from 'vitest';
import {
  ANONYMOUS_NAME,
  commentTextProblem,
  normaliseCommentText,
  publicName,
  readCommentSubmission,
  readStoredComment,
  type CommentErrors,
} from './comments';

describe('normaliseCommentText', () => {
  it.each([
    ['trims the ends', '  Thanks!  ', 'Thanks!'],
    ['makes Windows and old Mac line endings \\n', 'a\r\nb\rc', 'a\nb\nc'],
    ['takes spaces off the ends of lines', 'first   \nsecond\t\n', 'first\nsecond'],
    ['keeps one blank line between paragraphs, not more', 'one\n\n\n\n\ntwo', 'one\n\ntwo'],
    [
      'keeps what looks like markup, as typed (shown as text)',
      '<b>bold</b> & <a href="x">link</a>',
      '<b>bold</b> & <a href="x">link</a>',
    ],
    ['keeps Hindi and emoji with their joiners', 'धन्यवाद 👩‍👩‍👧', 'धन्यवाद 👩‍👩‍👧'],
  ])('%s', (_what, raw, stored) => {
    expect(normaliseCommentText(raw)).toBe(stored);
  });
});

describe('commentTextProblem: plain text of 1 to 2,000 characters', () => {
  it.each([
    ['one character', 'k', null],
    ['exactly 2,000 characters', 'x'.repeat(2000), null],
    ['a link (shown as text)', 'See https://www.sebi.gov.in for the rules.', null],
    ['paragraphs and a tab', 'one\n\n\ttwo', null],
    ['nothing', '', 'Write your comment first.'],
    ['2,001 characters', 'x'.repeat(2001), 'Keep your comment to 2,000 characters (it has 2,001).'],
    ['a NUL', 'a\u0000b', 'plain text'],
    ['a bell (C0)', 'a\u0007b', 'plain text'],
    ['DEL', 'a\u007fb', 'plain text'],
    ['NEL (C1)', 'a\u0085b', 'plain text'],
    ['a line separator', 'a\u2028b', 'plain text'],
    ['a right-to-left override', 'moc.elpmaxe\u202e', 'plain text'],
    ['a directional isolate', 'a\u2066b\u2069', 'plain text'],
  ])('%s → %s', (_what, text, problem) => {
    const found = commentTextProblem(text);
    if (problem === null) expect(found).toBeNull();
    else expect(found).toContain(problem);
  });
});

describe('readCommentSubmission', () => {
  it('reads the post id and the text, normalised', () => {
    expect(readCommentSubmission({ kind: 'comment', postId: 'how-a-sip-grows', text: ' Useful.\r\n' })).toEqual({
      submission: { postId: 'how-a-sip-grows', text: 'Useful.' },
    });
  });

  it.each<[string, unknown, CommentErrors]>([
    ['not an object', 'hello', { form: 'The comment could not be read.' }],
    ['another kind', { kind: 'lead', postId: 'p1', text: 'hi' }, { form: 'The comment could not be read.' }],
    ['no post', { kind: 'comment', text: 'hi' }, { postId: 'The article could not be found.' }],
    [
      'a post id with a slash',
      { kind: 'comment', postId: 'p/1', text: 'hi' },
      { postId: 'The article could not be found.' },
    ],
    [
      'a post id of 129 characters',
      { kind: 'comment', postId: 'p'.repeat(129), text: 'hi' },
      { postId: 'The article could not be found.' },
    ],
    ['no text', { kind: 'comment', postId: 'p1' }, { text: 'Write your comment first.' }],
    ['only spaces', { kind: 'comment', postId: 'p1', text: ' \n\t ' }, { text: 'Write your comment first.' }],
    ['text that is a number', { kind: 'comment', postId: 'p1', text: 7 }, { text: 'Write your comment first.' }],
  ])('refuses %s', (_what, body, errors) => {
    expect(readCommentSubmission(body)).toEqual({ errors });
  });
});

describe('publicName: what the public sees, never an email', () => {
  it.each([
    ['a name', 'Asha Rao', 'Asha Rao'],
    ['a name with spaces around and inside', '  Asha   Rao ', 'Asha Rao'],
    ['a name with a line break', 'Asha\nRao', 'Asha Rao'],
    ['a long name, cut at 60 characters', 'A'.repeat(70), 'A'.repeat(60)],
    ['an email', 'asha@example.in', ANONYMOUS_NAME],
    ['a name holding an email', 'Asha (asha.rao@example.in)', ANONYMOUS_NAME],
    ['no name', '', ANONYMOUS_NAME],
    ['a missing name', undefined, ANONYMOUS_NAME],
    ['a name that is not text', 42, ANONYMOUS_NAME],
    ['a name with an @ but no email', 'Asha @ Meridian', 'Asha @ Meridian'],
  ])('%s', (_what, stored, shown) => {
    expect(publicName(stored)).toBe(shown);
  });
});

describe('readStoredComment: a comment document as read', () => {
  const at = (millis: number) => ({ toMillis: () => millis });
  const stored = {
    postId: 'p1',
    slug: 'sip-basics',
    uid: 'u1',
    displayName: 'Asha',
    text: 'Useful, thank you.',
    status: 'pending',
    createdAt: at(1_764_000_000_000),
  };
  it.each<[string, unknown, Partial<ReturnType<typeof readStoredComment>>]>([
    [
      'a pending comment',
      stored,
      {
        postId: 'p1',
        slug: 'sip-basics',
        uid: 'u1',
        displayName: 'Asha',
        text: 'Useful, thank you.',
        status: 'pending',
        createdAt: 1_764_000_000_000,
        moderatedAt: null,
      },
    ],
    ['a moderated one', { ...stored, status: 'spam', moderatedAt: at(5) }, { status: 'spam', moderatedAt: 5 }],
    ['the server time not known yet', { ...stored, createdAt: null }, { createdAt: null }],
    ['a name that is not text', { ...stored, displayName: 7 }, { displayName: '' }],
    ['no slug', { ...stored, slug: undefined }, { slug: '' }],
  ])('%s', (_, data, expected) => {
    expect(readStoredComment(data)).toEqual({ ...readStoredComment(stored), ...expected });
  });

  it.each<[string, unknown]>([
    ['no document', undefined],
    ['an array', [stored]],
    ['text that is not text', { ...stored, text: 7 }],
    ['no status', { ...stored, status: undefined }],
    ['an unknown status', { ...stored, status: 'published' }],
  ])('is null for %s', (_, data) => {
    expect(readStoredComment(data)).toBeNull();
  });
});
