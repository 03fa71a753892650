/**
 * The Investor Charter for investment advisers (SEBI circular of 2 June 2025, consolidated in the
 * IA Master Circular of 6 February 2026: `sources` below, from shared/compliance/sources.ts),
 * written for this firm: the text /investor-charter shows.
 * Content the compliance officer owns: when SEBI revises the charter (it announced on 8 December
 * 2025 that an "Investors' right to digital accessibility" will be added), edit or add a section
 * here, raise `version` and set `updated`; no code changes. The firm's facts come from the brand
 * module, never copied into the text. Its Hindi translation is ./legal/investor-charter.hi.ts
 * (/hi/investor-charter): each section's `id` is the same in both, so the language switch keeps
 * the reader's place.
 */
import { brand, paths } from '@meridian/shared';
import { PAYMENTS, type SourceId } from '@meridian/shared/compliance';
import type { LegalSection } from './legal/legal-document';

export interface InvestorCharter {
  title: string;
  /** The banner's line and the meta description (at most 160 characters). */
  summary: string;
  /** e.g. '1.0': raise it with every change. */
  version: string;
  /** e.g. '24 November 2026' */
  updated: string;
  /** The instruments it follows, from the one dated list (shared/compliance/sources.ts). */
  sources: readonly SourceId[];
  sections: LegalSection[];
}

const officer = (role: string) => brand.officers.find((person) => person.role === role);
const grievanceEmail = officer('Grievance officer')?.email.value ?? brand.grievanceEmail;

export const investorCharter: InvestorCharter = {
  title: 'Investor charter',
  summary:
    'The Investor Charter for investment advisers: our services and duties, your rights, do’s and don’ts, and how grievances are redressed.',
  version: '1.2',
  updated: '28 November 2026',
  sources: ['investor-charter-2025', 'ia-master-circular-2026', 'fees-advance-2025-04', 'validated-upi-2025'],
  sections: [
    {
      id: 'vision',
      heading: 'Vision and mission for investors',
      paragraphs: [
        'Vision: invest with knowledge and safety.',
        'Mission: every investor should be able to invest in the right investment products based on their needs, manage and monitor them to meet their goals, access reports and enjoy financial wellness.',
      ],
    },
    {
      id: 'services',
      heading: 'The services we provide',
      paragraphs: [
        `${brand.name} is an investment adviser registered with SEBI (registration number ${brand.sebiRegistrationNumber}). For each client, under a signed advisory agreement, we:`,
      ],
      list: [
        'Onboard you only after your agreement is signed, with the terms, fees and the Most Important Terms and Conditions explained.',
        'Complete your KYC and profile your risk, and tell you the result before any advice.',
        'Understand your financial situation and goals, and assess the suitability of any product against your risk profile.',
        'Give you written investment advice, with the reasons for it and the risks of each product we recommend.',
        'Explain any conflict of interest we have, in writing, before we advise.',
        'Review your portfolio at the frequency agreed, and tell you promptly of anything that changes our advice.',
        'Do not distribute products, hold your money or securities, or execute trades on your behalf.',
      ],
    },
    {
      id: 'duties',
      heading: 'Our duties towards you',
      paragraphs: ['As a SEBI-registered investment adviser we will:'],
      list: [
        `Disclose our registration on every page of this website: our name as registered, type of registration, registration number and its validity, our complete address with telephone numbers, and the associated SEBI office.`,
        `Publish the status of complaints against us on this website every month, by the 7th of the following month (see complaint data at ${paths.complaintsData}).`,
        'Disclose the extent to which we use artificial intelligence tools in giving advice. Today we use none: every recommendation is made by a qualified adviser (see our disclaimers).',
        'Follow the advertisement code for investment advisers: no promise of returns, no reference to past performance and no misleading claims.',
        'Keep records of our interactions with every client and every prospective client, including advice given, for at least five years.',
        `Deal with you only from our official telephone numbers and email addresses, which are listed at the foot of every page; we never ask for payment into a personal account or in cash.`,
        'Not discriminate between clients, and render unbiased and independent advice in your best interest.',
        'Keep your personal information confidential, unless a law requires us to share it.',
        'Charge fees only within the limits SEBI sets and as set out in your agreement.',
      ],
    },
    {
      id: 'rights',
      heading: 'Your rights',
      paragraphs: [],
      list: [
        'Privacy and confidentiality of your information.',
        'Transparent practices and fair, equal treatment.',
        'Adequate and accurate information before you decide, and a clear explanation of our advice.',
        'Written terms of service, including our fees, before any advice.',
        'Receive advice in your interest, free of undisclosed conflicts.',
        'Be heard, and have your grievance redressed within the timelines below.',
        'Exit or end the advisory relationship as your agreement provides.',
        'Provide feedback on our services.',
      ],
    },
    {
      id: 'dos-and-donts',
      heading: 'Do’s and don’ts for investors',
      paragraphs: [],
      list: [
        'Deal only with SEBI-registered investment advisers, and check the registration number on the SEBI website.',
        'Insist on a signed advisory agreement and read it, including the Most Important Terms and Conditions.',
        `Pay fees only by cheque, bank transfer, UPI to the adviser’s validated UPI ID (ending “.ia@valid” and the bank’s name) or SEBI’s centralised fee collection mechanism (CeFCoM), into the adviser’s own account, and ask for a receipt. Before you pay, check the UPI ID or the account on SEBI Check (${PAYMENTS.sebiCheck.href}); ours are on our fees page (${paths.fees}).`,
        'Ask questions, and ask for the reasons and the risks behind each recommendation.',
        'Tell your adviser when your circumstances change.',
        'Inform SEBI if anyone offers you assured returns or claims to act for us from an unofficial number.',
        "Don't pay in cash, or into anyone's personal account.",
        'Don’t pay fees in advance beyond what you agreed in writing: SEBI allows at most one year’s fees in advance, and only if you agree.',
        "Don't share your login credentials, OTPs or passwords with anyone, us included.",
        "Don't act on tips from social media, messaging groups or unregistered persons.",
        "Don't fall for promises of assured, guaranteed or fixed returns: SEBI forbids advisers to make them.",
      ],
    },
    {
      id: 'grievances',
      heading: 'Grievance redressal mechanism and timelines',
      paragraphs: [
        `Write to us first. Lodge a complaint on our complaints page (${paths.complaints}) or write to our grievance officer at ${grievanceEmail}. We acknowledge it at once and redress it within 21 days of receiving it.`,
        'If you are not satisfied, or have no answer within 21 days, lodge your complaint on SEBI’s SCORES 2.0 (https://scores.sebi.gov.in). It is first reviewed by BSE Ltd, the supervisory body for investment advisers, and then, if you ask, by SEBI.',
        'If the complaint is still not resolved, you may seek online conciliation and then arbitration through the SMART ODR portal (https://smartodr.in).',
        "You may also write to SEBI: Office of Investor Assistance and Education, Securities and Exchange Board of India, SEBI Bhavan, Plot No. C4-A, 'G' Block, Bandra-Kurla Complex, Bandra (E), Mumbai 400 051.",
      ],
    },
  ],
};
