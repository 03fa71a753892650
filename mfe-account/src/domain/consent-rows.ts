import { CONSENT_PURPOSES, type ConsentPurpose } from '@meridian/shared';

/** A consent record as read (consents/{id}): `at` in milliseconds, null while the server's time is pending. */
export interface ConsentRecord {
  id: string;
  noticeVersion: string;
  purposes: ConsentPurpose[];
  withdrawn: boolean;
  at: number | null;
}

/** One purpose as the Privacy tab lists it. */
export interface ConsentRow {
  purpose: ConsentPurpose;
  /** The latest consent given to it: when, on which notice; null if never. */
  given: { at: number | null; noticeVersion: string } | null;
  /** The latest withdrawal, when it is withdrawn now; null otherwise. */
  withdrawnAt: number | null;
  /** Whether it is in force now: given, and not withdrawn since (consentState's list). */
  active: boolean;
}

const latest = (records: ConsentRecord[]) =>
  records.reduce<ConsentRecord | null>(
    (best, record) => (best === null || (record.at ?? Infinity) >= (best.at ?? Infinity) ? record : best),
    null,
  );

/**
 * Each purpose of CONSENT_PURPOSES with its latest consent and, if it is withdrawn now (`withdrawn`,
 * the purposes consentState/{uid} lists), its latest withdrawal.
 */
export function consentRows(records: ConsentRecord[], withdrawn: readonly ConsentPurpose[]): ConsentRow[] {
  return CONSENT_PURPOSES.map((purpose) => {
    const about = records.filter((record) => record.purposes.includes(purpose));
    const given = latest(about.filter((record) => !record.withdrawn));
    const isWithdrawn = withdrawn.includes(purpose);
    const withdrawal = isWithdrawn ? latest(about.filter((record) => record.withdrawn)) : null;
    return {
      purpose,
      given: given ? { at: given.at, noticeVersion: given.noticeVersion } : null,
      withdrawnAt: withdrawal?.at ?? null,
      active: given !== null && !isWithdrawn,
    };
  });
}

/** The withdrawn list after withdrawing `purpose` (each once, in CONSENT_PURPOSES' order). */
export function withdrawnAfter(withdrawn: readonly ConsentPurpose[], purpose: ConsentPurpose): ConsentPurpose[] {
  return CONSENT_PURPOSES.filter((item) => item === purpose || withdrawn.includes(item));
}
