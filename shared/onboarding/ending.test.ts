import { describe, expect, it } from 'vitest';
import { QUARTER_ENDING, SAMPLE_TERMS } from '../testing/agreement-cases';
import type { AgreementTerms } from './agreement';
import {
  breakageCap,
  daysCounted,
  endingProblems,
  endingRefund,
  readAgreementEnding,
  type EndingInput,
} from './ending';

const fixed = SAMPLE_TERMS;
const onAssets: AgreementTerms = { ...fixed, feeKind: 'assets', feeAmount: 1.25, assetsUnderAdvice: 48_00_000 };

const quarter: EndingInput = {
  reason: 'client',
  paid: 15_000,
  periodFrom: '2026-10-01',
  periodTo: '2026-12-31',
  endedOn: '2026-11-30',
  breakageAsked: 5_000,
  note: '',
};

describe('days counted, both ends included', () => {
  it.each<[string, string, number]>([
    ['2026-10-01', '2026-10-01', 1],
    ['2026-10-01', '2026-12-31', 92],
    ['2027-01-01', '2027-12-31', 365],
    ['2028-01-01', '2028-12-31', 366],
    ['2026-12-31', '2026-10-01', 0],
    ['2026-02-30', '2026-03-01', 0],
    ['1 Oct 2026', '2026-12-31', 0],
  ])('%s to %s: %i', (from, to, days) => {
    expect(daysCounted(from, to)).toBe(days);
  });
});

describe('the breakage fee’s cap: one quarter’s fee', () => {
  it.each<[string, AgreementTerms, number]>([
    ['a fixed ₹60,000 a year', fixed, 15_000],
    ['1.25 % of ₹48 lakh (₹60,000 a year)', onAssets, 15_000],
    ['a fixed ₹1,51,000 a year (₹37,750)', { ...fixed, feeAmount: 151_000 }, 37_750],
    ['a fixed ₹60,002 a year: rounded down, never above the quarter', { ...fixed, feeAmount: 60_002 }, 15_000],
    [
      '1 % of ₹99,999 (₹999.99 a year): a quarter of the unrounded fee, rounded down, as the rules compute it',
      { ...fixed, feeKind: 'assets', feeAmount: 1, assetsUnderAdvice: 99_999 },
      249,
    ],
  ])('%s: ₹%i', (_label, terms, cap) => {
    expect(breakageCap(terms)).toBe(cap);
  });
});

describe('the refund on ending', () => {
  it.each<[string, Partial<EndingInput>, { unexpired: number; breakage: number; refund: number; daysServed: number }]>([
    // 31 of 92 days unexpired: 15,000 × 31 / 92 = 5,054.35.
    ['two months into a quarter, ₹5,000 kept', {}, { unexpired: 5_054, breakage: 5_000, refund: 54, daysServed: 61 }],
    [
      'on its first day, nothing kept',
      { endedOn: '2026-10-01', breakageAsked: 0 },
      { unexpired: 14_837, breakage: 0, refund: 14_837, daysServed: 1 },
    ],
    ['on its last day', { endedOn: '2026-12-31' }, { unexpired: 0, breakage: 0, refund: 0, daysServed: 92 }],
    ['after the period paid for', { endedOn: '2027-02-01' }, { unexpired: 0, breakage: 0, refund: 0, daysServed: 92 }],
    [
      'a year paid in advance, ended after 100 days, the full quarter kept',
      { paid: 60_000, periodTo: '2027-09-30', endedOn: '2027-01-08', breakageAsked: 15_000 },
      // 365 days paid, 100 served: 60,000 × 265 / 365 = 43,561.64.
      { unexpired: 43_562, breakage: 15_000, refund: 28_562, daysServed: 100 },
    ],
    [
      'a breakage fee above the cap is cut to it',
      { paid: 60_000, periodTo: '2027-09-30', endedOn: '2027-01-08', breakageAsked: 20_000 },
      { unexpired: 43_562, breakage: 15_000, refund: 28_562, daysServed: 100 },
    ],
  ])('%s', (_label, change, expected) => {
    expect(endingRefund(fixed, { ...quarter, ...change })).toMatchObject(expected);
  });
});

it('the shared example of an ending (QUARTER_ENDING) is what endingRefund gives', () => {
  const { unexpired, breakage, refund } = endingRefund(fixed, quarter);
  expect({ unexpired, breakage, refund }).toEqual({
    unexpired: QUARTER_ENDING.unexpired,
    breakage: QUARTER_ENDING.breakage,
    refund: QUARTER_ENDING.refund,
  });
  expect(quarter).toMatchObject({ paid: QUARTER_ENDING.paid, endedOn: QUARTER_ENDING.endedOn });
});

describe('an ending as entered', () => {
  it.each<[string, Partial<EndingInput>, Record<string, string>]>([
    ['a quarter paid, a breakage fee within the cap', {}, {}],
    ['a year paid', { paid: 60_000, periodTo: '2027-09-30' }, {}],
    ['nothing paid, nothing kept', { paid: 0, breakageAsked: 0 }, {}],
    ['paise', { paid: 15_000.5 }, { paid: 'Enter what the client paid, in whole rupees.' }],
    [
      'more than a year’s fee',
      { paid: 60_001 },
      { paid: 'More than a year’s fee (₹60,000): SEBI allows at most a year in advance.' },
    ],
    ['no first day', { periodFrom: '' }, { periodFrom: 'Enter the first day the payment covers.' }],
    [
      'a period not begun',
      { periodFrom: '2026-12-01' },
      { periodFrom: 'The period starts after today: it is not yet paid for.' },
    ],
    ['a last day before the first', { periodTo: '2026-09-30' }, { periodTo: 'The last day comes before the first.' }],
    ['a year and a day', { periodTo: '2027-10-01' }, { periodTo: 'A payment covers at most a year.' }],
    [
      'a year over a 29 February (366 days)',
      { periodFrom: '2027-03-01', periodTo: '2028-02-29', endedOn: '2027-06-01' },
      {},
    ],
    [
      'a year and a day over a 29 February',
      { periodFrom: '2027-03-01', periodTo: '2028-03-01', endedOn: '2027-06-01' },
      { periodTo: 'A payment covers at most a year.' },
    ],
    [
      'a breakage fee above one quarter’s fee',
      { breakageAsked: 15_001 },
      { breakageAsked: 'SEBI caps the breakage fee at one quarter’s fee: ₹15,000.' },
    ],
    [
      'a negative breakage fee',
      { breakageAsked: -1 },
      { breakageAsked: 'Enter the breakage fee in whole rupees (0 for none).' },
    ],
    ['a note too long', { note: 'x'.repeat(501) }, { note: 'Keep the note to 500 characters.' }],
  ])('%s', (_label, change, problems) => {
    expect(endingProblems(fixed, { ...quarter, ...change })).toEqual(problems);
  });
});

describe('a stored ending, read', () => {
  it('reads what is stored, and a missing one as none', () => {
    const stored = {
      ...QUARTER_ENDING,
      reason: 'firm',
      note: 'Moved abroad.',
      by: 'adviser',
      at: { toMillis: () => 1_790_000_000_000 },
    };
    expect(readAgreementEnding(stored)).toEqual({ ...stored, by: undefined, at: 1_790_000_000_000 });
    expect(readAgreementEnding(undefined)).toBeNull();
  });

  it('reads what it does not know as harmless values', () => {
    expect(readAgreementEnding({ reason: 'regulator', paid: 'lots' })).toMatchObject({
      reason: 'client',
      paid: 0,
      endedOn: '',
      at: null,
    });
  });
});
