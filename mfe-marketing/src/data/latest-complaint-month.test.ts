import { afterEach, describe, expect, it, vi } from 'vitest';
import { LATEST_COMPLAINT_DATA } from '@meridian/shared/complaints';
import { LATEST_DOCUMENT, latestMonthName, readLatestComplaintMonth } from './latest-complaint-month';

const BATCH_GET = 'http://127.0.0.1:8080/v1/projects/demo-meridian/databases/(default)/documents:batchGet';
const NAME = 'projects/demo-meridian/databases/(default)/documents/complaintData/latest';

const answer = (status: number, body: unknown) => {
  const fetch = vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status })));
  vi.stubGlobal('fetch', fetch);
  return fetch;
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('latestMonthName', () => {
  it.each<[Record<string, unknown> | null, string | null]>([
    [{ month: '2026-10' }, 'October 2026'],
    [{ month: '2027-01', auditId: 'x' }, 'January 2027'],
    [{ month: '2026-13' }, null],
    [{ month: 202610 }, null],
    [{}, null],
    [null, null],
  ])('%j → %s', (latest, name) => {
    expect(latestMonthName(latest)).toBe(name);
  });

  it('reads the document the complaint desk names the latest month in', () => {
    expect(LATEST_DOCUMENT).toBe(LATEST_COMPLAINT_DATA);
  });
});

describe('readLatestComplaintMonth', () => {
  it('POSTs one batchGet for complaintData/latest and names its month', async () => {
    const fetch = answer(200, [
      { found: { name: NAME, fields: { month: { stringValue: '2026-10' } } }, readTime: 'x' },
    ]);
    await expect(readLatestComplaintMonth()).resolves.toBe('October 2026');
    expect(fetch).toHaveBeenCalledWith(
      BATCH_GET,
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ documents: [NAME] }) }),
    );
  });

  it('gives null when the document is missing (nothing published)', async () => {
    answer(200, [{ missing: NAME, readTime: 'x' }]);
    await expect(readLatestComplaintMonth()).resolves.toBeNull();
  });

  it('rejects an answer it cannot read', async () => {
    answer(200, { error: 'x' });
    await expect(readLatestComplaintMonth()).rejects.toThrow('neither the document nor its absence');
  });

  it('rejects on an error status', async () => {
    answer(503, {});
    await expect(readLatestComplaintMonth()).rejects.toThrow('HTTP 503');
  });
});
