import { assertFails, assertSucceeds, type TokenOptions } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  type DocumentData,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { RATE_LIMITS, RATE_SCHEMES, type AuditValues, type RateScheme } from '@meridian/shared';
import { COMPLETE_RATES, STORED_RATES_CASES } from '@meridian/shared/testing';
import {
  everyone,
  cases,
  actor,
  without,
  split,
  dbAs,
  seed,
  readAsAdmin,
  audited,
  UNVERIFIED,
  type SignedInActor,
  setUpRulesEnvironment,
  PAST,
} from './harness';

setUpRulesEnvironment();

// ---------------------------------------------------------------------------------------------
// settings/rates
// ---------------------------------------------------------------------------------------------

const RATES = COMPLETE_RATES;

/** The rates as audit entries record them: { ppf: 7.1, … } (null for a scheme without a ratePct). */
function rateValues(rates: DocumentData): AuditValues {
  const ratePct = (rate: unknown): number | null =>
    typeof rate === 'object' && rate !== null && 'ratePct' in rate && typeof rate.ratePct === 'number'
      ? rate.ratePct
      : null;
  return Object.fromEntries(Object.entries(rates).map(([scheme, rate]) => [scheme, ratePct(rate)]));
}

/** The rates document as stored (seeded with the rules off). */
const storedRates = (rates: unknown = RATES): DocumentData => ({
  rates,
  updatedAt: PAST,
  auditId: 'audit-rates',
});

/**
 * As `who`, one batch: settings/rates = { rates, updatedAt: server time, auditId } (`fields`
 * replaces any of these), and its 'settings.rates' entry (before: `before`, null by default;
 * after: the rates' values).
 */
function writeRates(
  who: SignedInActor,
  rates: DocumentData,
  options: {
    before?: AuditValues | null;
    fields?: DocumentData;
    entry?: DocumentData;
    withEntry?: boolean;
    token?: TokenOptions;
  } = {},
): Promise<void> {
  return audited(
    who,
    options.withEntry === false
      ? null
      : {
          action: 'settings.rates',
          target: 'settings/rates',
          before: options.before ?? null,
          after: rateValues(rates),
        },
    (batch, db, auditId) =>
      batch.set(doc(db, 'settings', 'rates'), { rates, updatedAt: serverTimestamp(), auditId, ...options.fields }),
    options,
  );
}

/** RATES with one scheme's rate replaced. */
const withRate = (scheme: RateScheme, rate: DocumentData): DocumentData => ({ ...RATES, [scheme]: rate });

describe('settings/rates', () => {
  describe('read', () => {
    it.each(cases(everyone))('%s gets the rates (public), even before there are any', async (_label, who) => {
      await assertSucceeds(getDoc(doc(dbAs(who), 'settings', 'rates')));
      await seed({ 'settings/rates': storedRates() });
      const snapshot = await assertSucceeds(getDoc(doc(dbAs(who), 'settings', 'rates')));
      expect(snapshot.data()?.rates).toEqual(RATES);
    });

    it.each(cases(everyone))('%s cannot list settings', async (_label, who) => {
      await seed({ 'settings/rates': storedRates() });
      await assertFails(getDocs(collection(dbAs(who), 'settings')));
    });
  });

  describe('create and update', () => {
    it('a superadmin (manage_settings) writes the first rates, audited with before null', async () => {
      await assertSucceeds(writeRates(actor('superadmin'), RATES));
      const stored = await readAsAdmin('settings/rates');
      expect(stored?.rates).toEqual(RATES);
      expect(await readAsAdmin(`auditLog/${String(stored?.auditId)}`)).toMatchObject({
        action: 'settings.rates',
        target: 'settings/rates',
        before: null,
        after: rateValues(RATES),
      });
    });

    it('a superadmin updates the rates, audited with the rates before', async () => {
      await seed({ 'settings/rates': storedRates() });
      const next = withRate('ppf', { ratePct: 7.3, asOf: 'Q4 FY 2026-27' });
      await assertSucceeds(writeRates(actor('superadmin'), next, { before: rateValues(RATES) }));
      expect((await readAsAdmin('settings/rates'))?.rates).toEqual(next);
    });

    it.each(STORED_RATES_CASES.map((item) => [item.label, item] as const))(
      'a superadmin saves complete rates over stored rates of this shape: %s, the audit entry saying what was there before',
      async (_label, { rates, before }) => {
        await seed({ 'settings/rates': rates === undefined ? without(storedRates(), 'rates') : storedRates(rates) });
        const claimed = { ...before, ppf: before.ppf === null ? 7 : before.ppf + 1 };
        await assertFails(writeRates(actor('superadmin'), RATES, { before: claimed }));
        await assertFails(writeRates(actor('superadmin'), RATES));
        await assertSucceeds(writeRates(actor('superadmin'), RATES, { before }));
        expect((await readAsAdmin('settings/rates'))?.rates).toEqual(RATES);
      },
    );

    it.each<[string, DocumentData]>([
      ['0%', { ratePct: RATE_LIMITS.min, asOf: 'FY 2026-27' }],
      ['20%', { ratePct: RATE_LIMITS.max, asOf: 'FY 2026-27' }],
      ['two decimals', { ratePct: 8.15, asOf: 'FY 2026-27' }],
      ['19.99%', { ratePct: 19.99, asOf: 'FY 2026-27' }],
      ['a whole number', { ratePct: 8, asOf: 'FY 2026-27' }],
      ['an "as of" of 60 characters', { ratePct: 7.1, asOf: 'x'.repeat(RATE_LIMITS.asOf) }],
    ])('a rate of %s is accepted', async (_label, rate) => {
      await assertSucceeds(writeRates(actor('superadmin'), withRate('epf', rate)));
    });

    it.each<[string, DocumentData]>([
      ['a scheme missing', without(RATES, 'kvp')],
      ['an extra scheme', { ...RATES, fd: { ratePct: 7, asOf: 'FY 2026-27' } }],
      ['a rate above 20', withRate('ppf', { ratePct: 20.01, asOf: 'FY 2026-27' })],
      ['a negative rate', withRate('ppf', { ratePct: -0.01, asOf: 'FY 2026-27' })],
      ['three decimals', withRate('ppf', { ratePct: 7.125, asOf: 'FY 2026-27' })],
      ['a rate as text', withRate('ppf', { ratePct: '7.1', asOf: 'FY 2026-27' })],
      ['a rate with another field', withRate('ppf', { ratePct: 7.1, asOf: 'FY 2026-27', source: 'x' })],
      ['a rate without asOf', withRate('sb', { ratePct: 4 })],
      ['a rate without ratePct', withRate('sb', { asOf: 'FY 2026-27' })],
      ['a rate that is a number', withRate('sb', 4 as unknown as DocumentData)],
      ['an empty asOf', withRate('nsc', { ratePct: 7.7, asOf: '' })],
      ['a blank asOf', withRate('nsc', { ratePct: 7.7, asOf: '   ' })],
      ['an asOf over 60 characters', withRate('nsc', { ratePct: 7.7, asOf: 'x'.repeat(RATE_LIMITS.asOf + 1) })],
      ['an asOf with a line break', withRate('nsc', { ratePct: 7.7, asOf: 'Q3\nFY 2026-27' })],
      ['an asOf that is not text', withRate('nsc', { ratePct: 7.7, asOf: 2026 })],
    ])('rates with %s are refused', async (_label, rates) => {
      await assertFails(writeRates(actor('superadmin'), rates, { entry: { after: rateValues(RATES) } }));
      await assertFails(writeRates(actor('superadmin'), rates));
    });

    it.each<[string, DocumentData]>([
      ['a client-chosen updatedAt', { updatedAt: PAST }],
      ['an extra field', { published: true }],
      ['rates that are a list', { rates: [RATES] }],
    ])('a rates document with %s is refused', async (_label, fields) => {
      await assertFails(writeRates(actor('superadmin'), RATES, { fields }));
    });

    it('rates without their audit entry are refused', async () => {
      await assertFails(writeRates(actor('superadmin'), RATES, { withEntry: false }));
      await assertFails(
        setDoc(doc(dbAs(actor('superadmin')), 'settings', 'rates'), {
          rates: RATES,
          updatedAt: serverTimestamp(),
          auditId: 'made-up',
        }),
      );
    });

    it.each<[string, DocumentData]>([
      ['another action', { action: 'lead.status' }],
      ['a wrong after', { after: { ...rateValues(RATES), ppf: 9 } }],
      ['an after missing a scheme', { after: without(rateValues(RATES), 'sb') }],
      ['a before when there were no rates', { before: rateValues(RATES) }],
    ])('rates whose audit entry has %s are refused', async (_label, entry) => {
      await assertFails(writeRates(actor('superadmin'), RATES, { entry }));
    });

    it('an update whose audit entry says there were no rates before is refused', async () => {
      await seed({ 'settings/rates': storedRates() });
      await assertFails(writeRates(actor('superadmin'), withRate('sb', { ratePct: 3.5, asOf: 'FY 2026-27' })));
    });

    const { denied } = split(['superadmin']);
    it.each(cases(denied.filter((who): who is SignedInActor => who.uid !== null)))(
      '%s (no manage_settings) cannot write the rates, audited or not',
      async (_label, who) => {
        await assertFails(writeRates(who, RATES));
        await assertFails(
          setDoc(doc(dbAs(who), 'settings', 'rates'), { rates: RATES, updatedAt: serverTimestamp(), auditId: 'x' }),
        );
      },
    );

    it('a superadmin whose email is not verified cannot write the rates', async () => {
      await assertFails(writeRates(actor('superadmin'), RATES, { token: UNVERIFIED }));
    });

    it('a signed-out visitor cannot write the rates', async () => {
      await assertFails(
        setDoc(doc(dbAs({ label: 'anonymous', uid: null }), 'settings', 'rates'), {
          rates: RATES,
          updatedAt: serverTimestamp(),
          auditId: 'x',
        }),
      );
    });
  });

  describe('delete', () => {
    it.each(cases(everyone))('%s cannot delete the rates', async (_label, who) => {
      await seed({ 'settings/rates': storedRates() });
      await assertFails(deleteDoc(doc(dbAs(who), 'settings', 'rates')));
    });
  });

  it('RATES covers every scheme of RATE_SCHEMES', () => {
    expect(Object.keys(RATES).sort()).toEqual([...RATE_SCHEMES].sort());
  });
});
