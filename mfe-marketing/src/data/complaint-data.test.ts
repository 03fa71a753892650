import { afterEach, describe, expect, it, vi } from 'vitest';
import { complaintData } from '@meridian/shared/complaints';
import { readLatestComplaintData } from './complaint-data';

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
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([BATCH_GET, BATCH_GET]);
    expect(fetch.mock.calls.map(([, init]) => init?.body)).toEqual([
      JSON.stringify({ documents: [NAME('latest')] }),
      JSON.stringify({ documents: [NAME('2026-10')] }),
    ]);
  });

  it('rejects when Firestore cannot be read', async () => {
    answer(503, { error: { code: 503 } });
    await expect(readLatestComplaintData()).rejects.toThrow('HTTP 503');
  });

  it('rejects when the month latest points at is missing', async () => {
    serve({ latest: { month: '2026-10', auditId: 'a1' } });
    await expect(readLatestComplaintData()).rejects.toThrow(
      'The published complaint data of 2026-10 could not be read.',
    );
  });
});
