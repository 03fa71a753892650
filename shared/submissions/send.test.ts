import { afterEach, describe, expect, it, vi } from 'vitest';
import { SUBMIT_UNREACHABLE } from './form-basics';
import { readSubmitAnswer, retryAfterSeconds, sendPublicForm, sendSubmission, SUBMIT_PATH } from './send';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

describe('sendSubmission', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('posts the body as JSON with the headers given, and returns status, answer and Retry-After', async () => {
    const fetch = vi.fn((_url: string, _init: RequestInit) =>
      Promise.resolve(json(429, { ok: false }, { 'Retry-After': '60' })),
    );
    vi.stubGlobal('fetch', fetch);
    const sent = await sendSubmission({ kind: 'lead' }, () => Promise.resolve({ 'X-Firebase-AppCheck': 't' }));
    expect(sent).toEqual({ status: 429, answer: { ok: false }, retryAfter: '60' });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe(SUBMIT_PATH);
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"kind":"lead"}');
    expect(init?.headers).toEqual({ 'Content-Type': 'application/json', 'X-Firebase-AppCheck': 't' });
  });

  it.each([
    ['the server cannot be reached', () => Promise.reject(new TypeError('Failed to fetch')), () => Promise.resolve({})],
    [
      'the answer is not JSON',
      () => Promise.resolve(new Response('<html>', { status: 502 })),
      () => Promise.resolve({}),
    ],
    [
      'the headers cannot be had',
      () => Promise.resolve(json(202, { ok: true })),
      () => Promise.reject(new Error('no token')),
    ],
  ])('gives null when %s', async (_, answer, headers) => {
    vi.stubGlobal('fetch', vi.fn(answer));
    expect(await sendSubmission({}, headers)).toBeNull();
  });
});

describe('sendPublicForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("adds the sender's signals as the endpoint reads them: the honeypot's field and whole milliseconds", async () => {
    const fetch = vi.fn((_url: string, _init: RequestInit) => Promise.resolve(json(202, { ok: true })));
    vi.stubGlobal('fetch', fetch);
    await sendPublicForm<{ kind: 'lead'; page: string; website: string; elapsedMs: number }>(
      { kind: 'lead', page: '/' },
      { honeypot: '', elapsedMs: 4321.6 },
      () => Promise.resolve({}),
    );
    expect(fetch.mock.calls[0]?.[1]?.body).toBe('{"kind":"lead","page":"/","website":"","elapsedMs":4322}');
  });
});

const NOW = Date.parse('2026-11-24T10:00:00Z');

describe('retryAfterSeconds', () => {
  it.each([
    ['30', 30],
    ['0', 1],
    ['2.2', 3],
    [' ', null],
    [null, null],
    ['soon', null],
    ['Tue, 24 Nov 2026 10:02:00 GMT', 120],
  ])('%j → %j', (header, expected) => {
    expect(retryAfterSeconds(header, NOW)).toBe(expected);
  });
});

describe('readSubmitAnswer', () => {
  const sent = (answer: unknown, status = 400, retryAfter: string | null = null) => ({ status, answer, retryAfter });
  const UNREACHABLE = 'Unreachable.';
  const LIMITED = { ok: false, reason: 'limited', message: 'Too many.' };

  it('reads an accepted answer', () => {
    expect(readSubmitAnswer(sent({ ok: true }, 202), [], UNREACHABLE)).toEqual({ kind: 'sent', answer: { ok: true } });
  });

  it("keeps the messages of the form's own fields only", () => {
    const answer = {
      ok: false,
      reason: 'invalid',
      message: 'Please check.',
      errors: { email: 'Bad.', other: 'x', name: '' },
    };
    expect(readSubmitAnswer(sent(answer), ['email', 'name'], UNREACHABLE)).toEqual({
      kind: 'refused',
      message: 'Please check.',
      errors: { email: 'Bad.' },
    });
  });

  it('reads how long a limited sender waits: the answer, else Retry-After, else a minute', () => {
    const limited = { ok: false, reason: 'limited', message: 'Too many.' };
    expect(readSubmitAnswer(sent({ ...limited, retryAfterSeconds: 89.2 }, 429), [], UNREACHABLE)).toEqual({
      kind: 'limited',
      message: 'Too many.',
      retryAfterSeconds: 90,
    });
    expect(readSubmitAnswer(sent(limited, 429, '30'), [], UNREACHABLE)).toMatchObject({ retryAfterSeconds: 30 });
    expect(readSubmitAnswer(sent(limited, 429), [], UNREACHABLE)).toMatchObject({ retryAfterSeconds: 60 });
  });

  it.each([
    ['the seconds in the body before Retry-After', { ...LIMITED, retryAfterSeconds: 40 }, 429, '50', 'Too many.', 40],
    ['Retry-After in seconds', LIMITED, 429, '2.2', 'Too many.', 3],
    ['Retry-After as an HTTP date', LIMITED, 429, 'Tue, 24 Nov 2026 10:02:00 GMT', 'Too many.', 120],
    ['Retry-After unreadable: a minute', LIMITED, 429, 'soon', 'Too many.', 60],
    ['a 429 that does not say why', { ok: false }, 429, '90', UNREACHABLE, 90],
    ['a 429 with an empty body', {}, 429, null, UNREACHABLE, 60],
    ['a 429 whose body is not an object', 'Too Many Requests', 429, null, UNREACHABLE, 60],
    ['limited whatever the status', { ...LIMITED, retryAfterSeconds: 5 }, 400, null, 'Too many.', 5],
  ])('limited: %s', (_, answer, status, header, message, seconds) => {
    expect(readSubmitAnswer(sent(answer, status, header), [], UNREACHABLE, NOW)).toEqual({
      kind: 'limited',
      message,
      retryAfterSeconds: seconds,
    });
  });

  it.each([
    ['ok in the body but an error status', sent({ ok: true }, 500)],
    ['an answer without ok or a message', sent({ errors: { email: 'Bad.' } }, 400)],
  ])('fails with the unreachable words: %s', (_, answer) => {
    expect(readSubmitAnswer(answer, ['email'], UNREACHABLE)).toEqual({ kind: 'failed', message: UNREACHABLE });
  });

  it("fails with the server's message, or the unreachable words when there is no answer to read", () => {
    expect(
      readSubmitAnswer(sent({ ok: false, reason: 'unavailable', message: 'Down.' }, 503), [], UNREACHABLE),
    ).toEqual({
      kind: 'failed',
      message: 'Down.',
    });
    expect(readSubmitAnswer(sent({ ok: false, reason: 'unavailable', message: ' ' }, 503), [], UNREACHABLE)).toEqual({
      kind: 'failed',
      message: UNREACHABLE,
    });
    for (const nothing of [null, sent('<html>'), sent([true]), sent({ ok: 'yes' })])
      expect(readSubmitAnswer(nothing, [], SUBMIT_UNREACHABLE)).toEqual({
        kind: 'failed',
        message: SUBMIT_UNREACHABLE,
      });
  });
});
