// Demo data for the emulators: one account for each role, with its profile and preferences, the
// scheme rates the admin's Settings tab edits, and three contact-form leads. Idempotent: running it again updates what is there.
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
      await auth.updateUser(user.uid, {
        password: demo.password,
        displayName: account.displayName,
        emailVerified: true,
      });
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

  // The rates the calculators pre-fill, as the Settings tab stores them (RatesDocument). Kept if
  // an admin has changed them since.
  const rates = db.doc('settings/rates');
  if (!(await rates.get()).exists) {
    await rates.set({ rates: SEED_RATES, updatedAt: FieldValue.serverTimestamp(), auditId: 'seed' });
  }
  for (const lead of SEED_LEADS) {
    await db.doc(`leads/${lead.id}`).set({ ...lead.fields, createdAt: FieldValue.serverTimestamp() }, { merge: true });
  }
  ok(`scheme rates and ${SEED_LEADS.length} leads`);
}

// The last quarter a source confirms: the Ministry of Finance's notification of 31 December 2025 kept every
// small-savings rate unchanged for January–March 2026 (Q4 FY 2025-26). No notification for FY 2026-27 was found,
// so these stay as last confirmed; the calculators and the admin's Settings tab say when a rate is older than
// the current quarter. EPF's is the rate for FY 2025-26.
const SEED_RATES = {
  ppf: { ratePct: 7.1, asOf: 'Q4 FY 2025-26' },
  epf: { ratePct: 8.25, asOf: 'FY 2025-26' },
  ssy: { ratePct: 8.2, asOf: 'Q4 FY 2025-26' },
  nsc: { ratePct: 7.7, asOf: 'Q4 FY 2025-26' },
  scss: { ratePct: 8.2, asOf: 'Q4 FY 2025-26' },
  kvp: { ratePct: 7.5, asOf: 'Q4 FY 2025-26' },
  sb: { ratePct: 4, asOf: 'Q4 FY 2025-26' },
};

const lead = (id, firstName, lastName, email, message, status) => ({
  id,
  fields: { firstName, lastName, email, phone: '', message, page: '/contact', status },
});

const SEED_LEADS = [
  lead(
    'demo-lead-1',
    'Asha',
    'Menon',
    'asha.menon@example.test',
    'I would like advice on starting a SIP for my daughter.',
    'new',
  ),
  lead(
    'demo-lead-2',
    'Vikram',
    'Rao',
    'vikram.rao@example.test',
    'Can we review my retirement corpus and NPS allocation?',
    'contacted',
  ),
  lead('demo-lead-3', 'Farah', 'Khan', 'farah.khan@example.test', 'Thanks for the tax planning session.', 'closed'),
];

export function printAccounts() {
  console.log(`\n  Demo accounts (password for all: ${demo.password})`);
  for (const account of demo.accounts) console.log(`    ${account.role.padEnd(10)} ${account.email}`);
}
