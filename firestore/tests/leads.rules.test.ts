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
  Timestamp,
  updateDoc,
  where,
  type DocumentData,
} from 'firebase/firestore';
import { describe, expect, it, beforeEach } from 'vitest';
import { type Role, LEAD_LIMITS } from '@meridian/shared';
import {
  ANONYMOUS,
  everyone,
  cases,
  actor,
  without,
  split,
  dbAs,
  seed,
  readAsAdmin,
  audited,
  UID,
  UNVERIFIED,
  type SignedInActor,
  setUpRulesEnvironment,
  storedLead,
} from './harness';

setUpRulesEnvironment();

// ---------------------------------------------------------------------------------------------
// leads/{id}
// ---------------------------------------------------------------------------------------------

describe('leads/{id}', () => {
  /** Exactly what submitLead() in shell/src/data/submit-lead.ts writes: the stored lead, sent. */
  const lead = (overrides: DocumentData = {}): DocumentData => ({
    ...storedLead(),
    createdAt: serverTimestamp(),
    ...overrides,
  });

  describe('create', () => {
    it.each(cases(everyone))('%s sends a lead of the client’s exact shape', async (_label, who) => {
      await assertSucceeds(addDoc(collection(dbAs(who), 'leads'), lead()));
    });

    it.each<[string, DocumentData]>([
      [
        'names and a message at their limits',
        {
          firstName: 'x'.repeat(LEAD_LIMITS.name),
          lastName: 'y'.repeat(LEAD_LIMITS.name),
          message: 'm'.repeat(LEAD_LIMITS.message),
        },
      ],
      ['an email at its limit', { email: `${'a'.repeat(LEAD_LIMITS.email - 12)}@example.com` }],
      ['no phone', { phone: '' }],
      ['a phone at its limit', { phone: '9'.repeat(LEAD_LIMITS.phone) }],
      ['a page at its limit', { page: `/${'p'.repeat(LEAD_LIMITS.page - 1)}` }],
      ['the root page', { page: '/' }],
      ['a page with a query', { page: '/calculators/sip?amount=5000' }],
      ['a phone with every allowed character', { phone: '+91 (22) 4000-1234' }],
      ['names with inner spaces', { firstName: 'Asha Devi', lastName: 'van der Berg' }],
      ['a message over several lines', { message: 'Hello,\n\nI would like advice.\r\nThanks' }],
      ['one-character names and message', { firstName: 'A', lastName: 'B', message: '?' }],
      ['Devanagari names of 100 characters', { firstName: 'अ'.repeat(100), lastName: 'आ'.repeat(100) }],
    ])('an anonymous visitor sends a lead with %s', async (_label, overrides) => {
      await assertSucceeds(addDoc(collection(dbAs(ANONYMOUS), 'leads'), lead(overrides)));
    });

    it.each<[string, DocumentData]>([
      ['an extra field', { source: 'ads' }],
      ['an extra role field', { role: 'admin' }],
      ["status 'contacted'", { status: 'contacted' }],
      ["status 'closed'", { status: 'closed' }],
      ['a client-chosen createdAt', { createdAt: Timestamp.fromMillis(1_600_000_000_000) }],
      ['a client Date as createdAt', { createdAt: new Date() }],
      ['a string createdAt', { createdAt: '2026-01-01T00:00:00Z' }],
      ['an oversized message', { message: 'm'.repeat(LEAD_LIMITS.message + 1) }],
      ['an empty message', { message: '' }],
      ['an empty first name', { firstName: '' }],
      ['an oversized first name', { firstName: 'x'.repeat(LEAD_LIMITS.name + 1) }],
      ['an oversized last name', { lastName: 'x'.repeat(LEAD_LIMITS.name + 1) }],
      ['a numeric first name', { firstName: 7 }],
      ["a bad email 'asha'", { email: 'asha' }],
      ["a bad email 'asha@example'", { email: 'asha@example' }],
      ["a bad email 'asha rao@example.com'", { email: 'asha rao@example.com' }],
      ["a bad email 'a@@b.co'", { email: 'a@@b.co' }],
      ['a bad email with a no-break space', { email: 'asha\u00a0rao@example.com' }],
      ['a bad email with an ideographic space', { email: 'asha@example\u3000.com' }],
      ["a bad email '@example.com'", { email: '@example.com' }],
      ['an oversized email', { email: `${'a'.repeat(LEAD_LIMITS.email - 11)}@example.com` }],
      ['an oversized phone', { phone: '9'.repeat(LEAD_LIMITS.phone + 1) }],
      ['a null phone', { phone: null }],
      ['an empty page', { page: '' }],
      ["a page not starting with '/'", { page: 'https://evil.example/' }],
      ['an oversized page', { page: `/${'p'.repeat(LEAD_LIMITS.page)}` }],
      ["a page '//evil.example' (another site)", { page: '//evil.example' }],
      ["a page '//evil.example/contact'", { page: '//evil.example/contact' }],
      ["a page '/\\evil.example' (another site to a browser)", { page: '/\\evil.example' }],
      ['a page with a line break', { page: '/contact\nInjected: yes' }],
      ['a page with a tab', { page: '/contact\t' }],
      ['a first name of spaces only', { firstName: '   ' }],
      ['a last name of spaces only', { lastName: ' ' }],
      ['a first name with a line break', { firstName: 'Asha\nRao' }],
      ['a last name with a line break', { lastName: 'Rao\r' }],
      ['a first name with a tab', { firstName: 'Asha\tRao' }],
      ['a last name with a NUL character', { lastName: 'Rao\u0000' }],
      ['a first name with DEL', { firstName: 'Asha\u007f' }],
      ['an email with a control character', { email: 'asha\u0001@example.com' }],
      ['an email with a vertical tab', { email: 'asha\u000b@example.com' }],
      ['a phone with a line break', { phone: '98765\n43210' }],
      ['a phone with a tab', { phone: '98765\t43210' }],
      ['a phone with letters', { phone: 'call me maybe' }],
      ['a phone with an extension mark', { phone: '022 4000 1234 x5' }],
      ['a phone with a slash', { phone: '022/40001234' }],
      ['an over-long phone of allowed characters', { phone: `+${'9'.repeat(LEAD_LIMITS.phone)}` }],
      ['a message of spaces only', { message: '   ' }],
    ])('an anonymous visitor cannot send a lead with %s', async (_label, overrides) => {
      await assertFails(addDoc(collection(dbAs(ANONYMOUS), 'leads'), lead(overrides)));
    });

    it.each(['firstName', 'lastName', 'email', 'phone', 'message', 'page', 'status', 'createdAt'])(
      'an anonymous visitor cannot send a lead without %s',
      async (key) => {
        await assertFails(addDoc(collection(dbAs(ANONYMOUS), 'leads'), without(lead(), key)));
      },
    );

    it('a superadmin cannot create a lead of another shape either', async () => {
      await assertFails(addDoc(collection(dbAs(actor('superadmin')), 'leads'), lead({ status: 'qualified' })));
    });
  });

  describe('read', () => {
    beforeEach(async () => {
      await seed({ 'leads/l1': storedLead(), 'leads/l2': storedLead('contacted') });
    });

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
    beforeEach(async () => {
      await seed({ 'leads/l1': storedLead() });
    });

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
