import { describe, expect, it } from 'vitest';
import { candidatesFor, freeSlotIds, nextFreeAfter, type AdviserSlots } from './calendar';

// Friday 4 December 2026, 12:00 IST: the first bookable day is Monday 7 December.
const NOW = Date.parse('2026-12-04T06:30:00Z');

const adviser = (
  uid: string,
  monday: { from: string; to: string }[],
  held: string[] = [],
  daysOff: string[] = [],
): AdviserSlots => ({
  uid,
  displayName: uid,
  calendar: { weekly: { 1: monday }, daysOff },
  held,
});

describe('the advisers\u2019 free slots together', () => {
  it('joins every adviser\u2019s free slots, each once, in time order', () => {
    const advisers = [
      adviser('b', [{ from: '10:00', to: '11:00' }]),
      adviser('a', [{ from: '09:30', to: '10:30' }], ['2026-12-07T09:30']),
    ];
    expect(freeSlotIds(advisers, NOW).filter((id) => id.startsWith('2026-12-07'))).toEqual([
      '2026-12-07T10:00',
      '2026-12-07T10:30',
    ]);
  });

  it('offers a slot to those free then, the one with fewer calls that day first', () => {
    const advisers = [
      adviser('a', [{ from: '09:00', to: '12:00' }], ['2026-12-07T09:00']),
      adviser('b', [{ from: '09:00', to: '12:00' }]),
      adviser('c', [{ from: '09:00', to: '12:00' }], ['2026-12-07T10:00']),
      adviser('d', [{ from: '09:00', to: '12:00' }], [], ['2026-12-07']),
    ];
    expect(candidatesFor('2026-12-07T10:00', advisers, NOW).map((one) => one.uid)).toEqual(['b', 'a']);
    expect(candidatesFor('2026-12-07T12:00', advisers, NOW)).toEqual([]);
  });

  it('names the next free slots after one, or the first ones when none is after it', () => {
    const advisers = [adviser('a', [{ from: '09:00', to: '10:30' }])];
    expect(nextFreeAfter('2026-12-07T09:00', advisers, NOW, 2)).toEqual(['2026-12-07T09:30', '2026-12-07T10:00']);
    expect(nextFreeAfter('2027-12-07T09:00', advisers, NOW, 1)).toEqual(['2026-12-07T09:00']);
  });
});
