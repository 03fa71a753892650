import { describe, expect, it } from 'vitest';
import {
  EPF_RATE_PCT,
  GOVERNMENT_RATES,
  PPF_RATE_PCT,
  SSY_RATE_PCT,
  rateAsOfLabel,
  rateHintText,
  staleRateText,
} from './rates';

describe('government scheme rates', () => {
  it.each([
    { scheme: 'ppf' as const, rate: 7.1, constant: PPF_RATE_PCT, asOf: '1 January 2026' },
    { scheme: 'ssy' as const, rate: 8.2, constant: SSY_RATE_PCT, asOf: '1 January 2026' },
    { scheme: 'epf' as const, rate: 8.25, constant: EPF_RATE_PCT, asOf: 'FY 2025-26' },
  ])('$scheme is $rate% as of $asOf', ({ scheme, rate, constant, asOf }) => {
    expect(GOVERNMENT_RATES[scheme].ratePct).toBe(rate);
    expect(constant).toBe(rate);
    expect(GOVERNMENT_RATES[scheme].asOf).toBe(asOf);
    expect(GOVERNMENT_RATES[scheme].source.length).toBeGreaterThan(10);
  });

  it('builds the "as of" label', () => {
    expect(rateAsOfLabel('ppf')).toBe('7.1% as of 1 January 2026');
    expect(rateAsOfLabel('epf')).toBe('8.25% as of FY 2025-26');
  });
});

describe('rateHintText', () => {
  it.each([
    [
      'the shipped PPF rate, with its period',
      'ppf' as const,
      { ratePct: 7.1, asOf: '1 January 2026', source: 'shipped' as const },
      'Current rate 7.1% as of 1 January 2026 (Q4 FY 2025-26 (January–March 2026)). The government revises it; change it to see another rate.',
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

describe('a rate older than the current quarter says so, once the date is known', () => {
  const november2026 = new Date('2026-11-24T12:00:00Z');
  it.each([
    [
      'the shipped PPF rate (January–March 2026) in November 2026',
      'ppf' as const,
      undefined,
      november2026,
      'Current rate 7.1% as of 1 January 2026 (Q4 FY 2025-26 (January–March 2026)). This rate is for Q4 FY 2025-26, older than the current quarter (Q3 FY 2026-27): it may have changed since. The government revises it; change it to see another rate.',
    ],
    [
      'the shipped EPF rate, a year behind',
      'epf' as const,
      undefined,
      november2026,
      'Current rate 8.25% as of FY 2025-26 (FY 2025-26). This rate is for FY 2025-26, older than the current year (FY 2026-27): it may have changed since. The government revises it; change it to see another rate.',
    ],
    [
      'a live rate for the current quarter',
      'ssy' as const,
      { ratePct: 8.2, asOf: 'Q3 FY 2026-27', source: 'live' as const },
      november2026,
      'Current rate 8.2% as of Q3 FY 2026-27. The government revises it; change it to see another rate.',
    ],
    [
      'the shipped rate in its own quarter',
      'ppf' as const,
      undefined,
      new Date('2026-02-10T12:00:00Z'),
      'Current rate 7.1% as of 1 January 2026 (Q4 FY 2025-26 (January–March 2026)). The government revises it; change it to see another rate.',
    ],
  ])('%s', (_, scheme, rate, today, text) => {
    expect(rateHintText(scheme, rate, today)).toBe(text);
  });

  it.each([
    [
      'Q2 FY 2026-27',
      'This rate is for Q2 FY 2026-27, older than the current quarter (Q3 FY 2026-27): it may have changed since.',
    ],
    ['Q3 FY 2026-27', ''],
    ['latest', ''],
  ])('staleRateText(%s)', (asOf, text) => {
    expect(staleRateText({ ratePct: 7.1, asOf, source: 'live' }, november2026)).toBe(text);
  });
});
