// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInSite } from '@meridian/shared/testing';
import { UndoBar } from './undo-bar';

describe('UndoBar', () => {
  afterEach(cleanup);

  it('shows the change waiting, marked for the page, and its Undo', () => {
    const undo = vi.fn();
    renderInSite(
      <UndoBar
        pending={{ label: 'a@b.in: disable', text: 'a@b.in: disable: in 5 seconds.' }}
        outcome={null}
        undo={undo}
      />,
    );
    const bar = screen.getByRole('status');
    expect(bar.hasAttribute('data-pending-change')).toBe(true);
    expect(bar.textContent).toBe('a@b.in: disable: in 5 seconds. Undo');
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(undo).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['success', 'status', 'a@b.in: disable: done.'],
    ['info', 'status', 'a@b.in: disable: undone, nothing was changed.'],
    ['error', 'alert', 'a@b.in: disable: not done. Refused.'],
  ] as const)('says how the last change went (%s) as a %s', (tone, role, text) => {
    renderInSite(<UndoBar pending={null} outcome={{ tone, text }} undo={vi.fn()} />);
    expect(screen.getByRole(role).textContent).toBe(text);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says nothing before any change', () => {
    const { container } = renderInSite(<UndoBar pending={null} outcome={null} undo={vi.fn()} />);
    expect(container.textContent).toBe('');
  });
});
