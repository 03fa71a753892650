// No page may say that two quarters is the most SEBI allows in advance: since SEBI's circular of
// 2 April 2025 it is one year, if the client agrees (issue 35, item 1). The firm may bill two
// quarters at a time as its own policy, in a sentence that does not credit SEBI with it. This reads
// every text of the site's workspaces (sources, content, posts; not tests) and the texts /fees and
// the investor charter compute, sentence by sentence.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SEBI_FEE_RULES } from '@meridian/shared/compliance';
import { feesPage, FIRM_FEE_POLICY } from './fees';
import { investorCharter } from './investor-charter';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const WORKSPACES: string[] = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { workspaces: string[] })
  .workspaces;
const SKIP = new Set(['node_modules', 'dist', '.releases', 'e2e']);

function siteFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.') || SKIP.has(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return siteFiles(path);
    return /\.(ts|tsx|md|json)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const QUARTERS = /\b(?:two|2)\s+quarters|\bhalf[- ]year(?:ly)?\b/i;
const REGULATOR =
  /\bSEBI\b|regulat|\bthe law\b|\ballows?\b|\bpermit|\bthe most\b|\blimit|more than|at most|maximum|up to/i;

/** The sentences of a text that tie two quarters to what SEBI allows. */
export function quarterClaims(text: string): string[] {
  return text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?;])\s+|\s*[`'"]\s*[,\]]\s*/)
    .filter((sentence) => QUARTERS.test(sentence) && REGULATOR.test(sentence));
}

/** A file's text without its code comments (a comment may tell the rule's history). */
function withoutComments(path: string, text: string): string {
  return /\.tsx?$/.test(path) ? text.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/^\s*\/\/.*$/gm, ' ') : text;
}

describe('quarterClaims', () => {
  it.each<[string, number]>([
    ['The Reddys pay two quarters at a time, the most SEBI allows in advance.', 1],
    ["Don't pay in cash, or pay more than two quarters' fees in advance.", 1],
    ['Fees paid in advance for at most 2 quarters, as SEBI allows.', 1],
    ['We invoice each quarter, or two quarters at a time if you prefer; never further ahead.', 0],
    ['SEBI allows fees in advance for at most one year, if the client agrees.', 0],
  ])('%j → %d', (text, count) => {
    expect(quarterClaims(text)).toHaveLength(count);
  });
});

describe('no page claims two quarters as SEBI’s limit', () => {
  const files = WORKSPACES.filter((dir) => dir !== 'e2e').flatMap((dir) => siteFiles(join(ROOT, dir)));

  it('in any text of the site (its code’s comments aside)', () => {
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((path) =>
      quarterClaims(withoutComments(path, readFileSync(path, 'utf8'))).map(
        (sentence) => `${relative(ROOT, path)}: ${sentence}`,
      ),
    );
    expect(found).toEqual([]);
  });

  it('in the texts /fees and the investor charter compute', () => {
    const texts = [
      ...feesPage.limits(SEBI_FEE_RULES),
      ...feesPage.policy(FIRM_FEE_POLICY),
      ...feesPage.policy({ ...FIRM_FEE_POLICY, mostQuartersBilled: 2 }),
      ...investorCharter.sections.flatMap((section) => [...section.paragraphs, ...(section.list ?? [])]),
    ];
    expect(texts.flatMap(quarterClaims)).toEqual([]);
  });
});
