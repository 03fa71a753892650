import { describe, expect, it } from 'vitest';
import { istDate } from '@meridian/shared/complaints';
import {
  changedFields,
  checkDraft,
  checkPublishAt,
  contentOf,
  diffLines,
  draftOf,
  draftPreviewChecks,
  EMPTY_DRAFT,
  failedChecks,
  isSlugFixed,
  keptDraftKey,
  parseKept,
  sameDraft,
  serializeKept,
  splitTags,
  withTitle,
  type PostContent,
  type PostDraft,
} from './post-form';

const CONTENT: PostContent = {
  title: 'How a SIP grows over twenty years',
  slug: 'how-a-sip-grows',
  excerpt: 'Compounding explained with the numbers of a monthly SIP over twenty years.',
  body: '## Start early\n\nThe numbers.',
  category: 'Investment',
  tags: ['SIP', 'Compounding'],
  author: 'Priya Sharma',
  searchTitle: 'How a SIP grows over 20 years',
  description: 'The numbers of a monthly SIP.',
  classification: 'educational',
  approvalRef: '',
  approvalDate: '',
};

const DRAFT: PostDraft = draftOf(CONTENT);

describe('the form and the stored content', () => {
  it('a stored post comes back as the content it was saved from', () => {
    expect(contentOf(DRAFT, 'Priya Sharma')).toEqual(CONTENT);
  });

  it('trims what is stored, and splits the tags on commas', () => {
    const draft = { ...DRAFT, title: `  ${CONTENT.title}  `, tags: ' SIP ,, Compounding, ', body: 'Text.\n\n' };
    expect(contentOf(draft, ' Priya Sharma ')).toMatchObject({
      title: CONTENT.title,
      tags: ['SIP', 'Compounding'],
      body: 'Text.',
      author: 'Priya Sharma',
    });
  });

  it.each([
    ['', []],
    ['SIP', ['SIP']],
    [' a , b ,,c', ['a', 'b', 'c']],
  ])('splitTags(%j) is %j', (text, tags) => {
    expect(splitTags(text)).toEqual(tags);
  });

  it.each<[string, Partial<PostDraft>, keyof PostDraft]>([
    ['a title under 10 characters', { title: 'Too short' }, 'title'],
    ['a title over 120', { title: 'x'.repeat(121) }, 'title'],
    ['a slug with capitals', { slug: 'How-A-SIP' }, 'slug'],
    ['a short excerpt', { excerpt: 'Short.' }, 'excerpt'],
    ['a body over 60,000', { body: 'x'.repeat(60_001) }, 'body'],
    ['a search title over 60', { searchTitle: 'x'.repeat(61) }, 'searchTitle'],
    ['a description over 160', { description: 'x'.repeat(161) }, 'description'],
    ['nine tags', { tags: 'aa, bb, cc, dd, ee, ff, gg, hh, ii' }, 'tags'],
    ['an approval date that is no date', { approvalDate: '2026-02-30' }, 'approvalDate'],
  ])('refuses %s beside that field alone', (_name, change, field) => {
    expect(Object.keys(checkDraft({ ...DRAFT, ...change }))).toEqual([field]);
  });

  it('finds nothing wrong with a stored post', () => {
    expect(checkDraft(DRAFT)).toEqual({});
  });
});

describe('the address', () => {
  it('follows the title while the editor has not typed one', () => {
    const draft = withTitle(EMPTY_DRAFT, '80C, 80D & NPS: Old vs New Regime!', false);
    expect(draft.slug).toBe('80c-80d-and-nps-old-vs-new-regime');
  });

  it('stays as typed once the editor changed it', () => {
    const draft = withTitle({ ...EMPTY_DRAFT, slug: 'my-address', slugEdited: true }, 'Another title', false);
    expect(draft.slug).toBe('my-address');
  });

  it('stays once the post was published, whatever the title', () => {
    const draft = withTitle({ ...EMPTY_DRAFT, slug: 'the-live-address' }, 'Another title', true);
    expect(draft.slug).toBe('the-live-address');
  });

  it.each([
    [null, false],
    [{ publishAt: null }, false],
    [{ publishAt: new Date('2026-11-01T00:00:00Z') }, true],
  ])('is fixed for %j: %s', (post, fixed) => {
    expect(isSlugFixed(post)).toBe(fixed);
  });
});

describe('publishing at a time', () => {
  const NOW = Date.parse('2026-11-25T06:00:00Z');
  it.each<[string, number, boolean]>([
    ['an hour ahead', NOW + 3_600_000, true],
    ['364 days ahead', NOW + 364 * 86_400_000, true],
    ['now', NOW, false],
    ['an hour ago', NOW - 3_600_000, false],
    ['366 days ahead', NOW + 366 * 86_400_000, false],
    ['no time', Number.NaN, false],
  ])('%s: %s', (_name, at, ok) => {
    expect(checkPublishAt(at, NOW).ok).toBe(ok);
  });
});

describe('the search preview of a draft', () => {
  it('uses the search title and description, else the title and excerpt', () => {
    const checks = draftPreviewChecks({ ...DRAFT, searchTitle: '', description: '' });
    expect(checks.map((check) => check.message)).toEqual([
      `Title: ${CONTENT.title.length} characters`,
      `Description: ${CONTENT.excerpt.length} characters`,
      'Preview image: the category’s',
    ]);
  });

  it('flags a thin description', () => {
    const description = draftPreviewChecks(DRAFT).find((check) => check.field === 'description');
    expect(description).toMatchObject({ ok: false });
  });
});

describe('the draft kept in the browser', () => {
  const kept = { draft: DRAFT, keptAt: 1_764_000_000_000, baseRevision: 'rev-1' };

  it('reads back what it wrote', () => {
    expect(parseKept(serializeKept(kept))).toEqual(kept);
    expect(parseKept(serializeKept({ ...kept, baseRevision: null }))?.baseRevision).toBeNull();
  });

  it.each([
    ['nothing', null],
    ['not JSON', '{'],
    ['a number', '42'],
    ['no draft', JSON.stringify({ keptAt: 1 })],
    ['a field missing', JSON.stringify({ ...kept, draft: { ...DRAFT, body: undefined } })],
    ['an unknown classification', JSON.stringify({ ...kept, draft: { ...DRAFT, classification: 'advert' } })],
  ])('ignores %s', (_name, text) => {
    expect(parseKept(text)).toBeNull();
  });

  it('is kept per person and per post', () => {
    expect(keptDraftKey('uid-1', null)).not.toBe(keptDraftKey('uid-2', null));
    expect(keptDraftKey('uid-1', 'p1')).not.toBe(keptDraftKey('uid-1', null));
  });

  it('counts as the same text when only spaces at the ends or the slug’s mode differ', () => {
    expect(sameDraft(DRAFT, { ...DRAFT, title: ` ${DRAFT.title} `, slugEdited: false })).toBe(true);
    expect(sameDraft(DRAFT, { ...DRAFT, body: 'Other.' })).toBe(false);
    expect(sameDraft(DRAFT, { ...DRAFT, tags: 'SIP' })).toBe(false);
  });
});

describe('before a step', () => {
  it('names each failing check by its field', () => {
    expect(failedChecks({ ...CONTENT, excerpt: 'Short.', author: '' })).toEqual([
      'Excerpt: The excerpt needs at least 40 characters (it has 6).',
      'Author: the post needs its author’s name.',
    ]);
    expect(failedChecks(CONTENT)).toEqual([]);
  });

  it.each([
    [Date.parse('2026-11-24T19:00:00Z'), '2026-11-25'],
    [Date.parse('2026-11-24T18:00:00Z'), '2026-11-24'],
  ])('a post published at %d is dated %s in India', (ms, date) => {
    expect(istDate(ms)).toBe(date);
  });
});

describe('comparing a revision', () => {
  it('names the fields that differ', () => {
    expect(changedFields(CONTENT, { ...CONTENT, body: 'New.', tags: ['SIP'] })).toEqual(['body', 'tags']);
    expect(changedFields(CONTENT, { ...CONTENT })).toEqual([]);
  });

  it.each<[string, string, string, [string, string][]]>([
    [
      'the same text',
      'a\nb',
      'a\nb',
      [
        ['same', 'a'],
        ['same', 'b'],
      ],
    ],
    [
      'a line added',
      'a\nc',
      'a\nb\nc',
      [
        ['same', 'a'],
        ['added', 'b'],
        ['same', 'c'],
      ],
    ],
    [
      'a line removed',
      'a\nb\nc',
      'a\nc',
      [
        ['same', 'a'],
        ['removed', 'b'],
        ['same', 'c'],
      ],
    ],
    [
      'a line changed',
      'a\nb',
      'a\nB',
      [
        ['same', 'a'],
        ['removed', 'b'],
        ['added', 'B'],
      ],
    ],
    [
      'from nothing',
      '',
      'a',
      [
        ['removed', ''],
        ['added', 'a'],
      ],
    ],
  ])('diffLines: %s', (_name, before, after, expected) => {
    expect(diffLines(before, after).map((line) => [line.kind, line.text])).toEqual(expected);
  });
});
