// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RATE_SCHEMES } from '@meridian/shared';
import { deviceMemory } from '@meridian/shared/device-memory';
import { demoUsers, renderInSite } from '@meridian/shared/testing';
import { readRates, saveRates } from '../data/settings';
import { keptRates, storedRates, type RatesRead } from '../domain/rates-form';
import SettingsTab from './settings-tab';

vi.mock('../data/settings', () => ({ readRates: vi.fn(), saveRates: vi.fn() }));

const read = vi.mocked(readRates);
const save = vi.mocked(saveRates);

const ratesAt = (ratePct: number, asOf: string, at: string): RatesRead => ({
  stored: storedRates(Object.fromEntries(RATE_SCHEMES.map((scheme) => [scheme, { ratePct, asOf }]))),
  updatedAt: new Date(at),
});
const SEEN = ratesAt(7.1, 'Q3 FY 2026-27', '2026-11-01T06:00:00Z');
const STORED = ratesAt(7.2, 'Q3 FY 2026-27', '2026-11-20T06:00:00Z');
const SAVED = ratesAt(7.3, 'Q3 FY 2026-27', '2026-11-21T06:00:00Z');

/** A read that answers when told. */
function answerLater() {
  let answer: (rates: RatesRead | null) => void = () => undefined;
  read.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
  return (rates: RatesRead | null) => act(async () => answer(rates));
}

const ppf = () => screen.getByLabelText('Rate, % a year', { selector: '#ppf-rate' }) as HTMLInputElement;

beforeEach(() => window.localStorage.clear());

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('the Settings tab', () => {
  it('shows at once, inert, the rates this person saw on this device last time; the form is then filled afresh from the read, and once saved never shows the older rates again', async () => {
    const uid = demoUsers.admin.uid;
    const memory = deviceMemory(localStorage);
    memory.keepSession(uid, { uid });
    memory.keep(uid, 'rates', keptRates(SEEN));
    const answer = answerLater();
    renderInSite(<SettingsTab user={demoUsers.admin} />);

    const kept = document.querySelector('[data-kept]');
    expect(kept?.hasAttribute('inert')).toBe(true);
    expect(kept?.getAttribute('aria-busy')).toBe('true');
    expect(ppf().value).toBe('7.1');
    expect(ppf().closest('[data-kept]')).toBe(kept);

    // The answer fills a new form: the one the person types in, never filled again by the kept one.
    await answer(STORED);
    expect(document.querySelector('[data-kept]')).toBeNull();
    expect(ppf().value).toBe('7.2');
    expect(memory.recall(uid, 'rates')).toEqual(keptRates(STORED));
    fireEvent.change(ppf(), { target: { value: '7.3' } });
    expect(ppf().value).toBe('7.3');

    // Saved: read again, with no rates of an earlier visit shown meanwhile.
    save.mockResolvedValueOnce();
    const again = answerLater();
    fireEvent.click(screen.getByRole('button', { name: 'Save rates' }));
    await act(async () => {});
    expect(save).toHaveBeenCalledTimes(1);
    expect(read).toHaveBeenCalledTimes(2);
    expect(document.querySelector('[data-kept]')).toBeNull();
    expect(document.querySelector('#ppf-rate')).toBeNull();
    await again(SAVED);
    expect(ppf().value).toBe('7.3');
    const notice = screen.getByText('Rates saved. The calculators show them from their next page load.');
    expect(notice.hasAttribute('data-keep-omit')).toBe(true);
  });
});
