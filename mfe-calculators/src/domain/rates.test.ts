import { describe, expect, it } from 'vitest';
import { EPF_RATE_PCT, GOVERNMENT_RATES, PPF_RATE_PCT, SSY_RATE_PCT, rateAsOfLabel, rateHintText } from './rates';

describe('government scheme rates', () => {
  it.each([
    { scheme: 'ppf' as const, rate: 7.1, constant: PPF_RATE_PCT, asOf: '1 October 2025' },
    { scheme: 'ssy' as const, rate: 8.2, constant: SSY_RATE_PCT, asOf: '1 October 2025' },
    { scheme: 'epf' as const, rate: 8.25, constant: EPF_RATE_PCT, asOf: 'FY 2025-26' },
  ])('$scheme is $rate% as of $asOf', ({ scheme, rate, constant, asOf }) => {
    expect(GOVERNMENT_RATES[scheme].ratePct).toBe(rate);
    expect(constant).toBe(rate);
    expect(GOVERNMENT_RATES[scheme].asOf).toBe(asOf);
    expect(GOVERNMENT_RATES[scheme].source.length).toBeGreaterThan(10);
  });

  it('builds the "as of" label', () => {
    expect(rateAsOfLabel('ppf')).toBe('7.1% as of 1 October 2025');
    expect(rateAsOfLabel('epf')).toBe('8.25% as of FY 2025-26');
  });
});

describe('rateHintText', () => {
  it.each([
    [
      'the shipped PPF rate, with its period',
      'ppf' as const,
      { ratePct: 7.1, asOf: '1 October 2025', source: 'shipped' as const },
      'Current rate 7.1% as of 1 October 2025 (Q3 FY 2025-26 (October–December 2025)). The government revises it; change it to see another rate.',
    ],
    [
      'the shipped EPF rate (the default)',
      'epf' as const,
      undefined,
      'Current rate 8.25% as of FY 2025-26 (FY 2025-26). The government revises it; change it to see another rate.',
    ],
    [
      'a live rate, with the as-of text stored with it',
      'ssy' as const,
      { ratePct: 8.1, asOf: 'Q4 FY 2025-26', source: 'live' as const },
      'Current rate 8.1% as of Q4 FY 2025-26. The government revises it; change it to see another rate.',
    ],
  ])('%s', (_, scheme, rate, text) => {
    expect(rateHintText(scheme, rate)).toBe(text);
  });
});
