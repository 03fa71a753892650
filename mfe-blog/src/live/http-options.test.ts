/**
 * blogLive answers as production's under the Functions emulator (issue 37, item 9): with the
 * emulator's debug CORS feature on, a function made with LIVE_HTTP_OPTIONS sends no CORS header
 * to another origin, where the same function without `cors: false` echoes it (the control).
 */
import type * as Https from 'firebase-functions/https';
import { beforeAll, describe, expect, it } from 'vitest';
import { corsHeadersOf, fakeHttpResponse } from '@meridian/shared/testing';
import { LIVE_HTTP_OPTIONS } from './http-options';

type HttpFunction = (request: unknown, response: unknown) => unknown;

async function corsHeaders(fn: unknown, method: string): Promise<string[]> {
  const res = fakeHttpResponse();
  const request = { method, url: '/live/blog', headers: { origin: 'https://attacker.example' }, socket: {} };
  await (fn as HttpFunction)(request, res);
  await res.sent;
  return corsHeadersOf(res);
}

let onRequest: typeof Https.onRequest;

beforeAll(async () => {
  // What firebase-tools sets in the emulated functions' environment, before the SDK reads it.
  process.env.FIREBASE_DEBUG_MODE = 'true';
  process.env.FIREBASE_DEBUG_FEATURES = JSON.stringify({ enableCors: true });
  process.env.FUNCTIONS_EMULATOR = 'true';
  ({ onRequest } = await import('firebase-functions/https'));
});

describe('blogLive’s options under the emulator', () => {
  const handler = (_request: unknown, res: { status: (code: number) => { send: (body: string) => void } }) =>
    res.status(200).send('ok');

  it.each(['GET', 'OPTIONS'])('asked with %s from another origin, it sends no CORS header', async (method) => {
    expect(await corsHeaders(onRequest(LIVE_HTTP_OPTIONS, handler), method)).toEqual([]);
  });

  it('without cors: false, the emulator would answer that origin (the control)', async () => {
    const { region, memory, concurrency } = LIVE_HTTP_OPTIONS;
    expect(await corsHeaders(onRequest({ region, memory, concurrency }, handler), 'GET')).toContain(
      'access-control-allow-origin',
    );
  });
});
