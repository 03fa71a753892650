import type { BookingStatus } from '@meridian/shared/booking';

/**
 * Where a prospect or client stands (issue 36, item 4), from their records alone, so that no
 * stage can be set by hand: a first call booked, then held (bookings, by the email given); then,
 * signed in, declared (step 1), profile accepted (2), suitability recorded on that profile (3),
 * agreement offered, agreement signed (4): an active client, until the agreement is ended. Only
 * a signed agreement makes a client. Pure.
 */
export const ONBOARDING_STAGES = [
  'booked',
  'met',
  'declared',
  'profile-accepted',
  'suitability-recorded',
  'agreement-offered',
  'agreement-signed',
  'agreement-ended',
] as const;

export type OnboardingStage = (typeof ONBOARDING_STAGES)[number];

export const STAGE_WORDS: Readonly<Record<OnboardingStage, string>> = {
  booked: 'First call booked',
  met: 'First call held; to sign up and declare',
  declared: 'Declared; risk profile to accept',
  'profile-accepted': 'Profile accepted; suitability to record',
  'suitability-recorded': 'Suitability recorded; agreement to offer',
  'agreement-offered': 'Agreement offered; client to sign',
  'agreement-signed': 'Active client: agreement signed',
  'agreement-ended': 'Former client: agreement ended',
};

export interface StageFacts {
  /** The latest risk profile version the client accepted, or null. */
  acceptedProfile: string | null;
  /** The profile version the latest suitability record rests on, or null when none. */
  suitabilityOn: string | null;
  agreement: { state: 'offered' | 'signed' | 'ended'; riskProfileId: string } | null;
}

/**
 * The stage of someone who booked a first call and has not declared: met once a call is marked
 * held, booked while one is booked (or was missed, to be booked again); none when every call was
 * cancelled.
 */
export function prospectStage(calls: readonly BookingStatus[]): 'booked' | 'met' | null {
  if (calls.includes('held')) return 'met';
  if (calls.some((status) => status === 'booked' || status === 'missed')) return 'booked';
  return null;
}

/**
 * The stage of a declared client. A signed agreement stands whatever came after; an offer or a
 * suitability record on an earlier profile than the one accepted last no longer counts (the
 * adviser records suitability again, and offers again).
 */
export function stageOf(facts: StageFacts): OnboardingStage {
  if (facts.agreement?.state === 'ended') return 'agreement-ended';
  if (facts.agreement?.state === 'signed') return 'agreement-signed';
  if (facts.acceptedProfile === null) return 'declared';
  if (facts.suitabilityOn !== facts.acceptedProfile) return 'profile-accepted';
  if (facts.agreement?.state === 'offered' && facts.agreement.riskProfileId === facts.acceptedProfile)
    return 'agreement-offered';
  return 'suitability-recorded';
}

/** A first call as the pipeline reads it (bookings/{id}). */
export interface CallFact {
  name: string;
  /** As the visitor typed it. */
  email: string;
  /** When the call is (epoch ms), or null. */
  start: number | null;
  status: BookingStatus;
}

/** A prospect of the pipeline: who booked, when their latest call is, and their stage. */
export interface Prospect {
  name: string;
  email: string;
  since: number | null;
  stage: 'booked' | 'met';
}

/**
 * The prospects among the calls read (newest first): one per email, whatever its case, named and
 * dated by their latest call, staged by all of theirs (prospectStage); none for an email of a
 * client who has declared, nor for one whose every call was cancelled.
 */
export function prospectsFrom(calls: readonly CallFact[], declaredEmails: readonly string[]): Prospect[] {
  const declared = new Set(declaredEmails.map((email) => email.trim().toLowerCase()));
  const byEmail = new Map<string, { latest: CallFact; statuses: BookingStatus[] }>();
  for (const call of calls) {
    const key = call.email.trim().toLowerCase();
    if (!key || declared.has(key)) continue;
    const known = byEmail.get(key);
    if (known) known.statuses.push(call.status);
    else byEmail.set(key, { latest: call, statuses: [call.status] });
  }
  return [...byEmail.values()].flatMap(({ latest, statuses }) => {
    const stage = prospectStage(statuses);
    return stage ? [{ name: latest.name, email: latest.email, since: latest.start, stage }] : [];
  });
}
