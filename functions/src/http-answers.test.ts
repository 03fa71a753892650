/**
 * The HTTP functions answer as production's do under the Functions emulator too (issue 37, item
 * 9): the emulator runs them in debug mode with its CORS feature on, which would echo any origin
 * back; `cors: false` on each keeps them to production's answer (no CORS header: the site calls
 * them from its own origin). Run against the exported functions, as the emulator runs them.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { corsHeadersOf, fakeHttpResponse } from '@meridian/shared/testing';

type HttpFunction = (request: unknown, response: unknown) => unknown;

/**
 * The HTTP functions the site exports (index.ts) that answer through this stand-in for Express's
 * response; compose, the page composer, writes through the compression middleware, which needs a
 * real one, and takes the same HTTP_CORS.
 */
const HTTP_FUNCTIONS = ['submit', 'stats', 'slots', 'publishMonth', 'agreement'] as const;

let functions: Record<(typeof HTTP_FUNCTIONS)[number], HttpFunction>;

beforeAll(async () => {
  // What firebase-tools sets in the emulated functions' environment.
  process.env.FIREBASE_DEBUG_MODE = 'true';
  process.env.FIREBASE_DEBUG_FEATURES = JSON.stringify({ enableCors: true });
  process.env.FUNCTIONS_EMULATOR = 'true';
  process.env.SITE_URL = 'http://localhost:5173';
  process.env.REMOTE_ORIGINS = '{}';
  process.env.GCLOUD_PROJECT = 'demo-meridian';
  functions = (await import('./index')) as unknown as typeof functions;
});

describe('the HTTP functions under the emulator', () => {
  it.each([
    ['stats', 'GET'],
    ['submit', 'GET'],
    ['stats', 'OPTIONS'],
  ] as const)('%s, asked with %s from another origin, sends no CORS header', async (name, method) => {
    const res = fakeHttpResponse();
    const request = { method, url: '/', headers: { origin: 'https://attacker.example' }, socket: {} };
    await functions[name](request, res);
    await res.sent;
    expect(corsHeadersOf(res)).toEqual([]);
    expect(res.statusCode).toBe(method === 'OPTIONS' ? 405 : name === 'stats' ? 401 : 405);
  });

  it.each(HTTP_FUNCTIONS)('%s, asked for CORS (OPTIONS) from another origin, allows it nothing', async (name) => {
    const res = fakeHttpResponse();
    const request = {
      method: 'OPTIONS',
      url: '/',
      headers: { origin: 'https://attacker.example', 'access-control-request-method': 'POST' },
      socket: {},
    };
    await functions[name](request, res);
    await res.sent;
    expect(corsHeadersOf(res)).toEqual([]);
  });
});
