// The /fees page's content (issue 23, item 8; issue 35, item 1): how the firm charges, in one file
// for the compliance officer. SEBI's rules and the arithmetic are in shared/compliance/fee-rules.ts: the
// worked examples' figures and the "What SEBI allows" list are computed from it, and
// fees.test.ts checks every plan and example against it.
//
// DEMO CONTENT: the plan names and prices are stand-ins for the firm's own fee schedule.
// What SEBI allows is from ../../../../shared/notes/regulation.md (corrected 28 November 2026); what
// the firm chooses within it (quarterly billing, no breakage fee) is marked as the firm's policy.
import { formatRupees } from '@meridian/shared';
import { type SEBI_FEE_RULES, type FeeClient, type FeeCase } from '@meridian/shared/compliance';

/** The firm's own choices within SEBI's rules. Confirm with compliance before going live. */
export interface FirmFeePolicy {
  /** The most quarters the firm bills at once (SEBI allows up to four, if the client agrees). */
  mostQuartersBilled: number;
  /** The breakage fee the firm keeps when a client ends the agreement early, in rupees. */
  breakageFee: number;
  /**
   * Whether the prices and examples include GST: 'included', every amount is what the client pays
   * in all; 'added', GST is charged on top at `gstPercent`. The firm's choice: the page says which
   * beside every price.
   */
  gst: 'included' | 'added';
  /** The GST rate the firm charges on its advice, when it is added. */
  gstPercent: number;
}

// Prices GST included: what a family reads is what it pays, and whichever way a fee limit is read,
// an all-in price within it is within it.
export const FIRM_FEE_POLICY: FirmFeePolicy = {
  mostQuartersBilled: 2,
  breakageFee: 0,
  gst: 'included',
  gstPercent: 18,
};

/** What the page says beside every price about GST. */
export function gstNote(policy: FirmFeePolicy): string {
  return policy.gst === 'included' ? 'GST included' : `plus GST at ${policy.gstPercent} %`;
}

/** The clients the page's examples describe: families, whom SEBI's limits protect. */
const family: FeeClient = { kind: 'individual', accredited: false };

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

/** The Reddys: the half-yearly example, and the early exit's. */
const reddys: FeeCase = {
  mode: { kind: 'fixed', perYear: 1_50_000 },
  assetsUnderAdvice: 2_00_00_000,
  quartersBilled: 2,
  advanceAgreed: true,
  client: family,
};

export const feeExamples: readonly FeeExample[] = [
  {
    title: 'A young family on a fixed fee',
    story: 'The Sharmas choose the “Plan and portfolio” fixed fee and pay it quarterly.',
    feeCase: {
      mode: { kind: 'fixed', perYear: 95_000 },
      assetsUnderAdvice: 40_00_000,
      quartersBilled: 1,
      advanceAgreed: true,
      client: family,
    },
  },
  {
    title: 'A family paying half-yearly',
    story: 'The Reddys choose the “Family” fixed fee and, as they agreed, pay two quarters at a time.',
    feeCase: reddys,
  },
  {
    title: 'A retired couple on a percentage',
    story: 'Mr and Mrs Khan have ₹80 lakh under our advice and pay 1 % a year, quarterly.',
    feeCase: {
      mode: { kind: 'assets', percentPerYear: 1 },
      assetsUnderAdvice: 80_00_000,
      quartersBilled: 1,
      advanceAgreed: true,
      client: family,
    },
  },
];

/** The page's example of an early exit: the refund worked out by refundOnTermination. */
export const refundExample = {
  title: 'If the Reddys stop early',
  /** The Reddys' half-year: paid at its start, ended after this many of its days. */
  feeCase: reddys,
  daysPaid: 182,
  daysServed: 40,
  story: (days: number, of: number) =>
    `The Reddys end their agreement after ${days} days of a half-year of ${of} days they paid for at its start.`,
} as const;

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
  /** SEBI's rules in words, from the fee-rules module's figures. */
  limits: (rules: typeof SEBI_FEE_RULES): readonly string[] => [
    `A fixed fee of at most ${formatRupees(rules.fixedPerFamilyPerYear)} a year per family, or at most ${rules.assetsPercentPerYear} % a year of the assets under advice. If a family changes from one mode to the other, the higher of the two limits applies.`,
    `Fees in advance for at most one year (${rules.maxQuartersInAdvance} quarters), and only if the client agrees.`,
    `If a client ends the agreement early, the fee for the unexpired period is refunded, less a breakage fee of at most ${rules.maxBreakageQuarters === 1 ? 'one quarter’s' : `${rules.maxBreakageQuarters} quarters’`} fee.`,
    'These limits apply to individual and HUF clients who are not accredited investors; other clients, accredited investors included, agree their fees by contract.',
    'No guaranteed returns, ever.',
  ],
  limitsChecked: (shown: string) => `SEBI’s rules as they stood on ${shown}. Sources:`,
  examplesHeading: 'Worked examples',
  examplesLead: (policy: FirmFeePolicy): string =>
    `What three families would pay. The figures are worked out from the fees above, ${policy.gst === 'included' ? 'GST included: each is what the family pays in all' : `before GST, which is added at ${policy.gstPercent} %`}.`,
  policyHeading: 'Our policy',
  /** The firm's choices within SEBI's rules. */
  policy: (policy: FirmFeePolicy): readonly string[] => [
    policy.mostQuartersBilled === 1
      ? 'We invoice each quarter, at its start.'
      : `We invoice each quarter at its start or, if you prefer, ${policy.mostQuartersBilled === 2 ? 'two' : policy.mostQuartersBilled} quarters at a time; never further ahead. That is our choice, well within the year SEBI allows.`,
    'You can end the agreement at any time in writing.',
    policy.breakageFee === 0
      ? 'We then refund the fee for the part of the period we have not yet served, in full: we keep no breakage fee.'
      : `We then refund the fee for the part of the period we have not yet served, less a breakage fee of ${formatRupees(policy.breakageFee)}.`,
  ],
  refundHeading: 'If you stop',
  refundLabels: {
    paid: 'Paid for the half-year',
    unexpired: 'For the days not served',
    breakage: 'Breakage fee we keep',
    refund: 'Refunded to them',
    breakageNote: (most: string) =>
      `SEBI would allow a breakage fee of up to ${most}, one quarter’s fee; we charge none.`,
  },
  firstConversation: 'Your first conversation with us is free and carries no obligation.',
  firstConversationLink: 'Ask for a free first conversation',
} as const;
