import { describe, expect, it } from 'vitest';
import { fyQuarterOf, rateAge, ratePeriodLabel, readRatePeriod } from './rate-period';

describe('fyQuarterOf: the financial-year quarter of a moment, in India', () => {
  it.each([
    ['2026-11-24T12:00:00Z', 'Q3 FY 2026-27'],
    ['2026-04-01T00:00:00+05:30', 'Q1 FY 2026-27'],
    ['2026-03-31T18:29:59Z', 'Q4 FY 2025-26'],
    // 18:30 UTC on 31 March is already midnight, 1 April, in India.
    ['2026-03-31T18:30:00Z', 'Q1 FY 2026-27'],
    ['2026-06-30T18:29:00Z', 'Q1 FY 2026-27'],
    ['2026-07-01T00:00:00+05:30', 'Q2 FY 2026-27'],
    ['2026-09-30T12:00:00Z', 'Q2 FY 2026-27'],
    ['2026-12-31T18:30:00Z', 'Q4 FY 2026-27'],
    ['2027-01-15T00:00:00Z', 'Q4 FY 2026-27'],
    ['2099-10-01T00:00:00+05:30', 'Q3 FY 2099-00'],
  ])('%s → %s', (moment, label) => {
    expect(ratePeriodLabel(fyQuarterOf(new Date(moment)))).toBe(label);
  });
});

describe('readRatePeriod: the period an "as of" text names', () => {
  it.each([
    ['Q3 FY 2025-26', { fyStart: 2025, quarter: 3 }],
    ['Q3 FY 2025-26 (October–December 2025)', { fyStart: 2025, quarter: 3 }],
    ['q4 fy 2025–26', { fyStart: 2025, quarter: 4 }],
    ['Q1 FY27', { fyStart: 2026, quarter: 1 }],
    ['Q2 FY 26-27', { fyStart: 2026, quarter: 2 }],
    ['FY 2025-26', { fyStart: 2025, quarter: null }],
    ['FY26', { fyStart: 2025, quarter: null }],
    ['1 October 2025', { fyStart: 2025, quarter: 3 }],
    ['1 January 2026', { fyStart: 2025, quarter: 4 }],
    ['April 2026', { fyStart: 2026, quarter: 1 }],
    ['latest', null],
    ['', null],
  ])('%j → %j', (text, period) => {
    expect(readRatePeriod(text)).toEqual(period);
  });
});

describe('rateAge: older than the current quarter (or year, for a yearly rate)', () => {
  const november2026 = new Date('2026-11-24T12:00:00Z');
  it.each([
    ['Q3 FY 2025-26', 'stale', 'Q3 FY 2025-26', 'Q3 FY 2026-27'],
    ['Q4 FY 2025-26', 'stale', 'Q4 FY 2025-26', 'Q3 FY 2026-27'],
    ['Q2 FY 2026-27', 'stale', 'Q2 FY 2026-27', 'Q3 FY 2026-27'],
    ['Q3 FY 2026-27', 'current', 'Q3 FY 2026-27', 'Q3 FY 2026-27'],
    ['Q4 FY 2026-27', 'current', 'Q4 FY 2026-27', 'Q3 FY 2026-27'],
    ['FY 2025-26', 'stale', 'FY 2025-26', 'FY 2026-27'],
    ['FY 2026-27', 'current', 'FY 2026-27', 'FY 2026-27'],
    ['1 October 2025', 'stale', 'Q3 FY 2025-26', 'Q3 FY 2026-27'],
    ['the latest notification', 'unknown', null, 'Q3 FY 2026-27'],
  ])('%s in November 2026 → %s', (asOf, status, period, current) => {
    expect(rateAge(asOf, november2026)).toEqual({ status, period, current });
  });

  it('turns stale at midnight in India when the quarter ends', () => {
    expect(rateAge('Q3 FY 2026-27', new Date('2026-12-31T18:29:00Z')).status).toBe('current');
    expect(rateAge('Q3 FY 2026-27', new Date('2026-12-31T18:30:00Z')).status).toBe('stale');
  });
});
