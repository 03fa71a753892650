import { describe, expect, it } from 'vitest';
import { BY_NAME_MAX, checkNewSlug, publishedRevisionOf, saverName, shortUid, whoSaved } from './post-history';

describe('saverName: the name a revision is saved under', () => {
  it.each([
    [{ displayName: 'Esha Editor', email: 'editor@demo.meridian.test' }, 'Esha Editor'],
    [{ displayName: '  Esha   Editor ', email: null }, 'Esha Editor'],
    [{ displayName: 'Esha\nEditor\u2028Two', email: null }, 'Esha Editor Two'],
    [{ displayName: '', email: 'editor@demo.meridian.test' }, 'editor@demo.meridian.test'],
    [{ displayName: ' \t', email: null }, 'Staff'],
    [{ displayName: '', email: '' }, 'Staff'],
  ])('%o → %s', (user, name) => {
    expect(saverName(user)).toBe(name);
  });

  it('keeps within the rules’ bound, never cutting a character in two', () => {
    const name = saverName({ displayName: '😀'.repeat(150), email: null });
    expect(Array.from(name)).toHaveLength(BY_NAME_MAX);
    expect(name.length).toBeLessThanOrEqual(2 * BY_NAME_MAX);
    expect(saverName({ displayName: 'x'.repeat(99) + ' y', email: null })).toBe('x'.repeat(99));
  });
});

describe('whoSaved: who the revision list names', () => {
  it.each([
    [{ savedBy: 'uid-me', byName: 'Esha Editor' }, 'You'],
    [{ savedBy: 'uid-admin-12345678', byName: 'Arun Admin' }, 'Arun Admin'],
    [{ savedBy: 'uid-admin-12345678', byName: '' }, 'uid uid-admi'],
    [{ savedBy: 'system:seed', byName: '  ' }, 'uid system:s'],
    [{ savedBy: '', byName: '' }, 'unknown'],
  ])('%o → %s', (revision, label) => {
    expect(whoSaved(revision, 'uid-me')).toBe(label);
  });

  it('the short form of a uid is its first eight characters', () => {
    expect(shortUid('3f9a2b7c0d1e')).toBe('uid 3f9a2b7c');
  });
});

describe('publishedRevisionOf: the revision to compare with', () => {
  it.each([
    ['published, recorded', { status: 'published', revisionId: 'r2', publishedRevisionId: 'r1' }, 'r1'],
    [
      'published before it was recorded (the seed)',
      { status: 'published', revisionId: 'seed', publishedRevisionId: '' },
      'seed',
    ],
    ['unpublished, recorded', { status: 'unpublished', revisionId: 'r3', publishedRevisionId: 'r1' }, 'r1'],
    ['unpublished, never recorded', { status: 'unpublished', revisionId: 'r3', publishedRevisionId: '' }, ''],
    ['a draft never published', { status: 'draft', revisionId: 'r1', publishedRevisionId: '' }, ''],
  ])('%s', (_label, post, id) => {
    expect(publishedRevisionOf(post)).toBe(id);
  });
});

describe('checkNewSlug: a published post’s new address', () => {
  it.each([
    ['', 'Type the new address.'],
    ['   ', 'Type the new address.'],
    ['how-a-sip-grows', 'That is the post’s address now: type a different one.'],
    ['How-A-SIP', 'lower-case letters and digits'],
    ['ab', 'lower-case letters and digits'],
    ['double--hyphen', 'lower-case letters and digits'],
    ['x'.repeat(81), 'lower-case letters and digits'],
  ])('%j is refused', (slug, message) => {
    expect(checkNewSlug('how-a-sip-grows', slug)).toContain(message);
  });

  it.each(['how-an-sip-grows', ' sip-in-2026 ', 'abc'])('%j may be asked for', (slug) => {
    expect(checkNewSlug('how-a-sip-grows', slug)).toBeNull();
  });
});
