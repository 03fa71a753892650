import { describe, expect, it } from 'vitest';
import { formatRupees } from '@meridian/shared';
import { annualFee, breaches, instalment, type FeeCase } from '../domain/fees';
import { feeExamples, feeModes, SEBI_FEE_LIMITS } from './fees';

describe('the fee arithmetic', () => {
  it.each<[string, FeeCase, number, number]>([
    [
      'a fixed fee, quarterly',
      { mode: { kind: 'fixed', perYear: 95_000 }, assetsUnderAdvice: 0, quartersBilled: 1 },
      95_000,
      23_750,
    ],
    [
      'a fixed fee, half-yearly',
      { mode: { kind: 'fixed', perYear: 1_50_000 }, assetsUnderAdvice: 0, quartersBilled: 2 },
      1_50_000,
      75_000,
    ],
    [
      '1 % of ₹80 lakh, quarterly',
      { mode: { kind: 'assets', percentPerYear: 1 }, assetsUnderAdvice: 80_00_000, quartersBilled: 1 },
      80_000,
      20_000,
    ],
    [
      '2.5 % of ₹1 crore, half-yearly',
      { mode: { kind: 'assets', percentPerYear: 2.5 }, assetsUnderAdvice: 1_00_00_000, quartersBilled: 2 },
      2_50_000,
      1_25_000,
    ],
    [
      '0.75 % of ₹12,34,567, rounded to the rupee',
      { mode: { kind: 'assets', percentPerYear: 0.75 }, assetsUnderAdvice: 12_34_567, quartersBilled: 1 },
      9_259,
      2_315,
    ],
  ])('%s', (_what, feeCase, year, each) => {
    expect(annualFee(feeCase)).toBe(year);
    expect(instalment(feeCase)).toBe(each);
  });

  it.each<[string, FeeCase, string[]]>([
    [
      '₹1,51,000 fixed, the limit itself',
      { mode: { kind: 'fixed', perYear: 151_000 }, assetsUnderAdvice: 0, quartersBilled: 1 },
      [],
    ],
    [
      '₹1,51,001 fixed',
      { mode: { kind: 'fixed', perYear: 151_001 }, assetsUnderAdvice: 0, quartersBilled: 1 },
      ['fixed fee outside the yearly limit'],
    ],
    [
      '2.6 %',
      { mode: { kind: 'assets', percentPerYear: 2.6 }, assetsUnderAdvice: 1_00_00_000, quartersBilled: 1 },
      ['percentage outside the yearly limit', 'fee above the percentage limit of the assets'],
    ],
    [
      'three quarters in advance',
      { mode: { kind: 'fixed', perYear: 50_000 }, assetsUnderAdvice: 0, quartersBilled: 3 },
      ['billed further in advance than allowed'],
    ],
    [
      'no fee at all',
      { mode: { kind: 'fixed', perYear: 0 }, assetsUnderAdvice: 0, quartersBilled: 1 },
      ['fixed fee outside the yearly limit'],
    ],
  ])('%s → %j', (_what, feeCase, expected) => {
    expect(breaches(feeCase, SEBI_FEE_LIMITS)).toEqual(expected);
  });
});

describe('the fees page’s content stays within SEBI’s limits (regulation.md)', () => {
  it('the limits are the regulation’s: ₹1,51,000 a family a year, 2.5 % of assets under advice, two quarters in advance', () => {
    expect(SEBI_FEE_LIMITS).toEqual({
      fixedPerFamilyPerYear: 151_000,
      assetsPercentPerYear: 2.5,
      maxQuartersInAdvance: 2,
    });
    expect(formatRupees(SEBI_FEE_LIMITS.fixedPerFamilyPerYear)).toBe('₹1,51,000');
  });

  it.each(feeModes.fixed.plans.map((plan) => [plan.name, plan.perYear] as const))(
    'the fixed plan “%s” (%d a year)',
    (_name, perYear) => {
      expect(
        breaches({ mode: { kind: 'fixed', perYear }, assetsUnderAdvice: 0, quartersBilled: 1 }, SEBI_FEE_LIMITS),
      ).toEqual([]);
    },
  );

  it('the percentage mode', () => {
    const feeCase: FeeCase = {
      mode: { kind: 'assets', percentPerYear: feeModes.assets.percentPerYear },
      assetsUnderAdvice: 1_00_00_000,
      quartersBilled: 1,
    };
    expect(breaches(feeCase, SEBI_FEE_LIMITS)).toEqual([]);
  });

  it.each(feeExamples.map((example) => [example.title, example] as const))(
    'the worked example “%s”',
    (_title, example) => {
      expect(breaches(example.feeCase, SEBI_FEE_LIMITS)).toEqual([]);
      // An example charges one of the firm's own fees, not a figure of its own.
      const { mode } = example.feeCase;
      if (mode.kind === 'fixed') expect(feeModes.fixed.plans.map((plan) => plan.perYear)).toContain(mode.perYear);
      else expect(mode.percentPerYear).toBe(feeModes.assets.percentPerYear);
    },
  );

  it('the worked examples show both modes and both billing periods', () => {
    expect(new Set(feeExamples.map((example) => example.feeCase.mode.kind))).toEqual(new Set(['fixed', 'assets']));
    expect(new Set(feeExamples.map((example) => example.feeCase.quartersBilled))).toEqual(new Set([1, 2]));
  });
});
