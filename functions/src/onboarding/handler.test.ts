import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { AGREEMENT_TEMPLATE } from '@meridian/shared/compliance';
import {
  agreementPartiesOf,
  agreementText,
  renderAgreement,
  RISK_QUESTIONNAIRE,
  type AgreementAnswer,
} from '@meridian/shared/onboarding';
import { SAMPLE_TERMS } from '@meridian/shared/testing';
import type { QueuedMail } from '../mail/queue';
import { handleAgreement, type AgreementDeps, type OnboardingRecord } from './handler';
import { agreementPdf } from './pdf';
import { codeHashOf, emailCodeProvider, maskedEmail, sha256, type CodeRecord } from './signing';

const NOW = Date.UTC(2026, 10, 29, 6, 0);
const DAY = 86_400_000;
const UID = 'client-1';
const EMAIL = 'asha@example.com';
const ANSWERS = Object.fromEntries(RISK_QUESTIONNAIRE.questions.map((question) => [question.id, '2']));
const TERMS = SAMPLE_TERMS;

const record = (change: Partial<OnboardingRecord> = {}): OnboardingRecord => ({
  declaration: { pan: 'ABCPE1234F', at: NOW - 3 * DAY },
  agreement: {
    state: 'offered',
    terms: TERMS,
    templateVersion: AGREEMENT_TEMPLATE.version,
    riskProfileId: 'v1',
    suitabilityId: 's1',
    preparedAt: NOW - DAY,
  },
  profile: { id: 'v1', answers: ANSWERS, acceptedAt: NOW - 2 * DAY },
  latestAcceptedProfileId: 'v1',
  suitability: { id: 's1', service: 'Financial planning and investment advice', at: NOW - DAY, profileVersion: 'v1' },
  ...change,
});

/** The hash of the agreement the dashboard shows for `stored`: the same rendering, from the same records. */
function shownHash(stored: OnboardingRecord = record()): string {
  const { declaration, profile, suitability, agreement } = stored;
  if (!declaration || !profile || !suitability || !agreement) throw new Error('incomplete');
  const parties = agreementPartiesOf({ displayName: 'Asha Verma', email: EMAIL, declaration, profile, suitability });
  if (!parties) throw new Error('no profile');
  return sha256(agreementText(renderAgreement(parties, agreement.terms)));
}

function harness(
  stored: OnboardingRecord = record(),
  claims: Record<string, unknown> = {},
  profile: Record<string, unknown> = {},
) {
  const state = {
    stored,
    code: null as CodeRecord | null,
    mail: [] as QueuedMail[],
    signed: null as null | { hash: string; pdf: string; at: number },
    now: NOW,
    nextCode: '123456',
  };
  const deps: AgreementDeps = {
    verifyIdToken: (token) =>
      token === 'a'.repeat(40)
        ? Promise.resolve({ uid: UID, email: EMAIL, email_verified: true, auth_time: NOW / 1000 - 60, ...claims })
        : Promise.reject(new Error('bad token')),
    profileOf: () => Promise.resolve({ displayName: 'Asha Verma', email: EMAIL, role: 'user', ...profile }),
    store: {
      record: () => Promise.resolve(state.stored),
      sign: (_uid, preparedAt, signed, pdf, mail) => {
        if (state.stored.agreement?.state !== 'offered' || state.stored.agreement.preparedAt !== preparedAt)
          return Promise.resolve('changed' as const);
        state.signed = { hash: signed.hash, pdf, at: signed.at };
        state.mail.push(mail(signed.at));
        return Promise.resolve({ at: signed.at });
      },
    },
    provider: emailCodeProvider({
      codes: {
        issueCode: (_uid, next) => {
          const issued = next(state.code);
          if (!issued) return Promise.resolve(false);
          state.code = issued.record;
          state.mail.push(issued.mail);
          return Promise.resolve(true);
        },
        spendTry: () => {
          const before = state.code;
          if (before && before.triesLeft > 0) state.code = { ...before, triesLeft: before.triesLeft - 1 };
          return Promise.resolve(before);
        },
      },
      newCode: () => state.nextCode,
    }),
    renderPdf: agreementPdf,
    now: () => state.now,
  };
  const call = async (body: Record<string, unknown>, authorization = `Bearer ${'a'.repeat(40)}`, method = 'POST') => {
    const answer = await handleAgreement(method, authorization, JSON.stringify(body), deps);
    return { status: answer.status, body: answer.body as AgreementAnswer & { message?: string; reason?: string } };
  };
  return { state, call };
}

describe('POST /api/agreement: who may sign', () => {
  it.each<[string, ReturnType<typeof harness>, string | undefined, string, number, string]>([
    ['a GET', harness(), `Bearer ${'a'.repeat(40)}`, 'GET', 405, 'invalid'],
    ['no token', harness(), '', 'POST', 401, 'session'],
    ['a bad token', harness(), `Bearer ${'b'.repeat(40)}`, 'POST', 401, 'session'],
    [
      'an email never verified',
      harness(record(), { email_verified: false }),
      `Bearer ${'a'.repeat(40)}`,
      'POST',
      403,
      'unverified',
    ],
  ])('refuses %s', async (_label, { call }, authorization, method, status, reason) => {
    const answer = await call({ action: 'send-code', shownHash: shownHash() }, authorization, method);
    expect(answer.status).toBe(status);
    expect(answer.body.reason).toBe(reason);
  });

  it('refuses a session ended on every device ("sign out of all devices")', async () => {
    const { call, state } = harness(record(), {}, { sessionsValidAfter: Timestamp.fromMillis(NOW - 1000) });
    expect(await call({ action: 'send-code', shownHash: shownHash() })).toMatchObject({
      status: 401,
      body: { reason: 'session' },
    });
    expect(state.mail).toEqual([]);
  });
});

describe('POST /api/agreement: what is malformed', () => {
  it.each<[string, Record<string, unknown>]>([
    ['no action', { shownHash: 'a'.repeat(64) }],
    ['an action it does not take', { action: 'sign-for-me', shownHash: 'a'.repeat(64) }],
    ['no hash of the text shown', { action: 'send-code' }],
    ['a hash that is not one', { action: 'send-code', shownHash: 'xyz' }],
    ['a signature without a code', { action: 'sign', shownHash: 'a'.repeat(64) }],
    ['a code that is not text', { action: 'sign', shownHash: 'a'.repeat(64), code: 123456 }],
  ])('refuses %s, sending and signing nothing', async (_label, body) => {
    const { call, state } = harness();
    expect(await call(body)).toMatchObject({ status: 400, body: { reason: 'invalid' } });
    expect(state.mail).toEqual([]);
    expect(state.signed).toBeNull();
  });

  it('refuses a body that is not JSON', async () => {
    const answer = await handleAgreement('POST', `Bearer ${'a'.repeat(40)}`, '{not json', {
      verifyIdToken: () => Promise.resolve({ uid: UID, email: EMAIL, email_verified: true }),
      profileOf: () => Promise.resolve(null),
      store: { record: () => Promise.resolve(record()), sign: () => Promise.resolve('changed' as const) },
      provider: emailCodeProvider({
        codes: { issueCode: () => Promise.resolve(false), spendTry: () => Promise.resolve(null) },
        newCode: () => '000000',
      }),
      renderPdf: agreementPdf,
      now: () => NOW,
    });
    expect(answer).toMatchObject({ status: 400, body: { reason: 'invalid' } });
  });
});

describe('POST /api/agreement: what must come first', () => {
  it.each<[string, Partial<OnboardingRecord>, string]>([
    ['no agreement offered', { agreement: null }, 'We have not prepared your agreement yet'],
    ['no declaration', { declaration: null }, 'Please make your declaration first'],
    ['a newer profile accepted since', { latestAcceptedProfileId: 'v2' }, 'Your risk profile changed'],
    ['no suitability recorded', { suitability: null }, 'Your adviser has not yet recorded'],
    [
      'a suitability on another version',
      { suitability: { id: 's0', service: 'x', at: NOW, profileVersion: 'v0' } },
      'Your adviser has not yet recorded',
    ],
    [
      'a fee above SEBI’s cap',
      { agreement: { ...record().agreement!, terms: { ...TERMS, feeAmount: 151_001 } } },
      'outside SEBI’s limits',
    ],
    ['an agreement already signed', { agreement: { ...record().agreement!, state: 'signed' } }, 'already signed'],
    ['an agreement ended', { agreement: { ...record().agreement!, state: 'ended' } }, 'has ended'],
    [
      'an offer on an older template',
      { agreement: { ...record().agreement!, templateVersion: '2026-11-29' } },
      'words have changed since we prepared yours',
    ],
  ])('refuses with %s', async (_label, change, words) => {
    const { call, state } = harness(record(change));
    const answer = await call({ action: 'send-code', shownHash: shownHash() });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toContain(words);
    expect(state.mail).toEqual([]);
  });

  it('refuses a code for a text other than the one the records make', async () => {
    const { call, state } = harness();
    const answer = await call({
      action: 'send-code',
      shownHash: shownHash(record({ agreement: { ...record().agreement!, terms: { ...TERMS, feeAmount: 50_000 } } })),
    });
    expect(answer).toMatchObject({ status: 409, body: { reason: 'changed' } });
    expect(state.code).toBeNull();
  });
});

describe('POST /api/agreement: the one-time code and the signature', () => {
  it('sends a code to the registered email, keeping only its hash, bound to the text shown', async () => {
    const { call, state } = harness();
    const answer = await call({ action: 'send-code', shownHash: shownHash() });
    expect(answer).toEqual({ status: 202, body: { ok: true, sentTo: 'a•••@example.com', validMinutes: 10 } });
    expect(state.code).toMatchObject({
      codeHash: codeHashOf(UID, shownHash(), '123456'),
      triesLeft: 5,
      expiresAt: NOW + 600_000,
    });
    expect(JSON.stringify(state.code)).not.toContain('123456');
    expect(state.mail).toHaveLength(1);
    expect(state.mail[0]).toMatchObject({
      to: EMAIL,
      uid: UID,
      template: { name: 'agreement-code', data: { code: '123456' } },
    });
  });

  it('sends at most five codes an hour', async () => {
    const { call, state } = harness();
    for (let sent = 0; sent < 5; sent += 1)
      expect((await call({ action: 'send-code', shownHash: shownHash() })).status).toBe(202);
    expect(await call({ action: 'send-code', shownHash: shownHash() })).toMatchObject({
      status: 429,
      body: { reason: 'limited' },
    });
    state.now = NOW + 3_600_001;
    expect((await call({ action: 'send-code', shownHash: shownHash() })).status).toBe(202);
  });

  it.each<[string, string, string]>([
    ['an empty code', '', 'Enter the code from the email we sent you.'],
    ['five digits', '12345', 'The code is 6 digits, as in the email.'],
    ['a wrong code', '654321', 'That is not the code we sent for this agreement. 4 tries left.'],
  ])('refuses %s beside the field, signing nothing', async (_label, code, message) => {
    const { call, state } = harness();
    await call({ action: 'send-code', shownHash: shownHash() });
    expect(await call({ action: 'sign', shownHash: shownHash(), code })).toEqual({
      status: 400,
      body: { ok: false, reason: 'code', message },
    });
    expect(state.signed).toBeNull();
  });

  it('refuses an expired code, and one tried five times', async () => {
    const expired = harness();
    await expired.call({ action: 'send-code', shownHash: shownHash() });
    expired.state.now = NOW + 600_000;
    expect((await expired.call({ action: 'sign', shownHash: shownHash(), code: '123456' })).body.message).toContain(
      'expired',
    );

    const tried = harness();
    await tried.call({ action: 'send-code', shownHash: shownHash() });
    for (let attempt = 0; attempt < 5; attempt += 1)
      await tried.call({ action: 'sign', shownHash: shownHash(), code: '000000' });
    expect((await tried.call({ action: 'sign', shownHash: shownHash(), code: '123456' })).body.message).toContain(
      'tried too many times',
    );
    expect(tried.state.signed).toBeNull();
  });

  it('signs with the right code: the hash of the text, a PDF, and the confirmation email', async () => {
    const { call, state } = harness();
    await call({ action: 'send-code', shownHash: shownHash() });
    const answer = await call({ action: 'sign', shownHash: shownHash(), code: ' 123 456 ' });
    expect(answer).toEqual({ status: 200, body: { ok: true, signed: { hash: shownHash(), at: NOW } } });
    expect(state.signed?.hash).toBe(shownHash());
    expect(
      Buffer.from(state.signed?.pdf ?? '', 'base64')
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect(state.mail[1]).toMatchObject({
      to: EMAIL,
      template: { name: 'agreement-signed', data: { hash: shownHash(), signedAt: '29 November 2026' } },
      about: { collection: 'agreements', id: UID },
    });
  });

  it('does not sign an offer changed after the code was sent: the code was for the other text', async () => {
    const { call, state } = harness();
    await call({ action: 'send-code', shownHash: shownHash() });
    state.stored = record({ agreement: { ...record().agreement!, terms: { ...TERMS, feeAmount: 70_000 } } });
    const changed = await call({ action: 'sign', shownHash: shownHash(), code: '123456' });
    expect(changed).toMatchObject({ status: 409, body: { reason: 'changed' } });
    const reread = await call({ action: 'sign', shownHash: shownHash(state.stored), code: '123456' });
    expect(reread).toMatchObject({ status: 400, body: { reason: 'code' } });
    expect(state.signed).toBeNull();
  });
});

describe('the signing’s pieces', () => {
  it('hashes with SHA-256 (the published test vector)', () => {
    expect(sha256('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('shows where the code went without the whole address', () => {
    expect(maskedEmail('asha@example.com')).toBe('a•••@example.com');
  });
});
