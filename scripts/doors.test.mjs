// shared's doors, as docs/architecture.md's table lists them ("Shared's doors"), are the subpaths
// of shared/package.json's `exports` (lint refuses every other way in, scripts/lint-boundaries),
// and the build door, '../shared/build', entered by path. A door added or removed is added to or
// removed from the table too.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './lib/paths.mjs';

const read = (path) => readFileSync(join(repoRoot, path), 'utf8');
const exportsOf = (folder) => JSON.parse(read(`${folder}/package.json`)).exports;

/** The first column of each row of the table under the heading "## Shared's doors…". */
function tableDoors() {
  const doc = read('docs/architecture.md');
  const section = doc.slice(doc.indexOf("## Shared's doors"));
  const table = section.slice(section.indexOf('\n| door |'));
  const rows = table.split('\n').slice(3);
  const end = rows.findIndex((line) => !line.startsWith('|'));
  return rows.slice(0, end === -1 ? rows.length : end).map((row) => row.split('|')[1].trim().replace(/^`|`$/g, ''));
}

describe("shared's doors", () => {
  const doors = tableDoors();
  const exported = Object.keys(exportsOf('shared'))
    .filter((subpath) => subpath !== './package.json')
    .map((subpath) => `@meridian/shared${subpath.slice(1)}`);

  it('the table lists each door once', () => {
    expect(doors.length).toBeGreaterThan(1);
    expect(new Set(doors).size, doors.join(', ')).toBe(doors.length);
  });

  it("the table's package doors are shared/package.json's exports, no more and no fewer", () => {
    expect(doors.filter((door) => door.startsWith('@meridian/')).sort()).toEqual([...exported].sort());
  });

  it('the one door by path is the build door, and it is there', () => {
    expect(doors.filter((door) => !door.startsWith('@meridian/'))).toEqual(['../shared/build']);
    expect(existsSync(join(repoRoot, 'shared/build/index.ts'))).toBe(true);
  });

  it('every export leads to a file', () => {
    for (const [subpath, target] of Object.entries(exportsOf('shared'))) {
      expect(existsSync(join(repoRoot, 'shared', target)), `${subpath}: ${target}`).toBe(true);
    }
  });
});
