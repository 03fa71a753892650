import { describe, expect, it } from 'vitest';
import type { ComplaintDataSnapshot } from '@meridian/shared/complaints';
import { COMPLAINT_MONTH } from '@meridian/shared/testing';
import { EMPTY_COMPLAINT, type ComplaintFields, type FieldProblem } from '@meridian/shared/submissions';
import {
  fieldErrors,
  outcomeInWords,
  latestMonthId,
  readComplaintAnswer,
  readInstant,
  readReceipt,
  readSnapshot,
} from './complaints';

const UNREADABLE = 'We could not reach our server.';
const RECEIPT = { ticket: 'MWA-2026-000123', receivedOn: '2026-11-24', dueBy: '2026-12-15' };
const NOW = Date.parse('2026-11-24T10:00:00Z');

describe('readComplaintAnswer', () => {
  it.each([
    [
      'a stored complaint, with its receipt',
      202,
      { ok: true, complaint: RECEIPT },
      null,
      { kind: 'received', receipt: RECEIPT },
    ],
    ['accepted without a receipt', 202, { ok: true }, null, { kind: 'received', receipt: null }],
    [
      'refused, with a message per field (only the form’s own fields kept)',
      400,
      {
        ok: false,
        reason: 'invalid',
        message: 'Please correct the fields marked.',
        errors: { name: 'Please enter your name.', form: 'x', page: 'y' },
      },
      null,
      { kind: 'refused', message: 'Please correct the fields marked.', errors: { name: 'Please enter your name.' } },
    ],
    [
      'limited, the seconds from the body',
      429,
      { ok: false, reason: 'limited', message: 'Try again in 40 seconds.', retryAfterSeconds: 40 },
      '50',
      { kind: 'limited', message: 'Try again in 40 seconds.', retryAfterSeconds: 40 },
    ],
    [
      'limited, the seconds from Retry-After',
      429,
      { ok: false },
      '90',
      { kind: 'limited', message: UNREADABLE, retryAfterSeconds: 90 },
    ],
    [
      'limited, the seconds to the HTTP date in Retry-After',
      429,
      { ok: false, reason: 'limited', message: 'Too many.' },
      'Tue, 24 Nov 2026 10:02:00 GMT',
      { kind: 'limited', message: 'Too many.', retryAfterSeconds: 120 },
    ],
    [
      'limited, a minute when nothing says',
      429,
      {},
      null,
      { kind: 'limited', message: UNREADABLE, retryAfterSeconds: 60 },
    ],
    [
      'the session could not be verified',
      401,
      { ok: false, reason: 'session', message: 'Please sign in again.' },
      null,
      { kind: 'failed', message: 'Please sign in again.' },
    ],
    ['an answer that is not one', 502, 'Bad gateway', null, { kind: 'failed', message: UNREADABLE }],
    ['ok in the body but an error status', 500, { ok: true }, null, { kind: 'failed', message: UNREADABLE }],
  ])('%s', (_, status, body, header, expected) => {
    expect(readComplaintAnswer(status, body, header, NOW, UNREADABLE)).toEqual(expected);
  });
});

describe('readReceipt', () => {
  it.each([
    [RECEIPT, RECEIPT],
    [{ ...RECEIPT, extra: 1 }, RECEIPT],
    [{ ...RECEIPT, ticket: ' ' }, null],
    [{ ...RECEIPT, dueBy: '15 December 2026' }, null],
    [{ ticket: 'MWA-2026-000123' }, null],
    [null, null],
    [[RECEIPT], null],
  ])('%j → %j', (value, expected) => {
    expect(readReceipt(value)).toEqual(expected);
  });
});

describe('fieldErrors', () => {
  it.each([
    [
      { email: 'Please enter a valid email address.', description: '' },
      { email: 'Please enter a valid email address.' },
    ],
    [
      { client: 'Please say.', category: 'Please choose.' },
      { client: 'Please say.', category: 'Please choose.' },
    ],
    [{ name: 3 }, {}],
    [null, {}],
    ['name', {}],
  ])('%j → %j', (errors, expected) => {
    expect(fieldErrors(errors)).toEqual(expected);
  });
});

describe('latestMonthId', () => {
  it.each([
    [{ month: '2026-10', auditId: 'a' }, '2026-10'],
    [{ month: '2026-13' }, null],
    [{ month: 202610 }, null],
    [{}, null],
    [null, null],
  ])('%j → %j', (latest, expected) => {
    expect(latestMonthId(latest)).toBe(expected);
  });
});

describe('readInstant', () => {
  it.each([
    ['2026-11-03T04:30:00Z', Date.parse('2026-11-03T04:30:00Z')],
    ['not a time', null],
    [1, null],
  ])('%j → %j', (value, expected) => {
    expect(readInstant(value)).toBe(expected);
  });
});

// A month computed by the shared function (the month both complaint-table suites use), as
// Firestore gives it back: plain JSON.
const computed: ComplaintDataSnapshot = COMPLAINT_MONTH.snapshot;
const stored = JSON.parse(JSON.stringify(computed)) as Record<string, unknown>;

describe('readSnapshot', () => {
  it('reads a published month back as it was computed', () => {
    expect(readSnapshot(stored)).toEqual(computed);
  });

  const broken: [string, (value: Record<string, unknown>) => unknown][] = [
    ['another version', (value) => ({ ...value, version: 2 })],
    ['a month 13', (value) => ({ ...value, month: 13 })],
    ['a month ending not DD-MM-YYYY', (value) => ({ ...value, monthEnding: '2026-10-31' })],
    [
      'a row missing',
      (value) => ({ ...value, monthTable: { ...computed.monthTable, rows: computed.monthTable.rows.slice(1) } }),
    ],
    [
      'rows out of SEBI’s order',
      (value) => ({ ...value, monthTable: { ...computed.monthTable, rows: [...computed.monthTable.rows].reverse() } }),
    ],
    [
      'a count that is text',
      (value) => ({
        ...value,
        monthTable: { ...computed.monthTable, grandTotal: { ...computed.monthTable.grandTotal, received: '2' } },
      }),
    ],
    [
      'an average that is text',
      (value) => ({
        ...value,
        monthTable: {
          ...computed.monthTable,
          grandTotal: { ...computed.monthTable.grandTotal, averageResolutionDays: '34' },
        },
      }),
    ],
    [
      'no impersonation count',
      (value) => ({ ...value, monthTable: { ...computed.monthTable, impersonationReceived: null } }),
    ],
    [
      'a trend row half there',
      (value) => ({
        ...value,
        monthlyTrend: { rows: [{ label: 'April, 2026' }], grandTotal: computed.monthlyTrend.grandTotal },
      }),
    ],
    ['no annual trend', (value) => ({ ...value, annualTrend: undefined })],
    ['not a snapshot at all', () => 'snapshot'],
  ];
  it.each(broken)('refuses %s', (_, change) => {
    expect(readSnapshot(change(stored))).toBeNull();
  });
});

describe('outcomeInWords (a translated form, the endpoint answering in English)', () => {
  const words = {
    problems: (field: keyof ComplaintFields, problem: FieldProblem) => `${field}:${problem}`,
    server: { refused: 'REFUSED', failed: 'FAILED' },
    unreachable: 'UNREACHABLE',
  };
  const typed: ComplaintFields = { ...EMPTY_COMPLAINT, name: '', email: 'asha@', client: 'no', category: 'fees' };

  it.each<[string, Parameters<typeof outcomeInWords>[0], ReturnType<typeof outcomeInWords>]>([
    [
      'a refusal names the same fields, each in the form’s words for what is wrong as typed (else "invalid")',
      {
        kind: 'refused',
        message: 'Please correct the fields marked.',
        errors: { email: 'Not valid.', name: 'Odd.', category: 'Unknown.' },
      },
      {
        kind: 'refused',
        message: 'REFUSED',
        errors: { email: 'email:invalid', name: 'name:missing', category: 'category:invalid' },
      },
    ],
    [
      'a failure in the endpoint’s words',
      { kind: 'failed', message: 'Something went wrong.' },
      { kind: 'failed', message: 'FAILED' },
    ],
    [
      'the form’s own unreachable message, as it is',
      { kind: 'failed', message: 'UNREACHABLE' },
      { kind: 'failed', message: 'UNREACHABLE' },
    ],
    [
      'a limit, as it is (the form words when to try again)',
      { kind: 'limited', message: 'Too many.', retryAfterSeconds: 60 },
      { kind: 'limited', message: 'Too many.', retryAfterSeconds: 60 },
    ],
    ['a receipt, as it is', { kind: 'received', receipt: null }, { kind: 'received', receipt: null }],
  ])('%s', (_what, outcome, expected) => {
    expect(outcomeInWords(outcome, typed, words)).toEqual(expected);
  });

  it('leaves every answer as the endpoint worded it for a form without server words (English)', () => {
    const refused = { kind: 'refused' as const, message: 'Please correct it.', errors: { email: 'Not valid.' } };
    expect(outcomeInWords(refused, typed, { problems: words.problems, unreachable: 'UNREACHABLE' })).toBe(refused);
  });
});
