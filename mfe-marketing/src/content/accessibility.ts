// The /accessibility page's content (issue 19, item 5): the site's accessibility statement. One
// file, for the compliance officer to edit. SEBI's digital-accessibility circulars (31 July,
// 29 August, 25 September and 8 December 2025) ask every investor-facing website, informational
// ones included, to meet WCAG AA, to name a nodal officer and to publish a route for accessibility
// complaints with its turnaround time. The nodal officer's contact is NOT repeated here: the page
// reads it from the brand module (shared/src/config/brand.ts, `brand.accessibility`), which marks
// it as a placeholder until the firm names the officer.
//
// Review this statement whenever the site changes in a way a visitor would notice, and at least
// once a year (SEBI's annual audits start on 30 April 2027); then update `lastReviewed`.
import { brand, paths } from '@meridian/shared';
import { ACCESSIBILITY_AUDITS, type AccessibilityAudits, type SourceId } from '@meridian/shared/compliance';
import { CATEGORY_LABELS, RESPONSE_DAYS } from '@meridian/shared/complaints';

/** A part of the website known not to work as well as it should, with the date it was found. */
export interface KnownIssue {
  found: { iso: string; shown: string };
  text: string;
}

/** The known issues, oldest first: add one the day it is found, remove it the day it is fixed. */
export const KNOWN_ISSUES: readonly KnownIssue[] = [
  {
    found: { iso: '2026-11-24', shown: '24 November 2026' },
    text: 'Wide data tables (the monthly complaint data and some calculators’ year-by-year schedules) scroll sideways inside their own box on a narrow screen or at high zoom; the rest of the page does not.',
  },
  {
    found: { iso: '2026-11-24', shown: '24 November 2026' },
    text: 'The calculators’ sliders move in fixed steps; to enter an exact figure, type it in the number field beside each slider.',
  },
  {
    found: { iso: '2026-11-24', shown: '24 November 2026' },
    text: 'Articles on our blog are written in English only. On request we will send any page, notice or document in another scheduled Indian language or in a format you can use, such as large print.',
  },
  {
    found: { iso: '2026-11-24', shown: '24 November 2026' },
    text: 'Documents we send you by email (plans, reports, invoices) are being reviewed for accessibility; if one does not work for you, ask and we will send it in another format.',
  },
];

/**
 * What the statement may claim (W3C's conformance statuses): "Fully conformant" only once an
 * IAAP-certified auditor has audited the website (the audit's date is the firm's own, not a
 * placeholder) and no known issue is open; "Partially conformant" until then.
 */
export function conformanceStatus(
  audits: AccessibilityAudits,
  issues: readonly KnownIssue[],
): 'Fully conformant' | 'Partially conformant' {
  return !audits.lastAudit.date.placeholder && issues.length === 0 ? 'Fully conformant' : 'Partially conformant';
}

/** The standard the site is built and tested to, and how far the audits and known issues say it meets it. */
export const CONFORMANCE = {
  standard: 'WCAG 2.2',
  level: 'AA',
  status: conformanceStatus(ACCESSIBILITY_AUDITS, KNOWN_ISSUES),
} as const;

/** Whether an IAAP-certified auditor has audited the website (its date is the firm's own). */
const AUDITED = !ACCESSIBILITY_AUDITS.lastAudit.date.placeholder;

/** Where the complaint desk's form starts, on /complaints. */
export const COMPLAINT_FORM_LINK = `${paths.complaints}#complaint-form-heading`;

export const accessibilityPage = {
  title: 'Accessibility statement',
  summary:
    'How this website meets WCAG 2.2 level AA, what we know does not work well yet, and how to tell our accessibility officer or raise a complaint.',
  banner: 'Accessibility statement',
  bannerSubtitle:
    'Everyone should be able to read our pages, use our calculators and reach us, whatever device, browser or assistive technology they use.',
  /** The date of the last review (India's calendar): for machines, and as the page shows it. */
  lastReviewed: { iso: '2026-11-24', shown: '24 November 2026' },
  conformanceHeading: 'Our standard',
  conformance: [
    `This website aims to conform to the Web Content Accessibility Guidelines (${CONFORMANCE.standard}) at level ${CONFORMANCE.level}, as SEBI's circulars on digital accessibility ask of every investor-facing website. We describe it as ${CONFORMANCE.status.toLowerCase()}: ${
      CONFORMANCE.status === 'Fully conformant'
        ? 'an IAAP-certified auditor has audited it, and we know of no part that falls short.'
        : `${AUDITED ? '' : 'it has not yet been audited by an IAAP-certified auditor, and '}the parts we know fall short are listed below under “Known issues”, each with the date we found it.`
    }`,
    'Every page of the sitemap and every screen of the signed-in dashboard and staff area is checked automatically against the WCAG 2.2 A and AA rules before each release. Besides, we test that every form, calculator and dashboard tab can be used with a keyboard alone, that the place of the keyboard focus is always visible, that buttons and links are large enough to tap (24 by 24 pixels at least), that the pages can be read at 400 % zoom on a screen 320 pixels wide without scrolling sideways, and that the calculators’ charts have their figures in text as well. Automatic checks find only some problems, so please tell us of any you meet.',
  ],
  featuresHeading: 'What you can expect',
  features: [
    'Pages that work with screen readers and voice control: headings, landmarks and labelled form fields.',
    'A “Skip to main content” link at the top of every page, and a visible outline on whatever has the keyboard focus.',
    'Text with enough contrast against its background, and nothing said by colour alone: each chart has its figures in a table or in words.',
    'Text you can enlarge to 200 % and pages you can zoom to 400 % without losing content or scrolling sideways, except inside wide data tables.',
    'No time limits on forms, and no content that flashes or moves on its own.',
  ],
  limitationsHeading: 'Known issues',
  limitationsLead:
    'These are the parts we know are not as good as they should be, each with the date we found it, and what we are doing about them. To report another, write to the nodal officer below or raise a complaint.',
  officerHeading: 'Our accessibility nodal officer',
  officerLead:
    'Write to or call our accessibility nodal officer about anything on this website that you cannot use, or to ask for a page or document in another format.',
  complaintHeading: 'Raise an accessibility complaint',
  complaint: [
    `Use our complaint form and choose “${CATEGORY_LABELS.accessibility}” as what your complaint is about, or write to the nodal officer above. Every complaint gets a ticket number.`,
    `We answer an accessibility complaint as we answer every complaint: as soon as we can, and within ${RESPONSE_DAYS} calendar days of receiving it. Tell us the page, what you were trying to do and the device, browser or assistive technology you use, and we will also help you with whatever you were trying to do in another way meanwhile.`,
    `If you are not satisfied with our answer, you may escalate your complaint to SEBI's SCORES 2.0 portal, where “Accessibility” is a category, and then to the SMART ODR portal: the complaints page explains each step.`,
  ],
  complaintLink: 'Lodge an accessibility complaint',
  auditsHeading: 'Audits of this website',
  auditsLead:
    'SEBI asks every investor-facing website to be audited for accessibility by an IAAP-certified auditor, to report what was fixed, and to be audited again every year.',
  auditLabels: {
    lastAudit: 'Last audit',
    auditor: 'Auditor',
    remediationReport: 'Remediation report',
    nextAuditDue: 'Next audit due by',
  },
  /** The circulars the statement follows (shared/compliance/sources.ts). */
  sources: [
    'accessibility-2025-07',
    'accessibility-2025-08',
    'accessibility-2025-09',
    'accessibility-2025-12',
  ] as readonly SourceId[],
  reviewHeading: 'About this statement',
  review: (date: string) =>
    `This statement was last reviewed on ${date}, against the website as it was then, by the team that builds it, using automated WCAG 2.2 checks on every page and tests by keyboard. We review it whenever the website changes in a way you would notice, and at least once a year. ${brand.name} will have the website audited each year as SEBI requires.`,
} as const;
