// Finds a Chromium for Playwright and Lighthouse: Debian's (installed here when missing and we may),
// or Playwright's own browser where one is already present. Nothing is downloaded from the web.
import { existsSync } from 'node:fs';
import { fail, info, ok, step } from './log.mjs';
import { run } from './run.mjs';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

async function playwrightsOwn() {
  try {
    const { chromium } = await import('@playwright/test');
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : null;
  } catch {
    return null;
  }
}

/** Returns the path of a Chromium to use, installing Debian's package if needed and allowed. */
export async function ensureChromium() {
  step('Browser: Chromium for the end-to-end tests');
  const chosen = process.env.CHROMIUM_PATH;
  if (chosen && existsSync(chosen)) {
    ok(`using CHROMIUM_PATH=${chosen}`);
    return chosen;
  }
  if (existsSync(DEBIAN_CHROMIUM)) {
    ok(`using ${DEBIAN_CHROMIUM}`);
    return DEBIAN_CHROMIUM;
  }
  const own = await playwrightsOwn();
  if (own) {
    ok(`using Playwright's browser at ${own}`);
    return own;
  }
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (root && existsSync('/usr/bin/apt-get')) {
    info("installing Debian's chromium package (about a minute)…");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    let code = await run('apt-get', ['install', '-y', '-qq', 'chromium'], { env });
    if (code !== 0) {
      await run('apt-get', ['update', '-qq'], { env });
      code = await run('apt-get', ['install', '-y', '-qq', 'chromium'], { env });
    }
    if (code === 0 && existsSync(DEBIAN_CHROMIUM)) {
      ok(`installed ${DEBIAN_CHROMIUM}`);
      return DEBIAN_CHROMIUM;
    }
  }
  fail("No Chromium found. Install Debian's package (sudo apt-get install chromium) or set CHROMIUM_PATH.");
  throw new Error('No browser for the end-to-end tests.');
}
