import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onboardingMailOf } from '../mail/queue';
import { agreementStore } from './firestore-store';
import type { CodeRecord } from './signing';

// The signing's store against Firestore (the emulator): a code's tries and the codes sent an hour
// are counted in transactions, so requests in parallel get no more than the limits; the signature
// is stored once, with its PDF and its email, and only on the offer that was prepared. A project
// of its own: nothing here meets another file's data.

const NOW = Date.parse('2026-11-29T06:00:00Z');
let app: App;
let db: Firestore;

beforeAll(() => {
  if (!process.env.FIRESTORE_EMULATOR_HOST)
    throw new Error('These tests need FIRESTORE_EMULATOR_HOST (a running emulator).');
  app = initializeApp({ projectId: 'demo-stores-agreement' }, 'agreement-store');
  db = getFirestore(app);
});

afterAll(async () => {
  await deleteApp(app);
});

const mail = (uid: string) =>
  onboardingMailOf(
    'agreement-code',
    `${uid}@example.com`,
    uid,
    { name: 'A', code: '123456', minutes: '10' },
    {
      collection: 'agreements',
      id: uid,
    },
  );
const record = (triesLeft: number, sentAt: number[] = [NOW]): CodeRecord => ({
  codeHash: 'h',
  expiresAt: NOW + 600_000,
  triesLeft,
  sentAt,
});

describe('the signing’s code store', () => {
  it('spends exactly the tries a code has, whatever the number of tries at once', async () => {
    const store = agreementStore(db);
    await store.issueCode('u-tries', () => ({ record: record(5), mail: mail('u-tries') }));
    const before = await Promise.all(Array.from({ length: 8 }, () => store.spendTry('u-tries')));
    expect(before.filter((seen) => (seen?.triesLeft ?? 0) > 0)).toHaveLength(5);
    expect((await db.doc('agreementCodes/u-tries').get()).get('triesLeft')).toBe(0);
  });

  it('sends no more codes than `next` allows, requests in parallel included', async () => {
    const store = agreementStore(db);
    const limit = 3;
    const sent = await Promise.all(
      Array.from({ length: 6 }, () =>
        store.issueCode('u-sends', (previous) =>
          (previous?.sentAt.length ?? 0) >= limit
            ? null
            : { record: record(5, [...(previous?.sentAt ?? []), NOW]), mail: mail('u-sends') },
        ),
      ),
    );
    expect(sent.filter(Boolean)).toHaveLength(limit);
    const queued = await db.collection('mail').where('uid', '==', 'u-sends').get();
    expect(queued.size).toBe(limit);
  });

  it('signs the offer prepared, once, with its PDF and email, and forgets the code', async () => {
    const store = agreementStore(db);
    const preparedAt = Timestamp.fromMillis(NOW - 60_000);
    await db.doc('agreements/u-sign').set({ state: 'offered', preparedAt, terms: {}, signed: null });
    await db.doc('agreementCodes/u-sign').set(record(5));
    const signed = {
      hash: 'a'.repeat(64),
      method: 'email-code',
      signerUid: 'u-sign',
      signerEmail: 'u@example.com',
      signerName: 'U',
      at: NOW,
    };
    expect(await store.sign('u-sign', NOW - 1, signed, 'JVBERi0=', () => mail('u-sign'))).toBe('changed');
    const done = await Promise.all([
      store.sign('u-sign', NOW - 60_000, signed, 'JVBERi0=', () => mail('u-sign')),
      store.sign('u-sign', NOW - 60_000, signed, 'JVBERi0=', () => mail('u-sign')),
    ]);
    expect(done.filter((outcome) => outcome !== 'changed')).toHaveLength(1);
    expect((await db.doc('agreements/u-sign').get()).get('state')).toBe('signed');
    expect((await db.doc('agreementPdfs/u-sign').get()).get('hash')).toBe('a'.repeat(64));
    expect((await db.doc('agreementCodes/u-sign').get()).exists).toBe(false);
  });
});
