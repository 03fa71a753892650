import { loadFirestore, settleWrite, storedMillis } from '@meridian/shared';
import { AGREEMENT_TEMPLATE } from '@meridian/shared/compliance';
import { BOOKING_STATUSES } from '@meridian/shared/booking';
import {
  endingRefund,
  maskedPan,
  readStoredAgreement,
  readStoredDeclaration,
  readStoredRiskVersion,
  readStoredSuitability,
  type AgreementTerms,
  type EndingInput,
  type StoredAgreement,
  type StoredRiskVersion,
  type StoredSuitability,
} from '@meridian/shared/onboarding';
import { prospectsFrom, stageOf, type OnboardingStage } from '../domain/onboarding-stage';
import { commitAudited, type Actor } from './audit';

/**
 * The Clients tab's onboarding (issue 36, items 3 and 4): each prospect who booked a first call
 * and each client who has declared, where they stand (prospectStage and stageOf, from their
 * records), and one client's file: their accepted risk profile, the adviser's suitability records
 * and the agreement offered, signed or ended. Staff write only what the rules let manage_clients
 * write: a suitability record on an accepted profile, an offer within SEBI's caps, and the ending
 * of a signed agreement with its refund; only the signing function marks an agreement signed.
 * Read fresh each time, never kept on the device.
 */
export const ONBOARDING_READ_LIMIT = 100;

export interface OnboardingRow {
  /** The client's uid; null for a prospect known only by the first call they booked. */
  uid: string | null;
  name: string;
  email: string;
  /** When they declared, or, for a prospect, when their latest call was (epoch ms). */
  since: number | null;
  stage: OnboardingStage;
}

export interface ClientFile {
  uid: string;
  /** The account's email, which their first calls were booked with. */
  email: string;
  pan: string;
  /** Every version answered, newest first. */
  versions: StoredRiskVersion[];
  /** The adviser's records, newest first. */
  suitability: StoredSuitability[];
  agreement: StoredAgreement | null;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * The clients who have declared, and the prospects who booked a first call without declaring
 * (matched by email), newest first, each with their name and where they stand.
 */
export async function listOnboarding(): Promise<OnboardingRow[]> {
  const { db, sdk } = await loadFirestore();
  const [declarations, bookings] = await Promise.all([
    sdk.getDocs(
      sdk.query(sdk.collection(db, 'declarations'), sdk.orderBy('at', 'desc'), sdk.limit(ONBOARDING_READ_LIMIT)),
    ),
    sdk.getDocs(
      sdk.query(sdk.collection(db, 'bookings'), sdk.orderBy('start', 'desc'), sdk.limit(ONBOARDING_READ_LIMIT)),
    ),
  ]);
  // Each client's own records, by their uid: four reads a row, none of them a scan of everyone's.
  const clients: OnboardingRow[] = await Promise.all(
    declarations.docs.map(async (declaration) => {
      const uid = declaration.id;
      const [profile, agreement, accepted, suitability] = await Promise.all([
        sdk.getDoc(sdk.doc(db, 'users', uid)),
        sdk.getDoc(sdk.doc(db, 'agreements', uid)),
        sdk.getDocs(
          sdk.query(
            sdk.collection(db, 'riskProfiles', uid, 'versions'),
            sdk.where('acceptedAt', '!=', null),
            sdk.orderBy('acceptedAt', 'desc'),
            sdk.limit(1),
          ),
        ),
        sdk.getDocs(
          sdk.query(sdk.collection(db, 'suitability', uid, 'records'), sdk.orderBy('at', 'desc'), sdk.limit(1)),
        ),
      ]);
      const offer = readStoredAgreement(agreement.data());
      const user: Record<string, unknown> = profile.data() ?? {};
      const latest = suitability.docs[0];
      return {
        uid,
        name: text(user.displayName),
        email: text(user.email),
        since: readStoredDeclaration(declaration.data()).at,
        stage: stageOf({
          acceptedProfile: accepted.docs[0]?.id ?? null,
          suitabilityOn: latest ? readStoredSuitability(latest.data(), latest.id).profileVersion : null,
          agreement: offer ? { state: offer.state, riskProfileId: offer.riskProfileId } : null,
        }),
      };
    }),
  );
  const calls = bookings.docs.map((booking) => {
    const data: Record<string, unknown> = booking.data();
    return {
      name: text(data.name),
      email: text(data.email),
      start: storedMillis(data.start),
      status: BOOKING_STATUSES.find((one) => one === data.status) ?? 'booked',
    };
  });
  const prospects: OnboardingRow[] = prospectsFrom(
    calls,
    clients.map((row) => row.email),
  ).map((prospect) => ({ uid: null, ...prospect }));
  return [...clients, ...prospects].sort((a, b) => (b.since ?? 0) - (a.since ?? 0));
}

/** One client's onboarding records. */
export async function readClientFile(uid: string): Promise<ClientFile> {
  const { db, sdk } = await loadFirestore();
  const [profile, declaration, versions, suitability, agreement] = await Promise.all([
    sdk.getDoc(sdk.doc(db, 'users', uid)),
    sdk.getDoc(sdk.doc(db, 'declarations', uid)),
    sdk.getDocs(
      sdk.query(sdk.collection(db, 'riskProfiles', uid, 'versions'), sdk.orderBy('createdAt', 'desc'), sdk.limit(20)),
    ),
    sdk.getDocs(sdk.query(sdk.collection(db, 'suitability', uid, 'records'), sdk.orderBy('at', 'desc'), sdk.limit(20))),
    sdk.getDoc(sdk.doc(db, 'agreements', uid)),
  ]);
  return {
    uid,
    email: text(profile.data()?.email),
    pan: maskedPan(readStoredDeclaration(declaration.data())?.pan ?? ''),
    versions: versions.docs.map((document) => readStoredRiskVersion(document.data(), document.id)),
    suitability: suitability.docs.map((document) => readStoredSuitability(document.data(), document.id)),
    agreement: readStoredAgreement(agreement.data()),
  };
}

/** Records why the service suits the client's accepted profile version (append-only). */
export async function recordSuitability(
  adviser: string,
  uid: string,
  record: { profileVersion: string; service: string; reason: string },
): Promise<void> {
  const handle = await loadFirestore();
  const { db, sdk } = handle;
  await settleWrite(
    handle,
    sdk.addDoc(sdk.collection(db, 'suitability', uid, 'records'), {
      profileVersion: record.profileVersion,
      service: record.service,
      reason: record.reason.trim(),
      by: adviser,
      at: sdk.serverTimestamp(),
    }),
  );
}

/** An offer's terms as its audit entry records them (the rules check the same: offeredTerms). */
const auditedTerms = (terms: AgreementTerms) => ({
  clientKind: terms.clientKind,
  feeKind: terms.feeKind,
  feeAmount: terms.feeAmount,
  assetsUnderAdvice: terms.assetsUnderAdvice,
  quartersBilled: terms.quartersBilled,
});

/**
 * Offers the agreement on the current template, or changes the offer while it is unsigned, with
 * its 'agreement.offer' audit entry (the terms before, if any, and after) in the same batch.
 */
export async function offerAgreement(
  actor: Actor,
  uid: string,
  offer: { terms: AgreementTerms; riskProfileId: string; suitabilityId: string },
  previous: AgreementTerms | null,
): Promise<void> {
  const target = `agreements/${uid}`;
  await commitAudited(
    actor,
    {
      action: 'agreement.offer',
      target,
      before: previous ? auditedTerms(previous) : null,
      after: auditedTerms(offer.terms),
    },
    (batch, auditId, { db, sdk }) =>
      batch.set(sdk.doc(db, target), {
        state: 'offered',
        templateVersion: AGREEMENT_TEMPLATE.version,
        terms: { ...offer.terms },
        riskProfileId: offer.riskProfileId,
        suitabilityId: offer.suitabilityId,
        preparedBy: actor.uid,
        preparedAt: sdk.serverTimestamp(),
        signed: null,
        auditId,
      }),
  );
}

/**
 * Ends a signed agreement (ending.ts): the refund computed from its terms and what was entered,
 * written with its 'agreement.end' audit entry (the state before and after, and the refund) in
 * the same batch. The rules check the same bounds.
 */
export async function endAgreement(
  actor: Actor,
  uid: string,
  terms: AgreementTerms,
  input: EndingInput,
): Promise<void> {
  const target = `agreements/${uid}`;
  const { unexpired, breakage, refund } = endingRefund(terms, input);
  await commitAudited(
    actor,
    { action: 'agreement.end', target, before: { state: 'signed' }, after: { state: 'ended', refund } },
    (batch, auditId, { db, sdk }) =>
      batch.update(sdk.doc(db, target), {
        state: 'ended',
        ended: {
          reason: input.reason,
          endedOn: input.endedOn,
          paid: input.paid,
          periodFrom: input.periodFrom,
          periodTo: input.periodTo,
          unexpired,
          breakage,
          refund,
          note: input.note.trim(),
          by: actor.uid,
          at: sdk.serverTimestamp(),
        },
        auditId,
      }),
  );
}
