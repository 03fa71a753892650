/**
 * The form that ends a signed agreement (the Clients tab's client file): what staff type, read
 * into an ending (ending.ts, '@meridian/shared/onboarding') and checked beside each field, with
 * the refund it comes to shown before anything is written; the rules check the bounds again.
 * Pure.
 */
import {
  endingProblems,
  type AgreementEndReason,
  type AgreementTerms,
  type EndingInput,
} from '@meridian/shared/onboarding';
import { typedNumber } from './offer-form';

export interface EndingForm {
  reason: AgreementEndReason;
  /** Rupees, as typed. */
  paid: string;
  /** 'YYYY-MM-DD', as a date input gives it. */
  periodFrom: string;
  periodTo: string;
  /** Rupees, as typed ('' for none). */
  breakage: string;
  note: string;
}

export type EndingErrors = Partial<Record<'paid' | 'periodFrom' | 'periodTo' | 'breakage' | 'note', string>>;

export const EMPTY_ENDING: EndingForm = {
  reason: 'client',
  paid: '',
  periodFrom: '',
  periodTo: '',
  breakage: '',
  note: '',
};

/** The form as an ending on `endedOn` (today, IST), or what is wrong beside each field. */
export function readEnding(
  form: EndingForm,
  terms: AgreementTerms,
  endedOn: string,
): { ending: EndingInput } | { errors: EndingErrors } {
  const paid = typedNumber(form.paid);
  const breakage = form.breakage.trim() === '' ? 0 : typedNumber(form.breakage);
  const ending: EndingInput = {
    reason: form.reason,
    paid: Number.isNaN(paid) ? -1 : paid,
    periodFrom: form.periodFrom,
    periodTo: form.periodTo,
    endedOn,
    breakageAsked: Number.isNaN(breakage) ? -1 : breakage,
    note: form.note.trim(),
  };
  const ruled = endingProblems(terms, ending);
  const errors: EndingErrors = {
    ...(ruled.paid
      ? { paid: Number.isNaN(paid) ? 'Enter what the client paid in rupees, like 15,000.' : ruled.paid }
      : {}),
    ...(ruled.periodFrom ? { periodFrom: ruled.periodFrom } : {}),
    ...(ruled.periodTo ? { periodTo: ruled.periodTo } : {}),
    ...(ruled.breakageAsked
      ? {
          breakage: Number.isNaN(breakage)
            ? 'Enter the breakage fee in rupees, like 5,000, or leave it empty.'
            : ruled.breakageAsked,
        }
      : {}),
    ...(ruled.note ? { note: ruled.note } : {}),
  };
  return Object.keys(errors).length > 0 ? { errors } : { ending };
}
