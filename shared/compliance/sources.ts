/**
 * Every regulatory instrument the site cites, in one dated list (issue 35, item 3): a page that
 * names a circular takes its title, number, date and link from here (`cite`, `sourceLink`), never
 * types them. When SEBI replaces an instrument, the compliance officer marks the old one
 * `supersededBy` the new one and adds the new one; a unit test (sources-cited.test.ts) then fails
 * for every file of the site that still cites the old one, by id or by its date.
 *
 * A number or address not yet confirmed against SEBI's website is a placeholder (`placeholder:
 * true`): pages show it marked, and a production build refuses it, as it refuses the brand's.
 * Facts from ../../../shared/notes/regulation.md (corrected 28 November 2026).
 */
import type { Fact } from '../src/config/brand';
import { MONTH_NAMES } from '../src/format/months';

/** The date this list was last checked against SEBI's website. */
export const SOURCES_UPDATED = { iso: '2026-11-28', shown: '28 November 2026' } as const;

export type SourceId =
  | 'ia-master-circular-2025'
  | 'ia-master-circular-2026'
  | 'investor-charter-2025'
  | 'mitc-fees-2025-02'
  | 'fees-advance-2025-04'
  | 'validated-upi-2025'
  | 'advertisement-code-2023'
  | 'basl-standard-text-2023'
  | 'complaints-on-website-2021'
  | 'odr-2023'
  | 'social-media-2026'
  | 'ai-disclosure-2025'
  | 'accessibility-2025-07'
  | 'accessibility-2025-08'
  | 'accessibility-2025-09'
  | 'accessibility-2025-12';

/** One instrument: what a citation shows, and what it governs on this site. */
export interface Source {
  /** e.g. 'Master Circular for Investment Advisers' */
  title: string;
  /** Who issued it. */
  issuer: 'SEBI' | 'BSE Administration & Supervision Ltd (BASL)';
  /** Its number as SEBI prints it, e.g. 'SEBI/HO/MIRSD/MIRSD-PoD/P/CIR/2025/48'. */
  number: Fact;
  /** Its date, ISO (India's calendar). */
  date: string;
  /** Where to read it. */
  link: Fact;
  /** What it governs on this site, in a line. */
  governs: string;
  /** The instrument that replaced it: a page must no longer cite this one. */
  supersededBy?: SourceId;
  /** An instrument that changed part of it (this one stays in force). */
  amendedBy?: SourceId;
}

const unconfirmed = (value: string): Fact => ({ value, placeholder: true });
const confirmed = (value: string): Fact => ({ value });
/** SEBI's list of circulars: the address until the instrument's own page is confirmed. */
const SEBI_CIRCULARS = 'https://www.sebi.gov.in/sebiweb/home/HomeAction.do?doListing=yes&sid=1&ssid=7&smid=0';
const TO_CONFIRM = 'number to be confirmed';

export const SOURCES: Readonly<Record<SourceId, Source>> = {
  'ia-master-circular-2025': {
    title: 'Master Circular for Investment Advisers',
    issuer: 'SEBI',
    number: unconfirmed(TO_CONFIRM),
    date: '2025-06-27',
    link: unconfirmed(SEBI_CIRCULARS),
    governs: 'The consolidated rules for investment advisers, until 6 February 2026.',
    supersededBy: 'ia-master-circular-2026',
  },
  'ia-master-circular-2026': {
    title: 'Master Circular for Investment Advisers',
    issuer: 'SEBI',
    number: unconfirmed(TO_CONFIRM),
    date: '2026-02-06',
    link: unconfirmed(SEBI_CIRCULARS),
    governs:
      'The consolidated rules for investment advisers: registration disclosures, the Investor Charter, complaint handling and the monthly complaint data, fees.',
  },
  'investor-charter-2025': {
    title: 'Investor Charter for Investment Advisers',
    issuer: 'SEBI',
    number: unconfirmed(TO_CONFIRM),
    date: '2025-06-02',
    link: unconfirmed(SEBI_CIRCULARS),
    governs: 'The Investor Charter this site shows at /investor-charter, and the registration details on every page.',
  },
  'mitc-fees-2025-02': {
    title: 'Most Important Terms and Conditions (MITC) for investment advisers',
    issuer: 'SEBI',
    number: unconfirmed(TO_CONFIRM),
    date: '2025-02-17',
    link: unconfirmed(SEBI_CIRCULARS),
    governs: 'The fee limits: ₹1,51,000 a year per family, or 2.5 % a year of assets under advice.',
    amendedBy: 'fees-advance-2025-04',
  },
  'fees-advance-2025-04': {
    title: 'Guidelines for investment advisers: fees in advance (amending the MITC)',
    issuer: 'SEBI',
    number: confirmed('SEBI/HO/MIRSD/MIRSD-PoD/P/CIR/2025/48'),
    date: '2025-04-02',
    link: unconfirmed(SEBI_CIRCULARS),
    governs:
      'Fees in advance for up to one year if the client agrees; the refund less a breakage fee of at most one quarter’s fee; the limits apply to individual and HUF clients who are not accredited investors.',
  },
  'validated-upi-2025': {
    title: 'Validated UPI handles for collection of funds by SEBI-registered intermediaries',
    issuer: 'SEBI',
    number: confirmed('SEBI/HO/DEPA-II/DEPA-II_SRG/P/CIR/2025/86'),
    date: '2025-06-11',
    link: unconfirmed(SEBI_CIRCULARS),
    governs: 'The firm’s validated UPI ID (name.ia@valid<bank>) and QR code, and SEBI Check, from 1 October 2025.',
  },
  'advertisement-code-2023': {
    title: 'Advertisement code for investment advisers',
    issuer: 'SEBI',
    number: unconfirmed(TO_CONFIRM),
    date: '2023-04-05',
    link: unconfirmed(SEBI_CIRCULARS),
    governs: 'What the site may say (no assured returns, no past performance, no superlatives) and the standard texts.',
  },
  'basl-standard-text-2023': {
    title: 'Notice on the standard text for investment advisers',
    issuer: 'BSE Administration & Supervision Ltd (BASL)',
    number: unconfirmed(TO_CONFIRM),
    date: '2023-05-26',
    link: unconfirmed('https://www.bseindia.com/'),
    governs: 'The “Registration granted by SEBI…” text in the footer of every page.',
  },
  'complaints-on-website-2021': {
    title: 'Redressal of complaints against investment advisers',
    issuer: 'SEBI',
    number: unconfirmed(TO_CONFIRM),
    date: '2021-12-13',
    link: unconfirmed(SEBI_CIRCULARS),
    governs: 'A way to lodge a complaint with the firm, and a link to SCORES, on the website.',
  },
  'odr-2023': {
    title: 'Online resolution of disputes in the Indian securities market',
    issuer: 'SEBI',
    number: unconfirmed(TO_CONFIRM),
    date: '2023-07-31',
    link: unconfirmed(SEBI_CIRCULARS),
    governs: 'The link to the SMART ODR portal on the home page.',
  },
  'social-media-2026': {
    title: 'Use of social media by registered intermediaries',
    issuer: 'SEBI',
    number: unconfirmed(TO_CONFIRM),
    date: '2026-02-26',
    link: unconfirmed(SEBI_CIRCULARS),
    governs: 'The registered name and number on every post and share preview, and the page listing every registration.',
  },
  'ai-disclosure-2025': {
    title: 'Guidelines for investment advisers (disclosure of the use of AI tools)',
    issuer: 'SEBI',
    number: unconfirmed(TO_CONFIRM),
    date: '2025-01-08',
    link: unconfirmed(SEBI_CIRCULARS),
    governs: 'Telling clients the extent of the firm’s use of AI tools.',
  },
  'accessibility-2025-07': {
    title: 'Rights of persons with disabilities: digital accessibility of regulated entities’ platforms',
    issuer: 'SEBI',
    number: unconfirmed(TO_CONFIRM),
    date: '2025-07-31',
    link: unconfirmed(SEBI_CIRCULARS),
    governs: 'WCAG AA for every investor-facing platform, a nodal officer, an accessibility grievance route, audits.',
  },
  'accessibility-2025-08': {
    title: 'Digital accessibility: clarifications',
    issuer: 'SEBI',
    number: unconfirmed(TO_CONFIRM),
    date: '2025-08-29',
    link: unconfirmed(SEBI_CIRCULARS),
    governs: 'The accessibility circular’s scope and timelines.',
  },
  'accessibility-2025-09': {
    title: 'Digital accessibility: further clarifications',
    issuer: 'SEBI',
    number: unconfirmed(TO_CONFIRM),
    date: '2025-09-25',
    link: unconfirmed(SEBI_CIRCULARS),
    governs:
      'The first audit by an IAAP-certified auditor (by 30 April 2026), the remediation report (by 31 July 2026), yearly audits from 30 April 2027.',
  },
  'accessibility-2025-12': {
    title: 'Digital accessibility: investors’ right to digital accessibility',
    issuer: 'SEBI',
    number: unconfirmed(TO_CONFIRM),
    date: '2025-12-08',
    link: unconfirmed(SEBI_CIRCULARS),
    governs: 'An “Investors’ right to digital accessibility” to be added to the Investor Charter.',
  },
};

export const SOURCE_IDS = Object.keys(SOURCES) as SourceId[];

/** An ISO date as the site writes dates: '2025-04-02' → '2 April 2025'. */
export function longDate(iso: string): string {
  const [year = 0, month = 0, day = 0] = iso.split('-').map(Number);
  return `${day} ${MONTH_NAMES[month - 1] ?? ''} ${year}`;
}

/** A source by id; throws for one that is superseded, so no page can show it. */
export function source(id: SourceId): Source {
  const found = SOURCES[id];
  if (found.supersededBy) {
    throw new Error(`The source ${id} is superseded by ${found.supersededBy}: cite that one.`);
  }
  return found;
}

/** A citation in words: 'SEBI circular SEBI/HO/… of 2 April 2025', 'SEBI Master Circular for Investment Advisers of 6 February 2026'. */
export function cite(id: SourceId): string {
  const found = source(id);
  const number = found.number.placeholder ? '' : ` ${found.number.value}`;
  const kind = found.title.startsWith('Master Circular')
    ? found.title
    : found.issuer === 'SEBI'
      ? 'circular'
      : 'notice';
  return `${found.issuer} ${kind}${number} of ${longDate(found.date)}`;
}

/** What a page lists under "Sources": each instrument's citation, link and what it governs. */
export interface SourceLine {
  id: SourceId;
  citation: string;
  href: string;
  /** The link is SEBI's list of circulars until the instrument's own address is confirmed. */
  linkConfirmed: boolean;
  governs: string;
}

export function sourceLines(ids: readonly SourceId[]): SourceLine[] {
  return ids.map((id) => {
    const found = source(id);
    return {
      id,
      citation: cite(id),
      href: found.link.value,
      linkConfirmed: !found.link.placeholder,
      governs: found.governs,
    };
  });
}

/** A problem with the list: the build fails naming the field. */
export function sourceProblems(sources: Readonly<Record<string, Source>> = SOURCES): string[] {
  return Object.entries(sources).flatMap(([id, item]) => {
    const at = `sources.${id}`;
    const found: string[] = [];
    if (!/^\d{4}-\d{2}-\d{2}$/.test(item.date) || Number.isNaN(Date.parse(`${item.date}T00:00:00Z`)))
      found.push(`${at}.date: "${item.date}" is not a date (YYYY-MM-DD)`);
    else if (new Date(`${item.date}T00:00:00Z`).toISOString().slice(0, 10) !== item.date)
      found.push(`${at}.date: "${item.date}" is not a day of the calendar`);
    if (!/^https:\/\/[^\s]+$/.test(item.link.value))
      found.push(`${at}.link: "${item.link.value}" is not an https address`);
    if (item.title.trim() === '') found.push(`${at}.title: empty`);
    if (item.governs.trim() === '') found.push(`${at}.governs: empty`);
    if (item.supersededBy && !(item.supersededBy in sources))
      found.push(`${at}.supersededBy: "${item.supersededBy}" is not in the list`);
    const successor = item.supersededBy ? sources[item.supersededBy] : undefined;
    if (item.supersededBy && successor && successor.date <= item.date)
      found.push(`${at}.supersededBy: "${item.supersededBy}" is not later than ${item.date}`);
    return found;
  });
}
