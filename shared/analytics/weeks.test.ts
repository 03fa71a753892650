import { describe, expect, it } from 'vitest';
import { lastDays, lastWeeks } from './weeks';

describe('lastWeeks', () => {
  // Monday 23 November 2026, 17:00 IST = 11:30 UTC.
  const now = new Date('2026-11-23T11:30:00Z');

  it('gives 12 weeks, oldest first, each starting on a Monday at midnight IST', () => {
    const weeks = lastWeeks(now);
    expect(weeks).toHaveLength(12);
    expect(weeks[11]?.start.toISOString()).toBe('2026-11-22T18:30:00.000Z');
    expect(weeks[11]?.end).toBe(now);
    expect(weeks[11]?.label).toBe('23 Nov');
    expect(weeks[0]?.label).toBe('7 Sep');
    expect(weeks[0]?.start.toISOString()).toBe('2026-09-06T18:30:00.000Z');
  });

  it('leaves no gap and no overlap between weeks', () => {
    const weeks = lastWeeks(now);
    for (let i = 1; i < weeks.length; i += 1) expect(weeks[i]?.start).toEqual(weeks[i - 1]?.end);
  });

  it('puts a Sunday late evening IST in the week that began six days before', () => {
    // Sunday 22 November 2026, 23:59 IST.
    const sunday = new Date('2026-11-22T18:29:00Z');
    expect(lastWeeks(sunday).at(-1)?.label).toBe('16 Nov');
  });

  it('crosses a year end', () => {
    const weeks = lastWeeks(new Date('2027-01-05T06:00:00Z'), 2);
    expect(weeks.map((week) => week.label)).toEqual(['28 Dec', '4 Jan']);
  });
});

describe('lastDays', () => {
  it('is the 30 days before now', () => {
    const now = new Date('2026-11-23T11:30:00Z');
    expect(lastDays(now, 30)).toEqual({ start: new Date('2026-10-24T11:30:00Z'), end: now });
  });
});
