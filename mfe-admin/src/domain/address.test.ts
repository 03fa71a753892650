import { describe, expect, it } from 'vitest';
import { quoted, unknownValue } from './address';

describe('quoted', () => {
  it.each<[string, string]>([
    ['new', '“new”'],
    ['', '“”'],
    ['x'.repeat(40), `“${'x'.repeat(40)}”`],
    ['x'.repeat(41), `“${'x'.repeat(40)}…”`],
    ['₹'.repeat(41), `“${'₹'.repeat(40)}…”`],
    ['😀'.repeat(41), `“${'😀'.repeat(40)}…”`],
  ])('%j → %s', (value, expected) => {
    expect(quoted(value)).toBe(expected);
  });
});

describe('unknownValue', () => {
  const STATUSES = ['all', 'new', 'contacted', 'closed'];
  it.each<[string | null, string | null]>([
    [null, null],
    ['new', null],
    ['all', null],
    ['pending', '“pending” is not a lead status, so every lead is shown.'],
    ['', '“” is not a lead status, so every lead is shown.'],
    ['NEW', '“NEW” is not a lead status, so every lead is shown.'],
  ])('%j → %j', (value, expected) => {
    expect(unknownValue(value, STATUSES, 'a lead status', 'every lead is shown')).toBe(expected);
  });
});
