/**
 * The XIRR page's table of dated cash flows, pure: what each row holds as typed (or pasted), which
 * rows count and why the others do not (row by row, the rest kept), the rows in the URL and in a
 * saved calculation, and the results as headlines and messages. The page (xirr-page.tsx) only
 * renders them.
 */
import { formatIndianNumber } from '@meridian/shared';
import { formatDate, readDate } from '../../domain/calendar';
import { validateNumber } from '../../domain/validation';
import {
  calculateXirr,
  XIRR_DEFAULTS,
  XIRR_MAX_RATE_PCT,
  XIRR_MIN_RATE_PCT,
  type CashFlow,
  type XirrResult,
} from '../../domain/xirr';
import { formatPercent } from '../../framework/format';
import type { Headline } from '../../framework/types';

/** Most rows the table holds (a saved calculation keeps at most 32 inputs, and the address stays short). */
export const MAX_FLOWS = 30;

/** Largest amount a row takes, either way: ₹10,000 crore. */
export const MAX_FLOW_AMOUNT = 1e11;

/** Which way a cash flow went: money put in, or money taken out (what the investment is worth on a date counts as taken out). */
export type FlowDirection = 'in' | 'out';

/**
 * One row as it is on screen: its date (as the date picker gives it, 2025-01-31, or as pasted),
 * which way the money went, and the amount without a sign, as typed.
 * @example { id: 1, date: '2025-01-01', direction: 'in', amount: '10,000' }
 */
export interface FlowRow {
  id: number;
  date: string;
  direction: FlowDirection;
  amount: string;
}

/**
 * A row from a date and a signed amount as a spreadsheet (or the address) writes them: a minus
 * sign or brackets make it money put in, shown without the sign; a date that can be read is
 * written as the date picker takes it, one that cannot is kept as it came, to be corrected.
 * @example rowFromSigned('31/01/2025', '-10,000') // { date: '2025-01-31', direction: 'in', amount: '10,000' }
 */
export function rowFromSigned(date: string, amount: string): Omit<FlowRow, 'id'> {
  const trimmed = amount.trim().replace(/\u2212/g, '-');
  const bracketed = /^\((.*)\)$/.exec(trimmed);
  const negative = bracketed !== null || trimmed.startsWith('-');
  const unsigned = bracketed ? (bracketed[1] ?? '').trim() : negative ? trimmed.slice(1).trim() : trimmed;
  return { date: readDate(date) ?? date.trim(), direction: negative ? 'in' : 'out', amount: unsigned };
}

/** Why a row does not count, by field. */
export interface RowProblems {
  date?: string;
  amount?: string;
}

/**
 * The table checked: the flows of the rows that count, and what is wrong with each row that does not.
 * @example evaluateRows([{ id: 1, date: '2025-01-01', direction: 'in', amount: '10000' }]) // { flows: [{ date: '2025-01-01', amount: -10000 }], problems: {}, counted: 1, blank: 0 }
 */
export interface RowsEvaluation {
  flows: CashFlow[];
  problems: Readonly<Record<number, RowProblems>>;
  counted: number;
  /** Rows left empty (not counted, not an error). */
  blank: number;
}

/**
 * Reads an amount as typed or pasted: Indian or Western grouping, a leading ₹ or Rs, a minus sign
 * (- or −) or accounting brackets for money put in.
 * @example readAmount('(10,000)', 'Row 1’s amount') // { ok: true, value: -10000 }
 */
export function readAmount(text: string, label: string): { ok: true; value: number } | { ok: false; message: string } {
  let cleaned = text.trim().replace(/\u2212/g, '-');
  const bracketed = /^\((.*)\)$/.exec(cleaned);
  if (bracketed) cleaned = `-${(bracketed[1] ?? '').trim()}`;
  cleaned = cleaned.replace(/^(-?)\s*(₹|rs\.?|inr)\s*/i, '$1');
  const result = validateNumber(cleaned, { label, min: -MAX_FLOW_AMOUNT, max: MAX_FLOW_AMOUNT });
  if (!result.ok) return result;
  if (result.value === 0)
    return {
      ok: false,
      message: `${label} is 0, which changes nothing: enter what was put in or taken out.`,
    };
  return result;
}

/** What is wrong with a row's date, or undefined. */
function dateProblem(text: string, row: number): string | undefined {
  if (text.trim() === '') return `Row ${row} has no date.`;
  if (readDate(text) !== undefined) return undefined;
  return /^\d{5}$/.test(text.trim())
    ? `Row ${row}’s date “${text.trim()}” is a spreadsheet’s day number: format the column as dates and copy it again.`
    : `Row ${row}’s date “${text.trim()}” is not a date: write it as 2025-01-31, 31/01/2025 or 31 Jan 2025 (day before month).`;
}

/**
 * Checks every row. An empty row is left out quietly; a row with a date or an amount that cannot be
 * read is left out with the reason, and the other rows still count.
 * @example evaluateRows([{ id: 1, date: 'soon', direction: 'in', amount: '5' }]).problems[1]?.date // 'Row 1’s date “soon” is not a date: …'
 */
export function evaluateRows(rows: readonly FlowRow[]): RowsEvaluation {
  const flows: CashFlow[] = [];
  const problems: Record<number, RowProblems> = {};
  let blank = 0;
  rows.forEach((row, index) => {
    const number = index + 1;
    if (row.date.trim() === '' && row.amount.trim() === '') {
      blank += 1;
      return;
    }
    const date = readDate(row.date);
    const amount = row.amount.trim() === '' ? undefined : readAmount(row.amount, `Row ${number}’s amount`);
    const found: RowProblems = {};
    const problem = dateProblem(row.date, number);
    if (problem) found.date = problem;
    if (amount === undefined) found.amount = `Row ${number} has no amount.`;
    else if (!amount.ok) found.amount = amount.message;
    else if (amount.value < 0)
      found.amount = `Row ${number}’s amount has a minus sign: choose “Put in” beside it instead, and enter the amount without the sign.`;
    if (date !== undefined && amount?.ok && !found.amount)
      flows.push({ date, amount: row.direction === 'in' ? -amount.value : amount.value });
    else problems[row.id] = found;
  });
  return { flows, problems, counted: flows.length, blank };
}

const LEADING_DATE =
  /^(\d{4}-\d{1,2}-\d{1,2}|\d{1,2}[/.-]\d{1,2}[/.-]\d{4}|\d{1,2}[\s-]+[A-Za-z]{3,9}\.?,?[\s-]+\d{4})\s*[,\s]\s*(.*)$/;

/**
 * Rows pasted from a spreadsheet: two columns, date then amount, separated by a tab (as
 * spreadsheets copy), a semicolon, a comma or spaces. Lines with no digit (a heading row) are
 * skipped and counted; every other line becomes a row, to be checked like a typed one.
 * @example parsePasted('Date\tAmount\n2025-01-01\t-10,000\n01/01/2026\t11,000') // { rows: [{ date: '2025-01-01', amount: '-10,000' }, { date: '01/01/2026', amount: '11,000' }], headings: 1 }
 */
export function parsePasted(text: string): { rows: { date: string; amount: string }[]; headings: number } {
  const rows: { date: string; amount: string }[] = [];
  let headings = 0;
  for (const raw of text.split(/\r\n|\r|\n/)) {
    const line = raw.trim();
    if (line === '') continue;
    if (!/\d/.test(line)) {
      headings += 1;
      continue;
    }
    const separator = raw.includes('\t') ? '\t' : line.includes(';') ? ';' : undefined;
    if (separator) {
      const [date = '', amount = ''] = line.split(separator).map((cell) => cell.trim());
      rows.push({ date, amount });
      continue;
    }
    const leading = LEADING_DATE.exec(line);
    if (leading) {
      rows.push({ date: leading[1] ?? '', amount: (leading[2] ?? '').trim() });
      continue;
    }
    const [date = '', ...rest] = line.split(/[\s,]+/);
    rows.push({ date, amount: rest.join(' ') });
  }
  return { rows, headings };
}

/** Flows in the URL: flow=<date>~<amount>, one parameter per flow, in table order. */
export function serialiseFlows(flows: readonly CashFlow[]): string {
  const params = new URLSearchParams();
  for (const flow of flows) params.append('flow', `${flow.date}~${flow.amount}`);
  return params.toString();
}

/**
 * The rows an address carries, as typed text (rows it carries that cannot be read are shown, with
 * their reason, like any other); the example flows when it carries none.
 * @example rowsFromSearch('flow=2025-01-01~-10000&flow=2026-01-01~11000').length // 2
 */
export function rowsFromSearch(search: string): FlowRow[] {
  const carried = new URLSearchParams(search).getAll('flow').slice(0, MAX_FLOWS);
  const pairs =
    carried.length > 0
      ? carried.map((text) => {
          const split = text.indexOf('~');
          return split < 0 ? { date: text, amount: '' } : { date: text.slice(0, split), amount: text.slice(split + 1) };
        })
      : XIRR_DEFAULTS.map((flow) => ({ date: flow.date, amount: amountText(flow.amount) }));
  return pairs.map((pair, index) => ({ id: index + 1, ...rowFromSigned(pair.date, pair.amount) }));
}

/** An amount as a row shows it: -10000 → '-10,000'. */
export function amountText(amount: number): string {
  return formatIndianNumber(amount, 2);
}

/** A saved calculation's inputs: flow1 … flowN as '<date> <amount>' (each at most 64 characters). */
export function savedInputs(flows: readonly CashFlow[]): Record<string, string> {
  return Object.fromEntries(flows.map((flow, index) => [`flow${index + 1}`, `${flow.date} ${flow.amount}`]));
}

const percentList = (rates: readonly number[]) => rates.map(formatPercent).join(' or ');

/** The result's main line: the rate, or what stands in for it. */
function primaryText(result: XirrResult): number | string {
  switch (result.status) {
    case 'found':
      return result.ratePct ?? '—';
    case 'several':
      return result.ratesPct.length <= 3 ? percentList(result.ratesPct) : 'Several rates';
    case 'one-sign':
      return 'No return exists';
    case 'out-of-range':
      return result.beyond === 'below'
        ? `Below ${formatPercent(XIRR_MIN_RATE_PCT)}`
        : result.beyond === 'above'
          ? `Above ${amountText(XIRR_MAX_RATE_PCT)}%`
          : 'None found';
    case 'too-few':
      return 'Needs two cash flows';
    case 'one-date':
      return 'Needs two dates';
  }
}

/**
 * The headline results: the XIRR (or why there is none), money in and out, the gain and the period.
 * @example xirrHeadlines(calculateXirr(XIRR_DEFAULTS))[0] // { key: 'xirr', label: 'XIRR (annual return)', value: 10.000…, format: 'percent', primary: true }
 */
export function xirrHeadlines(result: XirrResult): Headline[] {
  const primary = primaryText(result);
  return [
    {
      key: 'xirr',
      label: 'XIRR (annual return)',
      value: primary,
      format: typeof primary === 'number' ? 'percent' : 'text',
      primary: true,
    },
    { key: 'invested', label: 'Money put in', value: result.invested, format: 'rupees' },
    { key: 'received', label: 'Money taken out or still held', value: result.received, format: 'rupees' },
    { key: 'net', label: result.net < 0 ? 'Net loss' : 'Net gain', value: Math.abs(result.net), format: 'rupees' },
    {
      key: 'period',
      label: 'Period',
      value:
        result.firstDate && result.lastDate
          ? `${formatDate(result.firstDate)} to ${formatDate(result.lastDate)} (${result.days} ${result.days === 1 ? 'day' : 'days'})`
          : '—',
      format: 'text',
    },
  ];
}

/** What the result means, in words, and which rows were left out. */
export function xirrMessages(result: XirrResult, rows: RowsEvaluation, total: number): string[] {
  const messages: string[] = [];
  const left = total - rows.counted - rows.blank;
  if (left > 0)
    messages.push(
      `${left} ${left === 1 ? 'row is' : 'rows are'} not counted until corrected (the reason is beside each); the result is for the other ${rows.counted}.`,
    );
  switch (result.status) {
    case 'one-sign':
      messages.push(
        result.invested > 0
          ? 'No return exists: every cash flow is money put in. Add what you took out, or what the investment is worth now, as a row “Taken out” on its date.'
          : 'No return exists: every cash flow is money taken out. Add what you put in, as a row “Put in” on its date.',
      );
      break;
    case 'several':
      messages.push(
        `More than one return fits these flows: ${percentList(result.ratesPct)} a year each make them worth nothing today. The flows change from money in to money out ${result.signChanges} times; a single XIRR means little for them. Compare the amounts instead, or split the flows into separate investments.`,
      );
      break;
    case 'out-of-range':
      messages.push(
        `No return between ${formatPercent(XIRR_MIN_RATE_PCT)} and ${amountText(XIRR_MAX_RATE_PCT)}% a year fits these flows${result.beyond === 'above' ? ': it is higher than that, which usually means a very short period' : result.beyond === 'below' ? ': it is lower, almost all the money was lost' : ''}.`,
      );
      break;
    case 'too-few':
      messages.push(
        'Enter at least two cash flows: money put in, and money taken out or what the investment is worth now.',
      );
      break;
    case 'one-date':
      messages.push('Every cash flow is on the same day, so there is no time to earn a return over.');
      break;
    case 'found':
      if (result.mayHaveSeveral)
        messages.push(
          `The flows change from money in to money out ${result.signChanges} times, so more than one return could fit; only this one was found between ${formatPercent(XIRR_MIN_RATE_PCT)} and ${amountText(XIRR_MAX_RATE_PCT)}% a year.`,
        );
      break;
  }
  return messages;
}

/** The flows of the worked example and the defaults, as the page's notes quote them. */
export const EXAMPLE_TEXT = `₹10,000 put in on ${formatDate('2025-01-01')} and ₹11,000 taken out on ${formatDate('2026-01-01')}, 365 days later: (11,000 ÷ 10,000)^(365 ÷ 365) − 1 = ${formatPercent(calculateXirr(XIRR_DEFAULTS).ratePct ?? 0)} a year.`;
