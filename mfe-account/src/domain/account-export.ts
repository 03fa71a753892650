/**
 * "Download my data": everything the site keeps about a person, as one JSON document. Pure:
 * the documents are passed in as read; Firestore times become ISO dates.
 */
import { isStoredTime, storedDate } from '@meridian/shared';

export interface AccountData {
  profile: unknown;
  preferences: unknown;
  activities: readonly unknown[];
  calculations: readonly unknown[];
  consents: readonly unknown[];
  /** Complaints lodged while signed in (complaints where uid is theirs). */
  complaints: readonly unknown[];
  /** Grievances to the data protection officer. */
  grievances: readonly unknown[];
  /** The nominee (nominees/{uid}), or null. */
  nominee: unknown;
  /** Comments on the blog, whatever their status (comments where uid is theirs). */
  comments: readonly unknown[];
  /** The emails the firm sent for the account (mail where uid is theirs), with their delivery. */
  mail: readonly unknown[];
  /** The declaration of advice, not distribution, with the PAN (declarations/{uid}), or null. */
  declaration: unknown;
  /** Every answering of the risk questionnaire (riskProfiles/{uid}/versions), with its acceptance. */
  riskProfiles: readonly unknown[];
  /** The adviser's records of why the service suits them (suitability/{uid}/records). */
  suitability: readonly unknown[];
  /** The advisory agreement offered or signed (agreements/{uid}), or null. */
  agreement: unknown;
}

/** A value with Firestore's timestamps (isStoredTime) written as ISO dates, all else as is. */
export function toPlainJson(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toPlainJson);
  if (isStoredTime(value)) return storedDate(value)?.toISOString() ?? null;
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, toPlainJson(item)]));
  }
  return value;
}

export function buildAccountExport(data: AccountData, exportedAt: Date, firm: string) {
  return {
    about: `Everything ${firm} keeps about your account, as of ${exportedAt.toISOString()}.`,
    exportedAt: exportedAt.toISOString(),
    profile: toPlainJson(data.profile),
    preferences: toPlainJson(data.preferences),
    activities: toPlainJson(data.activities),
    savedCalculations: toPlainJson(data.calculations),
    consents: toPlainJson(data.consents),
    complaints: toPlainJson(data.complaints),
    dataProtectionGrievances: toPlainJson(data.grievances),
    nominee: toPlainJson(data.nominee),
    blogComments: toPlainJson(data.comments),
    emailsSent: toPlainJson(data.mail),
    advisoryDeclaration: toPlainJson(data.declaration),
    riskProfiles: toPlainJson(data.riskProfiles),
    suitability: toPlainJson(data.suitability),
    advisoryAgreement: toPlainJson(data.agreement),
  };
}

/** The file's name: meridian-account-data-2026-11-23.json. */
export function exportFileName(exportedAt: Date): string {
  return `meridian-account-data-${exportedAt.toISOString().slice(0, 10)}.json`;
}
