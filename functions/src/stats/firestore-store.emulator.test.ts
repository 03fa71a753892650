import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statsStore } from './firestore-store';

// The Analytics tab's counts against Firestore (the emulator): each window counts the users whose
// time falls in it, its start in and its end out. A project of its own.

let app: App;
let db: Firestore;

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 23, 11, 30);

beforeAll(async () => {
  if (!process.env.FIRESTORE_EMULATOR_HOST)
    throw new Error('These tests need FIRESTORE_EMULATOR_HOST (a running emulator).');
  app = initializeApp({ projectId: 'demo-stores-stats' }, 'stats-store');
  db = getFirestore(app);
  // Created 40, 10 and 1 days ago, and at the 30-day window's start exactly; two of them (created 10
  // days and 1 day ago) signed in within the last 30 days.
  const users: [string, number, number][] = [
    ['old', NOW - 40 * DAY, NOW - 35 * DAY],
    ['recent', NOW - 10 * DAY, NOW - 2 * DAY],
    ['new', NOW - DAY, NOW - DAY],
    ['edge', NOW - 30 * DAY, NOW - 31 * DAY],
  ];
  await Promise.all(
    users.map(([uid, created, login]) =>
      db
        .doc(`users/${uid}`)
        .set({ createdAt: Timestamp.fromMillis(created), lastLoginAt: Timestamp.fromMillis(login) }),
    ),
  );
  await Promise.all(['a', 'b', 'c'].map((id) => db.doc(`calculations/${id}`).set({ userId: 'recent' })));
});

afterAll(async () => {
  await deleteApp(app);
});

describe('the stats store in Firestore', () => {
  it('counts every user, and those in a window: its start in, its end out', async () => {
    const store = statsStore(db);
    const since = (field: 'createdAt' | 'lastLoginAt', days: number, endDays?: number) =>
      store.countUsers({
        field,
        start: new Date(NOW - days * DAY),
        ...(endDays === undefined ? {} : { end: new Date(NOW - endDays * DAY) }),
      });
    expect(await store.countUsers()).toBe(4);
    expect(await since('createdAt', 30)).toBe(3);
    expect(await since('lastLoginAt', 30)).toBe(2);
    expect(await since('createdAt', 30, 1)).toBe(2);
    expect(await since('createdAt', 41, 30)).toBe(1);
  });

  it('counts everyone’s saved calculations', async () => {
    expect(await statsStore(db).countCalculations()).toBe(3);
  });
});
