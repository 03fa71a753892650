// Demo data for the emulators: one account for each role, with its profile, preferences and the
// consent its sign-up would have recorded, the scheme rates the admin's Settings tab edits,
// three contact-form leads, four complaints with their year's ticket counter, every ended
// month's complaint data as published, and the blog's six articles as published posts
// (seed-posts.mjs).
// Idempotent: running it again updates what is there (the complaints are seeded once a year's
// counter is not there yet, so they never overwrite a lodged one; a post already there is kept).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ok, step } from './log.mjs';
import { repoRoot } from './paths.mjs';
import { writePosts } from './seed-posts.mjs';
import { importTypeScript } from './typescript-module.mjs';
import { PROJECT_ID } from './sites.mjs';

export const demo = JSON.parse(readFileSync(join(repoRoot, 'shared', 'testing', 'demo-accounts.json'), 'utf8'));

export async function seed(env) {
  step('Demo data: one account per role');
  Object.assign(process.env, env);
  const { initializeApp, getApps } = await import('firebase-admin/app');
  const { getAuth } = await import('firebase-admin/auth');
  const { getFirestore, FieldValue, Timestamp } = await import('firebase-admin/firestore');
  const app = getApps()[0] ?? initializeApp({ projectId: PROJECT_ID });
  const auth = getAuth(app);
  const db = getFirestore(app);

  const { CONSENT_PURPOSES, PRIVACY_NOTICE_VERSION } = await importTypeScript(
    join(repoRoot, 'shared', 'src', 'contracts', 'documents.ts'),
  );
  const uids = {};
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
    // The consent a sign-up records (ConsentDocument: the account, saved calculations and email
    // updates, on the current notice, in English), as if the account had been opened through the
    // form: written once, so that a consent withdrawn or given since is left as it is.
    const consent = db.doc(`consents/seed-${user.uid}`);
    if (!(await consent.get()).exists) {
      await consent.set({
        userId: user.uid,
        noticeVersion: PRIVACY_NOTICE_VERSION,
        noticeLanguage: 'en',
        purposes: [...CONSENT_PURPOSES],
        withdrawn: false,
        at: FieldValue.serverTimestamp(),
      });
    }
    uids[account.role] = user.uid;
    ok(`${account.role.padEnd(10)} ${account.email}`);
  }

  // The rates the calculators pre-fill, as the Settings tab stores them (RatesDocument), with the
  // audit entry its auditId names (auditLog/seed: the seeding, by no account), in one batch: a
  // document never names an entry that does not exist. Kept if an admin has changed them since.
  const rates = db.doc('settings/rates');
  if (!(await rates.get()).exists) {
    const seeding = db.batch();
    seeding.set(db.doc('auditLog/seed'), {
      actor: 'system:seed',
      actorEmail: '',
      action: 'settings.rates',
      target: 'settings/rates',
      before: null,
      after: Object.fromEntries(Object.entries(SEED_RATES).map(([scheme, rate]) => [scheme, rate.ratePct])),
      note: 'The demo seed',
      at: FieldValue.serverTimestamp(),
    });
    seeding.set(rates, { rates: SEED_RATES, updatedAt: FieldValue.serverTimestamp(), auditId: 'seed' });
    await seeding.commit();
  }
  for (const lead of SEED_LEADS) {
    await db.doc(`leads/${lead.id}`).set({ ...lead.fields, createdAt: FieldValue.serverTimestamp() }, { merge: true });
  }
  ok(`scheme rates and ${SEED_LEADS.length} leads`);

  // The complaint desk: this IST year's first tickets and its counter (complaintCounters/{year}),
  // as the public-write endpoint and the admin's complaints tab write them (ComplaintDocument in
  // shared/complaints/desk.ts), received some days before now. Seeded with the counter in one
  // transaction, only while this year has no counter: a ticket is never issued twice.
  const now = Date.now();
  const year = istYear(now);
  const counter = db.doc(`complaintCounters/${year}`);
  const complaints = seedComplaints(year, now, uids.user);
  const seeded = await db.runTransaction(async (transaction) => {
    if ((await transaction.get(counter)).exists) return false;
    transaction.set(counter, { last: complaints.length });
    for (const complaint of complaints) {
      transaction.set(db.doc(`complaints/${complaint.ticket}`), {
        ...complaint,
        receivedAt: Timestamp.fromMillis(complaint.receivedAt),
        resolvedAt: complaint.resolvedAt === null ? null : Timestamp.fromMillis(complaint.resolvedAt),
      });
    }
    return true;
  });
  ok(
    seeded
      ? `${complaints.length} complaints (${year}'s tickets 1–${complaints.length})`
      : `complaints of ${year} kept`,
  );
  await seedComplaintData(db, FieldValue, now);
  await seedBookings(db, { FieldValue, Timestamp }, uids, now);
  await seedClient({ auth, db, FieldValue, Timestamp }, now, { CONSENT_PURPOSES, PRIVACY_NOTICE_VERSION });

  await seedPosts(db, { FieldValue, Timestamp });
}

/**
 * The first conversations' desk (shared/booking/documents.ts): the admin and the superadmin take
 * calls on weekdays, 10:00–13:00 and 14:30–17:30 IST (advisers/{uid}), and two calls are booked
 * today (IST) with the admin, at 09:00 and 09:30, before their hours (so that no visitor is ever
 * offered them): one for the desk to mark held or missed, one to show beside it. Written once:
 * an adviser's own availability, once changed in the admin, is kept.
 */
async function seedBookings(db, { FieldValue, Timestamp }, uids, now) {
  const hours = [
    { from: '10:00', to: '13:00' },
    { from: '14:30', to: '17:30' },
  ];
  for (const role of ['admin', 'superadmin']) {
    const adviser = db.doc(`advisers/${uids[role]}`);
    if ((await adviser.get()).exists) continue;
    const account = demo.accounts.find((one) => one.role === role);
    await adviser.set({
      displayName: account.displayName,
      weekly: { 1: hours, 2: hours, 3: hours, 4: hours, 5: hours },
      daysOff: [],
      updatedAt: FieldValue.serverTimestamp(),
    });
  }
  const today = new Date(now + 330 * 60_000).toISOString().slice(0, 10);
  const calls = [
    { id: 'seed-call-1', time: '09:00', name: 'Kavya Nair', email: 'kavya.nair@example.in', topic: 'retirement' },
    { id: 'seed-call-2', time: '09:30', name: 'Rohan Das', email: 'rohan.das@example.in', topic: 'tax' },
  ];
  for (const call of calls) {
    const booking = db.doc(`bookings/${call.id}`);
    if ((await booking.get()).exists) continue;
    const slot = `${today}T${call.time}`;
    const start = Date.parse(`${slot}:00+05:30`);
    await booking.set({
      name: call.name,
      email: call.email,
      phone: '+91 98450 00000',
      topic: call.topic,
      slot,
      start: Timestamp.fromMillis(start),
      end: Timestamp.fromMillis(start + 30 * 60_000),
      adviser: uids.admin,
      adviserName: demo.accounts.find((one) => one.role === 'admin').displayName,
      status: 'booked',
      sequence: 0,
      keyHash: '',
      page: '/contact',
      noticeVersion: '',
      consentedAt: FieldValue.serverTimestamp(),
      createdAt: FieldValue.serverTimestamp(),
    });
  }
  ok("2 advisers' hours and 2 calls booked today");
}

/** A client mid-onboarding: signs in with the demo password (printAccounts lists her). */
export const DEMO_CLIENT = { email: 'meera.client@demo.meridian.test', displayName: 'Meera Iyer', pan: 'ABCPI4321K' };

/**
 * A client mid-onboarding (issue 36), so that the Clients tab's pipeline shows one beside the two
 * prospects booked today: Meera Iyer, signed up with consent like the demo accounts, who declared
 * advice, not distribution (DeclarationDocument) and accepted a moderately conservative risk profile yesterday
 * (riskProfiles/{uid}/versions/seed-v1, RiskProfileDocument); her adviser has still to record why
 * the service suits it. Written once: what she or an adviser does since is kept.
 */
async function seedClient({ auth, db, FieldValue, Timestamp }, now, { CONSENT_PURPOSES, PRIVACY_NOTICE_VERSION }) {
  const { DECLARATION_VERSION, RISK_QUESTIONNAIRE } = await importTypeScript(
    join(repoRoot, 'shared', 'onboarding', 'index.ts'),
  );
  let user;
  try {
    user = await auth.getUserByEmail(DEMO_CLIENT.email);
  } catch (error) {
    if (error.code !== 'auth/user-not-found') throw error;
    user = await auth.createUser({
      email: DEMO_CLIENT.email,
      password: demo.password,
      displayName: DEMO_CLIENT.displayName,
      emailVerified: true,
    });
  }
  const uid = user.uid;
  const declaration = db.doc(`declarations/${uid}`);
  if (!(await declaration.get()).exists) {
    const yesterday = Timestamp.fromMillis(now - 24 * 60 * 60 * 1000);
    const batch = db.batch();
    batch.set(db.doc(`users/${uid}`), {
      uid,
      email: DEMO_CLIENT.email,
      displayName: DEMO_CLIENT.displayName,
      role: 'user',
      createdAt: FieldValue.serverTimestamp(),
      lastLoginAt: FieldValue.serverTimestamp(),
    });
    batch.set(db.doc(`userPreferences/${uid}`), { emailNotifications: false, defaultCalculator: 'goal' });
    batch.set(db.doc(`consents/seed-${uid}`), {
      userId: uid,
      noticeVersion: PRIVACY_NOTICE_VERSION,
      noticeLanguage: 'en',
      purposes: [...CONSENT_PURPOSES],
      withdrawn: false,
      at: FieldValue.serverTimestamp(),
    });
    batch.set(declaration, {
      uid,
      pan: DEMO_CLIENT.pan,
      choice: 'advisory',
      version: DECLARATION_VERSION,
      at: yesterday,
    });
    batch.set(db.doc(`riskProfiles/${uid}/versions/seed-v1`), {
      questionnaireVersion: RISK_QUESTIONNAIRE.version,
      // The second option of each question: a moderately conservative profile.
      answers: Object.fromEntries(
        RISK_QUESTIONNAIRE.questions.map((question) => [question.id, question.options[1].value]),
      ),
      createdAt: yesterday,
      acceptedAt: yesterday,
    });
    await batch.commit();
  }
  ok(`a client mid-onboarding: ${DEMO_CLIENT.email} (profile accepted, suitability to record)`);
}

/**
 * SEBI's monthly complaint data as published (complaintData/{YYYY-MM}) for every month that has
 * ended since the registration and is not published yet, computed from the stored complaints as
 * the Complaints tab computes it (complaint-months.ts), each with the audit entry its auditId
 * names (auditLog/seed-complaints-{YYYY-MM}, by the seeding), and the pointer to the newest
 * (complaintData/latest). A published month is never written again: months never change.
 */
async function seedComplaintData(db, FieldValue, now) {
  const { demoMonths } = await importTypeScript(join(repoRoot, 'scripts', 'lib', 'complaint-months.ts'));
  const stored = await db.collection('complaints').get();
  const millis = (value) => (value && typeof value.toMillis === 'function' ? value.toMillis() : Number.NaN);
  const facts = stored.docs.map((document) => {
    const data = document.data();
    return {
      ticket: document.id,
      receivedAt: millis(data.receivedAt),
      resolvedAt: data.resolvedAt === null || data.resolvedAt === undefined ? null : millis(data.resolvedAt),
      source: data.source,
      impersonation: data.impersonation === true,
    };
  });
  const published = new Set((await db.collection('complaintData').listDocuments()).map((month) => month.id));
  const months = demoMonths(facts, now).filter((month) => !published.has(month.id));
  // Two writes a month, in batches well under Firestore's 500.
  for (let first = 0; first < months.length; first += 200) {
    const batch = db.batch();
    for (const month of months.slice(first, first + 200)) {
      const auditId = `seed-complaints-${month.id}`;
      batch.set(db.doc(`auditLog/${auditId}`), {
        actor: 'system:seed',
        actorEmail: '',
        action: 'complaints.publish',
        target: `complaintData/${month.id}`,
        before: null,
        after: month.after,
        note: 'The demo seed',
        at: FieldValue.serverTimestamp(),
      });
      batch.set(db.doc(`complaintData/${month.id}`), {
        snapshot: month.snapshot,
        publishedAt: FieldValue.serverTimestamp(),
        publishedBy: 'system:seed',
        auditId,
      });
    }
    await batch.commit();
  }
  const newest = months.at(-1);
  const latest = db.doc('complaintData/latest');
  const shown = (await latest.get()).data()?.month;
  if (newest && !(typeof shown === 'string' && shown >= newest.id))
    await latest.set({ month: newest.id, auditId: `seed-complaints-${newest.id}` });
  ok(
    months.length > 0
      ? `complaint data published for ${months.length} months (${months[0].id} to ${newest.id})`
      : 'complaint data kept',
  );
}

/**
 * The blog's articles as published posts, each with its address and first revision (issue 20,
 * item 1); a post already there (edited on the desk since, say) is kept.
 */
export async function seedPosts(db, { FieldValue, Timestamp }) {
  const results = await writePosts({ db, FieldValue, Timestamp });
  const refused = results.filter((result) => result.outcome === 'refused');
  if (refused.length > 0) {
    throw new Error(`These articles' addresses belong to other posts: ${refused.map((r) => r.slug).join(', ')}`);
  }
  const created = results.filter((result) => result.outcome === 'created').length;
  ok(`${results.length} blog posts (${created} new, ${results.length - created} kept)`);
  return results;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const IST_OFFSET_MS = 330 * 60 * 1000;

/** The year in India (IST) of an instant: the year of the tickets issued then (istYear in shared/complaints). */
const istYear = (instant) => new Date(instant + IST_OFFSET_MS).getUTCFullYear();

/** A ticket as formatTicket in shared/complaints makes it: MWA-2026-000001. */
const ticketOf = (year, serial) => `MWA-${year}-${String(serial).padStart(6, '0')}`;

/**
 * Four complaints, one of each kind the screens show: resolved (weeks ago: the monthly data has
 * one to count), from SEBI's SCORES in progress past its 21 days (overdue), the demo client's own
 * (their dashboard shows it), and an impersonation (SEBI's line of its own), just received.
 */
function seedComplaints(year, now, userUid) {
  const complaint = (serial, daysAgo, fields) => ({
    ticket: ticketOf(year, serial),
    source: 'direct',
    receivedAt: now - daysAgo * DAY_MS,
    resolvedAt: null,
    status: 'received',
    impersonation: fields.category === 'impersonation',
    phone: '',
    isClient: true,
    uid: null,
    reference: '',
    resolution: '',
    // One lodged on the site's form names its form's language; one staff recorded, none.
    ...((fields.source ?? 'direct') === 'direct' ? { language: 'en' } : {}),
    ...fields,
  });
  return [
    complaint(1, 45, {
      status: 'resolved',
      resolvedAt: now - 36 * DAY_MS,
      category: 'service',
      name: 'Farah Khan',
      email: 'farah.khan@example.test',
      description: 'I asked twice for the minutes of my review meeting and have not received them.',
      resolution: 'We sent the minutes on the same day and added a reminder to our review checklist.',
    }),
    complaint(2, 30, {
      source: 'scores',
      status: 'in-progress',
      category: 'advice',
      name: 'Vikram Rao',
      email: 'vikram.rao@example.test',
      description: 'The risk profile in my plan does not match what I told the adviser.',
      reference: 'SEBIE/MH26/0001234/1',
    }),
    complaint(3, 6, {
      category: 'fees',
      name: 'Uma User',
      email: demo.accounts.find((account) => account.role === 'user')?.email ?? '',
      phone: '+91 98765 43210',
      description: 'My advisory fee for this quarter was charged twice.',
      uid: userUid ?? null,
    }),
    complaint(4, 1, {
      category: 'impersonation',
      name: 'Rahul Nair',
      email: 'rahul.nair@example.test',
      isClient: false,
      description: 'A WhatsApp group using your name and registration number asked me to pay a fee for stock tips.',
    }),
  ];
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
  console.log(`    ${'client'.padEnd(10)} ${DEMO_CLIENT.email} (mid-onboarding)`);
}
