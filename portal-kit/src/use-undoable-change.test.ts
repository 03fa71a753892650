// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UNDO_MS, useUndoableChange, type UndoWords } from './use-undoable-change';

/** A change that records when it was made, and can be made to fail. */
function change(label: string, { fails = false } = {}) {
  const run = vi.fn(() =>
    fails ? Promise.reject(Object.assign(new Error('x'), { code: 'unavailable' })) : Promise.resolve(),
  );
  return { label, run, sent: vi.fn(), undone: vi.fn(), failed: vi.fn() };
}

/** Lets the promises of the changes made settle. */
const settle = () => act(async () => {});

describe('useUndoableChange', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits five seconds, undoable, then makes the change and says so', async () => {
    const done = vi.fn();
    const { result } = renderHook(() => useUndoableChange({ done }));
    const role = change('a@b.in: role user → editor');
    act(() => result.current.schedule(role));
    expect(result.current.pending).toEqual({ label: role.label, text: 'a@b.in: role user → editor: in 5 seconds.' });
    act(() => vi.advanceTimersByTime(UNDO_MS - 1));
    expect(role.run).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(role.run).toHaveBeenCalledTimes(1);
    expect(result.current.pending).toBeNull();
    await settle();
    expect(result.current.outcome).toEqual({ tone: 'success', text: 'a@b.in: role user → editor: done.' });
    expect(role.sent).toHaveBeenCalledTimes(1);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('Undo drops the change: it is never made', async () => {
    const { result } = renderHook(() => useUndoableChange());
    const invite = change('Invite a@b.in as editor');
    act(() => result.current.schedule(invite));
    act(() => result.current.undo());
    act(() => vi.advanceTimersByTime(UNDO_MS * 2));
    await settle();
    expect(invite.run).not.toHaveBeenCalled();
    expect(invite.undone).toHaveBeenCalledTimes(1);
    expect(result.current.pending).toBeNull();
    expect(result.current.outcome).toEqual({
      tone: 'info',
      text: 'Invite a@b.in as editor: undone, nothing was changed.',
    });
  });

  it('a second change makes the first at once; one waits at a time', async () => {
    const { result } = renderHook(() => useUndoableChange());
    const first = change('first');
    const second = change('second');
    act(() => result.current.schedule(first));
    act(() => result.current.schedule(second));
    expect(first.run).toHaveBeenCalledTimes(1);
    expect(second.run).not.toHaveBeenCalled();
    await settle();
    expect(result.current.pending?.label, 'the second still waits, with its Undo').toBe('second');
    act(() => result.current.undo());
    expect(second.undone).toHaveBeenCalledTimes(1);
    expect(first.undone).not.toHaveBeenCalled();
  });

  it('a change that fails says why, in words', async () => {
    const { result } = renderHook(() => useUndoableChange());
    const disable = change('a@b.in: disable', { fails: true });
    act(() => result.current.schedule(disable));
    act(() => vi.advanceTimersByTime(UNDO_MS));
    await settle();
    expect(result.current.outcome).toEqual({
      tone: 'error',
      text: 'a@b.in: disable: not done. We could not reach our server. Please check your connection and try again.',
    });
    expect(disable.failed).toHaveBeenCalledWith(expect.objectContaining({ code: 'unavailable' }));
    expect(disable.sent).not.toHaveBeenCalled();
  });

  it('says it in the screen’s own words, and why in its own terms', async () => {
    const words: UndoWords = {
      waiting: (label) => `${label} deleted.`,
      done: () => null,
      undone: (label) => `${label} restored.`,
      failed: (label, reason) => `${label} was not deleted. ${reason}`,
    };
    const { result } = renderHook(() => useUndoableChange({ words, describe: () => 'Refused.' }));
    const sip = change('SIP');
    act(() => result.current.schedule(sip));
    expect(result.current.pending?.text).toBe('SIP deleted.');
    act(() => result.current.undo());
    expect(result.current.outcome?.text).toBe('SIP restored.');
    act(() => result.current.schedule(sip));
    act(() => vi.advanceTimersByTime(UNDO_MS));
    await settle();
    expect(result.current.outcome, 'nothing said once made').toBeNull();
    const failing = change('FD', { fails: true });
    act(() => result.current.schedule(failing));
    act(() => vi.advanceTimersByTime(UNDO_MS));
    await settle();
    expect(result.current.outcome).toEqual({ tone: 'error', text: 'FD was not deleted. Refused.' });
  });

  it('leaving the page, or closing the tab, makes what is waiting', () => {
    const { result, unmount } = renderHook(() => useUndoableChange());
    const closing = change('closing');
    act(() => result.current.schedule(closing));
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(closing.run).toHaveBeenCalledTimes(1);

    const leaving = change('leaving');
    act(() => result.current.schedule(leaving));
    unmount();
    expect(leaving.run).toHaveBeenCalledTimes(1);
    expect(closing.run, 'each made once').toHaveBeenCalledTimes(1);
  });
});
