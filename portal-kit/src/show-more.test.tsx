// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInSite } from '@meridian/shared/testing';
import { ShowMore } from './show-more';
import type { Pages } from './use-pages';

const pages = (over: Partial<Pages<{ next: unknown }>>): Pages<{ next: unknown }> => ({
  loaded: { state: 'ready', value: [{ next: 25 }] },
  reload: vi.fn(),
  hasMore: true,
  more: vi.fn(),
  readingMore: false,
  moreFailed: null,
  ...over,
});

describe('ShowMore', () => {
  afterEach(cleanup);

  it('reads the next page', () => {
    const more = vi.fn();
    renderInSite(<ShowMore pages={pages({ more })} label="Show older leads" />);
    fireEvent.click(screen.getByRole('button', { name: 'Show older leads' }));
    expect(more).toHaveBeenCalledTimes(1);
  });

  it('says Loading… and waits while the next page is read', () => {
    renderInSite(<ShowMore pages={pages({ readingMore: true })} label="Show older leads" />);
    expect(screen.getByRole('button', { name: 'Loading…' }).hasAttribute('disabled')).toBe(true);
  });

  it('says why the next page could not be read, and can try again', () => {
    renderInSite(<ShowMore pages={pages({ moreFailed: 'We could not reach our server.' })} label="Show more" />);
    expect(screen.getByRole('alert').textContent).toBe('We could not reach our server.');
    expect(screen.getByRole('button', { name: 'Show more' }).hasAttribute('disabled')).toBe(false);
  });

  it('shows nothing after the last page', () => {
    const { container } = renderInSite(<ShowMore pages={pages({ hasMore: false })} label="Show more" />);
    expect(container.textContent).toBe('');
  });
});
