// The pure part of the posts' seed and import: an article's Markdown file → its post, address and
// first revision (post-documents.ts, imported as TypeScript by Vitest; the seed bundles it).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { postDocuments, sameContent, SEED_ACTOR } from './post-documents.ts';
import { repoRoot } from './paths.mjs';
import { loadPostContract, postFiles } from './seed-posts.mjs';

const AT = 'WRITTEN-AT';

const article = (front, body = 'Some words of the article.\n') =>
  `---\n${Object.entries({
    id: '1',
    title: '"How a SIP grows over twenty years"',
    slug: '"how-a-sip-grows"',
    excerpt: '"Compounding explained with the numbers of a monthly SIP over twenty years."',
    author: '"Priya Sharma"',
    date: '"2026-09-15"',
    category: '"Investment"',
    tags: '["SIP", "compounding"]',
    ...front,
  })
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}: ${value}`)
    .join('\n')}\n---\n\n${body}`;

/** A list of the rules' function `name`, as written in firestore.rules. */
function rulesList(name) {
  const rules = readFileSync(join(repoRoot, 'firestore', 'firestore.rules'), 'utf8');
  const body = new RegExp(`function ${name}\\(\\) \\{([\\s\\S]*?)\\n    \\}`).exec(rules)?.[1] ?? '';
  return [...body.matchAll(/'([A-Za-z]+)'/g)].map((match) => match[1]);
}

describe('postDocuments: an article file → its documents', () => {
  it('a valid file gives a published post at its date, its address and its first revision', () => {
    const documents = postDocuments(article({}), 'a.md', AT);
    const content = {
      title: 'How a SIP grows over twenty years',
      slug: 'how-a-sip-grows',
      excerpt: 'Compounding explained with the numbers of a monthly SIP over twenty years.',
      body: 'Some words of the article.',
      category: 'Investment',
      tags: ['SIP', 'compounding'],
      author: 'Priya Sharma',
      searchTitle: '',
      description: '',
      classification: 'educational',
      approvalRef: '',
      approvalDate: '',
    };
    expect(documents).toEqual({
      id: 'how-a-sip-grows',
      post: {
        ...content,
        status: 'published',
        publishAt: Date.UTC(2026, 8, 15),
        createdBy: SEED_ACTOR,
        createdAt: AT,
        updatedAt: AT,
        updatedBy: SEED_ACTOR,
        reviewNote: '',
        revisionId: 'seed',
      },
      slug: { postId: 'how-a-sip-grows', at: AT },
      revision: { ...content, savedBy: SEED_ACTOR, savedAt: AT },
    });
    expect(sameContent(documents.post, content)).toBe(true);
    expect(sameContent({ ...documents.post, title: 'Changed' }, content)).toBe(false);
  });

  it.each([
    [
      'search title and description',
      { searchTitle: '"SIP growth in 20 years"', description: '"The numbers."' },
      {
        searchTitle: 'SIP growth in 20 years',
        description: 'The numbers.',
      },
    ],
    [
      'a promotional post with its approval',
      {
        classification: '"promotional"',
        approvalRef: '"ADV-2026-014"',
        approvalDate: '"2026-09-01"',
      },
      { classification: 'promotional', approvalRef: 'ADV-2026-014', approvalDate: '2026-09-01' },
    ],
  ])('front matter may give %s', (_name, front, expected) => {
    expect(postDocuments(article(front), 'a.md', AT).post).toMatchObject(expected);
  });

  it.each([
    ['a title under 10 characters', { title: '"Short"' }, /a\.md: title: The title needs at least 10/],
    ['an unknown category', { category: '"Crypto"' }, /a\.md: category: Choose one of the blog/],
    ['a tag of one character', { tags: '["x"]' }, /a\.md: tags: Each tag has 2 to 30/],
    ['nine tags', { tags: JSON.stringify(['aa', 'bb', 'cc', 'dd', 'ee', 'ff', 'gg', 'hh', 'ii']) }, /At most 8 tags/],
    ['an excerpt under 40 characters', { excerpt: '"Too short."' }, /a\.md: excerpt: The excerpt needs/],
    ['a search title over 60', { searchTitle: JSON.stringify('x'.repeat(61)) }, /searchTitle: The search title may/],
    ['a description over 160', { description: JSON.stringify('x'.repeat(161)) }, /description: The search description/],
    ['an unknown classification', { classification: '"advert"' }, /"classification" must be one of/],
    ['a title on two lines', { title: '"How a SIP grows\\nover twenty years"' }, /single lines/],
    ['an author over 100 characters', { author: JSON.stringify('A'.repeat(101)) }, /at most 100 characters/],
    ['no date', { date: undefined }, /a\.md: "date" must be a non-empty string/],
    ['a slug that is not one', { slug: '"How A SIP"' }, /"slug" must be lower-case/],
    ['a body over 60,000 characters', {}, /body: The article may have at most 60,000/, 'word '.repeat(12_001)],
  ])('refuses %s, naming the file and the field', (_name, front, message, body) => {
    expect(() => postDocuments(article(front, body), 'a.md', AT)).toThrow(message);
  });

  it('writes exactly the keys the rules expect of a post and of a revision', () => {
    const { post, revision, slug } = postDocuments(article({}), 'a.md', AT);
    const contentKeys = rulesList('postContentKeys');
    expect(contentKeys).toContain('approvalDate');
    const postKeys = [...contentKeys, ...rulesList('postKeys').filter((key) => key !== 'auditId')];
    expect(Object.keys(post).sort()).toEqual(postKeys.sort());
    expect(Object.keys(revision).sort()).toEqual([...contentKeys, 'savedBy', 'savedAt'].sort());
    expect(Object.keys(slug).sort()).toEqual(['at', 'postId']);
  });
});

describe("the blog's six articles", () => {
  const files = postFiles();

  it('are six, each a valid post with its own address, published at its front-matter date', () => {
    expect(files).toHaveLength(6);
    const documents = files.map(({ file, source }) => postDocuments(source, file, AT));
    expect(new Set(documents.map((d) => d.post.slug)).size).toBe(6);
    for (const [index, { source }] of files.entries()) {
      const date = /^date: "(\d{4}-\d{2}-\d{2})"$/m.exec(source)?.[1];
      expect(new Date(documents[index].post.publishAt).toISOString().slice(0, 10)).toBe(date);
    }
  });
});

describe('the seed’s own bundle of post-documents.ts (what npm start and npm test import)', () => {
  // esbuild bundles it with everything it imports: a build-time import of Vite's plugins there
  // (shared's build door) fails to bundle, and the demo data is never written.
  it('bundles and reads an article as the imported module does', async () => {
    const bundled = await loadPostContract();
    const [{ file, source }] = postFiles();
    expect(bundled.postDocuments(source, file, AT)).toEqual(postDocuments(source, file, AT));
  });
});
