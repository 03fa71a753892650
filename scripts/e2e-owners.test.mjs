import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { affectedSpecs, affectedWorkspaces, WORKSPACES } from './lib/affected.mjs';
import { E2E_OWNERS } from './lib/e2e-owners.mjs';
import { repoRoot } from './lib/paths.mjs';

describe('the end-to-end specs’ owners (test:quick)', () => {
  it('name every spec in e2e/tests, and only those', () => {
    const specs = readdirSync(join(repoRoot, 'e2e', 'tests')).filter((file) => file.endsWith('.spec.ts'));
    expect(Object.keys(E2E_OWNERS).sort()).toEqual(specs.sort());
  });

  it('are workspaces', () => {
    const owners = new Set(Object.values(E2E_OWNERS).flat());
    expect([...owners].filter((owner) => !WORKSPACES.includes(owner))).toEqual([]);
  });
});

describe('what a change affects', () => {
  const graph = new Map([
    ['shared', new Set()],
    ['portal-kit', new Set(['shared'])],
    ['mfe-calculators', new Set(['shared'])],
    ['mfe-admin', new Set(['shared', 'portal-kit'])],
    ['composer', new Set(['shared', 'shell'])],
    ['functions', new Set(['composer'])],
    ['shell', new Set(['shared'])],
  ]);
  it.each([
    ['a remote alone', ['mfe-calculators'], ['mfe-calculators']],
    ['the kit and its users', ['portal-kit'], ['portal-kit', 'mfe-admin']],
    ['the shell, and through the composer, the functions', ['shell'], ['shell', 'composer', 'functions']],
    ['shared: everything that imports it, directly or not', ['shared'], [...graph.keys()]],
  ])('%s', (_, touched, expected) => {
    expect(affectedWorkspaces(touched, graph).sort()).toEqual(expected.sort());
  });

  it('runs the specs that exercise a touched workspace, and any spec edited', () => {
    const specs = affectedSpecs(['mfe-calculators'], ['e2e/tests/layout.spec.ts', 'mfe-calculators/src/x.ts']);
    expect(specs).toContain('calculators.spec.ts');
    expect(specs).toContain('page-sweep.spec.ts');
    expect(specs).toContain('layout.spec.ts');
    expect(specs).not.toContain('admin.spec.ts');
  });
});
