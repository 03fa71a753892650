import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInSite } from '@meridian/shared/testing';
import type { MyComplaint } from '../../domain/my-complaints';
import { ComplaintsCard } from './complaints-card';

const listMyComplaints = vi.hoisted(() => vi.fn<(uid: string) => Promise<MyComplaint[]>>());
vi.mock('../../data/complaints', () => ({ listMyComplaints }));

const open: MyComplaint = {
  ticket: 'MWA-2026-000123',
  status: 'in-progress',
  statusLabel: 'In progress',
  category: 'Fees and billing',
  receivedAt: Date.parse('2026-11-24T05:00:00Z'),
  receivedOn: '24 November 2026',
  dueBy: '15 December 2026',
  resolvedOn: null,
  resolution: '',
};
const resolved: MyComplaint = {
  ...open,
  ticket: 'MWA-2026-000100',
  status: 'resolved',
  statusLabel: 'Resolved',
  dueBy: null,
  resolvedOn: '2 November 2026',
  resolution: 'We refunded the second fee.',
};

describe('ComplaintsCard', () => {
  afterEach(cleanup);

  it('lists the person’s own complaints with their status and the date of the answer', async () => {
    listMyComplaints.mockResolvedValue([open, resolved]);
    renderInSite(<ComplaintsCard uid="u1" />, { url: '/dashboard' });
    const card = screen.getByRole('region', { name: 'My complaints' });
    const items = await within(card).findAllByRole('listitem');
    expect(listMyComplaints).toHaveBeenCalledWith('u1');
    expect(items.map((item) => item.textContent)).toEqual([
      'MWA-2026-000123In progressFees and billing. Received on 24 November 2026. We will answer by 15 December 2026.',
      'MWA-2026-000100ResolvedFees and billing. Received on 24 November 2026. Resolved on 2 November 2026.We refunded the second fee.',
    ]);
    expect(within(card).getByRole('link', { name: 'Lodge a complaint' }).getAttribute('href')).toBe('/complaints');
  });

  it('says when there are none', async () => {
    listMyComplaints.mockResolvedValue([]);
    renderInSite(<ComplaintsCard uid="u1" />, { url: '/dashboard' });
    expect(await screen.findByText('You have not lodged any complaint with us.')).toBeTruthy();
  });
});
