// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '@meridian/shared';
import { demoUsers, renderInSite } from '@meridian/shared/testing';
import { countOverdue, isPublished, listComplaints } from '../../data/complaints';
import { answerGrievance, listGrievances, type GrievanceRow } from '../../data/grievances';
import ComplaintsTab from './complaints-tab';

vi.mock('../../data/complaints', () => ({
  listComplaints: vi.fn(),
  countOverdue: vi.fn(),
  recordComplaint: vi.fn(),
  setComplaintStatus: vi.fn(),
  complaintsBefore: vi.fn(),
  readPublishedMonth: vi.fn(),
  isPublished: vi.fn(),
  publishMonth: vi.fn(),
}));
vi.mock('../../data/grievances', () => ({ listGrievances: vi.fn(), answerGrievance: vi.fn() }));

const grievances = vi.mocked(listGrievances);
const answer = vi.mocked(answerGrievance);

const OPEN: GrievanceRow = {
  id: 'g-1',
  email: 'asha@example.com',
  category: 'access',
  subject: 'My export',
  description: 'The file misses my consents.',
  status: 'open',
  receivedAt: Date.parse('2026-11-24T06:00:00Z'),
  dueBy: '2026-12-24',
  answeredAt: null,
  answer: '',
};

const settle = () => act(async () => {});

async function open(role: Role) {
  renderInSite(<ComplaintsTab user={demoUsers[role]} />, {
    url: '/admin/complaints?view=grievances',
    path: '/admin/*',
  });
  await settle();
}

beforeEach(() => {
  vi.mocked(listComplaints).mockResolvedValue({ rows: [], next: null });
  vi.mocked(countOverdue).mockResolvedValue(0);
  vi.mocked(isPublished).mockResolvedValue(true);
  grievances.mockResolvedValue({ rows: [OPEN], next: null });
  answer.mockResolvedValue(undefined);
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('the complaints tab: data protection grievances (issue 19, item 4)', () => {
  it('lists each grievance with its due date; an admin answers an open one with a note', async () => {
    await open('admin');
    const item = screen.getByRole('listitem', { name: /Grievance received/ });
    expect(item.textContent).toContain('24 December 2026');
    expect(item.textContent).toContain('asha@example.com');
    fireEvent.click(within(item).getByRole('button', { name: 'Mark answered' }));
    expect(await within(item).findByText('Please write the answer we give the person.')).toBeTruthy();
    expect(answer).not.toHaveBeenCalled();
    fireEvent.change(within(item).getByLabelText('Answer'), { target: { value: 'We added them.' } });
    fireEvent.change(within(item).getByLabelText(/Note/), { target: { value: 'Checked.' } });
    fireEvent.click(within(item).getByRole('button', { name: 'Mark answered' }));
    await settle();
    expect(answer).toHaveBeenCalledWith(
      expect.objectContaining({ uid: demoUsers.admin.uid }),
      'g-1',
      'We added them.',
      'Checked.',
    );
  });

  it('a reviewer (view_complaints) reads them but cannot answer', async () => {
    await open('reviewer');
    expect(screen.getByText('The file misses my consents.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark answered' })).toBeNull();
    expect(screen.getByText('Answering a grievance needs the permission to manage complaints.')).toBeTruthy();
  });
});
