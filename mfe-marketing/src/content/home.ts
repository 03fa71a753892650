// The home page's own content: the firm's headline claims (with their footnotes and approvals),
// the trusted-partner value cards and the investor-protection block's links.
import { paths } from '@meridian/shared';

/**
 * Who approved a promotional claim and when: the supervisory body's reference (BSE Ltd for
 * investment advisers) and the date (advertisement code of 5 April 2023; a June 2026 consultation
 * would replace approval with reporting within 24 hours, so both are recorded).
 */
export interface Approval {
  reference: string;
  /** e.g. '14 November 2026' */
  date: string;
}

/**
 * A figure the firm claims about itself: the short form a card shows, the full wording the
 * footnote states, the date it was true on, and its approval. The advertisement-code test
 * (advertisement-code.test.ts) fails on a claim without an approval reference.
 */
export interface Claim {
  value: string;
  label: string;
  wording: string;
  /** e.g. '31 October 2026' */
  asOf: string;
  approval: Approval;
}

/** Kept for the stat cards: a claim is a stat with its footnote. */
export type Stat = Claim;

/** Home page claims (spec §1): the hero shows the first three, the trusted-partner section all four. */
export const stats: readonly Claim[] = [
  {
    value: '₹100 Cr+',
    label: 'Assets under advice',
    wording: 'The assets of our clients under our advice total more than ₹100 crore.',
    asOf: '31 October 2026',
    approval: { reference: 'BSE-IA-ADV-2026-0001 (placeholder)', date: '14 November 2026' },
  },
  {
    value: '1000+',
    label: 'Clients advised',
    wording: 'We have advised more than 1,000 individual and family clients since our registration.',
    asOf: '31 October 2026',
    approval: { reference: 'BSE-IA-ADV-2026-0001 (placeholder)', date: '14 November 2026' },
  },
  {
    value: '15+',
    label: 'Years of experience',
    wording: 'Our founding advisers have more than 15 years of experience each in financial planning.',
    asOf: '31 October 2026',
    approval: { reference: 'BSE-IA-ADV-2026-0001 (placeholder)', date: '14 November 2026' },
  },
  {
    value: '98%',
    label: 'Clients who renewed',
    wording:
      'Of the clients whose advisory agreement came up for renewal in the year to 31 March 2026, 98% renewed it. This is not a measure of investment returns.',
    asOf: '31 March 2026',
    approval: { reference: 'BSE-IA-ADV-2026-0001 (placeholder)', date: '14 November 2026' },
  },
];

/** The hero's primary action: a free first conversation (issue 23, item 8), on /contact#consultation. */
export const heroActions = {
  primary: 'Book a free first conversation',
  /** Where it leads: the consultation request on /contact (content/consultation.ts, kept out of the home page's code). */
  primaryFragment: 'consultation',
} as const;

/** The trusted-partner section's introduction. */
export const trustedLead =
  'We help clients grow and protect what they have earned, one conversation and one plan at a time.';

/** The three value cards of the trusted-partner section. */
export const values: readonly { title: string; text: string }[] = [
  {
    title: 'Expert Advisory',
    text: 'Qualified advisers with years in Indian markets, who explain the why behind every recommendation.',
  },
  {
    title: 'Personalized Solutions',
    text: 'Plans built around your goals, income and tolerance for risk, never a one-size-fits-all product.',
  },
  {
    title: 'Proven Track Record',
    text: 'Every recommendation is written down with its reasons and reviewed with you, so you can see how the advice serves your goals.',
  },
];

/** A link of the investor-protection block: to a page of the site, or to a regulator's site (new tab). */
export interface InvestorLink {
  label: string;
  text: string;
  to: string;
  external?: true;
}

/** The investor-protection block above the footer (SEBI: a complaint route, SCORES and SMART ODR on the home page). */
export const investorLinks: readonly InvestorLink[] = [
  {
    label: 'Lodge a complaint',
    text: 'Tell us what went wrong. We answer within 21 days.',
    to: paths.complaints,
  },
  {
    label: 'SEBI SCORES',
    text: 'Escalate a complaint to SEBI’s complaint redress system if our answer does not resolve it.',
    to: 'https://scores.sebi.gov.in',
    external: true,
  },
  {
    label: 'SMART ODR',
    text: 'Online conciliation and arbitration for disputes in the securities market.',
    to: 'https://smartodr.in',
    external: true,
  },
  {
    label: 'Investor charter',
    text: 'Our services and duties, your rights, and the grievance timelines.',
    to: paths.investorCharter,
  },
  {
    label: 'Complaint data',
    text: 'The complaints we received and resolved, published every month.',
    to: paths.complaintsData,
  },
];
