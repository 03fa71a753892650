// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Loaded } from '@meridian/shared';
import { LOADING_ATTRIBUTE } from '@meridian/shared/device-memory';
import { renderInSite } from '@meridian/shared/testing';
import { Blank, Loading, Reading } from './loading';

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

describe('Loading with a placeholder (the content’s shape, keeping its space)', () => {
  afterEach(cleanup);

  const withPlaceholder = (loaded: Loaded<string[]>, retry = vi.fn()) =>
    renderInSite(
      <Loading loaded={loaded} retry={retry} placeholder={<p data-testid="shape">Five rows</p>}>
        {(names) => (
          <ul>
            {names.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        )}
      </Loading>,
    );

  it('marks what stands in while reading (a page showing it is not kept on the device), and nothing once read', () => {
    show({ state: 'loading' });
    expect(screen.getByRole('status').hasAttribute(LOADING_ATTRIBUTE)).toBe(true);
    cleanup();
    withPlaceholder({ state: 'loading' });
    expect(screen.getByRole('status').hasAttribute(LOADING_ATTRIBUTE)).toBe(true);
    cleanup();
    withPlaceholder({ state: 'ready', value: ['Asha'] });
    expect(document.querySelector(`[${LOADING_ATTRIBUTE}]`)).toBeNull();
  });

  it('Reading, the loading line for what is not a read (a tab’s code): announced, and marked as a read under way', () => {
    renderInSite(<Reading />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Loading…');
    expect(status.hasAttribute(LOADING_ATTRIBUTE)).toBe(true);
  });

  it('shows the placeholder while loading, announced as loading, its own words hidden from screen readers', () => {
    withPlaceholder({ state: 'loading' });
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Loading…');
    expect(screen.getByTestId('shape').closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('keeps the placeholder under the content once read, hidden, in the same grid cell', () => {
    withPlaceholder({ state: 'ready', value: ['Asha'] });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Asha']);
    expect(screen.queryByRole('status')).toBeNull();
    const shape = screen.getByTestId('shape');
    const ghost = shape.closest('[aria-hidden="true"]');
    expect(ghost).not.toBeNull();
    // The ghost and the content are siblings in one cell (the cell is as tall as the taller), the
    // content first, so what looks for the first list or table finds the content's.
    const content = screen.getByRole('list').parentElement;
    expect(ghost?.parentElement).toBe(content?.parentElement);
    expect(content?.nextElementSibling).toBe(ghost);
    expect(getComputedStyle(ghost as Element).visibility).toBe('hidden');
  });

  it('keeps the space on a failure too, and Try again reads again', () => {
    const retry = vi.fn();
    withPlaceholder({ state: 'failed', message: 'We could not reach our server.' }, retry);
    expect(screen.getByRole('alert').textContent).toContain('We could not reach our server.');
    expect(screen.getByTestId('shape').closest('[aria-hidden="true"]')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});

describe('Loading with a placeholder, from loading to read', () => {
  afterEach(cleanup);

  /** The placeholder's row and the content's row share a key, as a list's rows often do. */
  function Flip() {
    const [loaded, setLoaded] = useState<Loaded<string[]>>({ state: 'loading' });
    return (
      <>
        <button type="button" onClick={() => setLoaded({ state: 'ready', value: ['Asha'] })}>
          Read
        </button>
        <Loading
          loaded={loaded}
          retry={() => undefined}
          placeholder={
            <ul>
              <li key="first" data-testid="shape-row">
                A row to be
              </li>
            </ul>
          }
        >
          {(names) => (
            <ul>
              {names.map((name) => (
                <li key="first">{name}</li>
              ))}
            </ul>
          )}
        </Loading>
      </>
    );
  }

  it('keeps the placeholder’s own nodes where they were (hidden), and draws the content in nodes of its own', () => {
    renderInSite(<Flip />);
    const row = screen.getByTestId('shape-row');
    fireEvent.click(screen.getByRole('button', { name: 'Read' }));
    // Reusing the placeholder's row for the content's would move it: a layout shift.
    expect(screen.getByTestId('shape-row')).toBe(row);
    expect(row.textContent).toBe('A row to be');
    const content = screen.getByRole('listitem');
    expect(content.textContent).toBe('Asha');
    expect(content).not.toBe(row);
  });
});

describe('Blank', () => {
  afterEach(cleanup);

  it('is one line of the text around it (a no-break space), as wide as asked', () => {
    renderInSite(
      <p data-testid="line">
        <Blank width="6ch" />
      </p>,
    );
    const bar = screen.getByTestId('line').firstElementChild as HTMLElement;
    expect(bar.textContent).toBe('\u00a0');
    expect(bar.style.width).toBe('6ch');
  });
});

describe('Blank with words', () => {
  afterEach(cleanup);

  it('keeps the words (so they wrap as the real ones will), unseen', () => {
    renderInSite(
      <p data-testid="line">
        <Blank>Given on 24 Nov 2026</Blank>
      </p>,
    );
    const words = screen.getByTestId('line').firstElementChild as HTMLElement;
    expect(words.textContent).toBe('Given on 24 Nov 2026');
    expect(getComputedStyle(words).color).toMatch(/^(transparent|rgba\(0, 0, 0, 0\))$/);
  });
});

describe('Loading with content kept from the last visit', () => {
  afterEach(cleanup);

  const names = (value: string[]) => (
    <ul>
      {value.map((name) => (
        <li key={name}>
          <button type="button">{name}</button>
        </li>
      ))}
    </ul>
  );

  it.each([
    ['without a placeholder', undefined],
    ['with a placeholder', <p key="shape">Two rows</p>],
  ])(
    '%s: shows it inert, busy, disabled and marked “Updating…”, then the read’s answer usable in new nodes',
    (_, placeholder) => {
      const view = renderInSite(
        <Loading loaded={{ state: 'ready', value: ['Asha'], kept: true }} retry={vi.fn()} placeholder={placeholder}>
          {names}
        </Loading>,
      );
      const kept = screen.getByText('Asha').closest('[data-kept]');
      expect(kept?.hasAttribute('inert')).toBe(true);
      expect(kept?.getAttribute('aria-busy')).toBe('true');
      const keptButton = screen.getByRole('button', { name: 'Asha' });
      // What is shown from memory says so, in words anyone can see and hear, and cannot be used.
      expect(screen.getByRole('status').textContent).toBe('Updating…');
      expect(screen.getByRole('status').closest('[inert]')).toBeNull();
      expect(keptButton.matches(':disabled')).toBe(true);

      view.rerender(
        <Loading loaded={{ state: 'ready', value: ['Asha'] }} retry={vi.fn()} placeholder={placeholder}>
          {names}
        </Loading>,
      );
      const fresh = screen.getByRole('button', { name: 'Asha' });
      expect(fresh.closest('[data-kept]')).toBeNull();
      expect(fresh.matches(':disabled')).toBe(false);
      expect(screen.queryByText('Updating…')).toBeNull();
      // Drawn afresh: a form filled from what was kept is filled again from the read.
      expect(fresh).not.toBe(keptButton);
    },
  );
});
