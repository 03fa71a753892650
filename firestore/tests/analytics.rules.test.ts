import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  getCountFromServer,
  getDoc,
  getDocs,
  query,
  Timestamp,
  where,
  type Firestore,
  type Query,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { ROLES } from '@meridian/shared';
import { actor, cases, everyone, split, dbAs, profileOf, UNVERIFIED, setUpRulesEnvironment, seedOnce } from './harness';

setUpRulesEnvironment();

// ---------------------------------------------------------------------------------------------
// The admin's Analytics tab (view_analytics: admin, superadmin): count queries on users. Everyone's
// calculations are counted by the site's function (functions/src/stats), never through the rules.
// ---------------------------------------------------------------------------------------------

const WEEK = 7 * 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 2);

/** The count queries the Analytics tab runs on users. */
const userCounts: [string, (db: Firestore) => Query][] = [
  ['all users', (db) => collection(db, 'users')],
  [
    'users created in the last 30 days',
    (db) => query(collection(db, 'users'), where('createdAt', '>=', Timestamp.fromMillis(NOW - 30 * 24 * 3600 * 1000))),
  ],
  [
    'users created in one week',
    (db) =>
      query(
        collection(db, 'users'),
        where('createdAt', '>=', Timestamp.fromMillis(NOW - 2 * WEEK)),
        where('createdAt', '<', Timestamp.fromMillis(NOW - WEEK)),
      ),
  ],
  [
    'users signed in in the last 7 days',
    (db) => query(collection(db, 'users'), where('lastLoginAt', '>=', Timestamp.fromMillis(NOW - WEEK))),
  ],
];

describe('analytics', () => {
  seedOnce({
    'users/recent-1': {
      ...profileOf('recent-1', 'user'),
      createdAt: Timestamp.fromMillis(NOW - 3 * 24 * 3600 * 1000),
      lastLoginAt: Timestamp.fromMillis(NOW - 1000),
    },
    'users/recent-2': {
      ...profileOf('recent-2', 'user'),
      createdAt: Timestamp.fromMillis(NOW - 10 * 24 * 3600 * 1000),
      lastLoginAt: Timestamp.fromMillis(NOW - 2 * WEEK),
    },
  });

  describe('count queries on users', () => {
    const { allowed, denied } = split(['superadmin', 'admin', 'reviewer']);

    it.each(cases(allowed.filter((who) => who.label !== 'reviewer')))(
      '%s (view_analytics, and view_users) counts users, in all and by time',
      async (_label, who) => {
        const counts: number[] = [];
        for (const [, make] of userCounts) {
          const snapshot = await assertSucceeds(getCountFromServer(make(dbAs(who))));
          counts.push(snapshot.data().count);
        }
        // The seeded profiles (one a role, and two odd ones), and the two recent ones.
        expect(counts).toEqual([ROLES.length + 2 + 2, 2, 1, 1]);
      },
    );

    // Count queries are authorised like lists: whoever lists users counts them. The reviewer
    // (view_users) may, though the Analytics tab is not theirs.
    it('reviewer (view_users) may count users too, as it lists them', async () => {
      await assertSucceeds(getCountFromServer(collection(dbAs(actor('reviewer')), 'users')));
    });

    it.each(cases(denied))('%s cannot count users', async (_label, who) => {
      for (const [, make] of userCounts) await assertFails(getCountFromServer(make(dbAs(who))));
    });

    it.each(cases(allowed))('%s whose email is not verified cannot count users', async (_label, who) => {
      for (const [, make] of userCounts) await assertFails(getCountFromServer(make(dbAs(who, UNVERIFIED))));
    });
  });

  describe("saved calculations: counted by the site's function, never through the rules", () => {
    it.each(cases(everyone))("%s cannot count everyone's calculations, nor read a counter", async (_label, who) => {
      await assertFails(getCountFromServer(collection(dbAs(who), 'calculations')));
      await assertFails(getDoc(doc(dbAs(who), 'stats', 'calculations')));
    });

    it('nobody lists stats, not even a superadmin', async () => {
      await assertFails(getDocs(collection(dbAs(actor('superadmin')), 'stats')));
      await assertFails(getCountFromServer(collection(dbAs(actor('admin')), 'stats')));
    });
  });
});
