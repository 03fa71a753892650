/**
 * How a client signs the advisory agreement: an e-signature provider behind one interface
 * (issue 36, item 3). The stand-in here, `emailCodeProvider`, signs with a one-time code sent to
 * the client's registered email address, bound to the hash of the text they had open; a licensed
 * provider (Aadhaar eSign through an ESP) implements the same interface and is chosen by
 * configuration (SIGNATURE_PROVIDER, readSignatureProvider below; docs/deploying.md). Pure but for its deps.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { SIGNING_CODE } from '@meridian/shared/onboarding';
import { onboardingMailOf, type QueuedMail } from '../mail/queue';

/** Who signs: the signed-in account, its verified email and its name. */
export interface Signer {
  uid: string;
  email: string;
  name: string;
}

export type BeginResult = { ok: true; sentTo: string } | { ok: false; limited: true; message: string };
export type CompleteResult = { ok: true } | { ok: false; message: string };

export interface SignatureProvider {
  /** How the signature was made, as the signed record keeps it. */
  readonly method: string;
  /** Starts signing the document whose SHA-256 is `documentHash` (the stand-in: sends the code). */
  begin(signer: Signer, documentHash: string, now: number): Promise<BeginResult>;
  /** Completes it with what the signer gives back (the stand-in: the code), or says why not. */
  complete(signer: Signer, documentHash: string, input: { code: string }, now: number): Promise<CompleteResult>;
}

/** agreementCodes/{uid}: the latest code, hashed with the document it signs, and the recent sends. */
export interface CodeRecord {
  codeHash: string;
  expiresAt: number;
  triesLeft: number;
  /** When codes were sent in the last hour (ms), for SIGNING_CODE.perHour. */
  sentAt: number[];
}

/**
 * Where the codes are kept. Each change is one transaction, so that requests in parallel can
 * neither send more codes an hour nor try a code more often than allowed.
 */
export interface CodeStore {
  /**
   * Reads the current record and, if `next` gives one, stores it and queues its email, together;
   * true when it did.
   */
  issueCode(
    uid: string,
    next: (previous: CodeRecord | null) => { record: CodeRecord; mail: QueuedMail } | null,
  ): Promise<boolean>;
  /** Spends one try of the current code: the record as it was before, or null when there is none. */
  spendTry(uid: string): Promise<CodeRecord | null>;
}

/** The SHA-256 of a text, in hex: the agreement's fingerprint, and the code's stored form. */
export const sha256 = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

/** A code is kept only as the hash of who it is for, what it signs and the code itself. */
export const codeHashOf = (uid: string, documentHash: string, code: string): string =>
  sha256(`${uid}\n${documentHash}\n${code}`);

const sameHash = (a: string, b: string): boolean =>
  a.length === b.length && timingSafeEqual(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));

/** An address as the page shows where the code went: a•••@example.com. */
export const maskedEmail = (email: string): string => {
  const at = email.indexOf('@');
  return at <= 1 ? email : `${email[0]}${'•'.repeat(3)}${email.slice(at)}`;
};

/** The stand-in provider: a six-digit code by email, valid ten minutes, five tries, five sends an hour. */
export function emailCodeProvider(deps: { codes: CodeStore; newCode: () => string }): SignatureProvider {
  const hour = 60 * 60 * 1000;
  return {
    method: 'email-code',
    async begin(signer, documentHash, now) {
      const code = deps.newCode();
      const issued = await deps.codes.issueCode(signer.uid, (previous) => {
        const recent = (previous?.sentAt ?? []).filter((at) => at > now - hour);
        if (recent.length >= SIGNING_CODE.perHour) return null;
        return {
          record: {
            codeHash: codeHashOf(signer.uid, documentHash, code),
            expiresAt: now + SIGNING_CODE.validMinutes * 60_000,
            triesLeft: SIGNING_CODE.tries,
            sentAt: [...recent, now],
          },
          mail: onboardingMailOf(
            'agreement-code',
            signer.email,
            signer.uid,
            { name: signer.name || 'client', code, minutes: String(SIGNING_CODE.validMinutes) },
            { collection: 'agreements', id: signer.uid },
          ),
        };
      });
      if (!issued)
        return {
          ok: false,
          limited: true,
          message: `We have sent ${SIGNING_CODE.perHour} codes in the last hour, the most we send. Please use the latest, or try again later.`,
        };
      return { ok: true, sentTo: maskedEmail(signer.email) };
    },
    async complete(signer, documentHash, input, now) {
      // Every try spends one, right or wrong, before the code is compared.
      const record = await deps.codes.spendTry(signer.uid);
      if (!record || record.codeHash === '') return { ok: false, message: 'Please ask for a code first.' };
      if (record.expiresAt <= now)
        return { ok: false, message: 'This code has expired. Ask for a new one; what you read stays open.' };
      if (record.triesLeft <= 0)
        return { ok: false, message: 'That code was tried too many times. Ask for a new one.' };
      if (!sameHash(record.codeHash, codeHashOf(signer.uid, documentHash, input.code))) {
        const triesLeft = record.triesLeft - 1;
        return {
          ok: false,
          message:
            triesLeft > 0
              ? `That is not the code we sent for this agreement. ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`
              : 'That is not the code we sent, and it cannot be tried again. Ask for a new one.',
        };
      }
      return { ok: true };
    },
  };
}

/**
 * The signature provider the environment names (SIGNATURE_PROVIDER): 'email-code', the stand-in,
 * is the default in the emulators and the only one built; a production project must name its
 * provider outright, and a licensed one (Aadhaar eSign) is added here behind the same interface
 * (docs/deploying.md). Throws, naming the setting, on anything else.
 */
export function readSignatureProvider(env: Record<string, string | undefined>): 'email-code' {
  const named = env.SIGNATURE_PROVIDER?.trim() ?? (env.FUNCTIONS_EMULATOR === 'true' ? 'email-code' : '');
  if (named === 'email-code') return named;
  throw new Error(
    named === ''
      ? 'SIGNATURE_PROVIDER is not set: name the e-signature provider (docs/deploying.md).'
      : `SIGNATURE_PROVIDER '${named}' is not a provider this build has (docs/deploying.md).`,
  );
}
