import { describe, expect, it } from 'vitest';
import { breaches, SEBI_FEE_RULES, type FeeCase } from '@meridian/shared/compliance';
import { feeExamples, feeModes, feesPage, FIRM_FEE_POLICY, gstNote, refundExample } from './fees';

const family = { kind: 'individual', accredited: false } as const;

describe('the fees page’s content stays within SEBI’s rules (shared/compliance/fee-rules.ts)', () => {
  it.each(feeModes.fixed.plans.map((plan) => [plan.name, plan.perYear] as const))(
    'the fixed plan “%s” (%d a year)',
    (_name, perYear) => {
      const feeCase: FeeCase = {
        mode: { kind: 'fixed', perYear },
        assetsUnderAdvice: 0,
        quartersBilled: FIRM_FEE_POLICY.mostQuartersBilled,
        advanceAgreed: true,
        client: family,
      };
      expect(breaches(feeCase)).toEqual([]);
    },
  );

  it('the percentage mode', () => {
    const feeCase: FeeCase = {
      mode: { kind: 'assets', percentPerYear: feeModes.assets.percentPerYear },
      assetsUnderAdvice: 1_00_00_000,
      quartersBilled: 1,
      advanceAgreed: true,
      client: family,
    };
    expect(breaches(feeCase)).toEqual([]);
  });

  it.each(feeExamples.map((example) => [example.title, example] as const))(
    'the worked example “%s”',
    (_title, example) => {
      expect(breaches(example.feeCase)).toEqual([]);
      // An example charges one of the firm's own fees and follows its own billing policy.
      const { mode } = example.feeCase;
      if (mode.kind === 'fixed') expect(feeModes.fixed.plans.map((plan) => plan.perYear)).toContain(mode.perYear);
      else expect(mode.percentPerYear).toBe(feeModes.assets.percentPerYear);
      expect(example.feeCase.quartersBilled).toBeLessThanOrEqual(FIRM_FEE_POLICY.mostQuartersBilled);
    },
  );

  it('the worked examples show both modes and both of the firm’s billing periods', () => {
    expect(new Set(feeExamples.map((example) => example.feeCase.mode.kind))).toEqual(new Set(['fixed', 'assets']));
    expect(new Set(feeExamples.map((example) => example.feeCase.quartersBilled))).toEqual(new Set([1, 2]));
  });

  it('the firm’s policy is within SEBI’s: no more quarters at once than SEBI allows', () => {
    expect(FIRM_FEE_POLICY.mostQuartersBilled).toBeLessThanOrEqual(SEBI_FEE_RULES.maxQuartersInAdvance);
    expect(FIRM_FEE_POLICY.breakageFee).toBeGreaterThanOrEqual(0);
  });

  it('the refund example is an early exit of a period paid', () => {
    expect(refundExample.daysServed).toBeLessThan(refundExample.daysPaid);
    expect(refundExample.feeCase.quartersBilled).toBe(2);
  });

  it('“What SEBI allows” states the rules as they stand, from the rules module', () => {
    const text = feesPage.limits(SEBI_FEE_RULES).join(' ');
    expect(text).toContain('A fixed fee of at most ₹1,51,000 a year per family');
    expect(text).toContain('at most 2.5 % a year of the assets under advice');
    expect(text).toContain('the higher of the two limits applies');
    expect(text).toContain('Fees in advance for at most one year (4 quarters), and only if the client agrees.');
    expect(text).toContain('less a breakage fee of at most one quarter’s fee');
    expect(text).toContain('individual and HUF clients who are not accredited investors');
  });
});

describe('gstNote', () => {
  it.each([
    ['included', 'GST included'],
    ['added', 'plus GST at 18 %'],
  ] as const)('%s: %s', (gst, words) => {
    expect(gstNote({ ...FIRM_FEE_POLICY, gst, gstPercent: 18 })).toBe(words);
    expect(feesPage.examplesLead({ ...FIRM_FEE_POLICY, gst })).toContain(
      gst === 'included' ? 'GST included' : 'added at 18 %',
    );
  });
});
