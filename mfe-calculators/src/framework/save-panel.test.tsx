// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@meridian/shared';
import { renderInSite } from '@meridian/shared/testing';
import { saveCalculation } from '../data/save-calculation';
import { SavePanel } from './save-panel';

vi.mock('../data/save-calculation', () => ({ saveCalculation: vi.fn() }));

const saved = vi.mocked(saveCalculation);
const client: SessionUser = {
  uid: 'u-1',
  email: 'user@demo.meridian.test',
  displayName: 'Asha',
  role: 'user',
  emailVerified: true,
  providers: ['password'],
};
const props = {
  calculator: 'home-loan',
  path: '/calculators/home-loan?amount=2500000&rate=8.5&years=20',
  inputs: { amount: 2500000, rate: 8.5, years: 20 },
  results: { emi: 21695.58 },
};

describe('SavePanel', () => {
  beforeEach(() => {
    saved.mockReset();
  });
  afterEach(cleanup);

  it('signed out: a link to sign in that remembers the page, and a word that the inputs are kept', () => {
    const { container } = renderInSite(<SavePanel {...props} />, { url: '/calculators/home-loan?amount=2500000' });
    const link = screen.getByRole('link', { name: 'Sign in to save this calculation' });
    expect(link.getAttribute('href')).toBe('/signin');
    expect(container.textContent).toContain('Your inputs stay in this page');
  });

  it.each(['admin', 'editor', 'reviewer'] as const)(
    'a %s (no save_calculations) is told why there is no Save button',
    (role) => {
      renderInSite(<SavePanel {...props} />, { user: { ...client, role } });
      expect(screen.queryByRole('button')).toBeNull();
      expect(screen.getByRole('note').textContent).toContain(
        `Your account’s role (${role}) does not include it`.replace('’', "'"),
      );
    },
  );

  it('a client saves { calculator, path, inputs, results } under their uid and is told so', async () => {
    saved.mockResolvedValue('doc-1');
    renderInSite(<SavePanel {...props} />, { user: client });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save this calculation' })));
    expect(saved).toHaveBeenCalledWith('u-1', {
      calculator: 'home-loan',
      path: '/calculators/home-loan?amount=2500000&rate=8.5&years=20',
      inputs: props.inputs,
      results: props.results,
    });
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Saved to your account. See it in My Calculations');
    expect(screen.getByRole('link', { name: 'See it in My Calculations' }).getAttribute('href')).toBe(
      '/dashboard/calculations',
    );
    // No duplicate on offer for the same inputs.
    const button = screen.getByRole('button', { name: 'Saved' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  });

  it('changed inputs make a new calculation to save', async () => {
    saved.mockResolvedValue('doc-1');
    function Calculator() {
      const [years, setYears] = useState(20);
      return (
        <>
          <button type="button" onClick={() => setYears(25)}>
            25 years
          </button>
          <SavePanel {...props} inputs={{ ...props.inputs, years }} />
        </>
      );
    }
    renderInSite(<Calculator />, { user: client });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save this calculation' })));
    expect(screen.getByRole('button', { name: 'Saved' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '25 years' }));
    expect(screen.getByRole('status').textContent).toBe('');
    expect((screen.getByRole('button', { name: 'Save this calculation' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('a superadmin may save too', () => {
    renderInSite(<SavePanel {...props} />, { user: { ...client, role: 'superadmin' } });
    expect(screen.getByRole('button', { name: 'Save this calculation' })).toBeTruthy();
  });

  it('a failed save shows why and keeps the button for another try', async () => {
    saved.mockImplementation(async () => {
      throw Object.assign(new Error('denied'), { code: 'permission-denied' });
    });
    renderInSite(<SavePanel {...props} />, { user: client });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save this calculation' })));
    expect(screen.getByRole('alert').textContent).toContain('Our server refused this request.');
    expect(screen.getByRole('button', { name: 'Save this calculation' })).toBeTruthy();
  });

  it('a calculator the site’s list does not name yet says it cannot be saved, and offers no button', () => {
    renderInSite(<SavePanel {...props} calculator="no-such-calculator" />, { user: client });
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('note').textContent).toContain('cannot be saved to your account yet');
    expect(saved).not.toHaveBeenCalled();
  });
});
