import { describe, expect, it } from 'vitest';
import { listedPost, readKeptPosts, type ListedPost, type PostForList } from './listed-posts';

describe('listedPost', () => {
  const post: PostForList = {
    id: 'p1',
    title: 'How a SIP grows over twenty years',
    slug: 'how-a-sip-grows',
    status: 'in_review',
    category: 'Investment',
    author: 'Esha Editor',
    createdBy: 'uid-esha',
    updatedAt: new Date('2026-11-20T06:00:00Z'),
    updatedBy: 'uid-esha',
  };
  it.each<[string, PostForList, string, Partial<ListedPost>]>([
    ['changed last by its author', post, 'uid-arun', { by: 'Esha Editor' }],
    ['changed last by the person', post, 'uid-esha', { by: 'You' }],
    [
      'changed last by someone else',
      { ...post, updatedBy: 'uid-other' },
      'uid-arun',
      { by: 'Another member of staff' },
    ],
    ['with no time', { ...post, updatedAt: null }, 'uid-arun', { updatedAt: null }],
  ])('%s', (_, row, uid, expected) => {
    expect(listedPost(row, uid)).toEqual({
      id: 'p1',
      title: 'How a SIP grows over twenty years',
      slug: 'how-a-sip-grows',
      status: 'in_review',
      category: 'Investment',
      updatedAt: Date.parse('2026-11-20T06:00:00Z'),
      by: 'Esha Editor',
      ...expected,
    });
  });
});

// What the Blog tab keeps on the device (JSON) read back: shown only when every post is what this
// release reads (an older release, or a hand in the storage, may have written another shape).
describe('readKeptPosts', () => {
  const post: ListedPost = {
    id: 'p1',
    title: 'How a SIP grows over twenty years',
    slug: 'how-a-sip-grows',
    status: 'published',
    category: 'Investment',
    updatedAt: 1_763_900_000_000,
    by: 'Esha Editor',
  };
  const other: ListedPost = { ...post, id: 'p2', status: 'draft', updatedAt: null, by: 'You' };
  const MAX = 3;
  it.each<[string, unknown, unknown]>([
    ['none', [], []],
    ['a whole list', [post, other], [post, other]],
    ['as many as the read reads', [post, other, { ...post, id: 'p3' }], [post, other, { ...post, id: 'p3' }]],
    ['more than the read reads', [post, other, { ...post, id: 'p3' }, { ...post, id: 'p4' }], null],
    ['a post twice', [post, post], null],
    ['one without an id', [post, { ...other, id: '' }], null],
    ['an id with a slash', [{ ...post, id: 'p1/revisions' }], null],
    ['an id that is a number', [{ ...post, id: 1 }], null],
    ['a title that is no text', [{ ...post, title: null }], null],
    ['a title longer than a post’s', [{ ...post, title: 'x'.repeat(121) }], null],
    ['an address longer than a post’s', [{ ...post, slug: 'x'.repeat(81) }], null],
    ['a status unknown', [{ ...post, status: 'deleted' }], null],
    ['a category unknown', [{ ...post, category: 'Crypto' }], null],
    ['a time that is text', [{ ...post, updatedAt: '2026-11-25' }], null],
    ['a time before 1970', [{ ...post, updatedAt: -1 }], null],
    ['a time with a fraction', [{ ...post, updatedAt: 1.5 }], null],
    ['no one said', [{ ...post, by: undefined }], null],
    ['a name longer than an author’s', [{ ...post, by: 'x'.repeat(101) }], null],
    ['a post that is text', ['p1'], null],
    ['not a list', { 0: post }, null],
    ['null', null, null],
  ])('%s', (_, kept, expected) => {
    expect(readKeptPosts(kept, MAX)).toEqual(expected);
  });
});
