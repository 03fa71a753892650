/**
 * The accepted risk profile, emailed to the client's registered address (issue 36, item 3; IA
 * Regulation 16: the profile communicated to the client): when a version's acceptedAt is first
 * set (the `riskProfileAccepted` trigger, ../index.ts), one message, made once under a fixed id so
 * that a repeated trigger cannot send it twice. Pure; the trigger reads the account's email.
 */
import {
  agreementDate,
  explainRisk,
  reviewDue,
  scoreRisk,
  type RiskProfileDocument,
} from '@meridian/shared/onboarding';
import { onboardingMailOf, type QueuedMail } from '../mail/queue';

/** The id of a version's email, one per version (mail/{id}). */
export const profileMailId = (uid: string, version: string): string => `risk-profile-${uid}-${version}`;

/** Whether an update of a version is its acceptance: acceptedAt from null to a time. */
export const isAcceptance = (
  before: { acceptedAt?: unknown } | undefined,
  after: { acceptedAt?: unknown } | undefined,
) => (before?.acceptedAt ?? null) === null && (after?.acceptedAt ?? null) !== null;

/**
 * The email of an accepted version, to the account's verified email; null when there is none to
 * send it to (no email, or one never verified: not a registered address) or the answers no longer
 * make a profile.
 */
export function profileAcceptedMail(
  account: { uid: string; email: string | undefined; emailVerified: boolean; name: string },
  version: {
    id: string;
    data: Pick<RiskProfileDocument, 'questionnaireVersion' | 'answers'>;
    createdAt: number;
    acceptedAt: number;
  },
): QueuedMail | null {
  if (!account.email || !account.emailVerified) return null;
  const result = scoreRisk(version.data.answers);
  if (!result) return null;
  return onboardingMailOf(
    'risk-profile-accepted',
    account.email,
    account.uid,
    {
      name: account.name || 'client',
      acceptedOn: agreementDate(version.acceptedAt),
      answeredOn: agreementDate(version.createdAt),
      questionnaireVersion: version.data.questionnaireVersion,
      explanation: explainRisk(result),
      reviewBy: agreementDate(reviewDue(version.acceptedAt)),
    },
    { collection: 'riskProfiles', id: `${account.uid}/${version.id}` },
  );
}
