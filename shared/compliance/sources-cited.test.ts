// Every circular the site cites comes from the one dated list (sources.ts), and none is one the
// list marks superseded (issue 35, item 3). The test reads the tree: every source, content,
// Markdown and doc file of the workspaces and docs/, and finds each citation of a circular by its
// date ("circular of 2 June 2025", "Master Circular of 6 February 2026", "circular SEBI/HO/… of
// 2 April 2025", "the 31 July 2023 circular") or by its id in the list ('ia-master-circular-2025').
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { longDate, SOURCE_IDS, SOURCES } from './sources';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SKIP = new Set(['node_modules', 'dist', '.releases', '.run', '.git', '.firebase', 'coverage', 'test-results']);
const TEXT = /\.(ts|tsx|js|mjs|md|json|html)$/;

/** The files of the tree a citation could be in: everything but builds, packages and this list. */
function treeFiles(dir = ROOT): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.') && entry.name !== '.') return [];
    if (SKIP.has(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return treeFiles(path);
    return TEXT.test(entry.name) && !entry.name.endsWith('package-lock.json') ? [path] : [];
  });
}

const MONTH = '(?:January|February|March|April|May|June|July|August|September|October|November|December)';
const DATE = `(\\d{1,2}\\s+${MONTH}\\s+\\d{4})`;
const CITATIONS = [
  new RegExp(`\\bcirculars?(?:\\s+[A-Z0-9][\\w/.-]*\\d)?\\s+(?:of|dated)\\s+${DATE}`, 'gi'),
  new RegExp(`${DATE}\\s+(?:IA\\s+)?(?:master\\s+)?circular`, 'gi'),
];

/** Each circular cited in a text by its date, with its line: comments and strings alike. */
export function citedDates(text: string): { date: string; line: number }[] {
  // A citation may wrap across lines of a comment: join them, keeping where each character was.
  const flat = text.replace(/\n\s*(?:\/\/|\*|#)?\s*/g, (gap) => ' '.padEnd(gap.length, ' '));
  return CITATIONS.flatMap((pattern) =>
    [...flat.matchAll(pattern)].map((match) => ({
      date: (match[1] ?? '').replace(/\s+/g, ' '),
      line: text.slice(0, match.index).split('\n').length,
    })),
  );
}

const BY_DATE = new Map(SOURCE_IDS.map((id) => [longDate(SOURCES[id].date), id]));
const SUPERSEDED = SOURCE_IDS.filter((id) => SOURCES[id].supersededBy);
/** The list itself and its own tests, which name superseded instruments on purpose. */
const OWN = fileURLToPath(new URL('.', import.meta.url));

describe('citedDates', () => {
  it.each<[string, string[]]>([
    ['the IA Master Circular of 27 June 2025', ['27 June 2025']],
    ['SEBI circular SEBI/HO/MIRSD/MIRSD-PoD/P/CIR/2025/48 of 2 April 2025', ['2 April 2025']],
    [
      '(SEBI circular of 2 June 2025, consolidated in the\n * IA Master Circular of 6 February 2026)',
      ['2 June 2025', '6 February 2026'],
    ],
    ['the 31 July 2023 circular on online dispute resolution', ['31 July 2023']],
    ['a first audit by 30 April 2026, and circulars (2025)', []],
  ])('%j → %j', (text, dates) => {
    expect(citedDates(text).map((found) => found.date)).toEqual(dates);
  });
});

describe('every circular the site cites', () => {
  const files = treeFiles().filter((path) => !path.startsWith(OWN));
  const citations = files.flatMap((path) =>
    citedDates(readFileSync(path, 'utf8')).map((found) => ({ ...found, at: `${relative(ROOT, path)}:${found.line}` })),
  );

  it('reads the tree (the charter, the fee rules and the accessibility statement cite circulars)', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(citations.length).toBeGreaterThan(5);
  });

  it('is in the sources list, by its date', () => {
    const unknown = citations.filter((found) => !BY_DATE.has(found.date)).map((found) => `${found.at} ${found.date}`);
    expect(unknown, 'add each to shared/compliance/sources.ts, or correct the date').toEqual([]);
  });

  it('is not an instrument the list marks superseded', () => {
    const stale = citations
      .filter((found) => SOURCES[BY_DATE.get(found.date) ?? 'odr-2023'].supersededBy)
      .map(
        (found) =>
          `${found.at} cites ${found.date}, superseded by ${SOURCES[BY_DATE.get(found.date) ?? 'odr-2023'].supersededBy}`,
      );
    const byId = files.flatMap((path) => {
      const text = readFileSync(path, 'utf8');
      return SUPERSEDED.filter((id) => text.includes(`'${id}'`) || text.includes(`"${id}"`)).map(
        (id) => `${relative(ROOT, path)} names ${id}`,
      );
    });
    expect([...stale, ...byId]).toEqual([]);
  });
});
