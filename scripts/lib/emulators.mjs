// The Firebase emulators, offline. Google's Firestore emulator from the Debian package
// google-cloud-cli-firestore-emulator (it runs on Java 17; firebase-tools' own wants Java 21 and
// a download), and one firebase-tools process for Auth and, with `site`, the Hosting sites of the
// shell and every remote plus the Functions emulator running the page composer: the site is
// served the way production serves it, through the same firebase.json. See docs/emulators.md.
import { existsSync, lstatSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fail, info, ok, step } from './log.mjs';
import { connectFirestoreTriggers, firestoreToFunctions, startMailCatcher } from './mail.mjs';
import { repoRoot, runDir } from './paths.mjs';
import { startService } from './run.mjs';
import {
  AUTH_PORT,
  composerEnv,
  EMULATOR_SUPPORT_PORTS,
  FIRESTORE_PORT,
  FUNCTIONS_PORT,
  RULES_FIRESTORE_PORT,
  PROJECT_ID,
  shellUrl,
  sites,
} from './sites.mjs';
import { portInUse, waitFor } from './wait.mjs';

const FIRESTORE_EMULATOR = '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud_firestore_emulator';
const rulesFile = join(repoRoot, 'firestore', 'firestore.rules');

/**
 * The Firestore emulator the rules tests use, apart from the site's: they run beside the build,
 * before the site is up, each test file in a project of its own (firestore/tests/harness.ts).
 */
export const rulesEmulatorEnv = { FIRESTORE_EMULATOR_HOST: `127.0.0.1:${RULES_FIRESTORE_PORT}` };

export const emulatorEnv = {
  FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${AUTH_PORT}`,
  FIRESTORE_EMULATOR_HOST: `127.0.0.1:${FIRESTORE_PORT}`,
  GCLOUD_PROJECT: PROJECT_ID,
};

/**
 * What firebase-tools needs to run offline and quietly: no update check (CI), no probe of the
 * cloud metadata server, function discovery from a file rather than a slow HTTP child, no
 * logging emulator, and an unhandled rejection (the Hosting emulator's, on a request such as
 * `GET //[`) logged rather than fatal. Its temporary files stay under .run/.
 */
function firebaseToolsEnv() {
  const tmp = join(runDir, 'tmp');
  mkdirSync(tmp, { recursive: true });
  return {
    ...process.env,
    CI: 'true',
    METADATA_SERVER_DETECTION: 'none',
    FIREBASE_FUNCTIONS_DISCOVERY_OUTPUT_PATH: 'true',
    START_LOGGING_EMULATOR: 'false',
    NODE_OPTIONS: [process.env.NODE_OPTIONS, '--unhandled-rejections=warn'].filter(Boolean).join(' '),
    TMPDIR: tmp,
  };
}

/**
 * A busy port is a clear error here: the Hosting emulator would otherwise move the remotes' sites
 * to other ports without a word, and the composer would look for them in the wrong place.
 */
async function ensurePortsFree(ports) {
  const busy = [];
  for (const [port, what] of ports) if (await portInUse(port)) busy.push(`${port} (${what})`);
  if (busy.length > 0) {
    throw new Error(
      `Port${busy.length > 1 ? 's' : ''} ${busy.join(', ')} already in use by another program. Stop it, then try again.`,
    );
  }
}

/**
 * The emulated functions run as production runs them (issue 37, item 9): Express's error answers
 * (a body that is not JSON, a malformed escape in a path) then carry no stack trace nor the
 * checkout's path.
 */
const AS_PRODUCTION = 'NODE_ENV=production';

/** The composer's configuration, and a folder for every site, so that Hosting serves them all. */
function prepareSite() {
  const env = [...Object.entries(composerEnv()).map(([key, value]) => `${key}=${value}`), AS_PRODUCTION].join('\n');
  writeFileSync(
    join(repoRoot, 'functions', '.env.local'),
    `# Written by scripts/lib/emulators.mjs from the registry.\n${env}\n`,
  );
  // The blog's own function (codebase "blog") reads the posts from the same Firestore emulator.
  writeFileSync(
    join(repoRoot, 'mfe-blog', 'functions', '.env.local'),
    `# Written by scripts/lib/emulators.mjs.\nFIRESTORE_EMULATOR_HOST=${composerEnv().FIRESTORE_EMULATOR_HOST}\n${AS_PRODUCTION}\n`,
  );
  for (const site of sites) {
    const dist = join(repoRoot, site.dir, 'dist');
    // A remote not built (or not yet written) is an empty site: its routes show the fallback.
    if (!existsSync(dist) && !isLink(dist)) mkdirSync(dist, { recursive: true });
  }
  for (const built of ['functions/lib/index.js', 'mfe-blog/functions/lib/index.js']) {
    if (!existsSync(join(repoRoot, built))) throw new Error(`${built} is missing: run \`npm run build\` first.`);
  }
}

function isLink(path) {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
}

/** Turns on email enumeration protection, as a real project has it (off by default in the emulator). */
async function protectAgainstEnumeration() {
  const response = await fetch(`http://127.0.0.1:${AUTH_PORT}/emulator/v1/projects/${PROJECT_ID}/config`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ emailPrivacyConfig: { enableImprovedEmailPrivacy: true } }),
  });
  if (!response.ok) throw new Error(`The Auth emulator refused its configuration: ${await response.text()}`);
}

/** Starts Firestore and Auth; with `site`, also Hosting (every part's site) and Functions (the composer). */
export async function startEmulators({ site = false } = {}) {
  step(
    site
      ? 'Emulators: Firestore, Auth, Hosting (every site) and Functions (the page composer)'
      : 'Emulators: Firebase Auth and Cloud Firestore',
  );
  const ports = [
    [AUTH_PORT, 'Auth emulator'],
    [FIRESTORE_PORT, 'Firestore emulator'],
    [4400, 'Firebase emulator hub'],
  ];
  if (site) {
    ports.push(...sites.map((part) => [part.port, `${part.name} site`]), [FUNCTIONS_PORT, 'Functions emulator']);
    ports.push(...EMULATOR_SUPPORT_PORTS.slice(2).map((port) => [port, 'Functions emulator (events)']));
    prepareSite();
  }
  await ensurePortsFree(ports);

  if (existsSync(FIRESTORE_EMULATOR)) {
    startService('firestore', FIRESTORE_EMULATOR, [
      'start',
      '--host=127.0.0.1',
      `--port=${FIRESTORE_PORT}`,
      `--rules=${rulesFile}`,
      `--project_id=${PROJECT_ID}`,
      '--single_project_mode=true',
      ...(site ? [firestoreToFunctions] : []),
    ]);
    info(`Firestore: Google's emulator (${FIRESTORE_EMULATOR})`);
  } else {
    fail(
      'google-cloud-cli-firestore-emulator is not installed; falling back to firebase-tools (needs Java 21 and a network on first use).',
    );
    startService('firestore', 'npx', ['firebase', 'emulators:start', '--only', 'firestore', '--project', PROJECT_ID]);
  }
  if (site) await startMailCatcher();
  const only = site ? 'auth,hosting,functions' : 'auth';
  startService('firebase', 'npx', ['firebase', 'emulators:start', '--only', only, '--project', PROJECT_ID], {
    env: firebaseToolsEnv(),
  });

  await waitFor(`http://127.0.0.1:${FIRESTORE_PORT}/`, { seconds: 60, label: 'Firestore emulator' });
  ok(`Firestore emulator on 127.0.0.1:${FIRESTORE_PORT} (rules from firestore/firestore.rules)`);
  await waitFor(`http://127.0.0.1:${AUTH_PORT}/emulator/v1/projects/${PROJECT_ID}/config`, {
    seconds: 120,
    label: 'Auth emulator',
  });
  await protectAgainstEnumeration();
  ok(`Auth emulator on 127.0.0.1:${AUTH_PORT} (email enumeration protection on)`);
  await loadRules();
  if (site) {
    // Answered by the composer, through Hosting: the whole chain is up. Its first answer starts the
    // composer's and the blog's workers; while the unit and rules tests load both cores that took
    // more than 2 s in CI, and a request given up every 2 s started a worker each (never ready).
    await waitFor(`${shellUrl}/sitemap.xml`, {
      seconds: 180,
      requestSeconds: 60,
      label: 'The site (Hosting and the page composer)',
    });
    for (const part of sites) ok(`${part.name.padEnd(12)} http://127.0.0.1:${part.port}`);
    await connectFirestoreTriggers();
  }
}

/**
 * Starts a Firestore emulator for the rules tests alone (any project id: each test file loads the
 * rules into its own), and waits until it answers. Stop it with stopService('firestore-rules').
 */
export async function startRulesEmulator() {
  if (!existsSync(FIRESTORE_EMULATOR)) throw new Error('google-cloud-cli-firestore-emulator is not installed.');
  await ensurePortsFree([[RULES_FIRESTORE_PORT, 'Firestore emulator for the rules tests']]);
  startService('firestore-rules', FIRESTORE_EMULATOR, ['start', '--host=127.0.0.1', `--port=${RULES_FIRESTORE_PORT}`]);
  await waitFor(`http://127.0.0.1:${RULES_FIRESTORE_PORT}/`, {
    seconds: 90,
    label: 'Firestore emulator (rules tests)',
  });
}

/** Loads firestore/firestore.rules into the running emulator (also used after editing the rules). */
export async function loadRules() {
  const content = readFileSync(rulesFile, 'utf8');
  const response = await fetch(`http://127.0.0.1:${FIRESTORE_PORT}/emulator/v1/projects/${PROJECT_ID}:securityRules`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content }] } }),
  });
  if (!response.ok) throw new Error(`firestore/firestore.rules was refused by the emulator: ${await response.text()}`);
}

/** Removes what the emulators leave in the project (their logs and temporary files stay in .run/). */
export function cleanEmulatorLitter() {
  rmSync(join(runDir, 'tmp'), { recursive: true, force: true });
}
