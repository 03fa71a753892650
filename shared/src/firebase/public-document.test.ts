import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  decodeFirestoreFields,
  decodeFirestoreValue,
  batchGetUrl,
  documentName,
  PUBLIC_READ_TIMEOUT_MS,
  readPublicDocument,
} from './public-document';
import { readFirebaseSettings } from './settings';

describe('decodeFirestoreValue', () => {
  it.each([
    ['a string', { stringValue: 'Q3 FY 2025-26' }, 'Q3 FY 2025-26'],
    ['an empty string', { stringValue: '' }, ''],
    ['a double', { doubleValue: 7.1 }, 7.1],
    ['a whole double', { doubleValue: 8 }, 8],
    ['an integer (a decimal string)', { integerValue: '8' }, 8],
    ['a negative integer', { integerValue: '-12' }, -12],
    ['NaN (written as text)', { doubleValue: 'NaN' }, Number.NaN],
    ['infinity (written as text)', { doubleValue: 'Infinity' }, Number.POSITIVE_INFINITY],
    ['true', { booleanValue: true }, true],
    ['false', { booleanValue: false }, false],
    ['null', { nullValue: null }, null],
    ['a timestamp', { timestampValue: '2026-03-02T10:00:00.123Z' }, '2026-03-02T10:00:00.123Z'],
    [
      'a reference',
      { referenceValue: 'projects/p/databases/(default)/documents/a/b' },
      'projects/p/databases/(default)/documents/a/b',
    ],
    ['bytes', { bytesValue: 'AAE=' }, 'AAE='],
    ['an empty map', { mapValue: {} }, {}],
    ['a map', { mapValue: { fields: { a: { integerValue: '1' } } } }, { a: 1 }],
    ['an empty array', { arrayValue: {} }, []],
    [
      'an array of mixed values',
      { arrayValue: { values: [{ stringValue: 'x' }, { integerValue: '2' }, { nullValue: null }] } },
      ['x', 2, null],
    ],
    ['a geopoint', { geoPointValue: { latitude: 19.07, longitude: 72.87 } }, { latitude: 19.07, longitude: 72.87 }],
    ['a map without fields (as Firestore writes an empty map)', { mapValue: { fields: undefined } }, {}],
    ['an array value that is not an object', { arrayValue: 'x' }, []],
    ['an empty object', {}, undefined],
    ['not an object', 'text', undefined],
    ['null itself', null, undefined],
    ['an array', [], undefined],
  ])('%s', (_, encoded, plain) => {
    expect(decodeFirestoreValue(encoded)).toEqual(plain);
  });
});

describe('decodeFirestoreFields', () => {
  it.each([
    ['no fields (an empty document)', undefined, {}],
    ['fields that are not an object', 'oops', {}],
    [
      'the rates document, doubles and integers alike',
      {
        rates: {
          mapValue: {
            fields: {
              ppf: { mapValue: { fields: { ratePct: { doubleValue: 7.1 }, asOf: { stringValue: 'Q3 FY 2025-26' } } } },
              ssy: { mapValue: { fields: { ratePct: { integerValue: '8' }, asOf: { stringValue: 'Q3 FY 2025-26' } } } },
            },
          },
        },
        updatedAt: { timestampValue: '2026-03-02T10:00:00Z' },
        auditId: { stringValue: 'a1' },
      },
      {
        rates: {
          ppf: { ratePct: 7.1, asOf: 'Q3 FY 2025-26' },
          ssy: { ratePct: 8, asOf: 'Q3 FY 2025-26' },
        },
        updatedAt: '2026-03-02T10:00:00Z',
        auditId: 'a1',
      },
    ],
    [
      'a field named __proto__ (as JSON gives it) stays a plain field',
      JSON.parse('{"__proto__": {"stringValue": "x"}}') as unknown,
      JSON.parse('{"__proto__": "x"}') as unknown,
    ],
  ])('%s', (_, fields, plain) => {
    const decoded = decodeFirestoreFields(fields);
    expect(decoded).toEqual(plain);
    expect(Object.getPrototypeOf(decoded)).toBe(Object.prototype);
  });
});

const demo = readFirebaseSettings({});
const real = readFirebaseSettings({
  VITE_FIREBASE_PROJECT_ID: 'meridian-prod',
  VITE_FIREBASE_API_KEY: 'AIza key',
  VITE_FIREBASE_AUTH_DOMAIN: 'meridian-prod.firebaseapp.com',
});

describe('batchGetUrl', () => {
  it.each([
    [
      'a demo project reads the emulator',
      demo,
      'http://127.0.0.1:8080/v1/projects/demo-meridian/databases/(default)/documents:batchGet',
    ],
    [
      'a real project reads Google’s endpoint with its API key',
      real,
      'https://firestore.googleapis.com/v1/projects/meridian-prod/databases/(default)/documents:batchGet?key=AIza%20key',
    ],
    [
      'a real project without an API key sends none',
      { ...real, options: { ...real.options, apiKey: '' } },
      'https://firestore.googleapis.com/v1/projects/meridian-prod/databases/(default)/documents:batchGet',
    ],
  ])('%s', (_, settings, url) => {
    expect(batchGetUrl(settings)).toBe(url);
  });
});

describe('documentName', () => {
  it.each([
    ['settings/rates', 'projects/meridian-prod/databases/(default)/documents/settings/rates'],
    ['complaintData/latest', 'projects/meridian-prod/databases/(default)/documents/complaintData/latest'],
    ['a b/c?d', 'projects/meridian-prod/databases/(default)/documents/a%20b/c%3Fd'],
  ])('names %s in the default database, its segments encoded', (path, name) => {
    expect(documentName(real, path)).toBe(name);
  });
});

describe('readPublicDocument', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  // Tests run as the demo project, against the emulator's address.
  const BATCH_GET = 'http://127.0.0.1:8080/v1/projects/demo-meridian/databases/(default)/documents:batchGet';
  const NAME = 'projects/demo-meridian/databases/(default)/documents/settings/rates';
  const readTime = '2026-11-24T10:00:00Z';

  const answer = (status: number, body: unknown = {}) => {
    const fetch = vi.fn((_url: string, _init?: RequestInit) =>
      Promise.resolve(new Response(JSON.stringify(body), { status })),
    );
    vi.stubGlobal('fetch', fetch);
    return fetch;
  };

  it('POSTs a batchGet for the one document to the emulator and decodes it', async () => {
    const fetch = answer(200, [
      {
        found: {
          name: NAME,
          fields: {
            rates: { mapValue: { fields: { ppf: { mapValue: { fields: { ratePct: { doubleValue: 7.1 } } } } } } },
          },
        },
        readTime,
      },
    ]);
    await expect(readPublicDocument('settings/rates')).resolves.toEqual({ rates: { ppf: { ratePct: 7.1 } } });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith(
      BATCH_GET,
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ documents: [NAME] }),
        signal: expect.any(AbortSignal),
      }),
    );
  });

  it('gives an empty object for a document without fields', async () => {
    answer(200, [{ found: { name: NAME }, readTime }]);
    await expect(readPublicDocument('settings/rates')).resolves.toEqual({});
  });

  it('gives null, from a 200 answer, for a document that does not exist', async () => {
    answer(200, [{ missing: NAME, readTime }]);
    await expect(readPublicDocument('settings/rates')).resolves.toBeNull();
  });

  it.each([403, 404, 500, 503])('rejects on HTTP %i', async (status) => {
    answer(status, { error: { code: status } });
    await expect(readPublicDocument('settings/rates')).rejects.toThrow(`HTTP ${status}`);
  });

  it.each([
    ['an empty list', []],
    ['not a list', { documents: [] }],
    ['another document', [{ missing: `${NAME}-2`, readTime }]],
    ['another document found', [{ found: { name: `${NAME}-2`, fields: {} }, readTime }]],
  ])('rejects an answer that says nothing of the document: %s', async (_, body) => {
    answer(200, body);
    await expect(readPublicDocument('settings/rates')).rejects.toThrow('neither the document nor its absence');
  });

  it('rejects when the network fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(readPublicDocument('settings/rates')).rejects.toThrow('Failed to fetch');
  });

  it(`gives up after ${PUBLIC_READ_TIMEOUT_MS} ms`, async () => {
    const timedOut = new AbortController();
    timedOut.abort(new DOMException('The operation timed out.', 'TimeoutError'));
    const timeout = vi.spyOn(AbortSignal, 'timeout').mockReturnValue(timedOut.signal);
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init?: RequestInit) =>
        init?.signal?.aborted ? Promise.reject(init.signal.reason) : Promise.resolve(new Response('[]')),
      ),
    );
    await expect(readPublicDocument('settings/rates')).rejects.toThrow('timed out');
    expect(timeout).toHaveBeenCalledWith(PUBLIC_READ_TIMEOUT_MS);
  });
});
