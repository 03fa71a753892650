// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInSite } from '@meridian/shared/testing';
import { LATEST_COMPLAINT_DATA } from '@meridian/shared/complaints';
import { ComplaintDataLink, LATEST_DOCUMENT, latestMonthName } from './complaint-data-link';

const readComplaintDataDocument = vi.hoisted(() => vi.fn<(id: string) => Promise<Record<string, unknown> | null>>());
vi.mock('../data/complaint-data-document', () => ({ readComplaintDataDocument }));

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

describe('ComplaintDataLink (the home page’s first screen)', () => {
  beforeEach(() => readComplaintDataDocument.mockReset());
  afterEach(cleanup);

  it('links to the complaint data, and names the latest month once read', async () => {
    readComplaintDataDocument.mockResolvedValue({ month: '2026-10', auditId: 'x' });
    renderInSite(<ComplaintDataLink />, { url: '/' });
    const link = await screen.findByRole('link', {
      name: 'Our complaint data for October 2026',
    });
    expect(link.getAttribute('href')).toBe('/complaints-data');
    expect(readComplaintDataDocument).toHaveBeenCalledWith('latest');
  });

  it('keeps the link without a month while nothing is published', async () => {
    readComplaintDataDocument.mockResolvedValue(null);
    renderInSite(<ComplaintDataLink />, { url: '/' });
    await vi.waitFor(() => expect(readComplaintDataDocument).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.getByRole('link', { name: 'Our complaint data (published monthly)' }).getAttribute('href')).toBe(
      '/complaints-data',
    );
  });
});
