/**
 * The agreement offer's form (the Clients tab's client file): what staff type, read into terms
 * and checked against SEBI's fee rules (termsProblems, '@meridian/shared/onboarding') beside each
 * field, before anything is written; the rules check the caps again. Pure.
 */
import { termsProblems, type AgreementTerms } from '@meridian/shared/onboarding';

export interface OfferForm {
  clientKind: 'individual' | 'huf';
  feeKind: 'fixed' | 'assets';
  /** Rupees a year (fixed) or percent (assets), as typed. */
  feeAmount: string;
  /** Rupees, as typed. */
  assetsUnderAdvice: string;
  quartersBilled: string;
  advanceAgreed: boolean;
}

export type OfferErrors = Partial<
  Record<'feeAmount' | 'assetsUnderAdvice' | 'quartersBilled' | 'advanceAgreed', string>
>;

export const EMPTY_OFFER: OfferForm = {
  clientKind: 'individual',
  feeKind: 'fixed',
  feeAmount: '',
  assetsUnderAdvice: '',
  quartersBilled: '1',
  advanceAgreed: false,
};

/** A number as typed: Indian or Western grouping, a ₹ or a % allowed; NaN when it is not one. */
export function typedNumber(typed: string): number {
  const cleaned = typed.replace(/[₹,%\s]/g, '');
  return /^\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

/** The form as terms, or what is wrong beside each field. */
export function readOffer(form: OfferForm): { terms: AgreementTerms } | { errors: OfferErrors } {
  const feeAmount = typedNumber(form.feeAmount);
  const assets = form.assetsUnderAdvice.trim() === '' ? 0 : typedNumber(form.assetsUnderAdvice);
  const errors: OfferErrors = {};
  if (Number.isNaN(feeAmount))
    errors.feeAmount =
      form.feeKind === 'fixed' ? 'Enter the yearly fee in rupees, like 60,000.' : 'Enter the percentage, like 1.5.';
  if (Number.isNaN(assets)) errors.assetsUnderAdvice = 'Enter the assets under advice in rupees, like 50,00,000.';
  if (!form.advanceAgreed)
    errors.advanceAgreed = 'Each bill is paid at the start of its quarters: SEBI needs the client’s agreement to that.';
  const terms: AgreementTerms = {
    clientKind: form.clientKind,
    feeKind: form.feeKind,
    feeAmount: Number.isNaN(feeAmount) ? 0 : feeAmount,
    assetsUnderAdvice: Number.isNaN(assets) ? 0 : assets,
    quartersBilled: Number(form.quartersBilled),
    advanceAgreed: form.advanceAgreed,
  };
  const ruled = termsProblems(terms);
  const merged: OfferErrors = {
    ...(errors.feeAmount ? {} : ruled.feeAmount ? { feeAmount: ruled.feeAmount } : {}),
    ...(errors.assetsUnderAdvice ? {} : ruled.assetsUnderAdvice ? { assetsUnderAdvice: ruled.assetsUnderAdvice } : {}),
    ...(ruled.quartersBilled && form.advanceAgreed ? { quartersBilled: ruled.quartersBilled } : {}),
    ...errors,
  };
  return Object.keys(merged).length > 0 ? { errors: merged } : { terms };
}

/** The form showing stored terms (to change an offer). */
export function offerFormOf(terms: AgreementTerms): OfferForm {
  return {
    clientKind: terms.clientKind,
    feeKind: terms.feeKind,
    feeAmount: String(terms.feeAmount),
    assetsUnderAdvice: terms.assetsUnderAdvice > 0 ? String(terms.assetsUnderAdvice) : '',
    quartersBilled: String(terms.quartersBilled),
    advanceAgreed: terms.advanceAgreed,
  };
}
