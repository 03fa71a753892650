import { describe, expect, it } from 'vitest';
import { readPostContent, readStoredPost, readStoredRevision, type StoredPost } from './document';
import type { PostContent } from './fields';

const at = (millis: number) => ({ toMillis: () => millis });

const content: PostContent = {
  title: 'SIP basics',
  slug: 'sip-basics',
  excerpt: 'What a SIP is.',
  body: '# SIP\n\nMonthly.',
  category: 'Investment',
  tags: ['sip', 'mutual funds'],
  author: 'Asha',
  searchTitle: '',
  description: '',
  classification: 'educational',
  approvalRef: '',
  approvalDate: '',
};

describe('readPostContent: a post’s content as stored', () => {
  it.each<[string, Record<string, unknown>, Partial<PostContent>]>([
    ['as saved', { ...content }, {}],
    [
      'a promotional post',
      { ...content, classification: 'promotional', approvalRef: 'A-1' },
      { classification: 'promotional', approvalRef: 'A-1' },
    ],
    ['an unknown classification', { ...content, classification: 'advert' }, { classification: 'educational' }],
    ['no classification', { ...content, classification: undefined }, { classification: 'educational' }],
    ['tags that are not all text', { ...content, tags: ['sip', 3, null] }, { tags: ['sip'] }],
    ['tags that are not a list', { ...content, tags: 'sip' }, { tags: [] }],
    ['a title that is not text', { ...content, title: 42 }, { title: '' }],
    ['a category the blog does not list (kept as it is)', { ...content, category: 'Crypto' }, { category: 'Crypto' }],
    [
      'nothing',
      {},
      { title: '', slug: '', excerpt: '', body: '', category: '', tags: [], author: '', classification: 'educational' },
    ],
  ])('%s', (_, data, expected) => {
    expect(readPostContent(data)).toEqual({ ...content, ...expected });
  });
});

describe('readStoredPost: posts/{id} as read', () => {
  const stored = {
    ...content,
    status: 'published',
    publishAt: at(1_764_000_000_000),
    createdBy: 'u1',
    createdAt: at(1_763_000_000_000),
    updatedAt: at(1_763_500_000_000),
    updatedBy: 'u2',
    reviewNote: '',
    revisionId: 'r2',
    publishedRevisionId: 'r2',
  };
  const read: StoredPost = {
    ...content,
    status: 'published',
    publishAt: 1_764_000_000_000,
    createdBy: 'u1',
    createdAt: 1_763_000_000_000,
    updatedAt: 1_763_500_000_000,
    updatedBy: 'u2',
    reviewNote: '',
    revisionId: 'r2',
    publishedRevisionId: 'r2',
  };
  it.each<[string, unknown, StoredPost | null]>([
    ['a published post', stored, read],
    [
      'a draft, never published',
      { ...stored, status: 'draft', publishAt: null },
      { ...read, status: 'draft', publishAt: null },
    ],
    ['an unknown status', { ...stored, status: 'live' }, { ...read, status: null }],
    [
      'a time that is a number (not a stored time)',
      { ...stored, publishAt: 1_764_000_000_000 },
      { ...read, publishAt: null },
    ],
    ['a pending server time', { ...stored, updatedAt: null }, { ...read, updatedAt: null }],
    ['no document', undefined, null],
    ['an array', [stored], null],
  ])('%s', (_, data, expected) => {
    expect(readStoredPost(data)).toEqual(expected);
  });
});

describe('readStoredRevision: posts/{id}/revisions/{id} as read', () => {
  it.each<[string, unknown, ReturnType<typeof readStoredRevision>]>([
    [
      'a save',
      { ...content, savedBy: 'u1', byName: 'Asha', savedAt: at(5) },
      { ...content, savedBy: 'u1', byName: 'Asha', savedAt: 5 },
    ],
    [
      'one saved before names were kept',
      { ...content, savedBy: 'u1', savedAt: at(5) },
      { ...content, savedBy: 'u1', byName: '', savedAt: 5 },
    ],
    ['no document', null, null],
  ])('%s', (_, data, expected) => {
    expect(readStoredRevision(data)).toEqual(expected);
  });
});
