// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UNDO_MS } from '@meridian/portal-kit';
import type { AdminSlots, ComplaintTablesProps, Role } from '@meridian/shared';
import { complaintData, monthId, type ComplaintFacts, type ComplaintRow } from '@meridian/shared/complaints';
import { COMPLAINT_MONTH, demoUsers, renderInSite } from '@meridian/shared/testing';
import {
  complaintsBefore,
  countOverdue,
  countReceivedIn,
  isPublished,
  listComplaints,
  publishMonth,
  readPublishedMonth,
  recordComplaint,
  setComplaintStatus,
} from '../../data/complaints';
import { REGISTERED_ON } from '../../domain/complaint-months';
import { SlotsProvider } from '../../slots';
import ComplaintsTab from './complaints-tab';
import { TABLES_UNAVAILABLE } from './monthly-data';

// The tab's line about undelivered emails (undelivered-mail.test.tsx tests it): nothing undelivered.
vi.mock('../../data/mail', () => ({ listUndelivered: vi.fn(async () => []) }));
vi.mock('../../data/complaints', () => ({
  listComplaints: vi.fn(),
  countOverdue: vi.fn(),
  recordComplaint: vi.fn(),
  setComplaintStatus: vi.fn(),
  complaintsBefore: vi.fn(),
  countReceivedIn: vi.fn(),
  readPublishedMonth: vi.fn(),
  isPublished: vi.fn(),
  publishMonth: vi.fn(),
}));

const list = vi.mocked(listComplaints);
const overdue = vi.mocked(countOverdue);
const record = vi.mocked(recordComplaint);
const setStatus = vi.mocked(setComplaintStatus);
const before = vi.mocked(complaintsBefore);
const readPublished = vi.mocked(readPublishedMonth);
const published = vi.mocked(isPublished);
const publish = vi.mocked(publishMonth);
const receivedIn = vi.mocked(countReceivedIn);

/** 24 November 2026, 11:30 IST. */
const NOW = Date.parse('2026-11-24T06:00:00Z');

const complaint = (ticket: string, change: Partial<ComplaintRow> = {}): ComplaintRow => ({
  ticket,
  source: 'direct',
  receivedAt: Date.parse('2026-11-20T06:00:00Z'),
  resolvedAt: null,
  status: 'received',
  impersonation: false,
  category: 'fees',
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '',
  isClient: true,
  description: 'I was charged twice for October.',
  signedIn: false,
  reference: '',
  resolution: '',
  ...change,
});

const NEW = complaint('MWA-2026-000002', { language: 'hi' });
// Received 1 October: 54 days open, past the 21 days.
const LATE = complaint('MWA-2026-000001', {
  receivedAt: Date.parse('2026-10-01T06:00:00Z'),
  status: 'in-progress',
  source: 'scores',
  reference: 'SEBIE/MH26/0001',
  name: 'Vikram Shah',
});

/** Lets the reads answered meanwhile settle. */
const settle = () => act(async () => {});

/**
 * The complaintTables slot as the shell lends it, standing in for marketing's renderer (the
 * admin's tests can't import another section; mfe-marketing's tests draw the same month with it,
 * shared/testing/complaint-month.ts): it records what the tab hands it.
 */
const drawTables = vi.fn((month: ComplaintTablesProps) => (
  <div data-slot="complaintTables" data-month={monthId(month.snapshot)} />
));
const SLOTS: AdminSlots = { postPreview: () => null, complaintTables: drawTables };
const drawn = () => document.querySelector('[data-slot="complaintTables"]')?.getAttribute('data-month');

async function open(url: string, role: Role = 'admin', slots: AdminSlots | null = SLOTS) {
  const site = renderInSite(
    <SlotsProvider slots={slots}>
      <ComplaintsTab user={demoUsers[role]} />
    </SlotsProvider>,
    { url, path: '/admin/*' },
  );
  await settle();
  return site;
}

const rows = () => [...document.querySelectorAll('[data-complaint]')].map((row) => row.getAttribute('data-complaint'));

describe('the complaints tab', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(NOW);
    for (const mock of [list, overdue, record, setStatus, before, readPublished, published, publish, receivedIn])
      mock.mockReset();
    drawTables.mockClear();
    list.mockResolvedValue({ rows: [NEW, LATE], next: null });
    overdue.mockResolvedValue(1);
    published.mockResolvedValue(true);
    readPublished.mockResolvedValue(null);
    setStatus.mockResolvedValue();
    publish.mockResolvedValue();
    receivedIn.mockResolvedValue(0);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  describe('the list', () => {
    it('says it is loading until each of its reads has answered (a list of people: never kept on the device)', async () => {
      let answerPublished: (value: boolean) => void = () => undefined;
      published.mockReturnValue(new Promise((resolve) => (answerPublished = resolve)));
      let answerOverdue: (value: number) => void = () => undefined;
      overdue.mockReturnValue(new Promise((resolve) => (answerOverdue = resolve)));
      await open('/admin/complaints');
      const reading = () =>
        screen.queryAllByRole('status').filter((status) => status.textContent === 'Loading…').length;
      expect(reading(), 'the month’s publication still read').toBeGreaterThan(0);
      await act(async () => answerPublished(true));
      expect(reading(), 'the overdue count still read').toBeGreaterThan(0);
      await act(async () => answerOverdue(1));
      expect(reading()).toBe(0);
      expect(rows()).toEqual(['MWA-2026-000002', 'MWA-2026-000001']);
    });

    it('shows the open complaints with their days against the 21-day limit, overdue ones said in words', async () => {
      await open('/admin/complaints');
      expect(list).toHaveBeenCalledWith({ status: 'open', category: 'all', source: 'all' }, null);
      expect(rows()).toEqual(['MWA-2026-000002', 'MWA-2026-000001']);
      const fresh = document.querySelector('[data-complaint="MWA-2026-000002"]');
      expect(fresh?.textContent).toContain('4 days open, 17 days left: answer by 11 December 2026');
      const late = document.querySelector('[data-complaint="MWA-2026-000001"]');
      expect(late?.hasAttribute('data-overdue')).toBe(true);
      expect(late?.textContent).toContain('Overdue: 54 days open, answer was due by 22 October 2026');
      expect(late?.textContent).toContain('SEBI SCORES');
      expect(screen.getByRole('alert').textContent).toBe('1 open complaint is past its 21 days.');
    });

    it('reads the filters from the address, and puts a chosen one in it', async () => {
      const site = await open('/admin/complaints?status=resolved&category=fees&source=scores');
      expect(list).toHaveBeenLastCalledWith({ status: 'resolved', category: 'fees', source: 'scores' }, null);
      expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('resolved');
      expect((screen.getByLabelText('Category') as HTMLSelectElement).value).toBe('fees');
      expect((screen.getByLabelText('Received from') as HTMLSelectElement).value).toBe('scores');

      fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'all' } });
      await settle();
      expect(site.location().search).toBe('?status=all&category=fees&source=scores');
      expect(list).toHaveBeenLastCalledWith({ status: 'all', category: 'fees', source: 'scores' }, null);

      fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'all' } });
      await settle();
      expect(site.location().search).toBe('?status=all&source=scores');
    });

    it('says when a filter in the address is not one, and shows the open complaints', async () => {
      await open('/admin/complaints?status=closed');
      expect(list).toHaveBeenCalledWith({ status: 'open', category: 'all', source: 'all' }, null);
      expect(screen.getByText('“closed” is not a complaint status, so the open complaints are shown.')).toBeTruthy();
    });

    it('says when none matches', async () => {
      list.mockResolvedValue({ rows: [], next: null });
      overdue.mockResolvedValue(0);
      await open('/admin/complaints');
      expect(screen.getByText('No complaints match these filters.')).toBeTruthy();
      expect(screen.queryByRole('alert')).toBeNull();
    });

    it('opens a complaint with every field', async () => {
      await open('/admin/complaints');
      fireEvent.click(screen.getByRole('button', { name: 'Open MWA-2026-000001' }));
      const detail = document.querySelector('[data-complaint-detail="MWA-2026-000001"]');
      for (const text of [
        'SEBI SCORES',
        'SEBIE/MH26/0001',
        'In progress',
        'Fees and billing',
        'Vikram Shah',
        'asha@example.com',
        'I was charged twice for October.',
        'answer due by 22 October 2026',
        'Form’s languageNot recorded',
      ])
        expect(detail?.textContent).toContain(text);
    });

    it('says which language a complaint was lodged in, to answer in it', async () => {
      await open('/admin/complaints');
      fireEvent.click(screen.getByRole('button', { name: 'Open MWA-2026-000002' }));
      const detail = document.querySelector('[data-complaint-detail="MWA-2026-000002"]');
      expect(detail?.textContent).toContain('Form’s languageHindi: answer in it');
    });
  });

  describe('a status change', () => {
    it('needs the resolution to resolve, then waits five seconds for Undo and is made', async () => {
      await open('/admin/complaints');
      fireEvent.click(screen.getByRole('button', { name: 'Open MWA-2026-000002' }));
      const form = screen.getByRole('form', { name: 'Change the status of MWA-2026-000002' });
      const status = within(form).getByLabelText('New status');
      expect([...(status as HTMLSelectElement).options].map((option) => option.value)).toEqual([
        '',
        'in-progress',
        'resolved',
      ]);
      fireEvent.change(status, { target: { value: 'resolved' } });
      fireEvent.change(within(form).getByLabelText('Note (kept in the audit log, optional)'), {
        target: { value: 'Called her.' },
      });
      fireEvent.click(within(form).getByRole('button', { name: 'Change status' }));
      const resolution = within(form).getByLabelText('Resolution');
      expect(resolution.getAttribute('aria-invalid')).toBe('true');
      expect(within(form).getByText('Write the resolution as you told it to the complainant.')).toBeTruthy();
      // What was typed stays.
      expect((within(form).getByLabelText('Note (kept in the audit log, optional)') as HTMLTextAreaElement).value).toBe(
        'Called her.',
      );

      fireEvent.change(resolution, { target: { value: 'Refunded the second charge.' } });
      fireEvent.click(within(form).getByRole('button', { name: 'Change status' }));
      expect(screen.getByRole('status').textContent).toContain('MWA-2026-000002: Received → Resolved: in 5 seconds.');
      act(() => vi.advanceTimersByTime(UNDO_MS));
      await settle();
      expect(setStatus).toHaveBeenCalledWith(
        { uid: 'demo-admin', email: demoUsers.admin.email },
        NEW,
        'resolved',
        'Refunded the second charge.',
        'Called her.',
      );
      expect(list).toHaveBeenCalledTimes(2);
    });

    it('moves to in progress without a resolution; Undo sends nothing', async () => {
      await open('/admin/complaints');
      fireEvent.click(screen.getByRole('button', { name: 'Open MWA-2026-000002' }));
      const form = screen.getByRole('form', { name: 'Change the status of MWA-2026-000002' });
      fireEvent.change(within(form).getByLabelText('New status'), { target: { value: 'in-progress' } });
      expect(within(form).queryByLabelText('Resolution')).toBeNull();
      fireEvent.click(within(form).getByRole('button', { name: 'Change status' }));
      fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
      act(() => vi.advanceTimersByTime(UNDO_MS * 2));
      expect(setStatus).not.toHaveBeenCalled();
    });

    it('a reviewer sees the details but no way to change them, nor to record one', async () => {
      await open('/admin/complaints', 'reviewer');
      expect(screen.queryByRole('link', { name: 'Record a complaint' })).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Open MWA-2026-000002' }));
      expect(screen.queryByRole('form')).toBeNull();
      expect(screen.getByText('Changing a complaint’s status needs the permission to manage complaints.')).toBeTruthy();
    });
  });

  describe('recording a complaint', () => {
    it('refuses empty fields with a message beside each, and keeps what was typed', async () => {
      await open('/admin/complaints?view=record');
      const form = screen.getByRole('form', { name: 'Record a complaint' });
      fireEvent.change(within(form).getByLabelText('Complainant’s name'), { target: { value: 'Meera Iyer' } });
      fireEvent.change(within(form).getByLabelText('Email (optional)'), { target: { value: 'meera@' } });
      fireEvent.click(within(form).getByRole('button', { name: 'Record the complaint' }));
      await settle();
      expect(screen.getByRole('alert').textContent).toBe(
        'Some fields need fixing before the complaint can be recorded.',
      );
      const errorOf = (label: string) => {
        const field = within(form).getByLabelText(label);
        expect(field.getAttribute('aria-invalid')).toBe('true');
        const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
        return ids.map((id) => document.getElementById(id)?.textContent).join(' ');
      };
      expect(errorOf('SCORES registration number')).toContain('Enter the SCORES registration number.');
      expect(errorOf('Email (optional)')).toContain('Enter a valid email address');
      expect(errorOf('Our client?')).toContain('Say whether the complainant is our client.');
      expect(errorOf('What it is about')).toContain('Choose what the complaint is about.');
      expect(errorOf('What the complaint says')).toContain('Enter what the complaint says.');
      expect(within(form).getByLabelText('Complainant’s name').getAttribute('aria-invalid')).toBeNull();
      expect((within(form).getByLabelText('Complainant’s name') as HTMLInputElement).value).toBe('Meera Iyer');
      expect((within(form).getByLabelText('Email (optional)') as HTMLInputElement).value).toBe('meera@');
      expect(record).not.toHaveBeenCalled();
    });

    it('records a SCORES complaint with the date it reached us, and gives its ticket', async () => {
      record.mockResolvedValue('MWA-2026-000003');
      published.mockResolvedValue(false);
      await open('/admin/complaints?view=record');
      const form = screen.getByRole('form', { name: 'Record a complaint' });
      const fill = (label: string, value: string) =>
        fireEvent.change(within(form).getByLabelText(label), { target: { value } });
      fill('SCORES registration number', 'SEBIE/MH26/0002');
      fill('Date it reached us', '2026-11-20');
      fill('Complainant’s name', 'Meera Iyer');
      fill('Our client?', 'no');
      fill('What it is about', 'advice');
      fill('What the complaint says', 'The advice did not match my risk profile.');
      fireEvent.click(within(form).getByRole('button', { name: 'Record the complaint' }));
      await settle();
      expect(record).toHaveBeenCalledWith(
        { uid: 'demo-admin', email: demoUsers.admin.email },
        {
          source: 'scores',
          reference: 'SEBIE/MH26/0002',
          receivedAt: Date.parse('2026-11-19T18:30:00Z'),
          name: 'Meera Iyer',
          email: '',
          phone: '',
          isClient: false,
          category: 'advice',
          impersonation: false,
          description: 'The advice did not match my risk profile.',
        },
      );
      expect(screen.getByRole('status').textContent).toBe(
        'Recorded as MWA-2026-000003. We must answer it by 11 December 2026.',
      );
      expect((within(form).getByLabelText('Complainant’s name') as HTMLInputElement).value).toBe('');
    });

    it('records one received in a month already published, and says it is not in those figures', async () => {
      record.mockResolvedValue('MWA-2026-000004');
      published.mockResolvedValue(true);
      await open('/admin/complaints?view=record');
      const form = screen.getByRole('form', { name: 'Record a complaint' });
      const fill = (label: string, value: string) =>
        fireEvent.change(within(form).getByLabelText(label), { target: { value } });
      fill('Received from', 'other');
      fill('Date it reached us', '2026-10-28');
      fill('Complainant’s name', 'Meera Iyer');
      fill('Our client?', 'no');
      fill('What it is about', 'advice');
      fill('What the complaint says', 'A letter that reached us in October.');
      fireEvent.click(within(form).getByRole('button', { name: 'Record the complaint' }));
      await settle();
      expect(published).toHaveBeenLastCalledWith('2026-10');
      expect(document.querySelector('[data-recorded-ticket]')?.textContent).toBe(
        'Recorded as MWA-2026-000004. We must answer it by 18 November 2026.',
      );
      expect(document.querySelector('[data-recorded-late="MWA-2026-000004"]')?.textContent).toBe(
        'October 2026’s complaint data was published before this complaint was recorded, so it is not in those figures; published figures don’t change. The next month to be published counts it in its trends. Tell the compliance officer.',
      );
    });

    it('keeps what was typed when it could not be recorded', async () => {
      record.mockRejectedValue(Object.assign(new Error('offline'), { code: 'unavailable' }));
      await open('/admin/complaints?view=record');
      const form = screen.getByRole('form', { name: 'Record a complaint' });
      const fill = (label: string, value: string) =>
        fireEvent.change(within(form).getByLabelText(label), { target: { value } });
      fill('Received from', 'direct');
      fill('Complainant’s name', 'Meera Iyer');
      fill('Our client?', 'yes');
      fill('What it is about', 'service');
      fill('What the complaint says', 'No reply to my letter.');
      fireEvent.click(within(form).getByRole('button', { name: 'Record the complaint' }));
      await settle();
      expect(screen.getByRole('alert').textContent).toContain('The complaint was not recorded.');
      expect((within(form).getByLabelText('What the complaint says') as HTMLTextAreaElement).value).toBe(
        'No reply to my letter.',
      );
    });
  });

  describe('the reminder on top', () => {
    it.each<[string, string, boolean, string | null]>([
      [
        'late after the 7th',
        '2026-12-08T06:00:00Z',
        false,
        'The complaint data for November 2026 is not published yet: it was due by 7 December 2026.',
      ],
      [
        'due until the 7th',
        '2026-12-03T06:00:00Z',
        false,
        'The complaint data for November 2026 is due to be published by 7 December 2026.',
      ],
      ['nothing once published', '2026-12-08T06:00:00Z', true, null],
    ])('%s', async (_, now, isOut, expected) => {
      vi.setSystemTime(Date.parse(now));
      published.mockResolvedValue(isOut);
      await open('/admin/complaints');
      expect(published).toHaveBeenCalledWith('2026-11');
      const banner = document.querySelector('[data-publish-reminder]');
      if (expected === null) expect(banner).toBeNull();
      else expect(banner?.textContent).toContain(expected);
    });

    it('links a manager to the month’s preview', async () => {
      vi.setSystemTime(Date.parse('2026-12-08T06:00:00Z'));
      published.mockResolvedValue(false);
      await open('/admin/complaints');
      expect(screen.getByRole('link', { name: 'Preview and publish it' }).getAttribute('href')).toBe(
        '/admin/complaints?view=data&month=2026-11',
      );
    });
  });

  describe('the monthly data', () => {
    const fact: ComplaintFacts = {
      ticket: 'MWA-2026-000001',
      receivedAt: Date.parse('2026-10-01T06:00:00Z'),
      resolvedAt: Date.parse('2026-10-05T06:00:00Z'),
      source: 'direct',
      impersonation: false,
    };
    const facts = [fact];

    it('previews an ended month’s three tables and publishes it after five seconds', async () => {
      before.mockResolvedValue(facts);
      await open('/admin/complaints?view=data&month=2026-10');
      expect(readPublished).toHaveBeenCalledWith('2026-10');
      fireEvent.click(screen.getByRole('button', { name: 'Preview October 2026' }));
      await settle();
      expect(before).toHaveBeenCalledWith(Date.parse('2026-10-31T18:30:00Z'));
      // The tables are drawn by the public page's renderer (the slot), from the month counted here.
      const { snapshot } = complaintData(facts, { year: 2026, month: 10 }, REGISTERED_ON);
      expect(drawTables).toHaveBeenLastCalledWith({ snapshot, publishedAt: null });
      expect(drawn()).toBe('2026-10');
      // Pending at the start, received, resolved, pending, over 3 months, average days.
      expect(drawTables.mock.lastCall?.[0].snapshot.monthTable.grandTotal).toMatchObject({
        label: 'Grand Total',
        pendingAtStartOfMonth: 0,
        received: 1,
        resolved: 1,
        pendingAtEndOfMonth: 0,
        pendingOverThreeMonths: 0,
        averageResolutionDays: 4,
      });
      expect(drawTables.mock.lastCall?.[0].snapshot.financialYear).toBe('2026-27');
      fireEvent.click(screen.getByRole('button', { name: 'Publish October 2026' }));
      act(() => vi.advanceTimersByTime(UNDO_MS));
      await settle();
      // What staff saw is what the function must still count to publish it.
      expect(publish).toHaveBeenCalledWith('2026-10', { received: 1, resolved: 1, pending: 0 });
    });

    it('shows a published month as stored, when and by whom, with no way to publish it again', async () => {
      receivedIn.mockResolvedValue(
        complaintData(facts, { year: 2026, month: 10 }, REGISTERED_ON).snapshot.monthTable.grandTotal.received,
      );
      readPublished.mockResolvedValue({
        snapshot: complaintData(facts, { year: 2026, month: 10 }, REGISTERED_ON).snapshot,
        publishedAt: Date.parse('2026-11-03T05:00:00Z'),
        publishedBy: 'admin@demo.example',
      });
      await open('/admin/complaints?view=data&month=2026-10');
      expect(document.querySelector('[data-published="2026-10"]')?.textContent).toMatch(
        /^Published on 3 Nov 2026, 10:30 am by admin@demo\.example\./,
      );
      expect(screen.queryByRole('button', { name: /^Publish/ })).toBeNull();
      expect(screen.queryByRole('button', { name: /^Preview/ })).toBeNull();
      expect(drawTables).toHaveBeenLastCalledWith({
        snapshot: complaintData(facts, { year: 2026, month: 10 }, REGISTERED_ON).snapshot,
        publishedAt: Date.parse('2026-11-03T05:00:00Z'),
      });
      expect(drawn()).toBe('2026-10');
      expect(document.querySelector('[data-recorded-late]')).toBeNull();
    });

    it('says when complaints were recorded into a published month after it was published', async () => {
      const { snapshot } = complaintData(facts, { year: 2026, month: 10 }, REGISTERED_ON);
      readPublished.mockResolvedValue({
        snapshot,
        publishedAt: Date.parse('2026-11-03T05:00:00Z'),
        publishedBy: 'admin@demo.example',
      });
      receivedIn.mockResolvedValue(snapshot.monthTable.grandTotal.received + 2);
      await open('/admin/complaints?view=data&month=2026-10');
      // Counted from 1 October to 1 November, 00:00 IST.
      expect(receivedIn).toHaveBeenCalledWith(Date.parse('2026-09-30T18:30:00Z'), Date.parse('2026-10-31T18:30:00Z'));
      expect(document.querySelector('[data-recorded-late]')?.textContent).toBe(
        '2 complaints received in October 2026 were recorded after these figures were published, so they are not in them. Published figures don’t change: the next month to be published counts them in its trends. Tell the compliance officer.',
      );
    });

    // The month marketing's tests draw on the public page and with the renderer the slot lends
    // (shared/testing/complaint-month.ts): the tab hands the renderer what the public page gets.
    it('hands the public page’s renderer the month it publishes, as the public page is handed it once published', async () => {
      before.mockResolvedValue([...COMPLAINT_MONTH.facts]);
      await open('/admin/complaints?view=data&month=2026-10');
      fireEvent.click(screen.getByRole('button', { name: 'Preview October 2026' }));
      await settle();
      expect(drawTables).toHaveBeenLastCalledWith({ snapshot: COMPLAINT_MONTH.snapshot, publishedAt: null });
      fireEvent.click(screen.getByRole('button', { name: 'Publish October 2026' }));
      act(() => vi.advanceTimersByTime(UNDO_MS));
      await settle();
      const total = COMPLAINT_MONTH.snapshot.monthTable.grandTotal;
      expect(publish).toHaveBeenCalledWith('2026-10', {
        received: total.received,
        resolved: total.resolved,
        pending: total.pendingAtEndOfMonth,
      });
      cleanup();
      drawTables.mockClear();
      readPublished.mockResolvedValue({
        snapshot: COMPLAINT_MONTH.snapshot,
        publishedAt: COMPLAINT_MONTH.publishedAt,
        publishedBy: 'admin@demo.example',
      });
      await open('/admin/complaints?view=data&month=2026-10');
      expect(drawTables).toHaveBeenLastCalledWith({
        snapshot: COMPLAINT_MONTH.snapshot,
        publishedAt: COMPLAINT_MONTH.publishedAt,
      });
    });

    it('can’t publish a month whose tables it can’t show as the public will see them (no renderer lent)', async () => {
      before.mockResolvedValue(facts);
      await open('/admin/complaints?view=data&month=2026-10', 'admin', null);
      fireEvent.click(screen.getByRole('button', { name: 'Preview October 2026' }));
      await settle();
      expect(screen.getByText(TABLES_UNAVAILABLE)).toBeTruthy();
      expect((screen.getByRole('button', { name: 'Publish October 2026' }) as HTMLButtonElement).disabled).toBe(true);
      cleanup();
      // A shell released before the slot existed lends the others without it.
      await open('/admin/complaints?view=data&month=2026-10', 'admin', {
        postPreview: SLOTS.postPreview,
      } as AdminSlots);
      fireEvent.click(screen.getByRole('button', { name: 'Preview October 2026' }));
      await settle();
      expect(screen.getByText(TABLES_UNAVAILABLE)).toBeTruthy();
      expect((screen.getByRole('button', { name: 'Publish October 2026' }) as HTMLButtonElement).disabled).toBe(true);
    });

    it('will not publish a month with a complaint it can’t count', async () => {
      before.mockResolvedValue([{ ...fact, resolvedAt: Date.parse('2026-09-01T06:00:00Z') }]);
      await open('/admin/complaints?view=data&month=2026-10');
      fireEvent.click(screen.getByRole('button', { name: 'Preview October 2026' }));
      await settle();
      expect(screen.getByRole('alert').textContent).toContain('MWA-2026-000001 is resolved');
      expect((screen.getByRole('button', { name: 'Publish October 2026' }) as HTMLButtonElement).disabled).toBe(true);
    });

    it('a reviewer previews but can’t publish', async () => {
      before.mockResolvedValue(facts);
      await open('/admin/complaints?view=data&month=2026-10', 'reviewer');
      fireEvent.click(screen.getByRole('button', { name: 'Preview October 2026' }));
      await settle();
      expect(screen.queryByRole('button', { name: 'Publish October 2026' })).toBeNull();
      expect(screen.getByText('Publishing needs the permission to manage complaints.')).toBeTruthy();
    });
  });
});
