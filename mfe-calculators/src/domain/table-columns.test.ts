import { describe, expect, it } from 'vitest';
import { keyColumnSecond } from './table-columns';

const columns = (...keys: string[]) => keys.map((key) => ({ key, label: key.toUpperCase() }));
const keys = (list: readonly { key: string }[]) => list.map((column) => column.key);

describe('keyColumnSecond', () => {
  it.each([
    [
      'the last column (SIP: total value)',
      ['year', 'invested', 'returns', 'value'],
      'value',
      ['year', 'value', 'invested', 'returns'],
    ],
    [
      'a middle column (goals: SIP a month)',
      ['name', 'years', 'todaysCost', 'futureCost', 'monthlySip', 'lumpsumToday'],
      'monthlySip',
      ['name', 'monthlySip', 'years', 'todaysCost', 'futureCost', 'lumpsumToday'],
    ],
    ['the second column already', ['step', 'amount'], 'amount', ['step', 'amount']],
    ['the first column', ['limit', 'monthly', 'yearly'], 'limit', ['limit', 'monthly', 'yearly']],
    ['no column of the table', ['year', 'value'], 'closing', ['year', 'value']],
    ['a table of one column', ['year'], 'year', ['year']],
    ['no columns', [], 'value', []],
  ])('%s', (_case, given, key, expected) => {
    expect(keys(keyColumnSecond(columns(...given), key))).toEqual(expected);
  });

  it('keeps the columns themselves and leaves the given list as it was', () => {
    const given = columns('year', 'invested', 'value');
    const ordered = keyColumnSecond(given, 'value');
    expect(ordered[1]).toBe(given[2]);
    expect(keys(given)).toEqual(['year', 'invested', 'value']);
    expect(ordered).not.toBe(given);
  });
});
