/**
 * The readable summary of what the firm holds about a person (issue 19, item 4: access), beside
 * the JSON export: each category with its values or counts as read for this person, and which of
 * Google Firebase's services see it. Pure: the documents are passed in as read
 * (../data/my-account.ts, readMyData); the words are content (../content/privacy.ts).
 */
import {
  CALCULATOR_NAMES,
  CONSENT_PURPOSES,
  readStoredProfile,
  storedMillis,
  type ConsentPurpose,
} from '@meridian/shared';
import { istDate, longDate } from '@meridian/shared/complaints';
import {
  PROCESSORS,
  PURPOSE_TEXT,
  SUMMARY_CATEGORIES,
  SUMMARY_LINES,
  SUMMARY_TEXT,
  type SummaryCategory,
} from '../content/privacy';

/** What the summary is built from: the person's documents, as read. */
export interface SummaryInput {
  profile: Record<string, unknown> | null;
  preferences: Record<string, unknown> | null;
  consents: readonly Record<string, unknown>[];
  /** The purposes withdrawn now (consentState). */
  withdrawn: readonly ConsentPurpose[];
  activities: readonly Record<string, unknown>[];
  calculations: readonly Record<string, unknown>[];
  complaints: readonly Record<string, unknown>[];
  grievances: readonly Record<string, unknown>[];
  nominee: Record<string, unknown> | null;
}

/** One category of the summary: its heading, what is held (one line each), and who sees it. */
export interface SummaryRow {
  category: SummaryCategory;
  heading: string;
  lines: string[];
  /** The processors' names. */
  seenBy: string[];
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** A stored time (storedMillis) or epoch ms, as epoch ms; null otherwise. */
function millisOf(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : storedMillis(value);
}

/** An instant as its date in India: '24 November 2026'. */
const dayOf = (millis: number): string => longDate(istDate(millis));

const isPurpose = (value: unknown): value is ConsentPurpose =>
  typeof value === 'string' && (CONSENT_PURPOSES as readonly string[]).includes(value);

const isOpen = (status: unknown): boolean => status !== 'resolved' && status !== 'answered';

function profileLines(data: Record<string, unknown> | null): string[] {
  if (!data) return [SUMMARY_LINES.noProfile];
  const profile = readStoredProfile(data);
  const lines: string[] = [];
  const name = profile.displayName.trim();
  if (name) lines.push(SUMMARY_LINES.name(name));
  const email = profile.email.trim();
  if (email) lines.push(SUMMARY_LINES.email(email));
  const birth = profile.dateOfBirth.trim();
  lines.push(birth ? SUMMARY_LINES.dateOfBirth(longDate(birth)) : SUMMARY_LINES.noDateOfBirth);
  const methods = profile.signInMethods.map((method) => SUMMARY_LINES.signInMethodNames[method] ?? method);
  if (methods.length > 0) lines.push(SUMMARY_LINES.signInMethods(methods.join(' and ')));
  if (profile.createdAt !== null) lines.push(SUMMARY_LINES.createdOn(dayOf(profile.createdAt)));
  return lines;
}

function preferenceLines(preferences: Record<string, unknown> | null): string[] {
  if (!preferences) return [SUMMARY_LINES.noPreferences];
  const lines = [SUMMARY_LINES.emailUpdates(preferences.emailNotifications === true)];
  const slug = text(preferences.defaultCalculator);
  const name = Object.hasOwn(CALCULATOR_NAMES, slug) ? CALCULATOR_NAMES[slug as keyof typeof CALCULATOR_NAMES] : '';
  if (name) lines.push(SUMMARY_LINES.defaultCalculator(name));
  return lines;
}

function consentLines(consents: readonly Record<string, unknown>[], withdrawn: readonly ConsentPurpose[]): string[] {
  const given = new Set(
    consents.flatMap((record) =>
      record.withdrawn === true || !Array.isArray(record.purposes) ? [] : record.purposes.filter(isPurpose),
    ),
  );
  const active = CONSENT_PURPOSES.filter((purpose) => given.has(purpose) && !withdrawn.includes(purpose));
  const out = CONSENT_PURPOSES.filter((purpose) => withdrawn.includes(purpose));
  const label = (purpose: ConsentPurpose) => PURPOSE_TEXT[purpose].label.toLowerCase();
  return [
    SUMMARY_LINES.consentRecords(consents.length),
    active.length > 0 ? SUMMARY_LINES.consentsActive(active.map(label).join(', ')) : SUMMARY_LINES.consentsNoneActive,
    ...(out.length > 0 ? [SUMMARY_LINES.consentsWithdrawn(out.map(label).join(', '))] : []),
  ];
}

function activityLines(activities: readonly Record<string, unknown>[]): string[] {
  if (activities.length === 0) return [SUMMARY_LINES.noSignIns];
  const times = activities.flatMap((activity) => millisOf(activity.timestamp) ?? []);
  const last = times.length > 0 ? Math.max(...times) : null;
  return [SUMMARY_LINES.signIns(activities.length), ...(last === null ? [] : [SUMMARY_LINES.lastSignIn(dayOf(last))])];
}

function calculationLines(calculations: readonly Record<string, unknown>[]): string[] {
  if (calculations.length === 0) return [SUMMARY_LINES.noCalculations];
  const names = [
    ...new Set(
      calculations.flatMap((calculation) => {
        const slug = text(calculation.calculator);
        return Object.hasOwn(CALCULATOR_NAMES, slug) ? [CALCULATOR_NAMES[slug as keyof typeof CALCULATOR_NAMES]] : [];
      }),
    ),
  ].sort((a, b) => a.localeCompare(b));
  return [
    SUMMARY_LINES.calculations(calculations.length),
    ...(names.length > 0 ? [SUMMARY_LINES.calculators(names.join(', '))] : []),
  ];
}

function nomineeLines(nominee: Record<string, unknown> | null): string[] {
  const name = nominee ? text(nominee.name) : '';
  if (!nominee || !name) return [SUMMARY_LINES.noNominee];
  const contact = [text(nominee.email), text(nominee.phone)].filter(Boolean).join(', ');
  return [
    SUMMARY_LINES.nominee(name, text(nominee.relationship)),
    ...(contact ? [SUMMARY_LINES.nomineeContact(contact)] : []),
  ];
}

/** The summary, one row per category of SUMMARY_CATEGORIES, in that order. */
export function dataSummary(input: SummaryInput): SummaryRow[] {
  const lines: Record<SummaryCategory, string[]> = {
    profile: profileLines(input.profile),
    preferences: preferenceLines(input.preferences),
    consents: consentLines(input.consents, input.withdrawn),
    activity: activityLines(input.activities),
    calculations: calculationLines(input.calculations),
    complaints:
      input.complaints.length === 0
        ? [SUMMARY_LINES.noComplaints]
        : [
            SUMMARY_LINES.complaints(
              input.complaints.length,
              input.complaints.filter((item) => isOpen(item.status)).length,
            ),
          ],
    grievances:
      input.grievances.length === 0
        ? [SUMMARY_LINES.noGrievances]
        : [
            SUMMARY_LINES.grievances(
              input.grievances.length,
              input.grievances.filter((item) => isOpen(item.status)).length,
            ),
          ],
    nominee: nomineeLines(input.nominee),
  };
  return SUMMARY_CATEGORIES.map((category) => ({
    category,
    heading: SUMMARY_TEXT[category].heading,
    lines: lines[category],
    seenBy: SUMMARY_TEXT[category].processors.map((processor) => PROCESSORS[processor].name),
  }));
}

const isTexts = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/**
 * The summary as this device kept it (SummaryRow[] written as JSON: only what the card shows,
 * never the documents it was made from), or null when any row is not what this release reads:
 * one row per category of SUMMARY_CATEGORIES, in that order, each with its heading, at least one
 * line and the processors' names, all text.
 */
export function readKeptSummary(kept: unknown): SummaryRow[] | null {
  if (!Array.isArray(kept) || kept.length !== SUMMARY_CATEGORIES.length) return null;
  const rows: SummaryRow[] = [];
  for (const [index, category] of SUMMARY_CATEGORIES.entries()) {
    const row: unknown = kept[index];
    if (typeof row !== 'object' || row === null || Array.isArray(row)) return null;
    const { category: keptCategory, heading, lines, seenBy } = row as Record<string, unknown>;
    if (keptCategory !== category || typeof heading !== 'string' || heading === '') return null;
    if (!isTexts(lines) || lines.length === 0 || !isTexts(seenBy)) return null;
    rows.push({ category, heading, lines: [...lines], seenBy: [...seenBy] });
  }
  return rows;
}
