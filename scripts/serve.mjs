// Serves the built site: `node scripts/serve.mjs` serves every part on its port (after a build);
// `node scripts/serve.mjs mfe-marketing` serves just that one part, e.g. after rebuilding it.
import { join } from 'node:path';
import { ok, step } from './lib/log.mjs';
import { repoRoot } from './lib/paths.mjs';
import { sites } from './lib/sites.mjs';
import { compositionFor, serveDirectory } from './lib/static-server.mjs';

export async function serveSites(chosen = sites) {
  step('Servers: the shell and each remote, from their builds');
  const servers = [];
  const remoteRoots = sites.filter((site) => !site.spa).map((site) => join(repoRoot, site.dir, 'dist'));
  for (const site of chosen) {
    try {
      const root = join(repoRoot, site.dir, 'dist');
      const composition = site.spa ? compositionFor(remoteRoots) : null;
      servers.push(await serveDirectory({ root, port: site.port, spa: site.spa, composition }));
    } catch (error) {
      for (const server of servers) server.close();
      throw new Error(
        error.code === 'EADDRINUSE'
          ? `Port ${site.port} (${site.name}) is already in use by another program. Stop it, then try again.`
          : error.message,
      );
    }
    ok(`${site.name.padEnd(12)} http://localhost:${site.port}`);
  }
  return servers;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const only = process.argv.slice(2);
  await serveSites(only.length ? sites.filter((site) => only.includes(site.dir) || only.includes(site.name)) : sites);
}
