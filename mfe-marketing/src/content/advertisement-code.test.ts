// Every text of the marketing section and of the blog, held to SEBI's advertisement code
// (src/domain/advertisement-code.ts): a copy edit cannot bring back a superlative, a promise of
// returns, a past-performance figure or a headline figure without its approval unseen. New
// content files are read as they are added: the folders are listed, not the files.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { brand } from '@meridian/shared';
import { claimFigures, claimProblems, forbiddenWords, isClaim } from '../domain/advertisement-code';

const here = dirname(fileURLToPath(import.meta.url));
const marketing = join(here, '..');
const repository = join(marketing, '..', '..');
const blog = join(repository, 'mfe-blog', 'src');

/** The files below a folder whose names pass `keep`, as absolute paths. */
function filesIn(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesIn(path, keep);
    return keep(entry.name) ? [path] : [];
  });
}

const isSource = (name: string) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts');

interface Text {
  where: string;
  text: string;
  /** A claim's own words: its figures are what it is approved for. */
  approved?: true;
}

/** Every string a content module exports, with where it sits; claims are collected apart. */
function walk(value: unknown, where: string, texts: Text[], claims: { where: string; claim: object }[]): void {
  if (typeof value === 'string') texts.push({ where, text: value });
  else if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${where}[${index}]`, texts, claims));
  else if (isClaim(value)) {
    claims.push({ where, claim: value });
    // A claim's own words may not break the code either; its figures are what it is approved for.
    for (const [key, item] of Object.entries(value))
      if (typeof item === 'string') texts.push({ where: `${where}.${key}`, text: item, approved: true });
  } else if (value && typeof value === 'object' && !(typeof value === 'function')) {
    for (const [key, item] of Object.entries(value)) walk(item, `${where}.${key}`, texts, claims);
  }
}

const contentFiles = filesIn(join(marketing, 'content'), isSource);
const texts: Text[] = [];
const claims: { where: string; claim: object }[] = [];
for (const file of contentFiles) {
  const module: Record<string, unknown> = await import(/* @vite-ignore */ file);
  walk(module, relative(repository, file), texts, claims);
}
walk({ mission: brand.mission, vision: brand.vision, tagline: brand.tagline }, 'brand', texts, claims);

/** Copy written into the marketing pages and components themselves, and the blog's articles and lists: read as files. */
const files: Text[] = [
  ...filesIn(join(marketing, 'pages'), isSource),
  ...filesIn(join(marketing, 'components'), isSource),
  ...filesIn(join(blog, 'content'), (name) => name.endsWith('.md') || isSource(name)),
].map((file) => ({ where: relative(repository, file), text: readFileSync(file, 'utf8') }));

const report = (found: { where: string; rule: string; sentence: string }[]) =>
  found.map((item) => `${item.where}: ${item.rule}: "${item.sentence}"`);

describe('the advertisement code', () => {
  it('reads the marketing content, pages and the blog’s articles', () => {
    expect(contentFiles.length).toBeGreaterThan(10);
    expect(files.filter((file) => file.where.endsWith('.md')).length).toBeGreaterThanOrEqual(6);
    expect(claims.length).toBeGreaterThanOrEqual(4);
  });

  it('every claim carries its wording, an "as of" date and an approval reference with its date', () => {
    const problems = claims.flatMap(({ where, claim }) =>
      claimProblems(claim).map((problem) => `${where}: ${problem}`),
    );
    expect(problems).toEqual([]);
  });

  it('no forbidden words outside statements of the rule', () => {
    const found = [...texts, ...files].flatMap(({ where, text }) =>
      forbiddenWords(text).map((finding) => ({ where, ...finding })),
    );
    expect(report(found)).toEqual([]);
  });

  it('no headline figure about the firm outside a claim with its approval', () => {
    const found = [...texts.filter((text) => !text.approved), ...files].flatMap(({ where, text }) =>
      claimFigures(text).map((finding) => ({ where, ...finding })),
    );
    expect(report(found)).toEqual([]);
  });
});
