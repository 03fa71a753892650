import { describe, expect, it } from 'vitest';
import {
  grievanceDueDate,
  readStoredGrievance,
  validateGrievance,
  validateGrievanceAnswer,
  type GrievanceFields,
  type StoredGrievance,
} from './grievance';

const fields = (change: Partial<GrievanceFields>): GrievanceFields => ({
  category: '',
  subject: '',
  description: 'My export misses my consents.',
  ...change,
});

describe('validateGrievance', () => {
  it.each([
    ['a description alone', fields({}), {}],
    ['a category and subject', fields({ category: 'erasure', subject: 'Delete my leads' }), {}],
    ['no description', fields({ description: '  ' }), { description: expect.stringContaining('Please describe') }],
    [
      'a description too long',
      fields({ description: 'x'.repeat(5001) }),
      { description: expect.stringContaining('5,000') },
    ],
    ['a subject too long', fields({ subject: 'x'.repeat(121) }), { subject: expect.stringContaining('120') }],
    ['a subject on two lines', fields({ subject: 'a\nb' }), { subject: 'Please keep the subject on one line.' }],
  ])('%s', (_what, given, errors) => {
    expect(validateGrievance(given)).toEqual(errors);
  });
});

describe('grievanceDueDate: the IST date of receipt plus 30 days', () => {
  it.each([
    ['2026-11-24T10:30:00Z', '2026-12-24'],
    // 23:30 IST on 1 December is 18:00 UTC: received 1 December IST.
    ['2026-12-01T18:00:00Z', '2026-12-31'],
    // 00:30 IST on 2 December is still 1 December in UTC.
    ['2026-12-01T19:00:00Z', '2027-01-01'],
  ])('received %s: due %s', (at, due) => {
    expect(grievanceDueDate(Date.parse(at))).toBe(due);
  });
});

describe('validateGrievanceAnswer', () => {
  it.each([
    ['', 'Please write the answer we give the person.'],
    ['We corrected it.', undefined],
    ['x'.repeat(2001), 'Please keep the answer to 2,000 characters or fewer.'],
  ])('%j', (answer, error) => {
    expect(validateGrievanceAnswer(answer)).toBe(error);
  });
});

describe('readStoredGrievance: a grievance document as read', () => {
  const at = (millis: number) => ({ toMillis: () => millis });
  const stored = {
    uid: 'u1',
    email: 'asha@example.com',
    category: 'erasure',
    subject: 'Delete my leads',
    description: 'Please erase them.',
    status: 'open',
    receivedAt: at(1_764_000_000_000),
    dueBy: '2026-12-24',
    answeredAt: null,
    answer: '',
  };
  const read: StoredGrievance = {
    uid: 'u1',
    email: 'asha@example.com',
    category: 'erasure',
    subject: 'Delete my leads',
    description: 'Please erase them.',
    status: 'open',
    receivedAt: 1_764_000_000_000,
    dueBy: '2026-12-24',
    answeredAt: null,
    answer: '',
  };
  it.each<[string, unknown, StoredGrievance | null]>([
    ['an open grievance', stored, read],
    [
      'an answered one',
      { ...stored, status: 'answered', answeredAt: at(1_764_100_000_000), answer: 'Done.' },
      { ...read, status: 'answered', answeredAt: 1_764_100_000_000, answer: 'Done.' },
    ],
    ['an unknown status', { ...stored, status: 'closed' }, { ...read, status: null }],
    ['an unknown category', { ...stored, category: 'fees' }, { ...read, category: null }],
    [
      'a received time that is not a stored time',
      { ...stored, receivedAt: '2026-11-24' },
      { ...read, receivedAt: null },
    ],
    ['no last day', { ...stored, dueBy: undefined }, { ...read, dueBy: '' }],
    ['a subject that is not text', { ...stored, subject: 7 }, { ...read, subject: '' }],
    ['no document', undefined, null],
    ['an array', [stored], null],
  ])('%s', (_, data, expected) => {
    expect(readStoredGrievance(data)).toEqual(expected);
  });
});
