/**
 * The onboarding's records read back (document data → typed record): declarations/{uid},
 * riskProfiles/{uid}/versions/{id}, suitability/{uid}/records/{id} and agreements/{uid}. The one
 * reader of each: the dashboard (mfe-account data/agreement.ts, data/risk-profile.ts), the
 * Clients tab (mfe-admin data/onboarding.ts) and the signing function (functions/src/onboarding/
 * firestore-store.ts) all start here, so that the agreement the dashboard renders and hashes
 * rests on the same fields, read the same way, as the one the function signs. Pure: data that is
 * not an object of fields reads as null; a text field that is not text as '', a time that is not
 * a stored time as null (storedMillis); each caller decides what a missing time means.
 */
import { isRecord, storedMillis } from '../src/contracts/stored';
import { readAgreementTerms, type AgreementState, type AgreementTerms } from './agreement';
import { readAgreementEnding, type EndingRead } from './ending';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * Stored risk answers as read (riskProfiles/{uid}/versions/{id}.answers): each answer that is
 * text, by its question's id; one that is not text is left out, and anything but an object of
 * fields (an array too) reads as no answers.
 * @example storedAnswers({ age: '2', horizon: 3 }) // { age: '2' }
 */
export function storedAnswers(value: unknown): Record<string, string> {
  if (!isRecord(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/**
 * declarations/{uid} as read: what is shown and rendered of it. Its other fields are fixed by
 * firestore.rules (uid the id, choice 'advisory', version DECLARATION_VERSION), so none reads them.
 */
export interface StoredDeclaration {
  pan: string;
  /** When it was made; null when not a stored time. */
  at: number | null;
}

/**
 * A declaration document's data as a StoredDeclaration, or null when it is not a document's data.
 * @example readStoredDeclaration({ pan: 'ABCPE1234F', at: Timestamp })?.pan // 'ABCPE1234F'
 */
export function readStoredDeclaration(data: Readonly<Record<string, unknown>>): StoredDeclaration;
export function readStoredDeclaration(data: unknown): StoredDeclaration | null;
export function readStoredDeclaration(data: unknown): StoredDeclaration | null {
  if (!isRecord(data)) return null;
  return { pan: text(data.pan), at: storedMillis(data.at) };
}

/** riskProfiles/{uid}/versions/{id} as read: one answering of the questionnaire. */
export interface StoredRiskVersion {
  id: string;
  questionnaireVersion: string;
  answers: Record<string, string>;
  createdAt: number | null;
  /** Null until the person accepts it (or while the server's time is pending). */
  acceptedAt: number | null;
}

/**
 * A risk profile version's data, with its id, as a StoredRiskVersion, or null when it is not a
 * document's data (a version that does not exist).
 * @example readStoredRiskVersion({ answers: { age: '2' }, acceptedAt: null }, 'v1')?.answers // { age: '2' }
 */
export function readStoredRiskVersion(data: Readonly<Record<string, unknown>>, id: string): StoredRiskVersion;
export function readStoredRiskVersion(data: unknown, id: string): StoredRiskVersion | null;
export function readStoredRiskVersion(data: unknown, id: string): StoredRiskVersion | null {
  if (!isRecord(data)) return null;
  return {
    id,
    questionnaireVersion: text(data.questionnaireVersion),
    answers: storedAnswers(data.answers),
    createdAt: storedMillis(data.createdAt),
    acceptedAt: storedMillis(data.acceptedAt),
  };
}

/** suitability/{uid}/records/{id} as read: an adviser's record (SuitabilityDocument). */
export interface StoredSuitability {
  id: string;
  profileVersion: string;
  service: string;
  reason: string;
  /** The adviser's uid. */
  by: string;
  at: number | null;
}

/**
 * A suitability record's data, with its id, as a StoredSuitability, or null when it is not a
 * document's data (a record that does not exist).
 * @example readStoredSuitability({ service: 'Financial planning and investment advice', at: Timestamp }, 's1')?.id // 's1'
 */
export function readStoredSuitability(data: Readonly<Record<string, unknown>>, id: string): StoredSuitability;
export function readStoredSuitability(data: unknown, id: string): StoredSuitability | null;
export function readStoredSuitability(data: unknown, id: string): StoredSuitability | null {
  if (!isRecord(data)) return null;
  return {
    id,
    profileVersion: text(data.profileVersion),
    service: text(data.service),
    reason: text(data.reason),
    by: text(data.by),
    at: storedMillis(data.at),
  };
}

/**
 * agreements/{uid} as read (AgreementDocument): what the dashboard, the Clients tab and the
 * signing function use of it. Who prepared it and the signer's uid and name are not read back.
 */
export interface StoredAgreement {
  /** 'signed' or 'ended' as stored; any other state reads as 'offered'. */
  state: AgreementState;
  /** readAgreementTerms's: what is not of the shape reads as nothing. */
  terms: AgreementTerms;
  templateVersion: string;
  riskProfileId: string;
  suitabilityId: string;
  preparedAt: number | null;
  /** Null until signed, or when the stored signature is not an object of fields. */
  signed: { hash: string; method: string; signerEmail: string; at: number | null } | null;
  /** readAgreementEnding's, only for an ended agreement; null otherwise. */
  ended: EndingRead | null;
}

/**
 * An agreement document's data as a StoredAgreement, or null when it is not a document's data
 * (none offered).
 * @example readStoredAgreement({ state: 'drafted', terms: {} })?.state // 'offered'
 */
export function readStoredAgreement(data: Readonly<Record<string, unknown>>): StoredAgreement;
export function readStoredAgreement(data: unknown): StoredAgreement | null;
export function readStoredAgreement(data: unknown): StoredAgreement | null {
  if (!isRecord(data)) return null;
  const signed = isRecord(data.signed) ? data.signed : null;
  return {
    state: data.state === 'signed' || data.state === 'ended' ? data.state : 'offered',
    terms: readAgreementTerms(data.terms),
    templateVersion: text(data.templateVersion),
    riskProfileId: text(data.riskProfileId),
    suitabilityId: text(data.suitabilityId),
    preparedAt: storedMillis(data.preparedAt),
    signed: signed
      ? {
          hash: text(signed.hash),
          method: text(signed.method),
          signerEmail: text(signed.signerEmail),
          at: storedMillis(signed.at),
        }
      : null,
    ended: data.state === 'ended' ? readAgreementEnding(data.ended) : null,
  };
}
