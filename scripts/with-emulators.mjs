// Runs a command with the emulators up (and seeded with --seed), then stops them:
//   node scripts/with-emulators.mjs [--seed] -- <command> [args…]
//   node scripts/with-emulators.mjs --rules -- <command> [args…]   (the rules tests' own Firestore emulator)
// Without a command it keeps the emulators running until Ctrl-C.
import { emulatorEnv, rulesEmulatorEnv, startEmulators, startRulesEmulator } from './lib/emulators.mjs';
import { fail } from './lib/log.mjs';
import { run, stopOnExit, stopStale } from './lib/run.mjs';
import { printAccounts, seed } from './lib/seed.mjs';

const finish = stopOnExit();
const args = process.argv.slice(2);
const dash = args.indexOf('--');
const command = dash >= 0 ? args.slice(dash + 1) : [];

try {
  await stopStale();
  const rulesOnly = args.slice(0, dash >= 0 ? dash : args.length).includes('--rules');
  if (rulesOnly) await startRulesEmulator();
  else await startEmulators();
  if (args.includes('--seed')) {
    await seed(emulatorEnv);
    printAccounts();
  }
  if (command.length > 0) {
    const [program, ...rest] = command;
    const env = rulesOnly ? rulesEmulatorEnv : emulatorEnv;
    const code = await run(program, rest, { env: { ...process.env, ...env } });
    finish(code);
  }
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
  finish(1);
}
