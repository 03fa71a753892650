// The home page's own content: the firm's headline claims (claims.ts, with their footnotes and
// approvals), the trusted-partner value cards and the investor-protection block's links.
import { paths } from '@meridian/shared';

export { stats, type Approval, type Claim, type Stat } from './claims';

/** The hero's primary action: a free first conversation (issue 23, item 8), on /contact#consultation. */
export const heroActions = {
  primary: 'Book a free first conversation',
  /** Where it leads: the booking on /contact (content/booking.ts, kept out of the home page's code). */
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
