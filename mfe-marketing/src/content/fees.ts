// The /fees page's content (issue 23, item 8): how the firm charges, in one file for the
// compliance officer. The figures of the worked examples are computed from these plans by
// ../domain/fees.ts and checked against SEBI_FEE_LIMITS by fees.test.ts: a plan or example
// outside the limits fails the build's tests.
//
// DEMO CONTENT: the plan names and prices are stand-ins for the firm's own fee schedule.
// The limits, payment methods and no-commission rule are from ../../../../shared/notes/regulation.md.
import type { FeeCase, FeeLimits } from '../domain/fees';

/**
 * SEBI's limits on an investment adviser's fees: the Most Important Terms and Conditions (SEBI
 * circular of 17 February 2025). Researched November 2026.
 */
export const SEBI_FEE_LIMITS: FeeLimits = {
  fixedPerFamilyPerYear: 151_000,
  assetsPercentPerYear: 2.5,
  maxQuartersInAdvance: 2,
};

export interface FixedPlan {
  name: string;
  perYear: number;
  includes: string;
}

/** The two ways to pay; a family uses one at a time. */
export const feeModes = {
  fixed: {
    heading: 'A fixed fee',
    text: 'A set amount a year for your family, whatever the size of your investments. Suits families whose plan is more about goals, tax and cash flow than about a large portfolio.',
    plans: [
      {
        name: 'Plan',
        perYear: 45_000,
        includes: 'A written financial plan, two reviews a year, and questions by email.',
      },
      {
        name: 'Plan and portfolio',
        perYear: 95_000,
        includes: 'The plan, advice on every investment you hold, four reviews a year, and tax planning.',
      },
      {
        name: 'Family',
        perYear: 1_50_000,
        includes: 'Everything above for a family with several households, a business, or an estate to plan.',
      },
    ] as readonly FixedPlan[],
  },
  assets: {
    heading: 'A percentage of assets under advice',
    text: 'A yearly percentage of the investments we advise you on, worked out each quarter on their value at its start. Suits families with larger portfolios who want ongoing advice on them.',
    percentPerYear: 1,
  },
} as const;

/** A worked example of the page, with the sentence that introduces it. */
export interface FeeExample {
  title: string;
  story: string;
  feeCase: FeeCase;
}

export const feeExamples: readonly FeeExample[] = [
  {
    title: 'A young family on a fixed fee',
    story: 'The Sharmas choose the “Plan and portfolio” fixed fee and pay it quarterly.',
    feeCase: { mode: { kind: 'fixed', perYear: 95_000 }, assetsUnderAdvice: 40_00_000, quartersBilled: 1 },
  },
  {
    title: 'A family paying half-yearly',
    story: 'The Reddys choose the “Family” fixed fee and pay two quarters at a time, the most SEBI allows in advance.',
    feeCase: { mode: { kind: 'fixed', perYear: 1_50_000 }, assetsUnderAdvice: 2_00_00_000, quartersBilled: 2 },
  },
  {
    title: 'A retired couple on a percentage',
    story: 'Mr and Mrs Khan have ₹80 lakh under our advice and pay 1 % a year, quarterly.',
    feeCase: { mode: { kind: 'assets', percentPerYear: 1 }, assetsUnderAdvice: 80_00_000, quartersBilled: 1 },
  },
];

export const feesPage = {
  title: 'Fees',
  /** The <meta name="description">. */
  summary:
    'How we charge: a fixed fee or a percentage of assets under advice, within SEBI’s limits, with worked examples. We take no commissions.',
  banner: 'How we charge',
  bannerSubtitle: 'You pay us, and only you. Here is how much, and how.',
  commission: {
    heading: 'No commissions, ever',
    text: 'We are paid only by our clients. Neither we nor any entity related to us distributes financial products, and we receive no commission, referral fee or other payment from the makers of any fund, policy or product we discuss with you.',
  },
  modesHeading: 'Two ways to pay, one at a time',
  modesLead:
    'Your family chooses one of the two modes below. You can change the mode at renewal, but a family never pays under both at once.',
  limitsHeading: 'What SEBI allows',
  limits: (limits: FeeLimits, fixed: string): readonly string[] => [
    `A fixed fee of at most ${fixed} a year per family.`,
    `Or at most ${limits.assetsPercentPerYear} % a year of the assets under advice.`,
    `Fees paid in advance for at most ${limits.maxQuartersInAdvance} quarters.`,
    'No guaranteed returns, ever.',
  ],
  examplesHeading: 'Worked examples',
  examplesLead: 'What three families would pay. The figures are worked out from the fees above.',
  paymentHeading: 'How to pay',
  payment: [
    'By cheque, bank transfer (NEFT, RTGS or IMPS), UPI, or through SEBI’s centralised fee collection mechanism for investment advisers.',
    'We never accept cash, and never ask you to pay into anyone’s personal account.',
    'We invoice each quarter, or two quarters at a time if you prefer; never further in advance.',
  ],
  // The firm's own policy, not a figure from regulation.md: confirm with compliance before going live.
  refundHeading: 'If you stop',
  refund:
    'You can end the agreement at any time in writing. We refund any fee paid in advance for the part of the period we have not yet served.',
  firstConversation: 'Your first conversation with us is free and carries no obligation.',
  firstConversationLink: 'Ask for a free first conversation',
} as const;
