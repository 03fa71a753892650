// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInSite } from '@meridian/shared/testing';
import { ComplaintDataLink } from './complaint-data-link';

const readComplaintDataDocument = vi.hoisted(() => vi.fn<(id: string) => Promise<Record<string, unknown> | null>>());
vi.mock('../data/complaint-data', () => ({ readComplaintDataDocument }));

describe('ComplaintDataLink (the home page’s first screen)', () => {
  beforeEach(() => readComplaintDataDocument.mockReset());
  afterEach(cleanup);

  it('links to the complaint data, and names the latest month once read', async () => {
    readComplaintDataDocument.mockResolvedValue({ month: '2026-10', auditId: 'x' });
    renderInSite(<ComplaintDataLink />, { url: '/' });
    const link = await screen.findByRole('link', {
      name: 'Complaints against us: our monthly data, latest October 2026',
    });
    expect(link.getAttribute('href')).toBe('/complaints-data');
    expect(readComplaintDataDocument).toHaveBeenCalledWith('latest');
  });

  it('keeps the link without a month while nothing is published', async () => {
    readComplaintDataDocument.mockResolvedValue(null);
    renderInSite(<ComplaintDataLink />, { url: '/' });
    await vi.waitFor(() => expect(readComplaintDataDocument).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.getByRole('link', { name: 'Complaints against us: our monthly data' }).getAttribute('href')).toBe(
      '/complaints-data',
    );
  });
});
