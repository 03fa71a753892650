import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  serverTimestamp,
  setDoc,
  updateDoc,
  type DocumentData,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { AGREEMENT_TEMPLATE } from '@meridian/shared/compliance';
import { RISK_QUESTIONNAIRE } from '@meridian/shared/onboarding';
import { QUARTER_ENDING, SAMPLE_TERMS } from '@meridian/shared/testing';
import {
  actor,
  ANONYMOUS,
  audited,
  cases,
  dbAs,
  everyone,
  PAST,
  seed,
  seedOnce,
  setUpRulesEnvironment,
  signedIn,
  UID,
  without,
  type Actor,
  type SignedInActor,
} from './harness';

setUpRulesEnvironment();

// The onboarding's last two steps (issue 36, item 3): suitability/{uid}/records/{id}, an
// adviser's record resting on an accepted risk profile version; agreements/{uid}, the agreement
// staff offer within SEBI's fee caps and only the signing function marks signed; agreementPdfs
// and agreementCodes, written by that function alone.

const CLIENT = UID.user;
const ADVISER = actor('admin');
const ANSWERS = Object.fromEntries(RISK_QUESTIONNAIRE.questions.map((question) => [question.id, '2']));
const profile = (acceptedAt: unknown) => ({
  questionnaireVersion: RISK_QUESTIONNAIRE.version,
  answers: ANSWERS,
  createdAt: PAST,
  acceptedAt,
});
const REASON = 'A salaried family saving for a home in seven years; planning and fund advice fit a balanced profile.';

const suitability = (who: Actor, overrides: DocumentData = {}): DocumentData => ({
  profileVersion: 'accepted',
  service: 'Financial planning and investment advice',
  reason: REASON,
  by: who.uid,
  at: serverTimestamp(),
  ...overrides,
});

const terms = (overrides: DocumentData = {}): DocumentData => ({ ...SAMPLE_TERMS, ...overrides });

const offer = (who: Actor, overrides: DocumentData = {}): DocumentData => ({
  state: 'offered',
  templateVersion: AGREEMENT_TEMPLATE.version,
  terms: terms(),
  riskProfileId: 'accepted',
  suitabilityId: 's1',
  preparedBy: who.uid,
  preparedAt: serverTimestamp(),
  signed: null,
  ...overrides,
});

/** An offer's terms as its audit entry records them. */
const auditedTerms = (data: DocumentData): Record<string, string | number | boolean | null> => {
  const given = (data.terms ?? {}) as Record<string, string | number | boolean | null>;
  return {
    clientKind: given.clientKind ?? null,
    feeKind: given.feeKind ?? null,
    feeAmount: given.feeAmount ?? null,
    assetsUnderAdvice: given.assetsUnderAdvice ?? null,
    quartersBilled: given.quartersBilled ?? null,
  };
};

/**
 * Offers `data` as `who` would through the Clients tab: in one batch with its 'agreement.offer'
 * audit entry (the terms before, `before`, and after); `entry` replaces fields of the entry, and
 * null leaves it out.
 */
const offerAs = (
  who: SignedInActor,
  data: DocumentData,
  before: DocumentData | null = null,
  entry: DocumentData | null = {},
) =>
  audited(
    who,
    entry === null
      ? null
      : {
          action: 'agreement.offer',
          target: `agreements/${CLIENT}`,
          before: before && auditedTerms(before),
          after: auditedTerms(data),
        },
    (batch, db, auditId) => batch.set(doc(db, 'agreements', CLIENT), { ...data, auditId }),
    { entry: entry ?? {} },
  );

// The shared example (QUARTER_ENDING): a quarter of ₹15,000 paid, ended two months in, ₹54 refunded.
const ended = (who: Actor, overrides: DocumentData = {}): DocumentData => ({
  ...QUARTER_ENDING,
  note: 'Moving abroad.',
  by: who.uid,
  at: serverTimestamp(),
  ...overrides,
});
/** Ends it as `who` would through the Clients tab, with its 'agreement.end' entry (`entry` replaces its fields; null leaves it out). */
const endAs = (who: SignedInActor, change: DocumentData, entry: DocumentData | null = {}, from: string = 'signed') =>
  audited(
    who,
    entry === null
      ? null
      : {
          action: 'agreement.end',
          target: `agreements/${CLIENT}`,
          before: { state: from },
          after: { state: change.state ?? null, refund: (change.ended as DocumentData | undefined)?.refund ?? null },
        },
    (batch, db, auditId) => batch.update(doc(db, 'agreements', CLIENT), { ...change, auditId }),
    { entry: entry ?? {} },
  );

const PROFILES = {
  [`riskProfiles/${CLIENT}/versions/accepted`]: profile(PAST),
  [`riskProfiles/${CLIENT}/versions/pending`]: profile(null),
};
const SUITABLE = { [`suitability/${CLIENT}/records/s1`]: { ...suitability(ADVISER), at: PAST } };
const records = (who: Actor) => collection(dbAs(who), 'suitability', CLIENT, 'records');
const agreement = (who: Actor) => doc(dbAs(who), 'agreements', CLIENT);
const STAFF_READERS = ['superadmin', 'admin', 'reviewer'] as const;
const staffReaders = STAFF_READERS.map((role) => actor(role));
const readers: readonly string[] = [...STAFF_READERS, 'user'];

describe('suitability: recorded by an adviser', () => {
  seedOnce(PROFILES);

  it.each(cases([actor('superadmin'), ADVISER]))(
    '%s (manage_clients) records it on the accepted version',
    async (_label, who) => {
      await assertSucceeds(addDoc(records(who), suitability(who)));
    },
  );

  it.each<[string, DocumentData]>([
    ['a version the client has not accepted', suitability(ADVISER, { profileVersion: 'pending' })],
    ['a version that does not exist', suitability(ADVISER, { profileVersion: 'nope' })],
    ['a service the firm does not offer', suitability(ADVISER, { service: 'Portfolio management' })],
    ['a reason too short to be one', suitability(ADVISER, { reason: 'Suits them.' })],
    ['another adviser’s name', suitability(ADVISER, { by: UID.superadmin })],
    ['a time of its own', suitability(ADVISER, { at: PAST })],
    ['a field of its own', { ...suitability(ADVISER), approved: true }],
    ['no reason', without(suitability(ADVISER), 'reason')],
  ])('is refused with %s', async (_label, data) => {
    await assertFails(addDoc(records(ADVISER), data));
  });

  it.each(cases(everyone.filter((who) => !['superadmin', 'admin'].includes(who.label))))(
    '%s cannot record it (the client included)',
    async (_label, who) => {
      await assertFails(setDoc(doc(dbAs(who), 'suitability', CLIENT, 'records', 'x'), suitability(who)));
    },
  );
});

describe('suitability: as recorded', () => {
  seedOnce({ ...PROFILES, ...SUITABLE });
  const s1 = (who: Actor) => doc(dbAs(who), 'suitability', CLIENT, 'records', 's1');

  it.each(cases([actor('user'), ...staffReaders]))('%s reads it', async (_label, who) => {
    await assertSucceeds(getDoc(s1(who)));
  });

  it.each(cases(everyone.filter((who) => !readers.includes(who.label))))('%s reads none', async (_label, who) => {
    await assertFails(getDoc(s1(who)));
  });

  it('stands as made: nobody changes or removes it', async () => {
    await assertFails(updateDoc(s1(ADVISER), { reason: `${REASON} Changed.` }));
    await assertFails(deleteDoc(s1(actor('superadmin'))));
  });
});

describe('agreements: offered by staff within SEBI’s caps', () => {
  seedOnce({
    ...PROFILES,
    ...SUITABLE,
    [`suitability/${CLIENT}/records/s-pending`]: { ...suitability(ADVISER), profileVersion: 'pending', at: PAST },
  });

  it('manage_clients offers it, then changes the offer, each with its audit entry', async () => {
    const first = offer(ADVISER);
    const second = offer(ADVISER, { terms: terms({ feeAmount: 151000, quartersBilled: 4 }) });
    const third = offer(ADVISER, { terms: terms({ feeKind: 'assets', feeAmount: 2.5, assetsUnderAdvice: 5000000 }) });
    await assertSucceeds(offerAs(ADVISER, first));
    await assertSucceeds(offerAs(ADVISER, second, first));
    await assertSucceeds(offerAs(ADVISER, third, second));
  });

  it.each<[string, DocumentData | null, DocumentData | null]>([
    ['no audit entry', null, null],
    ['an entry that says it is new when it changes one', {}, null],
    [
      'an entry whose terms are not the offer’s',
      { after: { ...auditedTerms(offer(ADVISER)), feeAmount: 1 } },
      offer(ADVISER),
    ],
    ['an entry of another action', { action: 'lead.status' }, offer(ADVISER)],
  ])('a change is refused with %s', async (_label, entry, before) => {
    await assertSucceeds(offerAs(ADVISER, offer(ADVISER)));
    const change = offer(ADVISER, { terms: terms({ feeAmount: 70000 }) });
    await assertFails(offerAs(ADVISER, change, before, entry));
  });

  it.each<[string, DocumentData]>([
    ['a fixed fee a rupee above ₹1,51,000', offer(ADVISER, { terms: terms({ feeAmount: 151001 }) })],
    ['a fee of nothing', offer(ADVISER, { terms: terms({ feeAmount: 0 }) })],
    ['paise in a fixed fee', offer(ADVISER, { terms: terms({ feeAmount: 60000.5 }) })],
    [
      '2.6 % of assets',
      offer(ADVISER, { terms: terms({ feeKind: 'assets', feeAmount: 2.6, assetsUnderAdvice: 5000000 }) }),
    ],
    [
      'a percentage of no assets',
      offer(ADVISER, { terms: terms({ feeKind: 'assets', feeAmount: 1, assetsUnderAdvice: 0 }) }),
    ],
    ['five quarters billed', offer(ADVISER, { terms: terms({ quartersBilled: 5 }) })],
    ['billing in advance not agreed', offer(ADVISER, { terms: terms({ advanceAgreed: false }) })],
    ['a company client', offer(ADVISER, { terms: terms({ clientKind: 'company' }) })],
    ['an older template', offer(ADVISER, { templateVersion: '2025-01-01' })],
    ['a profile version not accepted', offer(ADVISER, { riskProfileId: 'pending', suitabilityId: 's-pending' })],
    ['a suitability on another version', offer(ADVISER, { suitabilityId: 's-pending' })],
    ['no suitability recorded', offer(ADVISER, { suitabilityId: 'none' })],
    [
      'a forged signature',
      offer(ADVISER, {
        signed: {
          hash: 'x',
          method: 'email-code',
          signerUid: CLIENT,
          signerEmail: 'a@b.co',
          signerName: 'A',
          at: PAST,
        },
      }),
    ],
    ['state signed', offer(ADVISER, { state: 'signed' })],
    ['another adviser’s name', offer(ADVISER, { preparedBy: UID.superadmin })],
    ['a time of its own', offer(ADVISER, { preparedAt: PAST })],
  ])('is refused with %s', async (_label, data) => {
    await assertFails(offerAs(ADVISER, data));
  });

  it('an offer not yet signed cannot be ended', async () => {
    await assertSucceeds(offerAs(ADVISER, offer(ADVISER)));
    await assertFails(endAs(ADVISER, { state: 'ended', ended: ended(ADVISER) }, {}, 'offered'));
  });

  it.each(cases(signedIn.filter((who) => !['superadmin', 'admin'].includes(who.label))))(
    '%s cannot offer one (the client, forging their own, included)',
    async (_label, who) => {
      await assertFails(offerAs(who, offer(who)));
    },
  );

  it('nor can anyone signed out', async () => {
    await assertFails(setDoc(agreement(ANONYMOUS), offer(ANONYMOUS)));
  });
});

describe('agreements: once signed', () => {
  const signed = {
    ...offer(ADVISER),
    preparedAt: PAST,
    state: 'signed',
    signed: {
      hash: 'a'.repeat(64),
      method: 'email-code',
      signerUid: CLIENT,
      signerEmail: 'user@example.com',
      signerName: 'U',
      at: PAST,
    },
  };
  seedOnce({
    ...PROFILES,
    ...SUITABLE,
    [`agreements/${CLIENT}`]: signed,
    [`agreementPdfs/${CLIENT}`]: { pdf: 'JVBERi0=', hash: 'a'.repeat(64) },
    [`agreementCodes/${CLIENT}`]: { codeHash: 'x' },
  });

  it('nobody changes it, staff re-offering included, and nobody removes it', async () => {
    await assertFails(offerAs(ADVISER, offer(ADVISER), signed));
    await assertFails(updateDoc(agreement(actor('superadmin')), { 'signed.hash': 'b'.repeat(64) }));
    await assertFails(updateDoc(agreement(actor('user')), { 'signed.at': serverTimestamp() }));
    await assertFails(deleteDoc(agreement(actor('superadmin'))));
  });

  it.each(cases([actor('user'), ...staffReaders]))('%s reads the agreement and its PDF', async (_label, who) => {
    await assertSucceeds(getDoc(agreement(who)));
    await assertSucceeds(getDoc(doc(dbAs(who), 'agreementPdfs', CLIENT)));
  });

  it.each(cases(everyone.filter((who) => !readers.includes(who.label))))('%s reads neither', async (_label, who) => {
    await assertFails(getDoc(agreement(who)));
    await assertFails(getDoc(doc(dbAs(who), 'agreementPdfs', CLIENT)));
  });

  describe('ended by staff, with its refund', () => {
    it.each(cases([actor('superadmin'), ADVISER]))(
      '%s (manage_clients) ends it, and that is final',
      async (_label, who) => {
        await assertSucceeds(endAs(who, { state: 'ended', ended: ended(who) }));
        await assertFails(
          endAs(who, { state: 'ended', ended: ended(who, { refund: 54, note: 'Again.' }) }, {}, 'ended'),
        );
        await assertFails(offerAs(who, offer(who), signed));
      },
    );

    it('caps the breakage fee at a quarter of the year’s fee before rounding, rounded down (as breakageCap)', async () => {
      // 1 % of ₹99,999: ₹999.99 a year, so at most ₹249 kept (the app's cap, ending.test.ts).
      await seed({
        [`agreements/${CLIENT}`]: {
          ...signed,
          terms: terms({ feeKind: 'assets', feeAmount: 1, assetsUnderAdvice: 99999 }),
        },
      });
      const amounts = { paid: 999, unexpired: 500 };
      await assertFails(
        endAs(ADVISER, { state: 'ended', ended: ended(ADVISER, { ...amounts, breakage: 250, refund: 250 }) }),
      );
      await assertSucceeds(
        endAs(ADVISER, { state: 'ended', ended: ended(ADVISER, { ...amounts, breakage: 249, refund: 251 }) }),
      );
    });

    it.each<[string, DocumentData, DocumentData | null]>([
      ['no audit entry', { state: 'ended', ended: ended(ADVISER) }, null],
      ['an entry of another action', { state: 'ended', ended: ended(ADVISER) }, { action: 'agreement.offer' }],
      [
        'an entry whose refund is not the ending’s',
        { state: 'ended', ended: ended(ADVISER) },
        { after: { state: 'ended', refund: 5054 } },
      ],
      [
        'a breakage fee above one quarter’s fee',
        { state: 'ended', ended: ended(ADVISER, { unexpired: 15054, paid: 60000, breakage: 15001, refund: 53 }) },
        {},
      ],
      ['more paid than a year’s fee', { state: 'ended', ended: ended(ADVISER, { paid: 60001 }) }, {}],
      [
        'a refund that is not the unexpired part less the breakage fee',
        { state: 'ended', ended: ended(ADVISER, { refund: 5054 }) },
        {},
      ],
      ['more unexpired than was paid', { state: 'ended', ended: ended(ADVISER, { paid: 5000, unexpired: 5054 }) }, {}],
      [
        'a breakage fee above the unexpired part',
        { state: 'ended', ended: ended(ADVISER, { unexpired: 4000, refund: -1000 }) },
        {},
      ],
      ['paise', { state: 'ended', ended: ended(ADVISER, { breakage: 4999.5, refund: 54.5 }) }, {}],
      ['an ending before the period began', { state: 'ended', ended: ended(ADVISER, { endedOn: '2026-09-30' }) }, {}],
      ['a date in words', { state: 'ended', ended: ended(ADVISER, { periodTo: '31 Dec 2026' }) }, {}],
      ['a reason of its own', { state: 'ended', ended: ended(ADVISER, { reason: 'regulator' }) }, {}],
      ['another adviser’s name', { state: 'ended', ended: ended(ADVISER, { by: UID.superadmin }) }, {}],
      ['a time of its own', { state: 'ended', ended: ended(ADVISER, { at: PAST }) }, {}],
      ['a field of its own', { state: 'ended', ended: { ...ended(ADVISER), waived: true } }, {}],
      ['a note too long', { state: 'ended', ended: ended(ADVISER, { note: 'x'.repeat(501) }) }, {}],
      ['the terms changed with it', { state: 'ended', ended: ended(ADVISER), 'terms.feeAmount': 1 }, {}],
      ['the signature changed with it', { state: 'ended', ended: ended(ADVISER), 'signed.hash': 'b'.repeat(64) }, {}],
      ['no ending', { state: 'ended' }, {}],
      ['a state other than ended', { state: 'offered', ended: ended(ADVISER) }, {}],
    ])('is refused with %s', async (_label, change, entry) => {
      await assertFails(endAs(ADVISER, change, entry));
    });

    it.each(cases(signedIn.filter((who) => !['superadmin', 'admin'].includes(who.label))))(
      '%s cannot end it (the client and a reviewer included)',
      async (_label, who) => {
        await assertFails(endAs(who, { state: 'ended', ended: ended(who) }));
      },
    );
  });

  it.each(cases(everyone))('%s neither reads nor writes the one-time code, nor writes the PDF', async (_label, who) => {
    await assertFails(getDoc(doc(dbAs(who), 'agreementCodes', CLIENT)));
    await assertFails(setDoc(doc(dbAs(who), 'agreementCodes', CLIENT), { codeHash: 'mine' }));
    await assertFails(setDoc(doc(dbAs(who), 'agreementPdfs', CLIENT), { pdf: 'forged' }));
  });
});

describe('the onboarding’s emails', () => {
  const mail = (name: string) => ({
    to: 'user@example.com',
    template: { name, data: { code: '123456' } },
    about: { collection: 'agreements', id: CLIENT },
    uid: CLIENT,
    createdAt: PAST,
    delivery: { state: 'sent' },
  });
  seedOnce({ 'mail/code': mail('agreement-code'), 'mail/signed': mail('agreement-signed') });

  it('the client reads both, the code included', async () => {
    await assertSucceeds(getDoc(doc(dbAs(actor('user')), 'mail', 'code')));
    await assertSucceeds(getDoc(doc(dbAs(actor('user')), 'mail', 'signed')));
  });

  it.each(cases(staffReaders))(
    '%s (view_clients) reads the confirmation, never the one-time code',
    async (_label, who) => {
      await assertSucceeds(getDoc(doc(dbAs(who), 'mail', 'signed')));
      await assertFails(getDoc(doc(dbAs(who), 'mail', 'code')));
    },
  );
});
