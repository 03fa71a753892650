import { assertFails, assertSucceeds, type TokenOptions } from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  deleteDoc,
  deleteField,
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
import { type Role } from '@meridian/shared';
import {
  everyone,
  cases,
  actor,
  split,
  dbAs,
  seed,
  readAsAdmin,
  audited,
  commitBatch,
  UID,
  UNVERIFIED,
  type SignedInActor,
  setUpRulesEnvironment,
  storedLead,
  PAST,
  seedOnce,
} from './harness';

setUpRulesEnvironment();

// ---------------------------------------------------------------------------------------------
// leads/{id}
// ---------------------------------------------------------------------------------------------

describe('leads/{id}', () => {
  /** A lead of exactly the shape the contact endpoint stores, as a client would send it. */
  const lead = (overrides: DocumentData = {}): DocumentData => ({
    ...storedLead(),
    createdAt: serverTimestamp(),
    ...overrides,
  });

  // Leads are written only by the contact endpoint in functions/ (the Admin SDK, which the rules
  // do not apply to), after its validation and rate limits: no client creates one, whatever its
  // shape, so nobody can fill staff's queue by writing to Firestore directly.
  describe('create', () => {
    it.each(cases(everyone))('%s cannot create a lead, even of the exact stored shape', async (_label, who) => {
      const db = dbAs(who);
      await assertFails(addDoc(collection(db, 'leads'), lead()));
      await assertFails(setDoc(doc(db, 'leads', 'chosen-id'), lead()));
      await assertFails(setDoc(doc(db, 'leads', 'chosen-id'), lead({ createdAt: PAST })));
      await assertFails(commitBatch(who, (batch, batchDb) => batch.set(doc(batchDb, 'leads', 'chosen-id'), lead())));
      expect(await readAsAdmin('leads/chosen-id')).toBeUndefined();
    });
  });

  describe('read', () => {
    seedOnce({ 'leads/l1': storedLead(), 'leads/l2': storedLead('contacted') });

    const { allowed, denied } = split(['superadmin', 'admin', 'reviewer']);

    it.each(cases(allowed))('%s (view_leads or manage_leads) gets and lists leads', async (_label, who) => {
      await assertSucceeds(getDoc(doc(dbAs(who), 'leads', 'l1')));
      const all = await assertSucceeds(getDocs(collection(dbAs(who), 'leads')));
      expect(all.size).toBe(2);
    });

    it.each(cases(allowed))('%s whose email is not verified cannot get or list leads', async (_label, who) => {
      await assertFails(getDoc(doc(dbAs(who, UNVERIFIED), 'leads', 'l1')));
      await assertFails(getDocs(collection(dbAs(who, UNVERIFIED), 'leads')));
    });

    it.each(cases(denied))('%s cannot get or list leads', async (_label, who) => {
      await assertFails(getDoc(doc(dbAs(who), 'leads', 'l1')));
      await assertFails(getDocs(collection(dbAs(who), 'leads')));
      await assertFails(getDocs(query(collection(dbAs(who), 'leads'), where('status', '==', 'new'))));
    });
  });

  describe('update (audited status changes)', () => {
    seedOnce({ 'leads/l1': storedLead() });

    /**
     * As `who`, one batch: the lead l1 with `fields` and a new auditId, and its 'lead.status'
     * entry (status 'new' → `status`), with `entry` replacing any of its fields.
     */
    function setStatus(
      who: SignedInActor,
      status: string,
      options: { fields?: DocumentData; entry?: DocumentData; withEntry?: boolean; token?: TokenOptions } = {},
    ): Promise<void> {
      return audited(
        who,
        options.withEntry === false
          ? null
          : { action: 'lead.status', target: 'leads/l1', before: { status: 'new' }, after: { status } },
        (batch, db, auditId) => batch.update(doc(db, 'leads', 'l1'), { status, ...options.fields, auditId }),
        options,
      );
    }

    it.each<[Role, string]>([
      ['admin', 'contacted'],
      ['admin', 'qualified'],
      ['admin', 'closed'],
      ['superadmin', 'closed'],
      ['superadmin', 'new'],
    ])("a %s (manage_leads) sets a lead's status to '%s', with its audit entry", async (role, status) => {
      await assertSucceeds(setStatus(actor(role), status, { entry: { note: 'Called back on Monday.' } }));
      const stored = await readAsAdmin('leads/l1');
      expect(stored?.status).toBe(status);
      expect(await readAsAdmin(`auditLog/${String(stored?.auditId)}`)).toMatchObject({
        actor: UID[role],
        action: 'lead.status',
        target: 'leads/l1',
        before: { status: 'new' },
        after: { status },
        note: 'Called back on Monday.',
      });
    });

    it('a second change writes a second entry', async () => {
      await assertSucceeds(setStatus(actor('admin'), 'contacted'));
      await assertSucceeds(
        audited(
          actor('admin'),
          { action: 'lead.status', target: 'leads/l1', before: { status: 'contacted' }, after: { status: 'closed' } },
          (batch, db, auditId) => batch.update(doc(db, 'leads', 'l1'), { status: 'closed', auditId }),
        ),
      );
    });

    it.each(cases([actor('admin'), actor('superadmin')]))(
      "%s cannot change a lead's status without an audit entry",
      async (_label, who) => {
        await assertFails(setStatus(who, 'contacted', { withEntry: false }));
        await assertFails(updateDoc(doc(dbAs(who), 'leads', 'l1'), { status: 'contacted' }));
      },
    );

    it.each<[string, DocumentData]>([
      ['another action', { action: 'role.change' }],
      ['another lead as target', { target: 'leads/l2' }],
      ['a wrong before', { before: { status: 'closed' } }],
      ['a wrong after', { after: { status: 'qualified' } }],
      ['no before', { before: null }],
      ['an after of another shape', { after: { status: 'contacted', firstName: 'Edited' } }],
    ])('a status change whose audit entry has %s is refused', async (_label, entry) => {
      await assertFails(setStatus(actor('admin'), 'contacted', { entry }));
    });

    it('one audit entry cannot cover two leads', async () => {
      await seed({ 'leads/l2': storedLead() });
      await assertFails(
        audited(
          actor('admin'),
          { action: 'lead.status', target: 'leads/l1', before: { status: 'new' }, after: { status: 'closed' } },
          (batch, db, auditId) => {
            batch.update(doc(db, 'leads', 'l1'), { status: 'closed', auditId });
            batch.update(doc(db, 'leads', 'l2'), { status: 'closed', auditId });
          },
        ),
      );
    });

    it.each(['spam', 'deleted', '', 'Contacted'])("manage_leads cannot set an unknown status '%s'", async (status) => {
      await assertFails(setStatus(actor('admin'), status));
    });

    it.each<[string, DocumentData]>([
      ['the email', { email: 'other@example.com' }],
      ['the message', { message: 'edited' }],
      ['createdAt', { createdAt: serverTimestamp() }],
      ['a new field', { notes: 'called back' }],
      ['a removed field', { phone: deleteField() }],
    ])('manage_leads cannot change %s along with the status', async (_label, fields) => {
      await assertFails(setStatus(actor('admin'), 'contacted', { fields }));
      await assertFails(setStatus(actor('superadmin'), 'contacted', { fields }));
    });

    const { denied } = split(['superadmin', 'admin']);
    it.each(cases(denied))("%s (no manage_leads) cannot change a lead's status", async (_label, who) => {
      if (who.uid !== null) await assertFails(setStatus({ ...who, uid: who.uid }, 'contacted'));
      await assertFails(updateDoc(doc(dbAs(who), 'leads', 'l1'), { status: 'contacted' }));
    });

    it('an admin whose email is not verified cannot change a status', async () => {
      await assertFails(setStatus(actor('admin'), 'contacted', { token: UNVERIFIED }));
    });
  });

  describe('delete', () => {
    it.each(cases(everyone))('%s cannot delete a lead', async (_label, who) => {
      await seed({ 'leads/l1': storedLead() });
      await assertFails(deleteDoc(doc(dbAs(who), 'leads', 'l1')));
    });
  });
});
