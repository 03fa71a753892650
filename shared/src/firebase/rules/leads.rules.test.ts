import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
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
import { type Role } from '../../auth/roles';
import { LEAD_LIMITS } from '../../contracts/documents';
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
  setUpRulesEnvironment,
} from './harness';

setUpRulesEnvironment();

// ---------------------------------------------------------------------------------------------
// leads/{id}
// ---------------------------------------------------------------------------------------------

describe('leads/{id}', () => {
  /** Exactly what submitLead() in shell/src/data/submit-lead.ts writes. */
  const lead = (overrides: DocumentData = {}): DocumentData => ({
    firstName: 'Asha',
    lastName: 'Rao',
    email: 'asha@example.com',
    phone: '+91 98765 43210',
    message: 'I would like advice on retirement planning.',
    page: '/contact',
    status: 'new',
    createdAt: serverTimestamp(),
    ...overrides,
  });

  /** A lead as it is stored, for seeding. */
  const storedLead = (status = 'new'): DocumentData => ({
    ...lead({ status }),
    createdAt: Timestamp.fromMillis(1_700_000_000_000),
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
      ["a bad email '@example.com'", { email: '@example.com' }],
      ['an oversized email', { email: `${'a'.repeat(LEAD_LIMITS.email - 11)}@example.com` }],
      ['an oversized phone', { phone: '9'.repeat(LEAD_LIMITS.phone + 1) }],
      ['a null phone', { phone: null }],
      ['an empty page', { page: '' }],
      ["a page not starting with '/'", { page: 'https://evil.example/' }],
      ['an oversized page', { page: `/${'p'.repeat(LEAD_LIMITS.page)}` }],
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

    it.each(cases(denied))('%s cannot get or list leads', async (_label, who) => {
      await assertFails(getDoc(doc(dbAs(who), 'leads', 'l1')));
      await assertFails(getDocs(collection(dbAs(who), 'leads')));
      await assertFails(getDocs(query(collection(dbAs(who), 'leads'), where('status', '==', 'new'))));
    });
  });

  describe('update', () => {
    beforeEach(async () => {
      await seed({ 'leads/l1': storedLead() });
    });

    it.each<[Role, string]>([
      ['admin', 'contacted'],
      ['admin', 'qualified'],
      ['admin', 'closed'],
      ['superadmin', 'closed'],
      ['superadmin', 'new'],
    ])("a %s (manage_leads) sets a lead's status to '%s'", async (role, status) => {
      await assertSucceeds(updateDoc(doc(dbAs(actor(role)), 'leads', 'l1'), { status }));
      expect((await readAsAdmin('leads/l1'))?.status).toBe(status);
    });

    it.each(['spam', 'deleted', '', 'Contacted'])("manage_leads cannot set an unknown status '%s'", async (status) => {
      await assertFails(updateDoc(doc(dbAs(actor('admin')), 'leads', 'l1'), { status }));
    });

    it.each<[string, DocumentData]>([
      ['the email', { email: 'other@example.com' }],
      ['the message', { message: 'edited' }],
      ['the status and the message', { status: 'contacted', message: 'edited' }],
      ['createdAt', { createdAt: serverTimestamp() }],
      ['a new field', { notes: 'called back' }],
      ['a removed field', { phone: deleteField() }],
    ])('manage_leads cannot change %s', async (_label, change) => {
      await assertFails(updateDoc(doc(dbAs(actor('admin')), 'leads', 'l1'), change));
      await assertFails(updateDoc(doc(dbAs(actor('superadmin')), 'leads', 'l1'), change));
    });

    const { denied } = split(['superadmin', 'admin']);
    it.each(cases(denied))("%s (no manage_leads) cannot change a lead's status", async (_label, who) => {
      await assertFails(updateDoc(doc(dbAs(who), 'leads', 'l1'), { status: 'contacted' }));
    });
  });

  describe('delete', () => {
    it.each(cases(everyone))('%s cannot delete a lead', async (_label, who) => {
      await seed({ 'leads/l1': storedLead() });
      await assertFails(deleteDoc(doc(dbAs(who), 'leads', 'l1')));
    });
  });
});
