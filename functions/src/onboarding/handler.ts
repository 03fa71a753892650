/**
 * POST /api/agreement (AGREEMENT_PATH): signing the investment advisory agreement (issue 36,
 * item 3), for the signed-in client only. `send-code` starts the signature provider (the
 * stand-in: a one-time code to the registered email); `sign` completes it, and then renders the
 * agreement from the records (shared/onboarding/agreement.ts), keeps the SHA-256 of its text, the
 * signer, the method and the time, and the signed PDF, all in one transaction of the store that
 * also queues the confirmation. Both name the hash of the text the client has open: a code signs
 * only what was read, and an offer changed in the meantime is refused as such. Nothing here, and
 * nothing in the rules, marks a person a client without this signature. Pure but for its deps.
 */
import {
  agreementDate,
  agreementPartiesOf,
  agreementText,
  cleanCode,
  codeProblem,
  onCurrentTemplate,
  renderAgreement,
  SIGNING_CODE,
  TEMPLATE_CHANGED,
  termsProblems,
  type AgreementAnswer,
  type AgreementRefusal,
  type AgreementSources,
  type AgreementTerms,
  type RenderedAgreement,
} from '@meridian/shared/onboarding';
import { readStoredProfile } from '@meridian/shared/documents';
import { bearerToken, confirmSession, type SessionDeps } from '../session';
import { onboardingMailOf, type QueuedMail } from '../mail/queue';
import { sha256, type SignatureProvider, type Signer } from './signing';

/** What the client's agreement rests on, as stored (times in ms); null where a record is missing. */
export interface OnboardingRecord {
  declaration: AgreementSources['declaration'] | null;
  agreement: {
    state: 'offered' | 'signed' | 'ended';
    terms: AgreementTerms;
    templateVersion: string;
    riskProfileId: string;
    suitabilityId: string;
    preparedAt: number;
  } | null;
  /** The profile version the agreement names, if the client accepted it. */
  profile: AgreementSources['profile'] | null;
  /** The client's latest accepted profile version's id. */
  latestAcceptedProfileId: string | null;
  suitability: (AgreementSources['suitability'] & { profileVersion: string }) | null;
}

/** The signature as the PDF prints it. */
export interface PdfSignature {
  hash: string;
  method: string;
  signer: Signer;
  at: number;
}

export interface AgreementStore {
  record(uid: string): Promise<OnboardingRecord>;
  /**
   * Marks the agreement signed, stores its PDF and queues the confirmation, in one transaction;
   * 'changed' when the offer is no longer the one prepared at `preparedAt`, or already signed.
   */
  sign(
    uid: string,
    preparedAt: number,
    signed: { hash: string; method: string; signerUid: string; signerEmail: string; signerName: string; at: number },
    pdf: string,
    mail: (at: number) => QueuedMail,
  ): Promise<{ at: number } | 'changed'>;
}

export interface AgreementDeps extends SessionDeps {
  store: AgreementStore;
  provider: SignatureProvider;
  renderPdf(agreement: RenderedAgreement, signature: PdfSignature): Promise<Buffer>;
  now(): number;
}

export interface AgreementResponse {
  status: number;
  headers: Record<string, string>;
  body: AgreementAnswer;
}

const NO_STORE = { 'cache-control': 'no-store', 'content-type': 'application/json; charset=utf-8' };
const reply = (status: number, body: AgreementAnswer): AgreementResponse => ({ status, headers: NO_STORE, body });
const refuse = (status: number, reason: AgreementRefusal, message: string) =>
  reply(status, { ok: false, reason, message });

/** The request's action, or null when it is not one. */
function readRequest(body: string): { action: 'send-code' | 'sign'; shownHash: string; code: string } | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { action, shownHash, code } = parsed as Record<string, unknown>;
  if ((action !== 'send-code' && action !== 'sign') || typeof shownHash !== 'string') return null;
  if (!/^[0-9a-f]{64}$/.test(shownHash)) return null;
  if (action === 'sign' && typeof code !== 'string') return null;
  return { action, shownHash, code: typeof code === 'string' ? code.slice(0, 32) : '' };
}

/** The agreement as the records make it, or why it cannot be signed yet. */
function agreementOf(
  record: OnboardingRecord,
  signer: Signer,
): { rendered: RenderedAgreement; hash: string; preparedAt: number } | { notReady: string } {
  const { declaration, agreement, profile, suitability } = record;
  if (!agreement) return { notReady: 'We have not prepared your agreement yet. We will tell you when it is ready.' };
  if (agreement.state === 'signed') return { notReady: 'You have already signed your agreement.' };
  if (agreement.state === 'ended') return { notReady: 'Your agreement has ended: there is nothing to sign.' };
  if (!onCurrentTemplate(agreement)) return { notReady: TEMPLATE_CHANGED };
  if (!declaration) return { notReady: 'Please make your declaration first (step 1).' };
  if (!profile || record.latestAcceptedProfileId !== agreement.riskProfileId)
    return {
      notReady:
        'Your risk profile changed after we prepared the agreement. We will prepare it again on your new profile.',
    };
  if (!suitability || suitability.profileVersion !== agreement.riskProfileId)
    return { notReady: 'Your adviser has not yet recorded why the service suits your profile.' };
  if (Object.keys(termsProblems(agreement.terms)).length > 0)
    return { notReady: 'The agreement’s fee is outside SEBI’s limits. We will correct it and tell you.' };
  const parties = agreementPartiesOf({
    displayName: signer.name,
    email: signer.email,
    declaration,
    profile,
    suitability,
  });
  if (!parties) return { notReady: 'Please answer the risk questions again (step 2).' };
  const rendered = renderAgreement(parties, agreement.terms);
  return { rendered, hash: sha256(agreementText(rendered)), preparedAt: agreement.preparedAt };
}

export async function handleAgreement(
  method: string,
  authorization: string | undefined,
  body: string,
  deps: AgreementDeps,
): Promise<AgreementResponse> {
  if (method !== 'POST') return refuse(405, 'invalid', 'Send the request with POST.');
  const token = bearerToken(authorization);
  const session = token ? await confirmSession(token, deps) : null;
  if (!session) return refuse(401, 'session', 'Your session has ended. Please sign in again; the agreement stays.');
  const { claims, profile } = session;
  if (claims.email_verified !== true || typeof claims.email !== 'string')
    return refuse(
      403,
      'unverified',
      'Please confirm your email address first: the code to sign is sent to it, as your registered address.',
    );
  const request = readRequest(body);
  if (!request) return refuse(400, 'invalid', 'The request was not understood. Please reload the page.');
  const signer: Signer = {
    uid: claims.uid,
    email: claims.email,
    name: profile ? readStoredProfile(profile).displayName : '',
  };
  const made = agreementOf(await deps.store.record(claims.uid), signer);
  if ('notReady' in made) return refuse(409, 'not-ready', made.notReady);
  if (made.hash !== request.shownHash)
    return refuse(
      409,
      'changed',
      'The agreement has changed since you opened it. Please read it again as it now stands before you sign.',
    );
  const now = deps.now();

  if (request.action === 'send-code') {
    const begun = await deps.provider.begin(signer, made.hash, now);
    if (!begun.ok) return refuse(429, 'limited', begun.message);
    return reply(202, { ok: true, sentTo: begun.sentTo, validMinutes: SIGNING_CODE.validMinutes });
  }

  const problem = codeProblem(request.code);
  if (problem) return refuse(400, 'code', problem);
  const completed = await deps.provider.complete(signer, made.hash, { code: cleanCode(request.code) }, now);
  if (!completed.ok) return refuse(400, 'code', completed.message);
  const signature: PdfSignature = { hash: made.hash, method: deps.provider.method, signer, at: now };
  const pdf = (await deps.renderPdf(made.rendered, signature)).toString('base64');
  const signed = await deps.store.sign(
    claims.uid,
    made.preparedAt,
    {
      hash: made.hash,
      method: deps.provider.method,
      signerUid: signer.uid,
      signerEmail: signer.email,
      signerName: signer.name,
      at: now,
    },
    pdf,
    (at) =>
      onboardingMailOf(
        'agreement-signed',
        signer.email,
        signer.uid,
        { name: signer.name || 'client', signedAt: agreementDate(at), hash: made.hash },
        { collection: 'agreements', id: signer.uid },
      ),
  );
  if (signed === 'changed')
    return refuse(409, 'changed', 'The agreement changed as you signed it. Please read it again before you sign.');
  return reply(200, { ok: true, signed: { hash: made.hash, at: signed.at } });
}
