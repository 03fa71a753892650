// Demo data for the emulators: one account for each role, with its profile and preferences.
// Idempotent: running it again updates what is there.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ok, step } from './log.mjs';
import { repoRoot } from './paths.mjs';
import { PROJECT_ID } from './sites.mjs';

export const demo = JSON.parse(readFileSync(join(repoRoot, 'shared', 'testing', 'demo-accounts.json'), 'utf8'));

export async function seed(env) {
  step('Demo data: one account per role');
  Object.assign(process.env, env);
  const { initializeApp, getApps } = await import('firebase-admin/app');
  const { getAuth } = await import('firebase-admin/auth');
  const { getFirestore, FieldValue } = await import('firebase-admin/firestore');
  const app = getApps()[0] ?? initializeApp({ projectId: PROJECT_ID });
  const auth = getAuth(app);
  const db = getFirestore(app);

  for (const account of demo.accounts) {
    let user;
    try {
      user = await auth.getUserByEmail(account.email);
      await auth.updateUser(user.uid, { password: demo.password, displayName: account.displayName });
    } catch (error) {
      if (error.code !== 'auth/user-not-found') throw error;
      user = await auth.createUser({
        email: account.email,
        password: demo.password,
        displayName: account.displayName,
        emailVerified: true,
      });
    }
    await db.doc(`users/${user.uid}`).set(
      {
        uid: user.uid,
        email: account.email,
        displayName: account.displayName,
        role: account.role,
        createdAt: FieldValue.serverTimestamp(),
        lastLoginAt: FieldValue.serverTimestamp(),
      },
      { merge: true },
    );
    await db
      .doc(`userPreferences/${user.uid}`)
      .set({ emailNotifications: true, defaultCalculator: 'sip' }, { merge: true });
    ok(`${account.role.padEnd(10)} ${account.email}`);
  }
}

export function printAccounts() {
  console.log(`\n  Demo accounts (password for all: ${demo.password})`);
  for (const account of demo.accounts) console.log(`    ${account.role.padEnd(10)} ${account.email}`);
}
