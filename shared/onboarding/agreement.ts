/**
 * The onboarding's last step (issue 36, item 3): the investment advisory agreement, rendered from
 * the dated template ('@meridian/shared/compliance', agreement-template.ts) with the terms staff
 * offer (fee mode and amount, within SEBI's caps: fee-rules.ts) and the client's own record (their
 * declaration, the risk profile version accepted, the suitability recorded on it). The text
 * rendered is what is signed: its hash (SHA-256 of `agreementText`) is kept on the signed record,
 * and the dashboard, the signing function and the PDF all render it here, so they cannot differ.
 * Pure.
 */
import { istDate } from '../complaints/desk';
import {
  AGREEMENT_TEMPLATE,
  breaches,
  longDate,
  PAYING_HEADING,
  payingClauses,
  type FeeCase,
  type FeeMode,
} from '../compliance';
import { brand } from '../src/config/brand';
import { formatRupees } from '../src/format/rupee';
import { DECLARATION_TEXT, maskedPan } from './declaration';
import type { AgreementEnding } from './ending';
import { RISK_CATEGORY_WORDS, scoreRisk } from './risk-profile';

/** What staff offer: the client's kind and the fee (agreements/{uid}.terms). */
export interface AgreementTerms {
  /** SEBI's fee caps protect individual and HUF clients who are not accredited investors. */
  clientKind: 'individual' | 'huf';
  feeKind: FeeMode['kind'];
  /** Rupees a year (fixed) or percent a year of the assets under advice (assets). */
  feeAmount: number;
  /** The family's assets under advice, in rupees (what a percentage is taken of). */
  assetsUnderAdvice: number;
  /** Quarters billed at a time, in advance: 1 to 4. */
  quartersBilled: number;
  /** Whether the client agrees to pay in advance (each bill is for the quarters ahead). */
  advanceAgreed: boolean;
}

/** Who signs, and the record the agreement rests on (dates as shown: '29 November 2026'). */
export interface AgreementParties {
  clientName: string;
  clientEmail: string;
  /** The PAN as shown (maskedPan). */
  pan: string;
  declaredOn: string;
  riskProfile: { id: string; category: string; acceptedOn: string };
  suitability: { id: string; service: string; recordedOn: string };
}

export interface RenderedAgreement {
  templateVersion: string;
  title: string;
  sections: readonly { heading: string; paragraphs: readonly string[] }[];
}

/** The fee case of the terms, as the fee rules read it. */
export function feeCaseOf(terms: AgreementTerms): FeeCase {
  return {
    mode:
      terms.feeKind === 'fixed'
        ? { kind: 'fixed', perYear: terms.feeAmount }
        : { kind: 'assets', percentPerYear: terms.feeAmount },
    assetsUnderAdvice: terms.assetsUnderAdvice,
    quartersBilled: terms.quartersBilled,
    advanceAgreed: terms.advanceAgreed,
    client: { kind: terms.clientKind, accredited: false },
  };
}

/** What is wrong with offered terms, beside the field it concerns: empty when they are within SEBI's rules. */
export function termsProblems(
  terms: AgreementTerms,
): Partial<Record<'feeAmount' | 'assetsUnderAdvice' | 'quartersBilled', string>> {
  const found: Partial<Record<'feeAmount' | 'assetsUnderAdvice' | 'quartersBilled', string>> = {};
  if (terms.feeKind === 'assets' && !(terms.assetsUnderAdvice > 0))
    found.assetsUnderAdvice = 'Enter the assets under advice, in rupees: the fee is a percentage of them.';
  else if (!Number.isInteger(terms.assetsUnderAdvice) || terms.assetsUnderAdvice < 0)
    found.assetsUnderAdvice = 'Enter the assets under advice in whole rupees.';
  for (const breach of breaches(feeCaseOf(terms))) {
    if (breach === 'no fee') found.feeAmount = 'Enter the fee: more than nothing.';
    else if (breach === 'fixed fee above the yearly limit')
      found.feeAmount = 'SEBI caps a fixed fee at ₹1,51,000 a year per family.';
    else if (breach === 'fee above the percentage limit of the assets')
      found.feeAmount = 'SEBI caps a fee on assets at 2.5 % a year of the assets under advice.';
    else if (breach === 'not a billing period of one to four quarters')
      found.quartersBilled = 'Bill one to four quarters at a time.';
    else if (breach === 'billed further in advance than allowed')
      found.quartersBilled = 'Billing in advance needs the client’s agreement.';
  }
  if (terms.feeKind === 'fixed' && !found.feeAmount && !Number.isInteger(terms.feeAmount))
    found.feeAmount = 'Enter the fixed fee in whole rupees.';
  return found;
}

/** The fee in words, as the agreement states it. */
export function feeWords(terms: AgreementTerms): string {
  const fee =
    terms.feeKind === 'fixed'
      ? `a fixed fee of ${formatRupees(terms.feeAmount)} a year for the client’s family`
      : `${terms.feeAmount} % a year of the assets under advice (${formatRupees(terms.assetsUnderAdvice)} when this agreement is signed, so ${formatRupees((terms.assetsUnderAdvice * terms.feeAmount) / 100)} a year)`;
  const billed =
    terms.quartersBilled === 1
      ? 'billed each quarter at its start, in advance, as the client agrees'
      : `billed ${terms.quartersBilled} quarters at a time, in advance, as the client agrees`;
  return `The client pays ${fee}, ${billed}, plus GST at the rate in force.`;
}

/** Stored terms as read (agreements/{uid}.terms): what is not of the shape reads as nothing. */
export function readAgreementTerms(value: unknown): AgreementTerms {
  const terms: Record<string, unknown> = typeof value === 'object' && value !== null ? { ...value } : {};
  const number = (item: unknown): number => (typeof item === 'number' ? item : 0);
  return {
    clientKind: terms.clientKind === 'huf' ? 'huf' : 'individual',
    feeKind: terms.feeKind === 'assets' ? 'assets' : 'fixed',
    feeAmount: number(terms.feeAmount),
    assetsUnderAdvice: number(terms.assetsUnderAdvice),
    quartersBilled: number(terms.quartersBilled),
    advanceAgreed: terms.advanceAgreed === true,
  };
}

/** An instant as the agreement writes dates: its IST day, '29 November 2026'. */
export const agreementDate = (instant: number): string => longDate(istDate(instant));

/** The stored records an agreement is rendered from, as read (times in ms). */
export interface AgreementSources {
  displayName: string;
  email: string;
  declaration: { pan: string; at: number };
  profile: { id: string; answers: Readonly<Record<string, string>>; acceptedAt: number };
  suitability: { id: string; service: string; at: number };
}

/**
 * The parties of the agreement from the records themselves: the one way the dashboard and the
 * signing function both write them, so the text each renders is the same to the character. Null
 * when the stored answers no longer make a profile.
 */
export function agreementPartiesOf(sources: AgreementSources): AgreementParties | null {
  const result = scoreRisk(sources.profile.answers);
  if (!result) return null;
  return {
    clientName: sources.displayName.trim() || sources.email,
    clientEmail: sources.email,
    pan: maskedPan(sources.declaration.pan),
    declaredOn: agreementDate(sources.declaration.at),
    riskProfile: {
      id: sources.profile.id,
      category: RISK_CATEGORY_WORDS[result.category].name,
      acceptedOn: agreementDate(sources.profile.acceptedAt),
    },
    suitability: {
      id: sources.suitability.id,
      service: sources.suitability.service,
      recordedOn: agreementDate(sources.suitability.at),
    },
  };
}

/**
 * What the client is told of an offer made on an older template: it is not signed on today's
 * words, which it did not offer (the dashboard and the signing function alike).
 */
export const TEMPLATE_CHANGED =
  'The agreement’s words have changed since we prepared yours. We will prepare it again and tell you when it is ready.';

/** Whether an offer was made on the template in force (AGREEMENT_TEMPLATE.version). */
export function onCurrentTemplate(offer: { templateVersion: string }): boolean {
  return offer.templateVersion === AGREEMENT_TEMPLATE.version;
}

/** The agreement as the client reads and signs it. */
export function renderAgreement(parties: AgreementParties, terms: AgreementTerms): RenderedAgreement {
  const t = AGREEMENT_TEMPLATE;
  return {
    templateVersion: t.version,
    title: t.title,
    sections: [
      {
        heading: 'The parties',
        paragraphs: [
          `The Investment Adviser: ${brand.registration.legalName.value}, SEBI registration ${brand.registration.number.value}.`,
          `The client: ${parties.clientName} (${parties.clientEmail}, PAN ${parties.pan}), ${terms.clientKind === 'huf' ? 'a Hindu undivided family' : 'an individual'}.`,
        ],
      },
      { heading: 'The client’s consent', paragraphs: [...t.consent] },
      {
        heading: 'The client’s declarations',
        paragraphs: [
          `Made on ${parties.declaredOn}: ${DECLARATION_TEXT}`,
          `The client accepted their risk profile (${parties.riskProfile.category}, version ${parties.riskProfile.id}) on ${parties.riskProfile.acceptedOn}.`,
        ],
      },
      {
        heading: 'The service and why it suits the client',
        paragraphs: [
          `${parties.suitability.service}. Its suitability for the client’s accepted risk profile was recorded on ${parties.suitability.recordedOn} (record ${parties.suitability.id}).`,
        ],
      },
      { heading: 'The fee', paragraphs: [feeWords(terms)] },
      { heading: PAYING_HEADING, paragraphs: payingClauses() },
      { heading: 'The Investment Adviser’s declarations', paragraphs: [...t.firmDeclarations] },
      { heading: t.mitc.heading, paragraphs: t.mitc.clauses.map((clause, index) => `${index + 1}. ${clause}`) },
    ],
  };
}

/** The agreement as one text, the exact characters whose SHA-256 the signed record keeps. */
export function agreementText(agreement: RenderedAgreement): string {
  return [
    `${agreement.title} (template ${agreement.templateVersion})`,
    ...agreement.sections.map((section) => [section.heading, ...section.paragraphs].join('\n')),
  ].join('\n\n');
}

/**
 * The stages of an agreement: offered by staff, signed by the client (by the signing function
 * only), and ended by staff, with what it refunds (ending.ts).
 */
export type AgreementState = 'offered' | 'signed' | 'ended';

/** agreements/{uid} as stored. */
export interface AgreementDocument {
  state: AgreementState;
  templateVersion: string;
  terms: AgreementTerms;
  /** The accepted risk profile version and the suitability record it rests on. */
  riskProfileId: string;
  suitabilityId: string;
  preparedBy: string;
  preparedAt: unknown;
  signed: SignedRecord | null;
  /** Only once a signed agreement has ended (ending.ts). */
  ended?: AgreementEnding;
}

/** What a signature leaves: the hash of the text signed, who signed, how and when. */
export interface SignedRecord {
  /** SHA-256 of agreementText, hex. */
  hash: string;
  method: string;
  signerUid: string;
  signerEmail: string;
  signerName: string;
  at: unknown;
}

/** suitability/{uid}/records/{id}: an adviser's record of why the service suits the accepted profile. */
export interface SuitabilityDocument {
  /** The accepted risk profile version it rests on (riskProfiles/{uid}/versions/{id}). */
  profileVersion: string;
  service: string;
  reason: string;
  by: string;
  at: unknown;
}

/** The services an adviser may record as suiting a client (one line each, as the agreement names them). */
export const ADVISORY_SERVICES = [
  'Financial planning and investment advice',
  'Investment advice on mutual funds and bonds',
  'Retirement planning and investment advice',
] as const;

/** A suitability reason's bounds (firestore.rules keeps the same). */
export const SUITABILITY_REASON = { min: 40, max: 2000 } as const;

/** The signing's one-time code: six digits, valid ten minutes, five tries (functions/src/onboarding). */
export const SIGNING_CODE = { digits: 6, validMinutes: 10, tries: 5, perHour: 5 } as const;

/** The signing function (functions/src/onboarding): POST, with the signed-in person's ID token. */
export const AGREEMENT_PATH = '/api/agreement';

/**
 * What the dashboard sends: ask for a one-time code, or sign with it; both name the hash of the
 * text the client has open (`shownHash`), so that a code signs only the agreement they read.
 */
export type AgreementRequest =
  { action: 'send-code'; shownHash: string } | { action: 'sign'; shownHash: string; code: string };

/** Why the function refused. */
export type AgreementRefusal =
  'session' | 'unverified' | 'not-ready' | 'changed' | 'invalid' | 'code' | 'limited' | 'unavailable';

/** What it answers: the code sent (to where, for how long), the signature made, or a refusal in words. */
export type AgreementAnswer =
  | { ok: true; sentTo: string; validMinutes: number }
  | { ok: true; signed: { hash: string; at: number } }
  | { ok: false; reason: AgreementRefusal; message: string };

/** The one-time code as typed, as it is checked: digits only. */
export const cleanCode = (typed: string): string => typed.replace(/\s+/g, '');

/** What is wrong with a code as typed, or undefined when it has the code's form. */
export function codeProblem(typed: string): string | undefined {
  const code = cleanCode(typed);
  if (code === '') return 'Enter the code from the email we sent you.';
  if (!new RegExp(`^[0-9]{${SIGNING_CODE.digits}}$`).test(code))
    return `The code is ${SIGNING_CODE.digits} digits, as in the email.`;
  return undefined;
}
