import { isRecord, loadAuthSdk, loadFirestore } from '@meridian/shared';
import {
  AGREEMENT_PATH,
  agreementPartiesOf,
  agreementText,
  onCurrentTemplate,
  readStoredAgreement,
  readStoredDeclaration,
  readStoredRiskVersion,
  readStoredSuitability,
  renderAgreement,
  TEMPLATE_CHANGED,
  type AgreementAnswer,
  type AgreementRequest,
  type AgreementTerms,
  type EndingRead,
  type RenderedAgreement,
  type StoredSuitability,
} from '@meridian/shared/onboarding';

/** The adviser's latest suitability record for the person, as read. */
export type MySuitability = Omit<StoredSuitability, 'by'>;

/** The person's agreement as read: offered (with the text to read and its hash) or signed. */
export type MyAgreement =
  | { state: 'none' }
  | { state: 'waiting'; message: string }
  | { state: 'offered'; rendered: RenderedAgreement; hash: string; terms: AgreementTerms }
  | {
      state: 'signed';
      rendered: RenderedAgreement | null;
      hash: string;
      method: string;
      at: number | null;
      /** Once it has ended (ending.ts): when, why, and what is refunded. */
      ended: EndingRead | null;
    };

export interface MyOnboarding {
  suitability: MySuitability | null;
  agreement: MyAgreement;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The SHA-256 of a text, in hex, as the signing function computes it (functions/src/onboarding/signing.ts). */
export async function sha256Hex(value: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(value));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The onboarding's last two steps for the signed-in person, read fresh: the adviser's latest
 * suitability record, and the agreement, rendered from the same records and in the same way as
 * the signing function renders it (agreementPartiesOf), so that the hash shown is the one signed.
 */
export async function readMyOnboarding(uid: string): Promise<MyOnboarding> {
  const [{ db, sdk }, { auth }] = await Promise.all([loadFirestore(), loadAuthSdk()]);
  await auth.authStateReady();
  const [suitabilities, agreement, declaration, profile] = await Promise.all([
    sdk.getDocs(sdk.query(sdk.collection(db, 'suitability', uid, 'records'), sdk.orderBy('at', 'desc'), sdk.limit(1))),
    sdk.getDoc(sdk.doc(db, 'agreements', uid)),
    sdk.getDoc(sdk.doc(db, 'declarations', uid)),
    sdk.getDoc(sdk.doc(db, 'users', uid)),
  ]);
  const latest = suitabilities.docs[0];
  const suitability: MySuitability | null = latest ? readStoredSuitability(latest.data(), latest.id) : null;
  const offer = readStoredAgreement(agreement.data());
  if (!offer) return { suitability, agreement: { state: 'none' } };

  const suitabilityRead =
    offer.suitabilityId === suitability?.id
      ? suitability
      : await sdk
          .getDoc(sdk.doc(db, 'suitability', uid, 'records', offer.suitabilityId))
          .then((stored) => readStoredSuitability(stored.data(), stored.id));
  const version = await sdk.getDoc(sdk.doc(db, 'riskProfiles', uid, 'versions', offer.riskProfileId));
  const answered = readStoredRiskVersion(version.data(), version.id);
  const declared = readStoredDeclaration(declaration.data());
  const parties =
    answered && declared && answered.acceptedAt !== null && declared.at !== null && suitabilityRead?.at
      ? agreementPartiesOf({
          displayName: text(profile.data()?.displayName),
          email: auth.currentUser?.email ?? '',
          declaration: { pan: declared.pan, at: declared.at },
          profile: { id: answered.id, answers: answered.answers, acceptedAt: answered.acceptedAt },
          suitability: { id: suitabilityRead.id, service: suitabilityRead.service, at: suitabilityRead.at },
        })
      : null;
  const rendered = parties ? renderAgreement(parties, offer.terms) : null;

  if ((offer.state === 'signed' || offer.state === 'ended') && offer.signed) {
    const { signed } = offer;
    // The text as the records render it now, shown only while it is still the one signed (its hash).
    const same = rendered !== null && (await sha256Hex(agreementText(rendered))) === signed.hash;
    return {
      suitability,
      agreement: {
        state: 'signed',
        rendered: same ? rendered : null,
        hash: signed.hash,
        method: signed.method,
        at: signed.at,
        ended: offer.ended,
      },
    };
  }
  if (!onCurrentTemplate(offer)) return { suitability, agreement: { state: 'waiting', message: TEMPLATE_CHANGED } };
  if (!rendered)
    return {
      suitability,
      agreement: {
        state: 'waiting',
        message: 'Your agreement is being prepared again on your latest records. We will tell you when it is ready.',
      },
    };
  return {
    suitability,
    agreement: { state: 'offered', rendered, hash: await sha256Hex(agreementText(rendered)), terms: offer.terms },
  };
}

/**
 * Asks the signing function (POST /api/agreement) to send a code, or to sign with one, as the
 * signed-in person. Never throws: a network failure is an answer in words.
 */
export async function callAgreement(request: AgreementRequest): Promise<AgreementAnswer> {
  const unreachable: AgreementAnswer = {
    ok: false,
    reason: 'unavailable',
    message: 'We could not reach our server. Check your connection and try again; nothing was signed.',
  };
  try {
    const { auth } = await loadAuthSdk();
    await auth.authStateReady();
    const token = await auth.currentUser?.getIdToken();
    if (!token) return { ok: false, reason: 'session', message: 'Your session has ended. Please sign in again.' };
    const response = await fetch(AGREEMENT_PATH, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(request),
      cache: 'no-store',
    });
    const body: unknown = await response.json().catch(() => null);
    if (!isRecord(body) || typeof body.ok !== 'boolean') return unreachable;
    return body as AgreementAnswer;
  } catch {
    return unreachable;
  }
}
