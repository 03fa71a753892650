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
  Timestamp,
  updateDoc,
  where,
  type DocumentData,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { GRIEVANCE_LIMITS } from '@meridian/shared/grievance';
import {
  actor,
  audited,
  cases,
  dbAs,
  readAsAdmin,
  seed,
  setUpRulesEnvironment,
  split,
  storedGrievance,
  UID,
  UNVERIFIED,
  type SignedInActor,
  seedOnce,
} from './harness';

setUpRulesEnvironment();

// grievances/{id}: grievances to the data protection officer (issue 19, item 4). Stored by the
// public-write endpoint (Admin SDK) only; read by their sender and by view_complaints; answered
// once by manage_complaints, audited.

const OWN = 'g-own';
const OTHERS = 'g-others';

seedOnce({
  [`grievances/${OWN}`]: storedGrievance(UID.user),
  [`grievances/${OTHERS}`]: storedGrievance(UID.editor),
});

describe('grievances/{id}: create', () => {
  it.each(cases(split([]).denied))('%s cannot create one (only the endpoint stores them)', async (_label, who) => {
    const db = dbAs(who);
    const data = { ...storedGrievance(who.uid ?? 'nobody'), receivedAt: serverTimestamp() };
    await assertFails(setDoc(doc(db, 'grievances', 'g-new'), data));
    await assertFails(addDoc(collection(db, 'grievances'), data));
  });
});

describe('grievances/{id}: read', () => {
  it('the sender reads their own, and lists those on their uid', async () => {
    const db = dbAs(actor('user'));
    await assertSucceeds(getDoc(doc(db, 'grievances', OWN)));
    const listed = await assertSucceeds(getDocs(query(collection(db, 'grievances'), where('uid', '==', UID.user))));
    expect(listed.docs.map((item) => item.id)).toEqual([OWN]);
  });

  it('a person cannot read another’s, nor list them all', async () => {
    const db = dbAs(actor('user'));
    await assertFails(getDoc(doc(db, 'grievances', OTHERS)));
    await assertFails(getDocs(collection(db, 'grievances')));
    await assertFails(getDocs(query(collection(db, 'grievances'), where('uid', '==', UID.editor))));
  });

  const { allowed, denied } = split(['superadmin', 'admin', 'reviewer']);
  it.each(cases(allowed))('%s (view_complaints) reads and lists every grievance', async (_label, who) => {
    const db = dbAs(who);
    await assertSucceeds(getDoc(doc(db, 'grievances', OTHERS)));
    await assertSucceeds(getDocs(collection(db, 'grievances')));
  });
  it.each(cases(denied.filter((who) => who.uid !== UID.user)))(
    '%s cannot list every grievance nor read one not theirs',
    async (_label, who) => {
      const db = dbAs(who);
      await assertFails(getDocs(collection(db, 'grievances')));
      await assertFails(getDoc(doc(db, 'grievances', OWN)));
    },
  );

  it('staff with an unverified email cannot list them', async () => {
    await assertFails(getDocs(collection(dbAs(actor('admin'), UNVERIFIED), 'grievances')));
  });
});

describe('grievances/{id}: answer (update) and delete', () => {
  /** As `who`, one batch: the grievance answered, with its 'grievance.answer' entry (unless withEntry false). */
  function answer(
    who: SignedInActor,
    options: { fields?: DocumentData; entry?: DocumentData; withEntry?: boolean; id?: string } = {},
  ): Promise<void> {
    const id = options.id ?? OWN;
    return audited(
      who,
      options.withEntry === false
        ? null
        : {
            action: 'grievance.answer',
            target: `grievances/${id}`,
            before: { status: 'open' },
            after: { status: 'answered' },
          },
      (batch, db, auditId) =>
        batch.update(doc(db, 'grievances', id), {
          status: 'answered',
          answer: 'We have corrected your date of birth.',
          answeredAt: serverTimestamp(),
          ...options.fields,
          auditId,
        }),
      { entry: options.entry },
    );
  }

  it.each([['admin'], ['superadmin']] as const)(
    'a %s (manage_complaints) answers an open one, audited',
    async (role) => {
      await assertSucceeds(answer(actor(role), { entry: { note: 'Checked with the client.' } }));
      const stored = await readAsAdmin(`grievances/${OWN}`);
      expect(stored).toMatchObject({ status: 'answered', answer: 'We have corrected your date of birth.' });
      expect(stored?.answeredAt).toBeInstanceOf(Timestamp);
      expect(await readAsAdmin(`auditLog/${String(stored?.auditId)}`)).toMatchObject({
        actor: UID[role],
        action: 'grievance.answer',
        target: `grievances/${OWN}`,
        before: { status: 'open' },
        after: { status: 'answered' },
        note: 'Checked with the client.',
      });
    },
  );

  it.each(cases(split(['superadmin', 'admin']).denied.filter((who) => who.uid !== null)))(
    '%s cannot answer one',
    async (_label, who) => {
      await assertFails(answer(who as SignedInActor));
    },
  );

  it('the sender cannot change their own grievance', async () => {
    await assertFails(updateDoc(doc(dbAs(actor('user')), 'grievances', OWN), { description: 'Changed.' }));
  });

  it.each<[string, { fields?: DocumentData; entry?: DocumentData; withEntry?: boolean }]>([
    ['without its audit entry', { withEntry: false }],
    ['with an entry of another action', { entry: { action: 'complaint.status' } }],
    ['with an entry about another grievance', { entry: { target: `grievances/${OTHERS}` } }],
    ['with an empty answer', { fields: { answer: '' } }],
    ['with an answer of spaces', { fields: { answer: '   ' } }],
    ['with an answer too long', { fields: { answer: 'x'.repeat(GRIEVANCE_LIMITS.answer + 1) } }],
    ['with a client-chosen time', { fields: { answeredAt: Timestamp.fromMillis(Date.now()) } }],
    ['to another status', { fields: { status: 'open' } }],
    ['changing the description', { fields: { description: 'Something else.' } }],
    ['changing the sender', { fields: { uid: UID.editor } }],
    ['changing the due date', { fields: { dueBy: '2099-01-01' } }],
  ])('an answer %s is refused', async (_label, options) => {
    await assertFails(answer(actor('admin'), options));
  });

  it('an answered grievance is never answered again', async () => {
    await seed({ [`grievances/${OWN}`]: storedGrievance(UID.user, { status: 'answered', answer: 'Done.' }) });
    await assertFails(answer(actor('admin')));
  });

  it.each(cases(split([]).denied))('%s cannot delete one', async (_label, who) => {
    await assertFails(deleteDoc(doc(dbAs(who), 'grievances', OWN)));
  });
});
