import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Loaded } from '@meridian/shared';
import { renderInSite } from '@meridian/shared/testing';
import { Loading } from './loading';

const show = (loaded: Loaded<string[]>, retry = vi.fn()) =>
  renderInSite(
    <Loading loaded={loaded} retry={retry}>
      {(names) => (
        <ul>
          {names.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </Loading>,
  );

describe('Loading', () => {
  afterEach(cleanup);

  it('says it is loading, politely', () => {
    show({ state: 'loading' });
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows the content once read', () => {
    show({ state: 'ready', value: ['Asha', 'Ravi'] });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Asha', 'Ravi']);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says why it failed, at once, and Try again reads again', () => {
    const retry = vi.fn();
    show({ state: 'failed', message: 'We could not reach our server.' }, retry);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('We could not reach our server.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
