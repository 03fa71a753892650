// Runs a command with the emulators up (and seeded with --seed), then stops them:
//   node scripts/with-emulators.mjs [--seed] -- <command> [args…]
// Without a command it keeps the emulators running until Ctrl-C.
import { emulatorEnv, startEmulators } from './lib/emulators.mjs';
import { fail } from './lib/log.mjs';
import { run, stopOnExit, stopStale } from './lib/run.mjs';
import { printAccounts, seed } from './lib/seed.mjs';

const finish = stopOnExit();
const args = process.argv.slice(2);
const dash = args.indexOf('--');
const command = dash >= 0 ? args.slice(dash + 1) : [];

try {
  await stopStale();
  await startEmulators();
  if (args.includes('--seed')) {
    await seed(emulatorEnv);
    printAccounts();
  }
  if (command.length > 0) {
    const [program, ...rest] = command;
    const code = await run(program, rest, { env: { ...process.env, ...emulatorEnv } });
    finish(code);
  }
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
  finish(1);
}
