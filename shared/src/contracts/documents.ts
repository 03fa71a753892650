import { normaliseRole, type Role } from '../auth/roles';
import type { CalculatorSlug } from './calculators';
import { isRecord, storedMillis } from './stored';

/**
 * The shapes of the Firestore documents the site writes and reads. The section that writes a
 * collection, the sections that read it and the rules tests all use these, so they agree;
 * firestore.rules enforces the same fields and limits.
 *
 * Each collection is read back (document data → typed record) in one place, built on isRecord
 * and storedMillis (./stored.ts), and every remote and function that reads it starts there:
 * - users/{uid}: readStoredProfile, invites/{email}: readStoredInvite, settings/rates:
 *   readStoredRateSettings and readStoredSchemeRate (below);
 * - posts/{id} and its revisions: readStoredPost, readStoredRevision ('@meridian/shared/posts',
 *   posts/document.ts); comments/{id}: readStoredComment (posts/comments.ts);
 * - grievances/{id}: readStoredGrievance ('@meridian/shared/privacy', privacy/grievance.ts);
 * - declarations/{uid}: readStoredDeclaration, riskProfiles/{uid}/versions/{id}:
 *   readStoredRiskVersion (its answers: storedAnswers), suitability/{uid}/records/{id}:
 *   readStoredSuitability, agreements/{uid}: readStoredAgreement ('@meridian/shared/onboarding',
 *   onboarding/records.ts), read alike by the account, the admin and the signing function;
 * - read by one section only, in its own code: calculations (mfe-account
 *   domain/saved-calculations.ts), activities (domain/activity-wording.ts), consents and
 *   consentState (data/consents.ts), nominees (data/nominee.ts), userPreferences
 *   (domain/account-details.ts), leads (mfe-admin data/leads.ts), auditLog (data/audit.ts); the
 *   account's summary of a person's data (domain/data-summary.ts) counts them as read;
 * - complaints and complaintData belong to the complaint desk ('@meridian/shared/complaints'),
 *   read today by mfe-account domain/my-complaints.ts and mfe-admin data/complaints.ts.
 */

/**
 * A document as a writer sends it: its server-time fields hold the SDK's serverTimestamp()
 * sentinel, which the rules check equals request.time.
 */
export type ToWrite<D, ServerTimeKeys extends keyof D> = Omit<D, ServerTimeKeys> & Record<ServerTimeKeys, unknown>;

/** A Firestore timestamp as readers get it. */
export interface StoredTime {
  toMillis(): number;
}

// Every reader of these documents starts from the record guard and the stored-time helpers
// (stored.ts); they are exported here so that whoever reads the shapes has them too.
export { isRecord, isStoredTime, storedDate, storedMillis } from './stored';

// ---------------------------------------------------------------------------------------------
// leads/{id}: contact-form messages. Written by the shell's contact section, read by the admin.
// ---------------------------------------------------------------------------------------------

/** The lengths a lead's fields may have; the contact form and firestore.rules use the same. */
export const LEAD_LIMITS = {
  name: 100,
  email: 254,
  phone: 20,
  message: 5000,
  page: 200,
} as const;

export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'closed'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export interface LeadDocument {
  firstName: string;
  lastName: string;
  email: string;
  /** '' when not given. */
  phone: string;
  message: string;
  /** The site path of the page the form was sent from. */
  page: string;
  status: LeadStatus;
  createdAt: StoredTime;
  /**
   * Absent for a contact-form message; 'consultation' for a request for the free first
   * conversation (ConsultationFields in '@meridian/shared/submissions'), which then carries the
   * time it prefers and keeps its one name in firstName.
   */
  type?: 'consultation';
  /** A consultation's preferred day, 'YYYY-MM-DD' (IST). */
  preferredDate?: string;
  /** A consultation's preferred part of that day. */
  preferredSlot?: 'morning' | 'afternoon' | 'evening';
  /** The auditLog entry of the last status change by an admin. */
  auditId?: string;
  /**
   * The privacy notice (PRIVACY_NOTICE_VERSION) the person agreed to by ticking the form's box,
   * and when (the server's time): set by the endpoint on every lead since issue 19; older leads
   * have neither.
   */
  noticeVersion?: string;
  /** The language the person read the notice in (since 29 November 2026; older leads: English). */
  noticeLanguage?: NoticeLanguage;
  consentedAt?: StoredTime;
}

/**
 * subscriptions/{id}: a newsletter subscription, written only by the public-write endpoint
 * (Admin SDK); no client reads or writes it (the rules). Carries the notice version and the time
 * of the consent its box gave.
 */
export interface SubscriptionDocument {
  email: string;
  page: string;
  status: 'active';
  noticeVersion: string;
  /** The language the person read the notice in (since 29 November 2026; older subscriptions: English). */
  noticeLanguage?: NoticeLanguage;
  consentedAt: StoredTime;
  createdAt: StoredTime;
}

// ---------------------------------------------------------------------------------------------
// calculations/{id}: saved calculator results. Written by the calculators section, read by the
// account section's dashboard.
// ---------------------------------------------------------------------------------------------

export const CALCULATION_LIMITS = {
  /** Most number inputs and switches of one calculation (the goal planner's ten goals take 22). */
  inputs: 32,
  results: 12,
  path: 1200,
  /** The headline's label and its text as shown. */
  headline: 60,
  /** The title: made from the inputs when saved, renamed by the owner. */
  title: 120,
} as const;

/** A calculator's inputs as its page holds them: numbers, switches and texts (choices, dates, names). */
export type CalculationInputs = Record<string, number | string | boolean>;

export interface CalculationDocument {
  userId: string;
  /** The calculator's slug, e.g. 'home-loan'. */
  calculator: string;
  /**
   * The calculator page's site path, e.g. '/calculators/home-loan', to reopen it. Records saved
   * before it was stored have none: readers fall back to the slug's page.
   */
  path?: string;
  /**
   * The number inputs and switches as the user set them; the text inputs (a choice, a date, a
   * name) are in `path`'s query with the rest. (Older records hold text inputs here too: readers
   * take every value as unknown.)
   */
  inputs: Record<string, number | boolean>;
  /** Headline results at full precision, e.g. { emi: 21695.58 }. */
  results: Record<string, number>;
  /**
   * The main result as the calculator showed it, e.g. { label: 'Monthly EMI', text: '₹21,696' }:
   * what a list of saved calculations shows. Records saved before it was stored have none.
   */
  headline?: { label: string; text: string };
  /**
   * What the list calls it: made from the main inputs when saved ('Monthly investment ₹5,000 ·
   * Time period 10 years · …'), renamed by the owner (the only change the rules allow). Records
   * saved before it was stored have none.
   */
  title?: string;
  createdAt: StoredTime;
}

// ---------------------------------------------------------------------------------------------
// users/{uid}, userPreferences/{uid}, activities/{id}, consents/{id}: the account's own
// documents, written by the account section (and the session's sign-in), read by it and, for
// users, by the admin section.
// ---------------------------------------------------------------------------------------------

export const PROFILE_LIMITS = {
  displayName: 100,
  email: 254,
  photoURL: 2048,
  /** Sign-in methods an account can have ('password', 'google.com'). */
  signInMethods: 5,
} as const;

/** Who may use an account: a disabled one reads and writes nothing (the rules refuse it). */
export type AccountStatus = 'active' | 'disabled';

export interface ProfileDocument {
  uid: string;
  email: string | null;
  displayName: string | null;
  /** An https: address, or none. */
  photoURL?: string | null;
  /** A missing or unknown role reads as 'user'. */
  role?: string;
  /** 'YYYY-MM-DD', a date in the past. */
  dateOfBirth?: string | null;
  createdAt: StoredTime;
  lastLoginAt: StoredTime;
  /** The sign-in methods the account had at its last sign-in, e.g. ['password', 'google.com']. */
  signInMethods?: string[];
  /** Sessions that signed in before this time are over ("sign out of all devices"). */
  sessionsValidAfter?: StoredTime;
  status?: AccountStatus;
  /** The auditLog entry of the last change an admin made (or an invitation taken up). */
  auditId?: string;
}

/** users/{uid} as read: each text field '' when it has none, times in epoch ms. */
export interface StoredProfile {
  email: string;
  displayName: string;
  photoURL: string;
  /** normaliseRole's: a missing or unknown role is 'user'. */
  role: Role;
  dateOfBirth: string;
  createdAt: number | null;
  lastLoginAt: number | null;
  signInMethods: string[];
  sessionsValidAfter: number | null;
  /** 'disabled' only when stored so. */
  status: AccountStatus;
  auditId: string;
}

/**
 * A profile document's data as a StoredProfile, or null when it is not a document's data: the
 * one reader of users/{uid}, from which the account's details, the admin's people and the
 * public-write endpoint (a commenter's name) start.
 * @example readStoredProfile({ displayName: 'Asha', role: 'boss' })?.role // 'user'
 */
export function readStoredProfile(data: Readonly<Record<string, unknown>>): StoredProfile;
export function readStoredProfile(data: unknown): StoredProfile | null;
export function readStoredProfile(data: unknown): StoredProfile | null {
  if (!isRecord(data)) return null;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    email: text(data.email),
    displayName: text(data.displayName),
    photoURL: text(data.photoURL),
    role: normaliseRole(data.role),
    dateOfBirth: text(data.dateOfBirth),
    createdAt: storedMillis(data.createdAt),
    lastLoginAt: storedMillis(data.lastLoginAt),
    signInMethods: Array.isArray(data.signInMethods)
      ? data.signInMethods.filter((method): method is string => typeof method === 'string')
      : [],
    sessionsValidAfter: storedMillis(data.sessionsValidAfter),
    status: data.status === 'disabled' ? 'disabled' : 'active',
    auditId: text(data.auditId),
  };
}

export interface PreferencesDocument {
  emailNotifications: boolean;
  /** A calculator's slug (CALCULATOR_NAMES). */
  defaultCalculator: CalculatorSlug;
}

/** Every account starts with these (spec §9). */
export const DEFAULT_PREFERENCES: PreferencesDocument = { emailNotifications: true, defaultCalculator: 'sip' };

export type SignInMethod = 'password' | 'google';

/**
 * An entry of the activity log. It records what the site knows: the time is the server's, the
 * user agent is the browser's own report, and there is no IP address (the browser does not know
 * it). A 'signup' entry has the id `signup-{uid}`, so there is one per account.
 */
export interface ActivityDocument {
  userId: string;
  type: 'login' | 'signup';
  details: { method: SignInMethod };
  timestamp: StoredTime;
  userAgent: string;
}

export const ACTIVITY_LIMITS = { userAgent: 512 } as const;

/** The id of an account's one sign-up entry. */
export function signupActivityId(uid: string): string {
  return `signup-${uid}`;
}

/**
 * The privacy notice a person accepts when they create an account (DPDP Act 2023, s. 5–6): its
 * version (./notice-version.ts), and the purposes it asks consent for, each named in the notice.
 */
export { PRIVACY_NOTICE_VERSION } from './notice-version';
export const CONSENT_PURPOSES = ['account', 'saved-calculations', 'service-emails'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/**
 * The languages a notice may have been read in when consent was given: the codes of
 * '@meridian/shared/languages' (LANGUAGES), which its test pins to these, as firestore.rules'
 * noticeLanguages() (its rules test). A language added there is added here and in the rules.
 */
export const NOTICE_LANGUAGES = ['en', 'hi'] as const;
export type NoticeLanguage = (typeof NOTICE_LANGUAGES)[number];

/** Whether a stored or sent value is one of NOTICE_LANGUAGES. */
export function isNoticeLanguage(value: unknown): value is NoticeLanguage {
  return NOTICE_LANGUAGES.some((code) => code === value);
}

/** A consent given: which notice, which purposes, when. Records are never changed; a withdrawal is a new record. */
export interface ConsentDocument {
  userId: string;
  noticeVersion: string;
  /** The language of the notice the person read when they gave or withdrew it (DPDP Act 2023, s. 5(3)). */
  noticeLanguage: NoticeLanguage;
  purposes: ConsentPurpose[];
  /** True for a record that withdraws consent to `purposes`. */
  withdrawn: boolean;
  at: StoredTime;
}

/**
 * consentState/{uid}: the purposes the person has withdrawn now, written in the batch of the
 * consent record it names (recordId); the rules read it to refuse a withdrawn purpose's use.
 */
export interface ConsentStateDocument {
  withdrawn: ConsentPurpose[];
  recordId: string;
  updatedAt: StoredTime;
}

// ---------------------------------------------------------------------------------------------
// The admin section's writes. Every change an admin makes to another person's data or to the
// site's settings is audited: the changed document carries `auditId`, the id of an auditLog
// entry written in the same batch, and the rules refuse either without the other.
// ---------------------------------------------------------------------------------------------

/**
 * What an audited change is. A type only, so that no page downloads the list: the rules tests
 * (audit-log.rules.test.ts) hold a scenario for each, which the compiler keeps complete.
 */
export type AuditAction =
  | 'role.change'
  | 'user.disable'
  | 'user.enable'
  | 'invite.create'
  | 'invite.revoke'
  | 'invite.accept'
  | 'lead.status'
  | 'settings.rates'
  | 'complaint.record'
  | 'complaint.status'
  | 'complaints.publish'
  | 'grievance.answer'
  | 'post.status'
  | 'comment.moderate'
  | 'agreement.offer'
  | 'agreement.end';

export const AUDIT_LIMITS = { note: 500, actorEmail: 254 } as const;

/** The part of a document an audited change touched, before and after: a few plain fields. */
export type AuditValues = Record<string, string | number | boolean | null>;

/** auditLog/{id}: append-only; never updated or deleted. */
export interface AuditLogDocument {
  /** The uid of who made the change. */
  actor: string;
  actorEmail: string;
  action: AuditAction;
  /**
   * The changed document's path: 'users/{uid}', 'invites/{email}', 'leads/{id}', 'settings/rates',
   * 'complaints/{ticket}', 'complaintData/{YYYY-MM}', 'grievances/{id}', 'posts/{id}', 'comments/{id}',
   * 'agreements/{uid}'.
   */
  target: string;
  before: AuditValues | null;
  after: AuditValues;
  /** Why, in the admin's words ('' when none was given). */
  note: string;
  at: StoredTime;
}

/**
 * A reader's comment on an article: awaiting approval, then approved (public), rejected or spam.
 * The comment's contract (its statuses as a list, bounds, checks) is '@meridian/shared/posts'
 * (posts/comments.ts): only the type is here, so the federation-shared chunk carries none of it.
 */
export type CommentStatus = 'pending' | 'approved' | 'rejected' | 'spam';

/**
 * comments/{id}: a signed-in reader's comment on a published article, stored by POST /api/submit
 * (kind 'comment'; no client creates one), 'pending' until someone with approve_comments
 * moderates it (audited 'comment.moderate'). An approved comment is public: it holds the
 * author's display name and never an email. The author reads their own whatever its status and
 * may delete it; deleting their account deletes them all.
 */
export interface CommentDocument {
  /** posts/{postId}, live when the comment was sent. */
  postId: string;
  /** The post's address then (slugs/{slug}), for the moderation queue's links. */
  slug: string;
  /** The author's uid. */
  uid: string;
  /** The author's display name as it was then (never an email). */
  displayName: string;
  /** Plain text, 1 to COMMENT_MAX_LENGTH (posts/comments.ts) characters; shown as text, links never made live but with rel="nofollow ugc". */
  text: string;
  status: CommentStatus;
  createdAt: StoredTime;
  /** When it was last moderated (the server's time); absent while pending. */
  moderatedAt?: StoredTime;
  /** The audit entry of the last moderation. */
  auditId?: string;
}

/** invites/{email}: a role waiting for whoever signs up or signs in with that email (lower case). */
export type InviteStatus = 'pending' | 'accepted' | 'revoked';

/**
 * How long an invitation can be taken up: its expiresAt is this many days after it was made
 * (firestore.rules allows no more, and an hour for the inviter's clock).
 */
export const INVITE_LIFETIME_DAYS = 14;

export interface InviteDocument {
  /** The invited address, lower case; also the document's id. */
  email: string;
  role: string;
  /**
   * 'pending' until taken up or revoked. A pending invite past its expiresAt, or whose inviter
   * has since been disabled or lost manage_users, can no longer be taken up (the rules refuse
   * it); it can be made again.
   */
  status: InviteStatus;
  invitedBy: string;
  createdAt: StoredTime;
  /**
   * INVITE_LIFETIME_DAYS after it was made, by the inviter's clock. Invites made before
   * invitations expired have none, and cannot be taken up.
   */
  expiresAt: StoredTime;
  auditId: string;
}

/** invites/{email} as read: text fields '' when they are not text, times in epoch ms. */
export interface StoredInvite {
  email: string;
  /** The role as stored (a reader checks it: isRole, normaliseRole). */
  role: string;
  /** Null for a status this release does not know. */
  status: InviteStatus | null;
  invitedBy: string;
  createdAt: number | null;
  /** Null for an invite made before invitations expired (it cannot be taken up). */
  expiresAt: number | null;
  auditId: string;
}

const INVITE_STATUSES: readonly InviteStatus[] = ['pending', 'accepted', 'revoked'];

/**
 * An invite document's data as a StoredInvite, or null when it is not a document's data: the one
 * reader of invites/{email}, from which the account (taking one up at sign-in) and the admin
 * (inviting, listing) start.
 * @example readStoredInvite({ email: 'a@example.com', role: 'editor', status: 'pending', expiresAt: Timestamp })?.status // 'pending'
 */
export function readStoredInvite(data: Readonly<Record<string, unknown>>): StoredInvite;
export function readStoredInvite(data: unknown): StoredInvite | null;
export function readStoredInvite(data: unknown): StoredInvite | null {
  if (!isRecord(data)) return null;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    email: text(data.email),
    role: text(data.role),
    status: INVITE_STATUSES.find((status) => status === data.status) ?? null,
    invitedBy: text(data.invitedBy),
    createdAt: storedMillis(data.createdAt),
    expiresAt: storedMillis(data.expiresAt),
    auditId: text(data.auditId),
  };
}

/**
 * Whether an invite as read (readStoredInvite) can no longer be taken up at `now` for its age:
 * its expiresAt has passed, or it has none.
 */
export function inviteExpired(invite: Pick<StoredInvite, 'expiresAt'>, now: Date): boolean {
  return !(invite.expiresAt !== null && invite.expiresAt > now.getTime());
}

/** The government scheme rates an admin keeps current (settings/rates), by scheme. */
export const RATE_SCHEMES = ['ppf', 'epf', 'ssy', 'nsc', 'scss', 'kvp', 'sb'] as const;
export type RateScheme = (typeof RATE_SCHEMES)[number];

/** A rate is a percentage a year from 0 to 20, with at most two decimals; its "as of" a short text. */
export const RATE_LIMITS = { min: 0, max: 20, decimals: 2, asOf: 60 } as const;

export interface SchemeRateSetting {
  /** Percent a year. */
  ratePct: number;
  /** The quarter or year it applies to, e.g. 'Q3 FY 2026-27' or 'FY 2025-26'. */
  asOf: string;
}

/** settings/rates: public to read (the calculators use it); written by manage_settings, audited. */
export interface RatesDocument {
  rates: Record<RateScheme, SchemeRateSetting>;
  updatedAt: StoredTime;
  auditId: string;
}

/**
 * One scheme's entry of settings/rates as read: its rate when the rules' storedRateValue would
 * read one (a number from RATE_LIMITS.min to RATE_LIMITS.max; NaN, or anything written by hand
 * beyond them, is no rate), and its "as of" text ('' when it has none). Readers add their own
 * checks: the calculators use a rate only as the rules would let it be written (validRate).
 */
export interface StoredSchemeRate {
  ratePct: number | null;
  asOf: string;
}

/** settings/rates as read: each scheme's entry (readStoredSchemeRate), and when it was saved. */
export interface StoredRateSettings {
  rates: Record<RateScheme, StoredSchemeRate>;
  updatedAt: number | null;
  auditId: string;
}

/**
 * A scheme's entry of the stored rates, whatever it holds.
 * @example readStoredSchemeRate({ ratePct: 7.1, asOf: 'Q3 FY 2026-27' }) // { ratePct: 7.1, asOf: 'Q3 FY 2026-27' }
 * @example readStoredSchemeRate({ ratePct: 25 }) // { ratePct: null, asOf: '' }
 */
export function readStoredSchemeRate(entry: unknown): StoredSchemeRate {
  const stored = isRecord(entry) ? entry.ratePct : undefined;
  return {
    ratePct: typeof stored === 'number' && stored >= RATE_LIMITS.min && stored <= RATE_LIMITS.max ? stored : null,
    asOf: isRecord(entry) && typeof entry.asOf === 'string' ? entry.asOf : '',
  };
}

/**
 * The settings/rates document's data as read (every scheme of RATE_SCHEMES, whether stored or
 * not), or null when it is not a document's data: the one reader of the document, from which the
 * admin's Settings tab and the calculators' pre-filled rates start.
 */
export function readStoredRateSettings(data: Readonly<Record<string, unknown>>): StoredRateSettings;
export function readStoredRateSettings(data: unknown): StoredRateSettings | null;
export function readStoredRateSettings(data: unknown): StoredRateSettings | null {
  if (!isRecord(data)) return null;
  const rates = isRecord(data.rates) ? data.rates : {};
  return {
    rates: Object.fromEntries(RATE_SCHEMES.map((scheme) => [scheme, readStoredSchemeRate(rates[scheme])])) as Record<
      RateScheme,
      StoredSchemeRate
    >,
    updatedAt: storedMillis(data.updatedAt),
    auditId: typeof data.auditId === 'string' ? data.auditId : '',
  };
}
