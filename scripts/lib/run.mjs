// Runs commands as child processes. Long-lived ones are started in their own process group, their
// pids written to .run/, and all of them are stopped when this process exits, Ctrl-C included.
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot, runDir } from './paths.mjs';

/** Runs a command to completion with its output shown; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(`  could not run ${command}: ${error.message}`);
      resolve(127);
    });
  });
}

/** Runs a command and throws if it fails. */
export async function must(command, args, options) {
  const code = await run(command, args, options);
  if (code !== 0) throw new Error(`${[command, ...args].join(' ')} failed with exit code ${code}.`);
}

const services = new Map();

/** When a process started (Linux), so that a recycled pid is never mistaken for ours. */
function startTime(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? '';
  } catch {
    return '';
  }
}

/** Records a process in .run/<name>.pid so that a later run can stop it if this one crashes. */
export function recordPid(name, pid) {
  mkdirSync(runDir, { recursive: true });
  writeFileSync(join(runDir, `${name}.pid`), `${pid} ${startTime(pid)}`);
}

/** Starts a long-lived process in its own group, logging to .run/<name>.log. */
export function startService(name, command, args, options = {}) {
  mkdirSync(runDir, { recursive: true });
  const logFile = join(runDir, `${name}.log`);
  writeFileSync(logFile, '');
  const child = spawn('bash', ['-c', `exec "$@" >> "${logFile}" 2>&1`, name, command, ...args], {
    cwd: repoRoot,
    detached: true,
    stdio: 'ignore',
    ...options,
  });
  recordPid(name, child.pid);
  services.set(name, child);
  child.on('exit', () => services.delete(name));
  return { child, logFile };
}

function killGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether any process of the group `pid` leads is left: the leader (npx, a shell) may have gone
 * while what it started still shuts down (the Firebase emulators wait for function workers).
 */
function groupAlive(pid) {
  return killGroup(pid, 0);
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Stops what an earlier run left behind (after a crash or a killed terminal). */
export async function stopStale() {
  let files = [];
  try {
    files = readdirSync(runDir).filter((file) => file.endsWith('.pid'));
  } catch {
    return 0;
  }
  let stopped = 0;
  for (const file of files) {
    let record;
    try {
      record = readFileSync(join(runDir, file), 'utf8');
    } catch {
      continue; // Gone meanwhile: stopping an earlier one (npm start) let it remove its own files.
    }
    const [pidText, started = ''] = record.trim().split(' ');
    const pid = Number(pidText);
    const ours = pid > 0 && pid !== process.pid && alive(pid) && started !== '' && startTime(pid) === started;
    if (ours && !services.has(file.replace(/\.pid$/, ''))) {
      if (!killGroup(pid, 'SIGTERM')) process.kill(pid, 'SIGTERM');
      stopped += 1;
      for (let i = 0; i < 50 && alive(pid); i += 1) await new Promise((r) => setTimeout(r, 100));
      if (alive(pid) && !killGroup(pid, 'SIGKILL')) process.kill(pid, 'SIGKILL');
    }
    rmSync(join(runDir, file), { force: true });
  }
  return stopped;
}

/** Stops one service this process started, and waits until it has gone. */
export async function stopService(name) {
  const child = services.get(name);
  if (!child) return;
  killGroup(child.pid, 'SIGTERM');
  for (let i = 0; i < 80 && groupAlive(child.pid); i += 1) await new Promise((r) => setTimeout(r, 100));
  if (groupAlive(child.pid)) killGroup(child.pid, 'SIGKILL');
  rmSync(join(runDir, `${name}.pid`), { force: true });
}

/** Stops every service this process started. */
export async function stopAll() {
  const pending = [...services.entries()];
  for (const [, child] of pending) killGroup(child.pid, 'SIGTERM');
  const deadline = Date.now() + 8000;
  while (Date.now() < deadline && pending.some(([, child]) => groupAlive(child.pid))) {
    await new Promise((r) => setTimeout(r, 100));
  }
  for (const [name, child] of pending) {
    if (groupAlive(child.pid)) killGroup(child.pid, 'SIGKILL');
    rmSync(join(runDir, `${name}.pid`), { force: true });
  }
}

let exiting = false;
/** Makes sure services stop however this process ends. */
export function stopOnExit() {
  const finish = (code) => {
    if (exiting) return;
    exiting = true;
    stopAll().finally(() => process.exit(code));
  };
  process.on('SIGINT', () => finish(130));
  process.on('SIGTERM', () => finish(143));
  process.on('SIGHUP', () => finish(129));
  process.on('exit', () => {
    for (const child of services.values()) killGroup(child.pid, 'SIGKILL');
  });
  return finish;
}
