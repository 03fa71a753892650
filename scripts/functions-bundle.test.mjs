// The site's Cloud Function is functions/lib/index.js: its code with the composer and shared's
// doors bundled in. What it still imports is loaded by Node from the packages Cloud Build installs,
// functions/package.json's own; anything else (React, reached through a door that imports the
// browser runtime) would stop the function at deploy. Built here into a temporary folder.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from './lib/paths.mjs';

const functions = join(repoRoot, 'functions');
const outDir = mkdtempSync(join(tmpdir(), 'functions-lib-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe("the functions' bundle", () => {
  it("imports only Node's modules and functions/package.json's dependencies", async () => {
    await build({
      root: functions,
      configFile: join(functions, 'vite.config.ts'),
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true },
    });
    const code = readFileSync(join(outDir, 'index.js'), 'utf8');
    const imported = [...code.matchAll(/^import\s[^'"]*?["']([^"']+)["']/gm)].map((match) => match[1]);
    const dependencies = Object.keys(JSON.parse(readFileSync(join(functions, 'package.json'), 'utf8')).dependencies);
    const packageOf = (specifier) =>
      specifier
        .split('/')
        .slice(0, specifier.startsWith('@') ? 2 : 1)
        .join('/');

    expect(imported.length).toBeGreaterThan(0);
    expect(
      imported.filter((specifier) => !specifier.startsWith('node:') && !dependencies.includes(packageOf(specifier))),
    ).toEqual([]);
  });
});
