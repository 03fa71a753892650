// npm start: install what is missing, build every part, start the emulators (Firestore, Auth,
// and the site itself: Hosting and the page composer) with demo data, and print the address.
// Ctrl-C stops everything it started.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { emulatorEnv, startEmulators } from './lib/emulators.mjs';
import { ensureInstalled } from './lib/install.mjs';
import { fail, info, ok, step } from './lib/log.mjs';
import { runDir } from './lib/paths.mjs';
import { must, recordPid, stopOnExit, stopStale } from './lib/run.mjs';
import { printAccounts, seed } from './lib/seed.mjs';
import { shellUrl } from './lib/sites.mjs';

const finish = stopOnExit();

try {
  const stale = await stopStale();
  if (stale > 0) info(`stopped ${stale} process(es) left over from an earlier run`);
  recordPid('start', process.pid);
  process.on('exit', () => rmSync(join(runDir, 'start.pid'), { force: true }));

  await ensureInstalled();
  step('Build: shell and remotes');
  await must('npm', ['run', 'build']);
  ok('built');
  await startEmulators({ site: true });
  await seed(emulatorEnv);

  step('Ready');
  console.log(`\n  Open ${shellUrl}\n`);
  printAccounts();
  console.log('\n  Logs are in .run/ (firebase.log: Hosting, Functions, Auth). Press Ctrl-C to stop everything.\n');
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
  finish(1);
}
