/**
 * '@meridian/shared/disclosures': what SEBI asks an investment adviser's website to disclose on
 * every page, read from the brand module (shared/src/config/brand.ts, the one place the firm's
 * facts live) and the standard texts (standard-texts.ts), and the check that keeps placeholders
 * out of a production build. Pure: no React, no browser API, so build files use it too.
 */
import { brand, type Fact, type Officer, shown } from '../src/config/brand';

export { STANDARD_TEXTS } from './standard-texts';
export type { Fact, Officer };

/** One line of the registration disclosure: e.g. { label: 'CIN', value: 'U00000KA2024PTC000000' }. */
export interface DisclosureRow {
  label: string;
  value: string;
}

/** A SEBI investment-adviser registration number: `INA` followed by nine digits. */
export function isRegistrationNumber(value: string): boolean {
  return /^INA\d{9}$/.test(value);
}

/** The registration facts in the order the Investor Charter lists them, as the footer shows them. */
export function registrationRows(facts: typeof brand = brand): DisclosureRow[] {
  const { registration } = facts;
  return [
    { label: 'Name as registered', value: shown(registration.legalName) },
    { label: 'Type of registration', value: shown(registration.type) },
    { label: 'SEBI registration no.', value: shown(registration.number) },
    { label: 'Validity', value: shown(registration.validity) },
    { label: 'CIN', value: shown(registration.cin) },
    { label: 'BSE enlistment no.', value: shown(registration.bseEnlistment) },
    {
      label: 'Registered office',
      value: `${facts.address.lines.join(', ')}. Phone ${facts.phone.display}`,
    },
    { label: 'Associated SEBI office', value: shown(registration.sebiOffice) },
  ];
}

/** What every email the firm sends ends with: who sends it, its registration line and where to write. */
export interface MailFooterFacts {
  firmName: string;
  /** e.g. 'Meridian Wealth Advisors Private Limited · SEBI Registered Investment Adviser · Reg. No. INA…' */
  registrationLine: string;
  address: string;
  email: string;
  grievanceEmail: string;
}

export function mailFooterFacts(facts: typeof brand = brand): MailFooterFacts {
  const { registration } = facts;
  return {
    firmName: facts.name,
    registrationLine: `${shown(registration.legalName)} · ${facts.registeredAs} · Reg. No. ${shown(registration.number)}`,
    address: facts.address.lines.join(', '),
    email: facts.email,
    grievanceEmail: facts.grievanceEmail,
  };
}

/** The officers the footer names, and the data protection contact after them. */
export function contactPeople(facts: typeof brand = brand): readonly Officer[] {
  return [...facts.officers, facts.dataProtection];
}

/** A fact as a page shows it, for a person's name, email or phone. */
export { shown };

/** What the footer says while the brand's facts are a demo firm's (never in a production build). */
export const DEMO_FIRM_LINE =
  'A demonstration website of a fictional firm: its registrations, people and numbers are invented.';

/** Where a placeholder sits in the brand facts, and what it says now. */
export interface PlaceholderFound {
  /** e.g. 'brand.registration.number' */
  path: string;
  value: string;
}

const RESERVED_DOMAIN = /[@./]([a-z0-9-]+\.)*example(\/|$|\s|")/i;

/** What a marked object says now: its first text (or list of texts). */
function describe(value: object): string {
  for (const item of Object.values(value)) {
    if (typeof item === 'string') return item;
    if (Array.isArray(item) && item.every((line) => typeof line === 'string')) return item.join(', ');
  }
  return '';
}

/**
 * Every placeholder left in a set of facts: an object marked `placeholder: true`, a text that says
 * "(placeholder)" (content written by hand), and an address at a reserved `.example` domain
 * (which can never be real).
 * A production build refuses while this list is not empty.
 */
export function listPlaceholders(value: unknown, path = 'brand'): PlaceholderFound[] {
  if (typeof value === 'string') {
    return value.includes('(placeholder)') || RESERVED_DOMAIN.test(value) ? [{ path, value }] : [];
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => listPlaceholders(item, `${path}[${index}]`));
  if (value && typeof value === 'object') {
    const own: PlaceholderFound[] =
      'placeholder' in value && value.placeholder === true ? [{ path, value: describe(value) }] : [];
    const inner = Object.entries(value).flatMap(([key, item]) => listPlaceholders(item, `${path}.${key}`));
    // A marked fact's value is the same placeholder: name it once.
    return [...own, ...inner.filter((found) => !own.length || found.path !== `${path}.value`)];
  }
  return [];
}

/** The placeholders a production build refuses, in the brand module and the standard texts. */
export function sitePlaceholders(): PlaceholderFound[] {
  return listPlaceholders(brand, 'brand');
}

/** True for a Firebase project id that is a real project: not empty (the default) and not `demo-…`. */
export function isProductionProject(projectId: string | undefined): boolean {
  const id = projectId?.trim() ?? '';
  return id !== '' && !id.startsWith('demo-');
}

/**
 * Why a build must stop: a production build (a real Firebase project) with placeholders left,
 * each named with what it says now; undefined when the build may go on (the emulators' demo
 * project keeps its placeholders).
 */
export function placeholderRefusal(
  projectId: string | undefined,
  found: readonly PlaceholderFound[],
): string | undefined {
  if (!isProductionProject(projectId) || found.length === 0) return undefined;
  const lines = found.map((item) => `  - ${item.path}: ${item.value}`);
  return [
    `A production build (Firebase project "${projectId?.trim() ?? ''}") cannot ship placeholders. Replace each in shared/src/config/brand.ts and remove its marker:`,
    ...lines,
  ].join('\n');
}
