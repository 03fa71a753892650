import { isRecord, loadAuthSdk, loadFirestore, storedMillis } from '@meridian/shared';
import {
  AGREEMENT_PATH,
  agreementPartiesOf,
  agreementText,
  onCurrentTemplate,
  readAgreementEnding,
  readAgreementTerms,
  renderAgreement,
  TEMPLATE_CHANGED,
  type AgreementAnswer,
  type AgreementRequest,
  type AgreementTerms,
  type EndingRead,
  type RenderedAgreement,
} from '@meridian/shared/onboarding';

/** The adviser's latest suitability record for the person, as read. */
export interface MySuitability {
  id: string;
  profileVersion: string;
  service: string;
  reason: string;
  at: number | null;
}

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

const answersOf = (value: unknown): Record<string, string> =>
  isRecord(value)
    ? Object.fromEntries(
        Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      )
    : {};

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
  const recorded: Record<string, unknown> | undefined = latest?.data();
  const suitability: MySuitability | null =
    latest && recorded
      ? {
          id: latest.id,
          profileVersion: text(recorded.profileVersion),
          service: text(recorded.service),
          reason: text(recorded.reason),
          at: storedMillis(recorded.at),
        }
      : null;
  const offer: Record<string, unknown> | undefined = agreement.data();
  if (!offer) return { suitability, agreement: { state: 'none' } };

  const signed = isRecord(offer.signed) ? offer.signed : null;
  const terms = readAgreementTerms(offer.terms);
  const suitabilityRead =
    text(offer.suitabilityId) === suitability?.id
      ? suitability
      : await (async () => {
          const stored = await sdk.getDoc(sdk.doc(db, 'suitability', uid, 'records', text(offer.suitabilityId)));
          const data: Record<string, unknown> | undefined = stored.data();
          return data ? { id: stored.id, service: text(data.service), at: storedMillis(data.at) } : null;
        })();
  const version = await sdk.getDoc(sdk.doc(db, 'riskProfiles', uid, 'versions', text(offer.riskProfileId)));
  const answered: Record<string, unknown> | undefined = version.data();
  const declared: Record<string, unknown> | undefined = declaration.data();
  const acceptedAt = storedMillis(answered?.acceptedAt);
  const declaredAt = storedMillis(declared?.at);
  const parties =
    answered && declared && acceptedAt !== null && declaredAt !== null && suitabilityRead?.at
      ? agreementPartiesOf({
          displayName: text(profile.data()?.displayName),
          email: auth.currentUser?.email ?? '',
          declaration: { pan: text(declared.pan), at: declaredAt },
          profile: { id: version.id, answers: answersOf(answered.answers), acceptedAt },
          suitability: { id: suitabilityRead.id, service: suitabilityRead.service, at: suitabilityRead.at },
        })
      : null;
  const rendered = parties ? renderAgreement(parties, terms) : null;

  if ((offer.state === 'signed' || offer.state === 'ended') && signed) {
    // The text as the records render it now, shown only while it is still the one signed (its hash).
    const same = rendered !== null && (await sha256Hex(agreementText(rendered))) === text(signed.hash);
    return {
      suitability,
      agreement: {
        state: 'signed',
        rendered: same ? rendered : null,
        hash: text(signed.hash),
        method: text(signed.method),
        at: storedMillis(signed.at),
        ended: offer.state === 'ended' ? readAgreementEnding(offer.ended) : null,
      },
    };
  }
  if (!onCurrentTemplate({ templateVersion: text(offer.templateVersion) }))
    return { suitability, agreement: { state: 'waiting', message: TEMPLATE_CHANGED } };
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
    agreement: { state: 'offered', rendered, hash: await sha256Hex(agreementText(rendered)), terms },
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
