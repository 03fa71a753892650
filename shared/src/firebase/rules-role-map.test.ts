/**
 * firestore.rules carries its own copy of the role → permission table (rules cannot import
 * TypeScript). This test reads that copy out of the rules text and checks it equals
 * ROLE_PERMISSIONS, so the two can never drift apart. No emulator needed.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLE, PERMISSIONS, ROLE_PERMISSIONS, ROLES } from '../auth/roles';

const RULES_PATH = fileURLToPath(new URL('../../../firestore.rules', import.meta.url));
const rules = readFileSync(RULES_PATH, 'utf8');

/** The text of `function rolePermissions() { return { ... }; }`, between the outer braces. */
function roleMapLiteral(source: string): string {
  const match = /function\s+rolePermissions\s*\(\s*\)\s*\{\s*return\s*(\{[\s\S]*?\})\s*;\s*\}/.exec(source);
  if (!match?.[1]) throw new Error('firestore.rules has no `function rolePermissions() { return { ... }; }`.');
  return match[1];
}

/** Parses the rules map literal ('role': ['permission', ...], ...) strictly, via JSON. */
function parseRoleMap(literal: string): Record<string, string[]> {
  const json = literal
    .replace(/\/\/[^\n]*/g, '') // line comments
    .replace(/'([^'\\]*)'/g, '"$1"') // 'x' → "x"
    .replace(/,(\s*[\]}])/g, '$1'); // trailing commas
  const parsed: unknown = JSON.parse(json);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error('rolePermissions() should return a map literal.');
  }
  const map: Record<string, string[]> = {};
  for (const [role, permissions] of Object.entries(parsed)) {
    if (!Array.isArray(permissions) || !permissions.every((p): p is string => typeof p === 'string')) {
      throw new Error(`rolePermissions()['${role}'] should be a list of strings.`);
    }
    map[role] = permissions;
  }
  return map;
}

const sorted = (values: readonly string[]): string[] => [...values].sort();

describe('the role map in firestore.rules', () => {
  const rulesMap = parseRoleMap(roleMapLiteral(rules));

  it('has exactly the roles of ROLES', () => {
    expect(sorted(Object.keys(rulesMap))).toEqual(sorted(ROLES));
  });

  it.each(ROLES)("gives '%s' exactly its ROLE_PERMISSIONS", (role) => {
    const permissions = rulesMap[role] ?? [];
    expect(sorted(permissions)).toEqual(sorted(ROLE_PERMISSIONS[role]));
    expect(new Set(permissions).size).toBe(permissions.length);
  });

  it('equals ROLE_PERMISSIONS as a whole', () => {
    const normalise = (map: Readonly<Record<string, readonly string[]>>): Record<string, string[]> =>
      Object.fromEntries(Object.entries(map).map(([role, permissions]) => [role, sorted(permissions)]));
    expect(normalise(rulesMap)).toEqual(normalise(ROLE_PERMISSIONS));
  });

  it('asks can() only for permissions that exist', () => {
    const asked = [...rules.matchAll(/\bcan\(\s*'([^']*)'\s*\)/g)].map((match) => match[1] ?? '');
    expect(asked.length).toBeGreaterThan(0);
    for (const permission of asked) expect(PERMISSIONS).toContain(permission);
  });

  it(`treats a missing or unknown role as '${DEFAULT_ROLE}', like normaliseRole`, () => {
    expect(rules).toMatch(new RegExp(`get\\('role', '${DEFAULT_ROLE}'\\)`));
    expect(rules).toMatch(new RegExp(`isValidRole\\(stored\\) \\? stored : '${DEFAULT_ROLE}'`));
  });
});

describe('parseRoleMap', () => {
  it('reads a map literal with comments and trailing commas', () => {
    const literal = roleMapLiteral(`
      function rolePermissions() {
        return {
          // the top
          'a': ['x', 'y',],
          'b': [],
        };
      }`);
    expect(parseRoleMap(literal)).toEqual({ a: ['x', 'y'], b: [] });
  });

  it('fails loudly on a table it cannot read', () => {
    expect(() => roleMapLiteral('function somethingElse() { return {}; }')).toThrow(/rolePermissions/);
    expect(() => parseRoleMap("{ 'a': 'x' }")).toThrow(/list of strings/);
    expect(() => parseRoleMap("{ 'a': [x] }")).toThrow();
  });
});
