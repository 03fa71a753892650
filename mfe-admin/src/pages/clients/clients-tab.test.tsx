// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UNDO_MS } from '@meridian/portal-kit';
import type { Role } from '@meridian/shared';
import { readCalendar } from '@meridian/shared/booking';
import { demoUsers, renderInSite } from '@meridian/shared/testing';
import {
  addBookingNote,
  listBookingNotes,
  listBookingsOn,
  readAdviser,
  saveAdviser,
  setBookingOutcome,
  type BookingRow,
} from '../../data/bookings';
import ClientsTab from './clients-tab';

vi.mock('../../data/bookings', () => ({
  BOOKINGS_DAY_MAX: 500,
  listBookingsOn: vi.fn(),
  setBookingOutcome: vi.fn(),
  listBookingNotes: vi.fn(),
  addBookingNote: vi.fn(),
  readAdviser: vi.fn(),
  saveAdviser: vi.fn(),
}));

const list = vi.mocked(listBookingsOn);
const outcome = vi.mocked(setBookingOutcome);
const notes = vi.mocked(listBookingNotes);
const addNote = vi.mocked(addBookingNote);
const adviser = vi.mocked(readAdviser);
const save = vi.mocked(saveAdviser);

/** Tuesday 1 December 2026, 11:00 IST. */
const NOW = Date.parse('2026-12-01T05:30:00Z');

const booking = (id: string, change: Partial<BookingRow> = {}): BookingRow => ({
  id,
  slot: '2026-12-01T10:30',
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '+919876543210',
  topic: 'retirement',
  adviser: demoUsers.admin.uid,
  adviserName: 'Anil Admin',
  status: 'booked',
  ...change,
});

// 09:00 cancelled; 10:30 booked and begun (its outcome due); 14:00 booked, yet to begin.
const CANCELLED = booking('b0', { slot: '2026-12-01T09:00', name: 'Meera Iyer', status: 'cancelled', topic: 'tax' });
const BEGUN = booking('b1');
const LATER = booking('b2', { slot: '2026-12-01T14:00', name: 'Vikram Shah', phone: '', topic: 'other' });

/** Lets the reads answered meanwhile settle. */
const settle = () => act(async () => {});

async function open(url = '/admin/clients', role: Role = 'admin') {
  const site = renderInSite(<ClientsTab user={demoUsers[role]} />, { url, path: '/admin/*' });
  await settle();
  return site;
}

const rowOf = (id: string): HTMLElement => {
  const row = document.querySelector<HTMLElement>(`[data-booking="${id}"]`);
  if (!row) throw new Error(`No row for booking ${id}.`);
  return row;
};
const shownIds = () => [...document.querySelectorAll('[data-booking]')].map((row) => row.getAttribute('data-booking'));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
  vi.setSystemTime(NOW);
  list.mockResolvedValue([CANCELLED, BEGUN, LATER]);
  outcome.mockResolvedValue();
  notes.mockResolvedValue([]);
  addNote.mockResolvedValue();
  adviser.mockResolvedValue(null);
  save.mockResolvedValue();
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.useRealTimers();
});

describe('the clients tab: bookings of a day', () => {
  it('lists today’s bookings (IST) in time order, each with its visitor, topic, adviser and status', async () => {
    await open();
    expect(list).toHaveBeenCalledWith('2026-12-01');
    expect((screen.getByLabelText('Day') as HTMLInputElement).value).toBe('2026-12-01');
    expect(shownIds()).toEqual(['b0', 'b1', 'b2']);
    const row = rowOf('b1');
    for (const text of ['10:30', 'Asha Rao', 'asha@example.com', 'Retirement', 'Anil Admin', 'Booked'])
      expect(row.textContent).toContain(text);
    expect(within(row).getByRole('link', { name: '+919876543210' }).getAttribute('href')).toBe('tel:+919876543210');
    expect(rowOf('b0').getAttribute('data-status')).toBe('cancelled');
    expect(rowOf('b0').textContent).toContain('Cancelled');
    expect(rowOf('b2').textContent).toContain('Something else');
  });

  it('reads the day from the address, and puts a day chosen in it (none for today)', async () => {
    const site = await open('/admin/clients?day=2026-12-03');
    expect(list).toHaveBeenLastCalledWith('2026-12-03');
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '2026-12-04' } });
    await settle();
    expect(site.location().search).toBe('?day=2026-12-04');
    expect(list).toHaveBeenLastCalledWith('2026-12-04');
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '2026-12-01' } });
    await settle();
    expect(site.location().search).toBe('');
    expect(list).toHaveBeenLastCalledWith('2026-12-01');
  });

  it('says when the day in the address is not a date, and shows today’s', async () => {
    await open('/admin/clients?day=tomorrow');
    expect(list).toHaveBeenCalledWith('2026-12-01');
    expect(screen.getByText('“tomorrow” is not a date (YYYY-MM-DD), so today’s bookings are shown.')).toBeTruthy();
  });

  it('says when a day has no bookings', async () => {
    list.mockResolvedValue([]);
    await open();
    expect(screen.getByText('No bookings on this day.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says it is loading, then a failed read in words with Try again', async () => {
    let fail: (error: unknown) => void = () => undefined;
    list.mockReturnValueOnce(new Promise((_resolve, reject) => (fail = reject)));
    await open();
    expect(screen.getAllByRole('status').some((status) => status.textContent === 'Loading…')).toBe(true);
    await act(async () => fail({ code: 'unavailable' }));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('We could not reach our server.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await settle();
    expect(shownIds()).toEqual(['b0', 'b1', 'b2']);
  });

  it('offers Held and Missed on a booked call once it has begun, and marks it after the wait for Undo', async () => {
    await open();
    expect(within(rowOf('b0')).queryByRole('button', { name: /^(Held|Missed)/ })).toBeNull();
    expect(within(rowOf('b2')).queryByRole('button', { name: /^(Held|Missed)/ })).toBeNull();
    fireEvent.click(within(rowOf('b1')).getByRole('button', { name: 'Missed: the call with Asha Rao at 10:30' }));
    expect(screen.getByText('Asha Rao, 10:30: Booked → Missed: in 5 seconds.')).toBeTruthy();
    expect(outcome).not.toHaveBeenCalled();
    list.mockResolvedValue([CANCELLED, { ...BEGUN, status: 'missed' }, LATER]);
    await act(async () => vi.advanceTimersByTime(UNDO_MS));
    await settle();
    expect(outcome).toHaveBeenCalledWith(demoUsers.admin.uid, 'b1', 'missed');
    expect(rowOf('b1').getAttribute('data-status')).toBe('missed');
    expect(within(rowOf('b1')).queryByRole('button', { name: /^(Held|Missed)/ })).toBeNull();
  });

  it('undoes a mark within its wait: nothing is written', async () => {
    await open();
    fireEvent.click(within(rowOf('b1')).getByRole('button', { name: 'Held: the call with Asha Rao at 10:30' }));
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await act(async () => vi.advanceTimersByTime(UNDO_MS));
    expect(outcome).not.toHaveBeenCalled();
  });
});

describe('the clients tab: a call’s notes', () => {
  it('shows the notes with their author, time and the day they are kept until', async () => {
    notes.mockResolvedValue([
      { id: 'n1', text: 'Wants to retire at 55.', by: demoUsers.admin.uid, at: Date.parse('2026-12-01T05:40:00Z') },
      { id: 'n2', text: 'Sent the risk profile.', by: 'someone-else-uid', at: Date.parse('2026-12-01T05:50:00Z') },
    ]);
    await open();
    fireEvent.click(within(rowOf('b1')).getByRole('button', { name: 'Notes of the call with Asha Rao at 10:30' }));
    await settle();
    expect(notes).toHaveBeenCalledWith('b1');
    const section = screen.getByRole('region', { name: 'Notes of the call with Asha Rao at 10:30' });
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Wants to retire at 55.',
      'Sent the risk profile.',
    ]);
    expect(items[0]?.textContent).toContain('You, ');
    expect(items[0]?.textContent).toContain('Kept until 1 December 2031');
    expect(items[1]?.textContent).toContain('uid someone-');
  });

  it('adds a note; one not added keeps its text', async () => {
    await open();
    fireEvent.click(within(rowOf('b1')).getByRole('button', { name: 'Notes of the call with Asha Rao at 10:30' }));
    await settle();
    expect(screen.getByText('No notes yet.')).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Add a note on the call with Asha Rao' });
    fireEvent.click(within(form).getByRole('button', { name: 'Add note' }));
    expect(within(form).getByText('Please write the note.')).toBeTruthy();
    expect(addNote).not.toHaveBeenCalled();

    const box = within(form).getByLabelText('Add a note') as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: 'Wants to retire at 55.' } });
    addNote.mockRejectedValueOnce({ code: 'unavailable' });
    fireEvent.click(within(form).getByRole('button', { name: 'Add note' }));
    await settle();
    expect(within(form).getByRole('alert').textContent).toContain('The note was not added.');
    expect(box.value).toBe('Wants to retire at 55.');

    notes.mockResolvedValue([{ id: 'n1', text: 'Wants to retire at 55.', by: demoUsers.admin.uid, at: NOW }]);
    fireEvent.click(within(form).getByRole('button', { name: 'Add note' }));
    await settle();
    expect(addNote).toHaveBeenLastCalledWith(demoUsers.admin.uid, 'b1', 'Wants to retire at 55.');
    expect(box.value).toBe('');
    expect(notes).toHaveBeenCalledTimes(2);
    expect(screen.getByText('Wants to retire at 55.')).toBeTruthy();
  });
});

describe('the clients tab for a reviewer (view_clients)', () => {
  it('shows the bookings and notes read only, and no availability', async () => {
    notes.mockResolvedValue([{ id: 'n1', text: 'Wants to retire at 55.', by: demoUsers.admin.uid, at: NOW }]);
    await open('/admin/clients', 'reviewer');
    expect(shownIds()).toEqual(['b0', 'b1', 'b2']);
    expect(screen.queryByRole('button', { name: /^(Held|Missed)/ })).toBeNull();
    fireEvent.click(within(rowOf('b1')).getByRole('button', { name: 'Notes of the call with Asha Rao at 10:30' }));
    await settle();
    expect(screen.getByText('Wants to retire at 55.')).toBeTruthy();
    expect(screen.getByText('Anil Admin', { selector: 'span', exact: false })).toBeTruthy();
    expect(screen.queryByRole('form', { name: /Add a note/ })).toBeNull();
    expect(screen.getByText('Adding a note needs the permission to manage clients.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Your availability' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Your availability' })).toBeNull();
    expect(adviser).not.toHaveBeenCalled();
  });

  it('shows the bookings, saying why, when the address asks for the availability', async () => {
    await open('/admin/clients?view=availability', 'reviewer');
    expect(
      screen.getByText('Only people who take the calls set their availability, so the bookings are shown.'),
    ).toBeTruthy();
    expect(shownIds()).toEqual(['b0', 'b1', 'b2']);
    expect(adviser).not.toHaveBeenCalled();
  });
});

describe('the clients tab: your availability (manage_clients)', () => {
  const group = (name: string) => screen.getByRole('group', { name });
  const preview = () => document.querySelector('[data-bookable]');

  it('starts from the profile’s name with no windows, and saves the windows added', async () => {
    await open('/admin/clients?view=availability');
    expect(adviser).toHaveBeenCalledWith(demoUsers.admin.uid);
    expect((screen.getByLabelText('Your name as visitors see it') as HTMLInputElement).value).toBe(
      demoUsers.admin.displayName,
    );
    expect(preview()?.textContent).toBe('Visitors can book 0 slots in the next 21 days.');

    fireEvent.click(screen.getByRole('button', { name: 'Add a window on Monday' }));
    const monday = group('Monday');
    fireEvent.change(within(monday).getByLabelText('From'), { target: { value: '10:00' } });
    fireEvent.change(within(monday).getByLabelText('To'), { target: { value: '12:00' } });
    // Mondays 7, 14 and 21 December, four half hours each.
    expect(preview()?.textContent).toBe('Visitors can book 12 slots in the next 21 days.');

    fireEvent.change(screen.getByLabelText('Day off'), { target: { value: '2026-12-14' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(preview()?.getAttribute('data-bookable')).toBe('8');

    fireEvent.click(screen.getByRole('button', { name: 'Save availability' }));
    await settle();
    expect(save).toHaveBeenCalledWith(demoUsers.admin.uid, {
      displayName: demoUsers.admin.displayName,
      weekly: { '1': [{ from: '10:00', to: '12:00' }] },
      daysOff: ['2026-12-14'],
    });
    expect(screen.getByText('Saved. Visitors can book these times from now on.')).toBeTruthy();
  });

  it('fills the form from the stored availability, leaving out the days off that have passed', async () => {
    adviser.mockResolvedValue({
      displayName: 'A. Admin',
      calendar: readCalendar({
        weekly: { '3': [{ from: '15:00', to: '16:00' }] },
        daysOff: ['2026-11-02', '2026-12-25'],
      }),
      updatedAt: Date.parse('2026-11-20T06:00:00Z'),
    });
    await open('/admin/clients?view=availability');
    expect((screen.getByLabelText('Your name as visitors see it') as HTMLInputElement).value).toBe('A. Admin');
    expect((within(group('Wednesday')).getByLabelText('From') as HTMLInputElement).value).toBe('15:00');
    expect(screen.getByText(/A day off that has passed is left out, and goes when you save\./)).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'Your days off' }))
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('data-day-off')),
    ).toEqual(['2026-12-25']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove 25 December 2026' }));
    expect(screen.getByText('No days off.')).toBeTruthy();
  });

  it('refuses a window whose end is not after its start, beside the field, and saves nothing', async () => {
    await open('/admin/clients?view=availability');
    fireEvent.click(screen.getByRole('button', { name: 'Add a window on Tuesday' }));
    const tuesday = group('Tuesday');
    fireEvent.change(within(tuesday).getByLabelText('From'), { target: { value: '12:00' } });
    fireEvent.change(within(tuesday).getByLabelText('To'), { target: { value: '11:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save availability' }));
    await settle();
    expect(save).not.toHaveBeenCalled();
    const to = within(tuesday).getByLabelText('To');
    expect(to.getAttribute('aria-invalid')).toBe('true');
    const described = document.getElementById(to.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('Please choose an end after the start (From).');
    expect(document.activeElement).toBe(to);

    // Put right, the message goes, and the form saves.
    fireEvent.change(to, { target: { value: '13:00' } });
    expect(within(tuesday).queryByText('Please choose an end after the start (From).')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save availability' }));
    await settle();
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('refuses a day off in the past or listed already, beside its field', async () => {
    await open('/admin/clients?view=availability');
    const field = screen.getByLabelText('Day off');
    fireEvent.change(field, { target: { value: '2026-11-30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByText('This day has passed: choose today or a later day.')).toBeTruthy();
    expect((field as HTMLInputElement).value).toBe('2026-11-30');

    fireEvent.change(field, { target: { value: '2026-12-24' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    fireEvent.change(field, { target: { value: '2026-12-24' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByText('This day is already a day off.')).toBeTruthy();

    // A date typed but not added blocks saving rather than being dropped.
    fireEvent.change(field, { target: { value: '2026-12-31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save availability' }));
    await settle();
    expect(save).not.toHaveBeenCalled();
    expect(screen.getByText('Press Add to add this day off, or clear the date.')).toBeTruthy();
  });

  it('keeps everything typed when the save fails', async () => {
    save.mockRejectedValueOnce({ code: 'permission-denied' });
    await open('/admin/clients?view=availability');
    fireEvent.change(screen.getByLabelText('Your name as visitors see it'), { target: { value: 'Anil A.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a window on Friday' }));
    fireEvent.change(within(group('Friday')).getByLabelText('From'), { target: { value: '09:30' } });
    fireEvent.change(within(group('Friday')).getByLabelText('To'), { target: { value: '11:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save availability' }));
    await settle();
    expect(screen.getByRole('alert').textContent).toContain('Your availability was not saved.');
    expect((screen.getByLabelText('Your name as visitors see it') as HTMLInputElement).value).toBe('Anil A.');
    expect((within(group('Friday')).getByLabelText('To') as HTMLInputElement).value).toBe('11:00');
    fireEvent.click(screen.getByRole('button', { name: 'Save availability' }));
    await settle();
    expect(save).toHaveBeenLastCalledWith(demoUsers.admin.uid, {
      displayName: 'Anil A.',
      weekly: { '5': [{ from: '09:30', to: '11:00' }] },
      daysOff: [],
    });
  });

  it('lets a day hold at most four windows, and removes one', async () => {
    await open('/admin/clients?view=availability');
    for (let count = 0; count < 4; count += 1)
      fireEvent.click(screen.getByRole('button', { name: 'Add a window on Thursday' }));
    expect(screen.queryByRole('button', { name: 'Add a window on Thursday' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Thursday’s window 2' }));
    expect(within(group('Thursday')).getAllByLabelText('From')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Add a window on Thursday' })).toBeTruthy();
  });

  it('says when the availability cannot be read, with Try again', async () => {
    adviser.mockRejectedValueOnce({ code: 'unavailable' });
    await open('/admin/clients?view=availability');
    const card = screen.getByRole('region', { name: 'Your availability' });
    fireEvent.click(within(card).getByRole('button', { name: 'Try again' }));
    await settle();
    expect(adviser).toHaveBeenCalledTimes(2);
    expect(within(card).getByLabelText('Your name as visitors see it')).toBeTruthy();
  });
});
