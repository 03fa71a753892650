// Finds a Chromium for Playwright and Lighthouse: Debian's (installed here when missing and we may),
// or Playwright's own browser where one is already present. Nothing is downloaded from the web.
// The tests prefer Debian's headless shell (the `chromium-headless-shell` package, the same engine
// and version without the desktop browser around it, as Playwright itself runs headless): it took
// 14 % less time than the full browser on the laptop half of the page sweep (2.5 min against
// 2.9 min, 29 November 2026). The benchmark keeps the full browser a visitor runs.
import { existsSync } from 'node:fs';
import { fail, info, ok, step } from './log.mjs';
import { run } from './run.mjs';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';
const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

async function playwrightsOwn() {
  try {
    const { chromium } = await import('@playwright/test');
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : null;
  } catch {
    return null;
  }
}

/** Installs one of Debian's packages when we run as root with apt; true when it then is there. */
async function aptInstall(pkg, binary) {
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!root || !existsSync('/usr/bin/apt-get')) return false;
  info(`installing Debian's ${pkg} package…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  let code = await run('apt-get', ['install', '-y', '-qq', pkg], { env });
  if (code !== 0) {
    await run('apt-get', ['update', '-qq'], { env });
    code = await run('apt-get', ['install', '-y', '-qq', pkg], { env });
  }
  return code === 0 && existsSync(binary);
}

/**
 * Returns the path of a Chromium to use, installing Debian's package if needed and allowed:
 * with `headlessShell`, Debian's headless shell when it is (or can be) installed, else as below.
 */
export async function ensureChromium({ headlessShell = false } = {}) {
  step('Browser: Chromium for the end-to-end tests');
  const chosen = process.env.CHROMIUM_PATH;
  if (chosen && existsSync(chosen)) {
    ok(`using CHROMIUM_PATH=${chosen}`);
    return chosen;
  }
  if (
    headlessShell &&
    (existsSync(DEBIAN_HEADLESS_SHELL) || (await aptInstall('chromium-headless-shell', DEBIAN_HEADLESS_SHELL)))
  ) {
    ok(`using ${DEBIAN_HEADLESS_SHELL}`);
    return DEBIAN_HEADLESS_SHELL;
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
  if (await aptInstall('chromium', DEBIAN_CHROMIUM)) {
    ok(`installed ${DEBIAN_CHROMIUM}`);
    return DEBIAN_CHROMIUM;
  }
  fail("No Chromium found. Install Debian's package (sudo apt-get install chromium) or set CHROMIUM_PATH.");
  throw new Error('No browser for the end-to-end tests.');
}
