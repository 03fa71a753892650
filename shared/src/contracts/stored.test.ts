import { describe, expect, it } from 'vitest';
import { isRecord, isStoredTime, storedDate, storedMillis } from './stored';

/** A stored time as both SDKs give it: anything with toMillis(). */
const at = (millis: unknown) => ({ toMillis: () => millis, toDate: () => new Date(Number(millis)) });

describe('isRecord: an object of named fields', () => {
  it.each<[string, unknown, boolean]>([
    ['an object', { ok: true }, true],
    ['an empty object', {}, true],
    ['an object without a prototype', Object.create(null) as unknown, true],
    ['a stored time', at(1), true],
    ['an array', [1, 2], false],
    ['an empty array', [], false],
    ['null', null, false],
    ['undefined', undefined, false],
    ['text', 'text', false],
    ['a number', 42, false],
    ['a boolean', true, false],
    ['a function', () => ({}), false],
  ])('%s → %s', (_, value, expected) => {
    expect(isRecord(value)).toBe(expected);
  });
});

describe('storedMillis and storedDate: a stored time read back', () => {
  it.each<[string, unknown, number | null]>([
    ['a timestamp', at(1_764_000_000_000), 1_764_000_000_000],
    ['the epoch', at(0), 0],
    ['before the epoch', at(-1_000), -1_000],
    ['a toMillis() giving NaN', at(Number.NaN), null],
    ['a toMillis() giving Infinity', at(Number.POSITIVE_INFINITY), null],
    ['a toMillis() giving text', at('1764000000000'), null],
    ['a toMillis that is not a function', { toMillis: 5 }, null],
    ['epoch ms as a number (not a stored time)', 1_764_000_000_000, null],
    ['RFC 3339 text (not a stored time)', '2026-11-24T12:00:00Z', null],
    ['a Date (not a stored time)', new Date(0), null],
    ['a pending server time read back', null, null],
    ['a missing field', undefined, null],
    ['an object', { seconds: 1, nanoseconds: 0 }, null],
  ])('%s → %s', (_, value, expected) => {
    expect(storedMillis(value)).toBe(expected);
    expect(storedDate(value)?.getTime() ?? null).toBe(expected);
  });

  it.each<[string, unknown, boolean]>([
    ['a timestamp', at(5), true],
    ['a timestamp whose toMillis() gives NaN (a time, not a usable one)', at(Number.NaN), true],
    ['a toMillis that is not a function', { toMillis: 5 }, false],
    ['a Date', new Date(0), false],
    ['null', null, false],
    ['a number', 5, false],
  ])('isStoredTime: %s → %s', (_, value, expected) => {
    expect(isStoredTime(value)).toBe(expected);
  });

  it('calls toMillis on the timestamp itself (the SDKs read their own fields)', () => {
    class Timestamp {
      constructor(private readonly ms: number) {}
      toMillis() {
        return this.ms;
      }
    }
    expect(storedMillis(new Timestamp(86_400_000))).toBe(86_400_000);
    expect(storedDate(new Timestamp(86_400_000))?.toISOString()).toBe('1970-01-02T00:00:00.000Z');
  });
});
