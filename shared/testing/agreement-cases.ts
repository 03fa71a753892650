import type { AgreementTerms, EndingRead } from '../onboarding';

/**
 * The agreement the onboarding's tests offer, sign and end: an individual's fixed fee of
 * ₹60,000 a year, billed a quarter at a time in advance (within SEBI's caps; a quarter's fee,
 * the breakage cap, is ₹15,000).
 */
export const SAMPLE_TERMS: AgreementTerms = {
  clientKind: 'individual',
  feeKind: 'fixed',
  feeAmount: 60_000,
  assetsUnderAdvice: 0,
  quartersBilled: 1,
  advanceAgreed: true,
};

/**
 * That agreement ended by the client on 30 November 2026, two months into the quarter they
 * paid ₹15,000 for (1 October to 31 December): 31 of its 92 days unexpired, ₹5,054 of the fee,
 * less a ₹5,000 breakage fee, ₹54 refunded (ending.ts's endingRefund gives these figures; the
 * rules tests store them as the Clients tab would).
 */
export const QUARTER_ENDING: Omit<EndingRead, 'at'> = {
  reason: 'client',
  endedOn: '2026-11-30',
  paid: 15_000,
  periodFrom: '2026-10-01',
  periodTo: '2026-12-31',
  unexpired: 5_054,
  breakage: 5_000,
  refund: 54,
  note: '',
};
