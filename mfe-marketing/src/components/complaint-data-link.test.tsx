// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInSite } from '@meridian/shared/testing';
import { ComplaintDataLink } from './complaint-data-link';

const readLatestComplaintMonth = vi.hoisted(() => vi.fn<() => Promise<string | null>>());
vi.mock('../data/latest-complaint-month', () => ({ readLatestComplaintMonth }));

describe('ComplaintDataLink (the home page’s first screen)', () => {
  beforeEach(() => readLatestComplaintMonth.mockReset());
  afterEach(cleanup);

  it('links to the complaint data, and names the latest month once read, in 16 px text', async () => {
    readLatestComplaintMonth.mockResolvedValue('October 2026');
    renderInSite(<ComplaintDataLink />, { url: '/' });
    const link = await screen.findByText('for October 2026');
    const anchor = link.closest('a');
    expect(anchor?.textContent).toBe('Our complaint data for October 2026');
    expect(anchor?.getAttribute('href')).toBe('/complaints-data');
    expect(anchor?.parentElement?.style.fontSize).toBe('1rem');
  });

  it('keeps the link without a month while nothing is published', async () => {
    readLatestComplaintMonth.mockResolvedValue(null);
    renderInSite(<ComplaintDataLink />, { url: '/' });
    await vi.waitFor(() => expect(readLatestComplaintMonth).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    const anchor = screen.getByText('(published monthly)').closest('a');
    expect(anchor?.textContent).toBe('Our complaint data (published monthly)');
    expect(anchor?.getAttribute('href')).toBe('/complaints-data');
  });
});
