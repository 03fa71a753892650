import { afterEach, describe, expect, it, vi } from 'vitest';
import { complaintData } from '@meridian/shared/complaints';
import {
  batchGetUrl,
  COMPLAINT_DATA_READ_TIMEOUT_MS,
  documentName,
  readComplaintDataDocument,
  readLatestComplaintData,
} from './complaint-data';

// Tests run as the demo project, against the emulator's address.
const BATCH_GET = 'http://127.0.0.1:8080/v1/projects/demo-meridian/databases/(default)/documents:batchGet';
const NAME = (id: string) => `projects/demo-meridian/databases/(default)/documents/complaintData/${id}`;

const { snapshot } = complaintData(
  [
    {
      ticket: 'MWA-2026-000001',
      receivedAt: Date.parse('2026-10-03T05:00:00Z'),
      resolvedAt: null,
      source: 'direct',
      impersonation: false,
    },
  ],
  { year: 2026, month: 10 },
  '2024-05-10',
);

type RestValue = Record<string, unknown>;
function restValue(value: unknown): RestValue {
  if (value === null || value === undefined) return { nullValue: null };
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number')
    return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(restValue) } };
  return { mapValue: { fields: restFields(value as Record<string, unknown>) } };
}
const restFields = (value: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(value).map(([key, item]) => [key, restValue(item)]));

const found = (id: string, fields: Record<string, unknown>) => ({
  found: { name: NAME(id), fields: restFields(fields), createTime: 'x', updateTime: 'x' },
  readTime: '2026-11-24T10:00:00Z',
});
const missing = (id: string) => ({ missing: NAME(id), readTime: '2026-11-24T10:00:00Z' });

/** Answers each batchGet with what `documents` holds for the one name asked for. */
function serve(documents: Record<string, Record<string, unknown>>) {
  const fetch = vi.fn((_url: string, init?: RequestInit) => {
    const [name] = (JSON.parse(String(init?.body)) as { documents: string[] }).documents;
    const id = name?.split('/').pop() ?? '';
    const document = documents[id];
    return Promise.resolve(new Response(JSON.stringify([document ? found(id, document) : missing(id)])));
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const answer = (status: number, body: unknown) => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status }))),
  );
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('batchGetUrl and documentName', () => {
  const real = {
    options: { apiKey: 'AIza key', authDomain: 'meridian.firebaseapp.com', projectId: 'meridian' },
    emulators: null,
  };
  const demo = {
    options: { apiKey: 'demo-api-key', authDomain: 'demo-meridian.firebaseapp.com', projectId: 'demo-meridian' },
    emulators: { auth: 'http://127.0.0.1:9099', firestore: { host: '127.0.0.1', port: 8080 } },
  };

  it('posts to the emulator for a demo project, without the key', () => {
    expect(batchGetUrl(demo)).toBe(BATCH_GET);
  });

  it('posts to Google with the API key for a real project', () => {
    expect(batchGetUrl(real)).toBe(
      'https://firestore.googleapis.com/v1/projects/meridian/databases/(default)/documents:batchGet?key=AIza%20key',
    );
  });

  it('names a document in the default database', () => {
    expect(documentName(real, 'complaintData/latest')).toBe(
      'projects/meridian/databases/(default)/documents/complaintData/latest',
    );
  });
});

describe('readComplaintDataDocument', () => {
  it('POSTs a batchGet for the one document and decodes it', async () => {
    const fetch = serve({ latest: { month: '2026-10', auditId: 'a1' } });
    await expect(readComplaintDataDocument('latest')).resolves.toEqual({ month: '2026-10', auditId: 'a1' });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith(
      BATCH_GET,
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ documents: [NAME('latest')] }),
        signal: expect.any(AbortSignal),
      }),
    );
  });

  it('gives null, from a 200 answer, for a document that does not exist', async () => {
    serve({});
    await expect(readComplaintDataDocument('latest')).resolves.toBeNull();
  });

  it.each([403, 404, 500, 503])('rejects on HTTP %i', async (status) => {
    answer(status, { error: { code: status } });
    await expect(readComplaintDataDocument('latest')).rejects.toThrow(`HTTP ${status}`);
  });

  it.each([
    ['an empty list', []],
    ['not a list', { documents: [] }],
    ['another document', [missing('2026-09')]],
  ])('rejects an answer that says nothing of the document: %s', async (_, body) => {
    answer(200, body);
    await expect(readComplaintDataDocument('latest')).rejects.toThrow('neither the document nor its absence');
  });

  it('rejects when the network fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(readComplaintDataDocument('latest')).rejects.toThrow('Failed to fetch');
  });

  it(`gives up after ${COMPLAINT_DATA_READ_TIMEOUT_MS} ms`, async () => {
    const timedOut = new AbortController();
    timedOut.abort(new DOMException('The operation timed out.', 'TimeoutError'));
    const timeout = vi.spyOn(AbortSignal, 'timeout').mockReturnValue(timedOut.signal);
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init?: RequestInit) =>
        init?.signal?.aborted ? Promise.reject(init.signal.reason) : Promise.resolve(new Response('[]')),
      ),
    );
    await expect(readComplaintDataDocument('latest')).rejects.toThrow('timed out');
    expect(timeout).toHaveBeenCalledWith(COMPLAINT_DATA_READ_TIMEOUT_MS);
  });
});

describe('readLatestComplaintData', () => {
  it('gives null when nothing is published (latest is missing), reading nothing more', async () => {
    const fetch = serve({});
    await expect(readLatestComplaintData()).resolves.toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('gives null when latest names no month', async () => {
    serve({ latest: { month: 'soon' } });
    await expect(readLatestComplaintData()).resolves.toBeNull();
  });

  it('reads the month latest points at, with when it was published', async () => {
    const fetch = serve({
      latest: { month: '2026-10', auditId: 'a1' },
      '2026-10': { snapshot, publishedAt: '2026-11-03T06:00:00Z', publishedBy: 'u1', auditId: 'a1' },
    });
    await expect(readLatestComplaintData()).resolves.toEqual({
      snapshot,
      publishedAt: Date.parse('2026-11-03T06:00:00Z'),
    });
    expect(fetch.mock.calls.map(([, init]) => init?.body)).toEqual([
      JSON.stringify({ documents: [NAME('latest')] }),
      JSON.stringify({ documents: [NAME('2026-10')] }),
    ]);
  });

  it('rejects when the month latest points at is missing', async () => {
    serve({ latest: { month: '2026-10', auditId: 'a1' } });
    await expect(readLatestComplaintData()).rejects.toThrow(
      'The published complaint data of 2026-10 could not be read.',
    );
  });
});
