// The Firebase emulators, offline: the Auth emulator from firebase-tools, and Google's Firestore
// emulator from the Debian package google-cloud-cli-firestore-emulator (it runs on Java 17;
// firebase-tools' own Firestore emulator wants Java 21 and a download). See README.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fail, info, ok, step } from './log.mjs';
import { repoRoot } from './paths.mjs';
import { startService } from './run.mjs';
import { AUTH_PORT, FIRESTORE_PORT, PROJECT_ID } from './sites.mjs';
import { portInUse, waitFor } from './wait.mjs';

const FIRESTORE_EMULATOR = '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud_firestore_emulator';
const rulesFile = join(repoRoot, 'firestore.rules');

export const emulatorEnv = {
  FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${AUTH_PORT}`,
  FIRESTORE_EMULATOR_HOST: `127.0.0.1:${FIRESTORE_PORT}`,
  GCLOUD_PROJECT: PROJECT_ID,
};

async function ensurePortFree(port, what) {
  if (await portInUse(port)) {
    throw new Error(`Port ${port} (${what}) is already in use by another program. Stop it, then try again.`);
  }
}

export async function startEmulators() {
  step('Emulators: Firebase Auth and Cloud Firestore');
  await ensurePortFree(AUTH_PORT, 'Auth emulator');
  await ensurePortFree(FIRESTORE_PORT, 'Firestore emulator');

  if (existsSync(FIRESTORE_EMULATOR)) {
    startService('firestore', FIRESTORE_EMULATOR, [
      'start',
      '--host=127.0.0.1',
      `--port=${FIRESTORE_PORT}`,
      `--rules=${rulesFile}`,
      `--project_id=${PROJECT_ID}`,
      '--single_project_mode=true',
    ]);
    info(`Firestore: Google's emulator (${FIRESTORE_EMULATOR})`);
  } else {
    fail('google-cloud-cli-firestore-emulator is not installed; falling back to firebase-tools (needs Java 21 and a network on first use).');
    startService('firestore', 'npx', ['firebase', 'emulators:start', '--only', 'firestore', '--project', PROJECT_ID]);
  }
  startService('auth', 'npx', ['firebase', 'emulators:start', '--only', 'auth', '--project', PROJECT_ID]);

  await waitFor(`http://127.0.0.1:${FIRESTORE_PORT}/`, { seconds: 60, label: 'Firestore emulator' });
  ok(`Firestore emulator on 127.0.0.1:${FIRESTORE_PORT} (rules from firestore.rules)`);
  await waitFor(`http://127.0.0.1:${AUTH_PORT}/emulator/v1/projects/${PROJECT_ID}/config`, {
    seconds: 90,
    label: 'Auth emulator',
  });
  ok(`Auth emulator on 127.0.0.1:${AUTH_PORT}`);
  await loadRules();
}

/** Loads firestore.rules into the running emulator (also used after editing the rules). */
export async function loadRules() {
  const content = readFileSync(rulesFile, 'utf8');
  const response = await fetch(
    `http://127.0.0.1:${FIRESTORE_PORT}/emulator/v1/projects/${PROJECT_ID}:securityRules`,
    {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content }] } }),
    },
  );
  if (!response.ok) throw new Error(`firestore.rules was refused by the emulator: ${await response.text()}`);
}
