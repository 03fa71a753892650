import { describe, expect, it } from 'vitest';
import {
  annualFee,
  breaches,
  instalment,
  isCapped,
  maxQuartersInAdvance,
  refundOnTermination,
  SEBI_FEE_RULES,
  yearlyLimit,
  type FeeClient,
  type FeeCase,
} from './fee-rules';

const individual: FeeClient = { kind: 'individual', accredited: false };
const huf: FeeClient = { kind: 'huf', accredited: false };
const accredited: FeeClient = { kind: 'individual', accredited: true };
const company: FeeClient = { kind: 'non-individual', accredited: false };

const fixed = (perYear: number, extra: Partial<FeeCase> = {}): FeeCase => ({
  mode: { kind: 'fixed', perYear },
  assetsUnderAdvice: 0,
  quartersBilled: 1,
  advanceAgreed: true,
  client: individual,
  ...extra,
});
const assets = (percentPerYear: number, assetsUnderAdvice: number, extra: Partial<FeeCase> = {}): FeeCase => ({
  mode: { kind: 'assets', percentPerYear },
  assetsUnderAdvice,
  quartersBilled: 1,
  advanceAgreed: true,
  client: individual,
  ...extra,
});

describe('SEBI’s fee rules as they stand (MITC of 17 February 2025, amended 2 April 2025)', () => {
  it('are ₹1,51,000 a family a year or 2.5 % of assets under advice, one year in advance, a quarter’s breakage', () => {
    expect(SEBI_FEE_RULES).toMatchObject({
      fixedPerFamilyPerYear: 151_000,
      assetsPercentPerYear: 2.5,
      maxQuartersInAdvance: 4,
      maxBreakageQuarters: 1,
    });
    expect(SEBI_FEE_RULES.sources).toContain('fees-advance-2025-04');
  });
});

describe('the fee arithmetic', () => {
  it.each<[string, FeeCase, number, number]>([
    ['a fixed fee, quarterly', fixed(95_000), 95_000, 23_750],
    ['a fixed fee, half-yearly', fixed(1_50_000, { quartersBilled: 2 }), 1_50_000, 75_000],
    ['a fixed fee, a year at once', fixed(1_20_000, { quartersBilled: 4 }), 1_20_000, 1_20_000],
    ['1 % of ₹80 lakh, quarterly', assets(1, 80_00_000), 80_000, 20_000],
    ['2.5 % of ₹1 crore, half-yearly', assets(2.5, 1_00_00_000, { quartersBilled: 2 }), 2_50_000, 1_25_000],
    ['0.75 % of ₹12,34,567, rounded to the rupee', assets(0.75, 12_34_567), 9_259, 2_315],
  ])('%s', (_what, feeCase, year, each) => {
    expect(annualFee(feeCase)).toBe(year);
    expect(instalment(feeCase)).toBe(each);
  });
});

describe('whom the limits cap: individual and HUF clients who are not accredited investors', () => {
  it.each<[string, FeeClient, boolean]>([
    ['an individual', individual, true],
    ['a HUF', huf, true],
    ['an accredited individual', accredited, false],
    ['an accredited HUF', { kind: 'huf', accredited: true }, false],
    ['a company', company, false],
  ])('%s → capped: %s', (_what, client, capped) => {
    expect(isCapped(client)).toBe(capped);
  });
});

describe('fees in advance: at most one year, if the client agrees', () => {
  it.each<[string, FeeClient, boolean, number | null]>([
    ['an individual who agreed', individual, true, 4],
    ['an individual who did not agree', individual, false, 0],
    ['a HUF who agreed', huf, true, 4],
    ['an accredited investor: by contract', accredited, false, null],
    ['a company: by contract', company, true, null],
  ])('%s → %s quarters', (_what, client, agreed, most) => {
    expect(maxQuartersInAdvance(client, agreed)).toBe(most);
  });
});

describe('the yearly limit, and on a change of fee mode the higher of the two', () => {
  it.each<[string, FeeClient, 'fixed' | 'assets' | 'changed', number, number | null]>([
    ['fixed', individual, 'fixed', 1_00_00_000, 151_000],
    ['on assets: 2.5 % of ₹40 lakh', individual, 'assets', 40_00_000, 1_00_000],
    ['changed, assets small: the fixed limit is higher', individual, 'changed', 40_00_000, 151_000],
    ['changed, assets large: 2.5 % of ₹1 crore is higher', huf, 'changed', 1_00_00_000, 2_50_000],
    ['an accredited investor: no cap', accredited, 'fixed', 1_00_00_000, null],
    ['an accredited investor changing mode: no cap', accredited, 'changed', 1_00_00_000, null],
  ])('%s → %s', (_what, client, mode, aua, limit) => {
    expect(yearlyLimit(client, mode, aua)).toBe(limit);
  });
});

describe('the refund on early termination, less a breakage fee of at most one quarter’s fee', () => {
  it.each<[string, Parameters<typeof refundOnTermination>[0], ReturnType<typeof refundOnTermination>]>([
    [
      'no breakage fee: the unexpired part in full',
      { paid: 75_000, daysPaid: 182, daysServed: 40, breakageAsked: 0, annualFee: 1_50_000 },
      { unexpired: 58_516, breakage: 0, refund: 58_516 },
    ],
    [
      'a breakage fee within a quarter’s fee',
      { paid: 95_000, daysPaid: 365, daysServed: 100, breakageAsked: 10_000, annualFee: 95_000 },
      { unexpired: 68_973, breakage: 10_000, refund: 58_973 },
    ],
    [
      'a breakage fee above a quarter’s fee is cut to it',
      { paid: 1_20_000, daysPaid: 365, daysServed: 73, breakageAsked: 50_000, annualFee: 1_20_000 },
      { unexpired: 96_000, breakage: 30_000, refund: 66_000 },
    ],
    [
      'the breakage never exceeds what is left',
      { paid: 23_750, daysPaid: 91, daysServed: 90, breakageAsked: 23_750, annualFee: 95_000 },
      { unexpired: 261, breakage: 261, refund: 0 },
    ],
    [
      'the whole period served: nothing back',
      { paid: 23_750, daysPaid: 91, daysServed: 120, breakageAsked: 0, annualFee: 95_000 },
      { unexpired: 0, breakage: 0, refund: 0 },
    ],
  ])('%s', (_what, terms, expected) => {
    expect(refundOnTermination(terms)).toEqual(expected);
  });
});

describe('breaches', () => {
  it.each<[string, FeeCase, string[]]>([
    ['₹1,51,000 fixed, the limit itself', fixed(151_000), []],
    ['₹1,51,001 fixed', fixed(151_001), ['fixed fee above the yearly limit']],
    ['₹1,51,001 fixed for an accredited investor: no cap', fixed(151_001, { client: accredited }), []],
    ['₹3,00,000 fixed for a company: by contract', fixed(3_00_000, { client: company }), []],
    ['2.6 % of assets', assets(2.6, 1_00_00_000), ['fee above the percentage limit of the assets']],
    ['2.6 % for an accredited investor: no cap', assets(2.6, 1_00_00_000, { client: accredited }), []],
    ['three quarters in advance, agreed', fixed(50_000, { quartersBilled: 3 }), []],
    ['a year in advance, agreed', fixed(50_000, { quartersBilled: 4 }), []],
    [
      'a quarter in advance, not agreed',
      fixed(50_000, { advanceAgreed: false }),
      ['billed further in advance than allowed'],
    ],
    ['five quarters', fixed(50_000, { quartersBilled: 5 }), ['not a billing period of one to four quarters']],
    ['no fee at all', fixed(0), ['no fee']],
  ])('%s → %j', (_what, feeCase, expected) => {
    expect(breaches(feeCase)).toEqual(expected);
  });
});
