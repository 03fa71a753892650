import { describe, expect, it } from 'vitest';
import { SAMPLE_TERMS } from '@meridian/shared/testing';
import { EMPTY_ENDING, readEnding, type EndingErrors, type EndingForm } from './ending-form';

const terms = SAMPLE_TERMS;
const typed: EndingForm = {
  ...EMPTY_ENDING,
  paid: '15,000',
  periodFrom: '2026-10-01',
  periodTo: '2026-12-31',
  breakage: '₹5,000',
  note: '  Moving abroad. ',
};

describe('the ending form, read', () => {
  it('reads rupees as typed, today as the day it ends, and trims the note', () => {
    expect(readEnding(typed, terms, '2026-11-30')).toEqual({
      ending: {
        reason: 'client',
        paid: 15_000,
        periodFrom: '2026-10-01',
        periodTo: '2026-12-31',
        endedOn: '2026-11-30',
        breakageAsked: 5_000,
        note: 'Moving abroad.',
      },
    });
  });

  it('reads an empty breakage fee as none', () => {
    expect(readEnding({ ...typed, breakage: ' ' }, terms, '2026-11-30')).toMatchObject({
      ending: { breakageAsked: 0 },
    });
  });

  it.each<[string, Partial<EndingForm>, EndingErrors]>([
    [
      'nothing typed',
      { paid: '', periodFrom: '', periodTo: '' },
      {
        paid: 'Enter what the client paid in rupees, like 15,000.',
        periodFrom: 'Enter the first day the payment covers.',
        periodTo: 'Enter the last day the payment covers.',
      },
    ],
    ['words for the fee', { paid: 'fifteen thousand' }, { paid: 'Enter what the client paid in rupees, like 15,000.' }],
    [
      'words for the breakage fee',
      { breakage: 'a quarter' },
      { breakage: 'Enter the breakage fee in rupees, like 5,000, or leave it empty.' },
    ],
    [
      'a breakage fee above the cap',
      { breakage: '20,000' },
      { breakage: 'SEBI caps the breakage fee at one quarter’s fee: ₹15,000.' },
    ],
    [
      'more than a year paid',
      { paid: '70,000' },
      { paid: 'More than a year’s fee (₹60,000): SEBI allows at most a year in advance.' },
    ],
  ])('%s: said beside each field', (_label, change, errors) => {
    expect(readEnding({ ...typed, ...change }, terms, '2026-11-30')).toEqual({ errors });
  });
});
