import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendSubmission, SUBMIT_PATH } from './send';

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
