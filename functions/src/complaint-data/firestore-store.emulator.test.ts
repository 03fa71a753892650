import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complaintData, LATEST_COMPLAINT_DATA } from '@meridian/shared/complaints';
import { complaintDataStore } from './firestore-store';

// The complaint data's store against Firestore (the emulator): a month is published once, with its
// audit entry, however many staff press Publish at the same moment; latest names the newest month
// published, never an older one published later. A project of its own.

let app: App;
let db: Firestore;

beforeAll(() => {
  if (!process.env.FIRESTORE_EMULATOR_HOST)
    throw new Error('These tests need FIRESTORE_EMULATOR_HOST (a running emulator).');
  app = initializeApp({ projectId: 'demo-stores-complaint-data' }, 'complaint-data-store');
  db = getFirestore(app);
});

afterAll(async () => {
  await deleteApp(app);
});

const month = (id: string, uid: string) => {
  const [year = 0, number = 0] = id.split('-').map(Number);
  const { snapshot } = complaintData([], { year, month: number }, '2024-05-10');
  return { id, snapshot, actor: { uid, email: `${uid}@example.in` }, after: { received: 0, resolved: 0, pending: 0 } };
};

describe('the complaint data store in Firestore', () => {
  it('publishes a month once, with one audit entry, when three press Publish at once', async () => {
    const store = complaintDataStore(db);
    const results = await Promise.all(['a', 'b', 'c'].map((uid) => store.publish(month('2026-09', uid))));
    expect(results.filter(Boolean)).toHaveLength(1);
    const stored = await db.doc('complaintData/2026-09').get();
    const entries = await db.collection('auditLog').where('target', '==', 'complaintData/2026-09').get();
    expect(entries.size).toBe(1);
    expect(stored.get('auditId')).toBe(entries.docs[0]?.id);
    expect(entries.docs[0]?.get('actor')).toBe(stored.get('publishedBy'));
    expect((await db.doc(`complaintData/${LATEST_COMPLAINT_DATA}`).get()).data()).toEqual({
      month: '2026-09',
      auditId: stored.get('auditId'),
    });
  });

  it('moves latest to a later month, and not back to an earlier one published after it', async () => {
    const store = complaintDataStore(db);
    expect(await store.publish(month('2026-10', 'a'))).toBe(true);
    expect(await store.publish(month('2026-08', 'a'))).toBe(true);
    expect((await db.doc(`complaintData/${LATEST_COMPLAINT_DATA}`).get()).get('month')).toBe('2026-10');
    expect(await store.publish(month('2026-10', 'b'))).toBe(false);
  });
});
