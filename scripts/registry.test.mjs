// Everything that names the remotes agrees with the registry (shared/registry.js): the workspaces,
// each remote's vite.config.ts, the serve scripts, the README's ports table, and the versions of
// the packages the shell shares with every remote.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REMOTES, SHELL } from '../shared/registry.js';
import { repoRoot } from './lib/paths.mjs';
import { sites } from './lib/sites.mjs';

const read = (path) => readFileSync(join(repoRoot, path), 'utf8');
const json = (path) => JSON.parse(read(path));
const built = REMOTES.filter((remote) => existsSync(join(repoRoot, remote.dir, 'package.json')));

describe('the registry', () => {
  it('names each remote, folder and port once', () => {
    for (const key of ['name', 'dir', 'port']) {
      const values = [SHELL[key], ...REMOTES.map((remote) => remote[key])];
      expect(new Set(values).size, key).toBe(values.length);
    }
  });

  it('has a workspace for every remote that is built, and the root lists it', () => {
    const workspaces = json('package.json').workspaces;
    for (const remote of built) expect(workspaces, remote.dir).toContain(remote.dir);
    expect(built.map((remote) => remote.name)).toEqual(expect.arrayContaining(['marketing', 'blog', 'calculators']));
  });

  it.each(built.map((remote) => [remote.name, remote]))(
    "%s: vite.config.ts is its registry row, and every exposed module's file exists",
    (name, remote) => {
      expect(read(`${remote.dir}/vite.config.ts`)).toContain(`defineRemoteConfig('${name}'`);
      for (const file of Object.values(remote.exposes)) {
        expect(existsSync(join(repoRoot, remote.dir, file)), file).toBe(true);
      }
    },
  );

  it('the scripts serve the registry’s parts on its ports', () => {
    expect(sites.map((site) => `${site.name}:${site.port}`)).toEqual(
      [SHELL, ...REMOTES].map((part) => `${part.name}:${part.port}`),
    );
  });

  it('firebase.json has a Hosting site per part, in the registry’s order, on the ports the registry says', () => {
    const config = json('firebase.json');
    const hosting = config.hosting;
    expect(hosting.map((site) => `${site.target}:${site.public}`)).toEqual(
      [SHELL, ...REMOTES].map((part) => `${part.name}:${part.dir}/dist`),
    );
    // The Hosting emulator serves site 0 on its port and site i on port + 4 + i.
    expect(config.emulators.hosting.port).toBe(SHELL.port);
    REMOTES.forEach((remote, index) => expect(remote.port, remote.name).toBe(SHELL.port + 4 + index + 1));
    // Every remote is loaded cross-origin and keeps its entry and fragments fresh.
    for (const site of hosting.slice(1)) {
      const rules = Object.fromEntries(site.headers.map((rule) => [rule.source, rule.headers]));
      expect(rules['**'], site.target).toContainEqual({ key: 'Access-Control-Allow-Origin', value: '*' });
      expect(rules['/assets/remoteEntry.js'], site.target).toContainEqual({ key: 'Cache-Control', value: 'no-cache' });
      expect(rules['/ssr/**'], site.target).toContainEqual({ key: 'Cache-Control', value: 'no-cache' });
    }
    const targets = json('.firebaserc').targets['demo-meridian'].hosting;
    expect(Object.keys(targets)).toEqual([SHELL, ...REMOTES].map((part) => part.name));
  });

  it("the README's ports table lists every part on its registry port", () => {
    const rows = read('README.md')
      .split('\n')
      .filter((line) => /^\| .* \| \d+/.test(line))
      .map((line) => line.split('|').map((cell) => cell.trim()));
    for (const part of [SHELL, ...REMOTES]) {
      const row = rows.find((cells) => cells.some((cell) => cell.includes(`\`${part.dir}/\``)));
      expect(row, `a ports row for ${part.dir}`).toBeDefined();
      expect(row?.[2], part.dir).toMatch(new RegExp(`^${part.port}\\b`));
    }
  });
});

describe('shared dependency versions', () => {
  const shared = json('shared/package.json');
  const singletons = ['react', 'react-dom', 'react-router-dom', 'styled-components'];

  it.each([SHELL, ...built].map((part) => [part.dir]))(
    "%s depends on the versions shared's package.json names, and on shared's own version",
    (dir) => {
      const dependencies = json(`${dir}/package.json`).dependencies;
      for (const name of singletons) expect(dependencies[name], name).toBe(shared.peerDependencies[name]);
      expect(dependencies['@meridian/shared']).toBe(shared.version);
    },
  );
});
