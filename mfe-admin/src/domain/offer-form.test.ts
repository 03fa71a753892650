import { describe, expect, it } from 'vitest';
import { EMPTY_OFFER, offerFormOf, readOffer, typedNumber, type OfferForm } from './offer-form';

const form = (change: Partial<OfferForm>): OfferForm => ({ ...EMPTY_OFFER, advanceAgreed: true, ...change });

describe('the agreement offer’s form', () => {
  it.each<[string, number]>([
    ['60,000', 60_000],
    ['₹1,51,000', 151_000],
    ['1.5 %', 1.5],
    ['50,00,000', 5_000_000],
    ['sixty', Number.NaN],
    ['', Number.NaN],
  ])('reads %s as %s', (typed, value) => {
    expect(typedNumber(typed)).toEqual(value);
  });

  it.each<[string, Partial<OfferForm>, Record<string, string>]>([
    ['no fee typed', { feeAmount: '' }, { feeAmount: 'Enter the yearly fee in rupees, like 60,000.' }],
    [
      'a fee above the cap',
      { feeAmount: '1,60,000' },
      { feeAmount: 'SEBI caps a fixed fee at ₹1,51,000 a year per family.' },
    ],
    [
      'a percentage above the cap',
      { feeKind: 'assets', feeAmount: '3', assetsUnderAdvice: '50,00,000' },
      { feeAmount: 'SEBI caps a fee on assets at 2.5 % a year of the assets under advice.' },
    ],
    [
      'a percentage of no assets',
      { feeKind: 'assets', feeAmount: '1' },
      { assetsUnderAdvice: 'Enter the assets under advice, in rupees: the fee is a percentage of them.' },
    ],
    [
      'billing in advance not agreed',
      { feeAmount: '60,000', advanceAgreed: false },
      { advanceAgreed: 'Each bill is paid at the start of its quarters: SEBI needs the client’s agreement to that.' },
    ],
  ])('refuses %s beside its field', (_label, change, errors) => {
    expect(readOffer(form(change))).toEqual({ errors });
  });

  it('reads a fee within the caps into terms, and back', () => {
    const read = readOffer(form({ feeAmount: '60,000', quartersBilled: '4' }));
    expect(read).toEqual({
      terms: {
        clientKind: 'individual',
        feeKind: 'fixed',
        feeAmount: 60_000,
        assetsUnderAdvice: 0,
        quartersBilled: 4,
        advanceAgreed: true,
      },
    });
    if ('terms' in read) expect(offerFormOf(read.terms)).toEqual(form({ feeAmount: '60000', quartersBilled: '4' }));
  });
});
