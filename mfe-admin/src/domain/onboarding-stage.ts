/**
 * Where a client stands in becoming one (issue 36, item 4), from their records alone, so that no
 * stage can be set by hand: declared (step 1), profile accepted (2), suitability recorded on that
 * profile (3), agreement offered, agreement signed (4). Only a signed agreement makes a client.
 * Pure.
 */
export const ONBOARDING_STAGES = [
  'declared',
  'profile-accepted',
  'suitability-recorded',
  'agreement-offered',
  'agreement-signed',
] as const;

export type OnboardingStage = (typeof ONBOARDING_STAGES)[number];

export const STAGE_WORDS: Readonly<Record<OnboardingStage, string>> = {
  declared: 'Declared; risk profile to accept',
  'profile-accepted': 'Profile accepted; suitability to record',
  'suitability-recorded': 'Suitability recorded; agreement to offer',
  'agreement-offered': 'Agreement offered; client to sign',
  'agreement-signed': 'Client: agreement signed',
};

export interface StageFacts {
  /** The latest risk profile version the client accepted, or null. */
  acceptedProfile: string | null;
  /** The profile version the latest suitability record rests on, or null when none. */
  suitabilityOn: string | null;
  agreement: { state: 'offered' | 'signed'; riskProfileId: string } | null;
}

/**
 * The stage of a declared client. A signed agreement stands whatever came after; an offer or a
 * suitability record on an earlier profile than the one accepted last no longer counts (the
 * adviser records suitability again, and offers again).
 */
export function stageOf(facts: StageFacts): OnboardingStage {
  if (facts.agreement?.state === 'signed') return 'agreement-signed';
  if (facts.acceptedProfile === null) return 'declared';
  if (facts.suitabilityOn !== facts.acceptedProfile) return 'profile-accepted';
  if (facts.agreement?.state === 'offered' && facts.agreement.riskProfileId === facts.acceptedProfile)
    return 'agreement-offered';
  return 'suitability-recorded';
}
