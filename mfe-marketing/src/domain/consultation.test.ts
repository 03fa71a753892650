import { describe, expect, it } from 'vitest';
import { preferredTime, readConsultationAnswer } from './consultation';

describe('readConsultationAnswer', () => {
  it.each<[string, unknown, ReturnType<typeof readConsultationAnswer>]>([
    ['accepted', { ok: true }, { kind: 'sent' }],
    [
      'refused, naming a field of the form and one that is not',
      {
        ok: false,
        reason: 'invalid',
        message: 'Please correct the fields marked.',
        errors: { date: 'Sunday', form: 'x' },
      },
      { kind: 'failed', message: 'Please correct the fields marked.', errors: { date: 'Sunday' } },
    ],
    [
      'limited',
      { ok: false, reason: 'limited', message: 'Please try again in 1 minute.', retryAfterSeconds: 60 },
      { kind: 'failed', message: 'Please try again in 1 minute.', errors: {} },
    ],
    ['not JSON', null, { kind: 'failed', message: 'unreachable', errors: {} }],
    ['an answer without ok', { message: 'hi' }, { kind: 'failed', message: 'unreachable', errors: {} }],
    ['a refusal without words', { ok: false, message: ' ' }, { kind: 'failed', message: 'unreachable', errors: {} }],
  ])('%s', (_what, answer, expected) => {
    expect(readConsultationAnswer(answer, 'unreachable')).toEqual(expected);
  });
});

describe('preferredTime', () => {
  it.each([
    ['2026-11-26', 'morning', 'Thursday 26 November, morning (9:30 am to 12:30 pm)'],
    ['2026-12-05', 'evening', 'Saturday 5 December, evening (3:30 pm to 6:30 pm)'],
  ] as const)('%s %s → %s', (date, slot, expected) => {
    expect(preferredTime(date, slot).replace(/,(?= \d)/, '')).toBe(expected);
  });
});
