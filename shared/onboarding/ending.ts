/**
 * Ending a signed advisory agreement (issue 36, item 4): who ended it, the fee period the client
 * had paid for, and what is refunded under SEBI's rule (the fee of the unexpired part of the
 * period, less a breakage fee of at most one quarter's fee: refundOnTermination in the fee
 * rules). The Clients tab computes and stores it, the rules check its bounds
 * (firestore.rules, agreements), the client's dashboard shows it. Dates are IST calendar days,
 * 'YYYY-MM-DD'; a period counts its first and last day, and the day it ends counts as served.
 * Pure.
 */
import { annualFee, refundOnTermination, SEBI_FEE_RULES, type Refund } from '../compliance';
import { isRecord, storedMillis } from '../src/contracts/stored';
import { feeCaseOf, type AgreementTerms } from './agreement';
import { formatIndianNumber } from '../src/format/number';

export const AGREEMENT_END_REASONS = ['client', 'firm'] as const;
export type AgreementEndReason = (typeof AGREEMENT_END_REASONS)[number];

export const END_REASON_WORDS: Readonly<Record<AgreementEndReason, string>> = {
  client: 'The client asked to end it',
  firm: 'The firm ended it',
};

/** The longest note on an ending. */
export const ENDING_LIMITS = { note: 500 } as const;

/** What staff enter to end an agreement: the period the client last paid for and the fee kept. */
export interface EndingInput {
  reason: AgreementEndReason;
  /** Rupees paid for the current period. */
  paid: number;
  periodFrom: string;
  periodTo: string;
  /** The day it ends (today, IST). */
  endedOn: string;
  /** The breakage fee the firm keeps, in rupees, before SEBI's cap. */
  breakageAsked: number;
  note: string;
}

/** agreements/{uid}.ended as stored (AgreementDocument): the input and what it came to. */
export interface AgreementEnding extends Refund {
  reason: AgreementEndReason;
  endedOn: string;
  paid: number;
  periodFrom: string;
  periodTo: string;
  note: string;
  /** The uid of who recorded it, and the server's time. */
  by: string;
  at: unknown;
}

/** A stored ending as read (the dashboard's and the Clients tab's): its time in ms, its author left out. */
export type EndingRead = Omit<AgreementEnding, 'by' | 'at'> & { at: number | null };

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const rupees = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** agreements/{uid}.ended as read, whatever is stored: null when there is none. */
export function readAgreementEnding(value: unknown): EndingRead | null {
  if (!isRecord(value)) return null;
  return {
    reason: AGREEMENT_END_REASONS.find((reason) => reason === value.reason) ?? 'client',
    endedOn: text(value.endedOn),
    paid: rupees(value.paid),
    periodFrom: text(value.periodFrom),
    periodTo: text(value.periodTo),
    unexpired: rupees(value.unexpired),
    breakage: rupees(value.breakage),
    refund: rupees(value.refund),
    note: text(value.note),
    at: storedMillis(value.at),
  };
}

const DAY_MS = 86_400_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The day of a 'YYYY-MM-DD' as a count of days, or null for a text that is not a calendar date. */
function dayNumber(date: string): number | null {
  if (!ISO_DATE.test(date)) return null;
  const time = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== date) return null;
  return time / DAY_MS;
}

/**
 * The days from `from` to `to`, both counted: 1 for the same day, 0 when `to` is before `from`.
 * @example daysCounted('2026-10-01', '2026-12-31') // 92
 */
export function daysCounted(from: string, to: string): number {
  const start = dayNumber(from);
  const end = dayNumber(to);
  if (start === null || end === null) return 0;
  return Math.max(end - start + 1, 0);
}

/**
 * The most a breakage fee may be under the terms: one quarter's fee, rounded down to the rupee
 * from the year's fee before it is rounded (as firestore.rules computes it: math.floor of
 * yearlyFee / 4, so that the app never offers what the rules refuse).
 */
export function breakageCap(terms: AgreementTerms): number {
  const yearly = terms.feeKind === 'fixed' ? terms.feeAmount : (terms.assetsUnderAdvice * terms.feeAmount) / 100;
  return Math.floor((yearly * SEBI_FEE_RULES.maxBreakageQuarters) / 4);
}

/** The day before the same date a year later: the last day a year's payment from `from` covers. */
function lastDayOfAYear(from: number): number {
  const date = new Date(from * DAY_MS);
  return Date.UTC(date.getUTCFullYear() + 1, date.getUTCMonth(), date.getUTCDate()) / DAY_MS - 1;
}

type EndingField = 'paid' | 'periodFrom' | 'periodTo' | 'breakageAsked' | 'note';

/** What is wrong with an ending as entered, beside its field: empty when it can be recorded. */
export function endingProblems(terms: AgreementTerms, input: EndingInput): Partial<Record<EndingField, string>> {
  const found: Partial<Record<EndingField, string>> = {};
  const yearly = annualFee(feeCaseOf(terms));
  if (!Number.isInteger(input.paid) || input.paid < 0) found.paid = 'Enter what the client paid, in whole rupees.';
  else if (input.paid > yearly)
    found.paid = `More than a year’s fee (₹${formatIndianNumber(yearly)}): SEBI allows at most a year in advance.`;
  const from = dayNumber(input.periodFrom);
  const to = dayNumber(input.periodTo);
  const ended = dayNumber(input.endedOn);
  if (from === null) found.periodFrom = 'Enter the first day the payment covers.';
  else if (ended !== null && from > ended) found.periodFrom = 'The period starts after today: it is not yet paid for.';
  if (to === null) found.periodTo = 'Enter the last day the payment covers.';
  else if (from !== null && to < from) found.periodTo = 'The last day comes before the first.';
  else if (from !== null && to > lastDayOfAYear(from)) found.periodTo = 'A payment covers at most a year.';
  const cap = breakageCap(terms);
  if (!Number.isInteger(input.breakageAsked) || input.breakageAsked < 0)
    found.breakageAsked = 'Enter the breakage fee in whole rupees (0 for none).';
  else if (input.breakageAsked > cap)
    found.breakageAsked = `SEBI caps the breakage fee at one quarter’s fee: ₹${formatIndianNumber(cap)}.`;
  if (input.note.length > ENDING_LIMITS.note) found.note = `Keep the note to ${ENDING_LIMITS.note} characters.`;
  return found;
}

/**
 * What ending on `input.endedOn` refunds: the fee of the paid days not yet served, less the
 * breakage fee (never more than one quarter's fee, nor than the unexpired part).
 * @example endingRefund(fixed ₹60,000, { paid: 15000, periodFrom: '2026-10-01', periodTo: '2026-12-31', endedOn: '2026-11-30', breakageAsked: 5000 }) // unexpired 5,054, breakage 5,000, refund 54
 */
export function endingRefund(
  terms: AgreementTerms,
  input: Pick<EndingInput, 'paid' | 'periodFrom' | 'periodTo' | 'endedOn' | 'breakageAsked'>,
): Refund & { daysPaid: number; daysServed: number } {
  const daysPaid = daysCounted(input.periodFrom, input.periodTo);
  const daysServed = Math.min(daysCounted(input.periodFrom, input.endedOn), daysPaid);
  const refund = refundOnTermination({
    paid: input.paid,
    daysPaid,
    daysServed,
    breakageAsked: Math.min(input.breakageAsked, breakageCap(terms)),
    annualFee: annualFee(feeCaseOf(terms)),
  });
  return { ...refund, daysPaid, daysServed };
}
