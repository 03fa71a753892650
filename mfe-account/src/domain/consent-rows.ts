import { CONSENT_PURPOSES, isRecord, type ConsentPurpose } from '@meridian/shared';

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
  /**
   * In use with no record of consent either way: an account opened before consents were
   * recorded (the site uses a purpose until it is withdrawn). The person is asked for it once.
   */
  unrecorded: boolean;
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
      unrecorded: given === null && !isWithdrawn,
    };
  });
}

/** The withdrawn list after withdrawing `purpose` (each once, in CONSENT_PURPOSES' order). */
export function withdrawnAfter(withdrawn: readonly ConsentPurpose[], purpose: ConsentPurpose): ConsentPurpose[] {
  return CONSENT_PURPOSES.filter((item) => item === purpose || withdrawn.includes(item));
}

/** The consents as the Privacy tab shows them: a row per purpose, and the purposes withdrawn now. */
export interface ShownConsents {
  rows: ConsentRow[];
  withdrawn: ConsentPurpose[];
}

const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

const isPurpose = (value: unknown): value is ConsentPurpose =>
  typeof value === 'string' && (CONSENT_PURPOSES as readonly string[]).includes(value);

/** One row as this device kept it for `purpose`, consistent with `withdrawn`, or null when it is not one. */
function readKeptRow(kept: unknown, purpose: ConsentPurpose, withdrawn: readonly ConsentPurpose[]): ConsentRow | null {
  if (!isRecord(kept) || kept.purpose !== purpose) return null;
  const { given, withdrawnAt, active } = kept;
  let read: ConsentRow['given'] = null;
  if (given !== null) {
    if (!isRecord(given) || typeof given.noticeVersion !== 'string') return null;
    if (given.at !== null && !isTime(given.at)) return null;
    read = { at: given.at, noticeVersion: given.noticeVersion };
  }
  const isWithdrawn = withdrawn.includes(purpose);
  if (withdrawnAt !== null && (!isTime(withdrawnAt) || !isWithdrawn)) return null;
  // As consentRows makes it: in force when given and not withdrawn since.
  if (active !== (read !== null && !isWithdrawn)) return null;
  return { purpose, given: read, withdrawnAt, active, unrecorded: read === null && !isWithdrawn };
}

/**
 * The consents as this device kept them (ShownConsents written as JSON), or null when any part is
 * not what this release reads: a row for each purpose of CONSENT_PURPOSES, in its order, each as
 * consentRows makes it, and the purposes withdrawn, each once.
 */
export function readKeptConsents(kept: unknown): ShownConsents | null {
  if (!isRecord(kept) || !Array.isArray(kept.rows) || !Array.isArray(kept.withdrawn)) return null;
  const withdrawn: ConsentPurpose[] = [];
  for (const purpose of kept.withdrawn) {
    if (!isPurpose(purpose) || withdrawn.includes(purpose)) return null;
    withdrawn.push(purpose);
  }
  if (kept.rows.length !== CONSENT_PURPOSES.length) return null;
  const rows: ConsentRow[] = [];
  for (const [index, purpose] of CONSENT_PURPOSES.entries()) {
    const row = readKeptRow(kept.rows[index], purpose, withdrawn);
    if (!row) return null;
    rows.push(row);
  }
  return { rows, withdrawn };
}
