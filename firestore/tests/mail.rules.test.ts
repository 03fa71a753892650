import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type DocumentData,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { cases, dbAs, PAST, profileOf, seed, seedOnce, setUpRulesEnvironment, split, UID, UNVERIFIED } from './harness';

setUpRulesEnvironment();

// mail/{id}: the outgoing email queue (issue 36, item 1). Only the functions (Admin SDK) queue
// and deliver mail; staff who may read the record a message is about read it and its delivery
// (a booking's: view_clients).

const queued = (collectionName: string, id: string, uid: string | null): DocumentData => ({
  to: 'asha@example.com',
  template: { name: 'contact-received', data: { name: 'Asha' } },
  about: { collection: collectionName, id },
  uid,
  createdAt: PAST,
  delivery: {
    state: 'pending',
    attempts: 0,
    lastError: '',
    sentAt: null,
    messageId: '',
    subject: '',
    contentVersion: '',
  },
});

seedOnce({
  'mail/to-lead': queued('leads', 'L1', null),
  'mail/to-complaint': {
    ...queued('complaints', 'MWA-2026-000001', UID.user),
    template: { name: 'complaint-received', data: {} },
  },
  'mail/to-grievance': { ...queued('grievances', 'G1', UID.user), template: { name: 'grievance-received', data: {} } },
  'mail/to-booking': { ...queued('bookings', 'B1', null), template: { name: 'booking-confirmed', data: {} } },
});

const ALL = ['to-lead', 'to-complaint', 'to-grievance', 'to-booking'];

const staff = split(['superadmin', 'admin', 'reviewer']);

describe('mail/{id}: read', () => {
  it.each(cases(staff.allowed))(
    '%s reads a message and its delivery, and lists them by what they are about',
    async (_label, who) => {
      const db = dbAs(who);
      for (const id of ALL) await assertSucceeds(getDoc(doc(db, 'mail', id)));
      await assertSucceeds(getDocs(query(collection(db, 'mail'), where('about.collection', '==', 'leads'))));
      await assertSucceeds(
        getDocs(query(collection(db, 'mail'), where('about.collection', 'in', ['complaints', 'grievances']))),
      );
      await assertSucceeds(getDocs(query(collection(db, 'mail'), where('about.collection', '==', 'bookings'))));
    },
  );

  it.each(cases(staff.denied.filter((who) => who.uid !== UID.user)))(
    '%s reads no message of another person’s, nor lists them',
    async (_label, who) => {
      const db = dbAs(who);
      for (const id of ALL) await assertFails(getDoc(doc(db, 'mail', id)));
      await assertFails(getDocs(query(collection(db, 'mail'), where('about.collection', '==', 'leads'))));
      await assertFails(getDocs(query(collection(db, 'mail'), where('about.collection', '==', 'bookings'))));
      await assertFails(getDocs(query(collection(db, 'mail'), where('uid', '==', UID.user))));
    },
  );

  // Issue 36: a booking's confirmation is read with the booking (view_clients).
  it('mail about a booking: a reviewer (view_clients) reads and lists it, an editor neither', async () => {
    const reviewer = dbAs({ label: 'reviewer', uid: UID.reviewer });
    await assertSucceeds(getDoc(doc(reviewer, 'mail', 'to-booking')));
    const listed = await assertSucceeds(
      getDocs(query(collection(reviewer, 'mail'), where('about.collection', '==', 'bookings'))),
    );
    expect(listed.docs.map((message) => message.id)).toEqual(['to-booking']);
    const editor = dbAs({ label: 'editor', uid: UID.editor });
    await assertFails(getDoc(doc(editor, 'mail', 'to-booking')));
    await assertFails(getDocs(query(collection(editor, 'mail'), where('about.collection', '==', 'bookings'))));
  });

  it('a reviewer whose email is not verified reads no mail about a booking', async () => {
    await assertFails(getDoc(doc(dbAs({ label: 'reviewer', uid: UID.reviewer }, UNVERIFIED), 'mail', 'to-booking')));
  });

  // Issue 36, item 5: the dashboard lists the emails the firm sent the person while signed in.
  it('a user reads and lists the messages sent for their account, and no other', async () => {
    const db = dbAs({ label: 'user', uid: UID.user });
    await assertSucceeds(getDoc(doc(db, 'mail', 'to-complaint')));
    await assertSucceeds(getDocs(query(collection(db, 'mail'), where('uid', '==', UID.user))));
    await assertFails(getDoc(doc(db, 'mail', 'to-lead')));
    await assertFails(getDocs(query(collection(db, 'mail'), where('about.collection', '==', 'complaints'))));
    await assertFails(getDocs(query(collection(db, 'mail'), where('uid', '==', UID.editor))));
  });

  it('a user whose account is disabled reads none of theirs', async () => {
    await seed({ [`users/${UID.user}`]: { ...profileOf(UID.user, 'user'), status: 'disabled' } });
    await assertFails(getDoc(doc(dbAs({ label: 'user', uid: UID.user }), 'mail', 'to-complaint')));
  });

  it('nobody lists the queue unfiltered, staff included (a query must show what it is about)', async () => {
    await assertFails(getDocs(collection(dbAs({ label: 'reviewer', uid: UID.reviewer }), 'mail')));
  });
});

describe('mail/{id}: write', () => {
  it.each(cases(split([]).denied))('%s cannot queue, change or delete a message', async (_label, who) => {
    const db = dbAs(who);
    const message = { ...queued('leads', 'L1', who.uid), createdAt: serverTimestamp() };
    await assertFails(addDoc(collection(db, 'mail'), message));
    await assertFails(setDoc(doc(db, 'mail', 'forged'), message));
    await assertFails(updateDoc(doc(db, 'mail', 'to-lead'), { to: 'someone@example.com' }));
    await assertFails(updateDoc(doc(db, 'mail', 'to-lead'), { 'delivery.state': 'sent' }));
    await assertFails(deleteDoc(doc(db, 'mail', 'to-lead')));
  });
});
