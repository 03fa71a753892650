// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInSite } from '@meridian/shared/testing';
import type { MyDeclaration } from '../../data/declaration';
import { OnboardingCard } from './onboarding-card';

const data = vi.hoisted(() => ({
  readMyDeclaration: vi.fn<(uid: string) => Promise<MyDeclaration | null>>(),
  makeDeclaration: vi.fn<(uid: string, pan: string) => Promise<void>>(),
}));
vi.mock('../../data/declaration', () => data);
// The second step has its own test (risk-step.test.tsx): here, no answers yet.
vi.mock('../../data/risk-profile', () => ({
  latestRiskVersion: async () => null,
  saveRiskAnswers: async () => undefined,
  acceptRiskVersion: async () => undefined,
}));

// The last two steps have their own test (agreement-step.test.tsx): here, nothing yet.
vi.mock('../../data/agreement', () => ({
  readMyOnboarding: async () => ({ suitability: null, agreement: { state: 'none' } }),
  callAgreement: async () => ({ ok: false, reason: 'invalid', message: '' }),
}));

const made: MyDeclaration = { pan: 'ABCPE1234F', version: '2026-11-29', at: Date.parse('2026-11-29T06:00:00Z') };

async function show() {
  renderInSite(<OnboardingCard uid="u1" />, { url: '/dashboard' });
  await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
}

describe('OnboardingCard', () => {
  beforeEach(() => {
    data.readMyDeclaration.mockReset();
    data.makeDeclaration.mockReset();
  });
  afterEach(cleanup);

  it('asks for the declaration with the PAN, and says why the PAN is asked for', async () => {
    data.readMyDeclaration.mockResolvedValue(null);
    await show();
    expect(screen.getByText('Step 1 of the onboarding: advice, not distribution')).toBeTruthy();
    expect(screen.getByText(/We keep your PAN with this declaration only/)).toBeTruthy();
    expect(
      (screen.getByRole('checkbox', { name: /I choose investment advisory services/ }) as HTMLInputElement).checked,
    ).toBe(false);
  });

  it('refuses a malformed PAN and an unticked box beside each, keeping what was typed, and makes nothing', async () => {
    data.readMyDeclaration.mockResolvedValue(null);
    await show();
    fireEvent.change(screen.getByLabelText('Your PAN'), { target: { value: 'ABCXE1234F' } });
    fireEvent.click(screen.getByRole('button', { name: 'Make the declaration' }));
    expect(
      screen.getByText('This is not a PAN: five letters, four digits, then a letter, like ABCPE1234F.'),
    ).toBeTruthy();
    expect(screen.getByText('Please tick the box to make the declaration.')).toBeTruthy();
    expect(document.activeElement?.id).toBe('declaration-pan');
    expect((screen.getByLabelText('Your PAN') as HTMLInputElement).value).toBe('ABCXE1234F');
    expect(data.makeDeclaration).not.toHaveBeenCalled();
  });

  it('makes it with the PAN as typed, then shows it made with the PAN’s last four characters only', async () => {
    data.readMyDeclaration.mockResolvedValueOnce(null).mockResolvedValue(made);
    data.makeDeclaration.mockResolvedValue();
    await show();
    fireEvent.change(screen.getByLabelText('Your PAN'), { target: { value: 'abcpe 1234f' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /I choose investment advisory services/ }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Make the declaration' }));
    });
    expect(data.makeDeclaration).toHaveBeenCalledWith('u1', 'abcpe 1234f');
    await waitFor(() => expect(document.querySelector('[data-declared]')).toBeTruthy());
    expect(screen.getByText(/PAN ••••••234F/)).toBeTruthy();
    expect(screen.queryByText(/ABCPE1234F/)).toBeNull();
  });

  it('keeps what was typed when saving fails, and says so', async () => {
    data.readMyDeclaration.mockResolvedValue(null);
    data.makeDeclaration.mockRejectedValue(Object.assign(new Error('denied'), { code: 'permission-denied' }));
    await show();
    fireEvent.change(screen.getByLabelText('Your PAN'), { target: { value: 'ABCPE1234F' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /I choose investment advisory services/ }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Make the declaration' }));
    });
    expect(screen.getByText(/Your declaration was not saved\./)).toBeTruthy();
    expect((screen.getByLabelText('Your PAN') as HTMLInputElement).value).toBe('ABCPE1234F');
  });
});
