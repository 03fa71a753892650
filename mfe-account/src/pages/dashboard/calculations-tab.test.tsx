// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UNDO_MS } from '@meridian/portal-kit';
import { renderInSite } from '@meridian/shared/testing';
import { deleteCalculation, listCalculations, renameCalculation } from '../../data/calculations';
import type { SavedCalculation } from '../../domain/saved-calculations';
import CalculationsTab from './calculations-tab';

vi.mock('../../data/calculations', () => ({
  listCalculations: vi.fn(),
  deleteCalculation: vi.fn(),
  renameCalculation: vi.fn(),
}));

const list = vi.mocked(listCalculations);
const remove = vi.mocked(deleteCalculation);
const rename = vi.mocked(renameCalculation);

const saved = (id: string, name: string): SavedCalculation => ({
  id,
  calculator: 'home-loan',
  name,
  reopen: `/calculators/home-loan?amount=${id}`,
  headline: { label: 'Monthly EMI', text: '₹31,442' },
  title: null,
  savedAt: Date.UTC(2026, 10, 12, 12),
});

const HOME = saved('1', 'Home Loan EMI Calculator');
const SIP = saved('2', 'SIP Calculator');

const rows = () =>
  [...document.querySelectorAll('[data-calculation]')].map((row) => row.getAttribute('data-calculation'));
const status = () => screen.getByRole('status');

/** Lets the reads and deletes answered meanwhile settle. */
const settle = () => act(async () => {});

async function open() {
  renderInSite(<CalculationsTab uid="u-1" />, { url: '/dashboard/calculations' });
  await settle();
}

/** Asks to delete a calculation, and confirms. */
function deleteRow(name: string) {
  fireEvent.click(screen.getByRole('button', { name: new RegExp(`^Delete ${name}, saved`) }));
  fireEvent.click(
    within(screen.getByRole('group', { name: `Delete ${name}?` })).getByRole('button', { name: 'Delete' }),
  );
}

describe('My Calculations', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    list.mockReset();
    remove.mockReset();
    remove.mockResolvedValue();
    rename.mockReset();
    rename.mockResolvedValue();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('lists the saved calculations with their result and day, each opening its calculator', async () => {
    list.mockResolvedValue({ items: [HOME, SIP], next: null });
    await open();
    expect(rows()).toEqual(['1', '2']);
    const home = document.querySelector('[data-calculation="1"]');
    expect(home?.textContent).toContain('Monthly EMI: ₹31,442');
    expect(home?.textContent).toContain('Saved 12 Nov 2026');
    expect(screen.getAllByRole('link', { name: 'Open' })[0]?.getAttribute('href')).toBe(
      '/calculators/home-loan?amount=1',
    );
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('calls a titled calculation by its title, with its calculator named beside it', async () => {
    const titled = { ...HOME, title: 'Loan amount ₹31,00,000 · Interest rate (p.a.) 9% · Loan tenure 15 years' };
    list.mockResolvedValue({ items: [titled, SIP], next: null });
    await open();
    const home = document.querySelector('[data-calculation="1"]');
    expect(home?.querySelector('h3')?.textContent).toBe(titled.title);
    expect(home?.textContent).toContain('Home Loan EMI Calculator');
    // One saved before titles were kept is called by its calculator's name.
    expect(document.querySelector('[data-calculation="2"] h3')?.textContent).toBe('SIP Calculator');
  });

  it('renames one in place: the name typed is saved, shown at once, and the field goes', async () => {
    list.mockResolvedValue({ items: [HOME, SIP], next: null });
    await open();
    fireEvent.click(screen.getByRole('button', { name: /^Rename Home Loan EMI Calculator, saved/ }));
    const field = screen.getByLabelText('Name of this calculation');
    expect((field as HTMLInputElement).value).toBe('Home Loan EMI Calculator');
    expect(document.activeElement).toBe(field);
    fireEvent.change(field, { target: { value: '  Our flat in Pune ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save name' }));
    await settle();
    expect(rename).toHaveBeenCalledWith('1', 'Our flat in Pune');
    expect(document.querySelector('[data-calculation="1"] h3')?.textContent).toBe('Our flat in Pune');
    expect(screen.queryByLabelText('Name of this calculation')).toBeNull();
  });

  it('refuses an empty name beside the field, and keeps what was typed when the save fails', async () => {
    list.mockResolvedValue({ items: [HOME], next: null });
    await open();
    fireEvent.click(screen.getByRole('button', { name: /^Rename / }));
    const field = screen.getByLabelText('Name of this calculation');
    fireEvent.change(field, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save name' }));
    await settle();
    expect(rename).not.toHaveBeenCalled();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toContain('-error');
    expect(screen.getByText('Give it a name of 1 to 120 characters.')).toBeTruthy();

    rename.mockRejectedValue(new Error('offline'));
    fireEvent.change(field, { target: { value: 'Our flat' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save name' }));
    await settle();
    expect(screen.getByText(/^It was not renamed\./)).toBeTruthy();
    expect((screen.getByLabelText('Name of this calculation') as HTMLInputElement).value).toBe('Our flat');
    expect(document.querySelector('[data-calculation="1"] h3')?.textContent).toBe('Home Loan EMI Calculator');
  });

  it('says when there is none yet', async () => {
    list.mockResolvedValue({ items: [], next: null });
    await open();
    expect(screen.getByText(/You have not saved any calculations yet/)).toBeTruthy();
  });

  it('deletes after a confirmation and five seconds, with an Undo meanwhile that restores it', async () => {
    list.mockResolvedValue({ items: [HOME, SIP], next: null });
    await open();
    deleteRow(HOME.name);
    expect(rows()).toEqual(['2']);
    expect(status().textContent).toBe('Home Loan EMI Calculator deleted. Undo');
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(rows()).toEqual(['1', '2']);
    expect(status().textContent).toBe('Home Loan EMI Calculator restored.');
    act(() => vi.advanceTimersByTime(UNDO_MS * 2));
    expect(remove).not.toHaveBeenCalled();

    deleteRow(HOME.name);
    act(() => vi.advanceTimersByTime(UNDO_MS - 1));
    expect(remove).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(remove).toHaveBeenCalledWith('1');
    await settle();
    expect(rows()).toEqual(['2']);
    expect(status().textContent).toBe('');
  });

  it('a second deletion makes the first at once, and keeps its own Undo', async () => {
    list.mockResolvedValue({ items: [HOME, SIP], next: null });
    await open();
    deleteRow(HOME.name);
    deleteRow(SIP.name);
    expect(remove.mock.calls).toEqual([['1']]);
    await settle();
    expect(status().textContent).toBe('SIP Calculator deleted. Undo');
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(rows()).toEqual(['2']);
  });

  it('a deletion the server refuses brings the calculation back, and says why', async () => {
    list.mockResolvedValue({ items: [HOME], next: null });
    remove.mockRejectedValue(Object.assign(new Error('offline'), { code: 'unavailable' }));
    await open();
    deleteRow(HOME.name);
    act(() => vi.advanceTimersByTime(UNDO_MS));
    await settle();
    expect(rows()).toEqual(['1']);
    expect(screen.getByRole('alert').textContent).toBe(
      'Home Loan EMI Calculator was not deleted. We could not reach our server. Please check your connection and try again.',
    );
  });

  it('leaving the tab deletes what is waiting', async () => {
    list.mockResolvedValue({ items: [HOME], next: null });
    await open();
    deleteRow(HOME.name);
    cleanup();
    expect(remove).toHaveBeenCalledWith('1');
  });

  it('reads older calculations a page at a time, below those shown', async () => {
    list.mockImplementation(async (_uid, after) =>
      after === null ? { items: [HOME], next: 'cursor-1' } : { items: [SIP], next: null },
    );
    await open();
    expect(rows()).toEqual(['1']);
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await settle();
    expect(rows()).toEqual(['1', '2']);
    expect(list.mock.calls.map((call) => call[1])).toEqual([null, 'cursor-1']);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('says when the list cannot be read, and Try again reads it', async () => {
    list.mockRejectedValueOnce(Object.assign(new Error('offline'), { code: 'unavailable' }));
    list.mockResolvedValue({ items: [HOME], next: null });
    await open();
    expect(screen.getByRole('alert').textContent).toContain('We could not reach our server.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await settle();
    expect(rows()).toEqual(['1']);
  });
});
