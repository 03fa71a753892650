// The firm's headline claims about itself (spec §1), each with its footnote and its approval: the
// home page's stat cards. A file of its own, with no import but types, so that the marketing
// build's placeholder guard (vite.config.ts) reads the approval references a production build
// must not show as placeholders.
import type { Fact } from '@meridian/shared';

/**
 * Who approved a promotional claim and when: the supervisory body's reference (BSE Ltd for
 * investment advisers) and the date (advertisement code of 5 April 2023; a June 2026 consultation
 * would replace approval with reporting within 24 hours, so both are recorded).
 */
export interface Approval {
  /** The supervisory body's reference: a placeholder until the firm's own (a production build refuses it). */
  reference: Fact;
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
    approval: { reference: { value: 'BSE/IA/ADV/2026/0417', placeholder: true }, date: '14 November 2026' },
  },
  {
    value: '1000+',
    label: 'Clients advised',
    wording: 'We have advised more than 1,000 individual and family clients since our registration.',
    asOf: '31 October 2026',
    approval: { reference: { value: 'BSE/IA/ADV/2026/0417', placeholder: true }, date: '14 November 2026' },
  },
  {
    value: '15+',
    label: 'Years of experience',
    wording: 'Our founding advisers have more than 15 years of experience each in financial planning.',
    asOf: '31 October 2026',
    approval: { reference: { value: 'BSE/IA/ADV/2026/0417', placeholder: true }, date: '14 November 2026' },
  },
  {
    value: '98%',
    label: 'Clients who renewed',
    wording:
      'Of the clients whose advisory agreement came up for renewal in the year to 31 March 2026, 98% renewed it. This is not a measure of investment returns.',
    asOf: '31 March 2026',
    approval: { reference: { value: 'BSE/IA/ADV/2026/0417', placeholder: true }, date: '14 November 2026' },
  },
];
