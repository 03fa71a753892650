import { describe, expect, it } from 'vitest';
import { calculateXirr, XIRR_DEFAULTS } from '../../domain/xirr';
import {
  amountText,
  evaluateRows,
  MAX_FLOWS,
  parsePasted,
  readAmount,
  rowFromSigned,
  rowsFromSearch,
  savedInputs,
  serialiseFlows,
  xirrHeadlines,
  xirrMessages,
  type FlowDirection,
  type FlowRow,
} from './flow-table';

const row = (id: number, date: string, direction: FlowDirection, amount: string): FlowRow => ({
  id,
  date,
  direction,
  amount,
});

describe('rowFromSigned: a spreadsheet’s signs and dates, as the table shows them', () => {
  it.each<[string, string, Omit<FlowRow, 'id'>]>([
    ['2025-01-01', '-10,000', { date: '2025-01-01', direction: 'in', amount: '10,000' }],
    ['31/01/2025', '−5,000', { date: '2025-01-31', direction: 'in', amount: '5,000' }],
    ['1 Jan 2026', '(2,500)', { date: '2026-01-01', direction: 'in', amount: '2,500' }],
    ['01-Jan-2026', '11,000', { date: '2026-01-01', direction: 'out', amount: '11,000' }],
    ['2026-01-01', '-₹5,000', { date: '2026-01-01', direction: 'in', amount: '₹5,000' }],
    ['soon', '500', { date: 'soon', direction: 'out', amount: '500' }],
    [' 2025-13-01 ', '', { date: '2025-13-01', direction: 'out', amount: '' }],
  ])('%j, %j', (date, amount, expected) => {
    expect(rowFromSigned(date, amount)).toEqual(expected);
  });
});

describe('readAmount', () => {
  it.each([
    ['-10000', -10000],
    ['-10,000', -10000],
    ['−10,000', -10000],
    ['(10,000)', -10000],
    ['₹ 11,000', 11000],
    ['Rs. 1,00,000', 100000],
    ['-₹5,000', -5000],
    ['1234.56', 1234.56],
  ])('%j → %f', (text, value) => {
    expect(readAmount(text, 'Row 1’s amount')).toEqual({ ok: true, value });
  });

  it.each([
    ['ten', 'Row 1’s amount must be a number; letters are not allowed.'],
    ['0', 'Row 1’s amount is 0, which changes nothing'],
    ['1e5', 'Row 1’s amount must be a number; letters are not allowed.'],
    ['1,0,0', 'Row 1’s amount must be a number'],
    ['999999999999', 'Row 1’s amount is too large'],
  ])('refuses %j', (text, message) => {
    const result = readAmount(text, 'Row 1’s amount');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toContain(message);
  });
});

describe('evaluateRows', () => {
  it('counts the rows it can read and says why each other one is left out; empty rows are ignored', () => {
    const result = evaluateRows([
      row(1, '2025-01-01', 'in', '10,000'),
      row(2, '31/31/2025', 'in', '500'),
      row(3, '', 'in', ''),
      row(4, '2025-06-01', 'in', 'abc'),
      row(5, '2026-01-01', 'out', '11000'),
      row(6, '45658', 'out', '100'),
      row(7, '2025-07-01', 'out', ''),
      row(8, '2025-08-01', 'in', '-200'),
    ]);
    expect(result.flows).toEqual([
      { date: '2025-01-01', amount: -10000 },
      { date: '2026-01-01', amount: 11000 },
    ]);
    expect(result).toMatchObject({ counted: 2, blank: 1 });
    expect(result.problems).toEqual({
      2: {
        date: 'Row 2’s date “31/31/2025” is not a date: write it as 2025-01-31, 31/01/2025 or 31 Jan 2025 (day before month).',
      },
      4: { amount: 'Row 4’s amount must be a number; letters are not allowed.' },
      6: {
        date: 'Row 6’s date “45658” is a spreadsheet’s day number: format the column as dates and copy it again.',
      },
      7: { amount: 'Row 7 has no amount.' },
      8: {
        amount:
          'Row 8’s amount has a minus sign: choose “Put in” beside it instead, and enter the amount without the sign.',
      },
    });
  });

  it('counts money put in against money taken out, whichever way each row says', () => {
    expect(evaluateRows([row(1, '2025-01-01', 'out', '₹1,000'), row(2, '2025-02-01', 'in', '(300)')])).toMatchObject({
      flows: [{ date: '2025-01-01', amount: 1000 }],
      counted: 1,
    });
  });
});

describe('parsePasted', () => {
  it('reads tab-separated cells from a spreadsheet, skipping a heading row', () => {
    expect(parsePasted('Date\tAmount\n2025-01-01\t-10,000\r\n01/01/2026\t11,000\textra\n\n')).toEqual({
      rows: [
        { date: '2025-01-01', amount: '-10,000' },
        { date: '01/01/2026', amount: '11,000' },
      ],
      headings: 1,
    });
  });

  it.each([
    ['2025-01-01;-10000', { date: '2025-01-01', amount: '-10000' }],
    ['2025-01-01,-10,000', { date: '2025-01-01', amount: '-10,000' }],
    ['1 Jan 2025  -10,000', { date: '1 Jan 2025', amount: '-10,000' }],
    ['01-Jan-2025 (10,000)', { date: '01-Jan-2025', amount: '(10,000)' }],
    ['yesterday 500', { date: 'yesterday', amount: '500' }],
    ['2025-01-01', { date: '2025-01-01', amount: '' }],
  ])('%j', (line, expected) => {
    expect(parsePasted(line).rows).toEqual([expected]);
  });
});

describe('the flows in the address and in a saved calculation', () => {
  it('round-trips the flows that count', () => {
    const search = serialiseFlows(XIRR_DEFAULTS);
    expect(search).toBe('flow=2025-01-01%7E-10000&flow=2026-01-01%7E11000');
    expect(evaluateRows(rowsFromSearch(search)).flows).toEqual(XIRR_DEFAULTS);
  });

  it('opens with the example flows, shows rows it cannot read as they are, and keeps to the limit', () => {
    expect(rowsFromSearch('')).toEqual([row(1, '2025-01-01', 'in', '10,000'), row(2, '2026-01-01', 'out', '11,000')]);
    expect(rowsFromSearch('flow=2025-13-01~-5&flow=nonsense')).toEqual([
      row(1, '2025-13-01', 'in', '5'),
      row(2, 'nonsense', 'out', ''),
    ]);
    const many = Array.from(
      { length: 40 },
      (_, index) => `flow=2025-01-${String((index % 28) + 1).padStart(2, '0')}~-1`,
    );
    expect(rowsFromSearch(many.join('&'))).toHaveLength(MAX_FLOWS);
  });

  it('saves each flow as one short text input', () => {
    expect(savedInputs(XIRR_DEFAULTS)).toEqual({ flow1: '2025-01-01 -10000', flow2: '2026-01-01 11000' });
    expect(amountText(-1234567.5)).toBe('-12,34,567.5');
  });
});

describe('what the page says', () => {
  it('the XIRR, money in and out, and the period', () => {
    const headlines = xirrHeadlines(calculateXirr(XIRR_DEFAULTS));
    expect(headlines.map((headline) => [headline.key, headline.value])).toEqual([
      ['xirr', expect.closeTo(10, 10)],
      ['invested', 10000],
      ['received', 11000],
      ['net', 1000],
      ['period', '1 Jan 2025 to 1 Jan 2026 (365 days)'],
    ]);
    expect(headlines[0]).toMatchObject({ label: 'XIRR (annual return)', format: 'percent', primary: true });
  });

  it.each([
    [
      [
        { date: '2025-01-01', amount: -1 },
        { date: '2026-01-01', amount: -1 },
      ],
      'No return exists',
      'No return exists: every cash flow is money put in.',
    ],
    [
      [
        { date: '2025-01-01', amount: -100 },
        { date: '2026-01-01', amount: 230 },
        { date: '2027-01-01', amount: -132 },
      ],
      '10.00% or 20.00%',
      'More than one return fits these flows: 10.00% or 20.00% a year',
    ],
    [[{ date: '2025-01-01', amount: -1 }], 'Needs two cash flows', 'Enter at least two cash flows'],
    [
      [
        { date: '2025-01-01', amount: -1 },
        { date: '2025-01-01', amount: 2 },
      ],
      'Needs two dates',
      'Every cash flow is on the same day',
    ],
    [
      [
        { date: '2025-01-01', amount: -1 },
        { date: '2025-01-15', amount: 1000000 },
      ],
      'Above 10,00,000%',
      'it is higher than that',
    ],
  ])('%# says plainly when there is no single return', (flows, primary, message) => {
    const result = calculateXirr(flows);
    expect(xirrHeadlines(result)[0]?.value).toBe(primary);
    expect(xirrMessages(result, evaluateRows([]), 0).join(' ')).toContain(message);
  });

  it('names the rows not counted', () => {
    const rows = [row(1, '2025-01-01', 'in', '10000'), row(2, 'bad', 'out', '1'), row(3, '2026-01-01', 'out', '11000')];
    const evaluation = evaluateRows(rows);
    expect(xirrMessages(calculateXirr(evaluation.flows), evaluation, rows.length)).toEqual([
      '1 row is not counted until corrected (the reason is beside each); the result is for the other 2.',
    ]);
  });
});
