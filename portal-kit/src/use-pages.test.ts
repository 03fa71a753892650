// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePages } from './use-pages';

interface NumbersPage {
  items: number[];
  next: number | null;
}

/** A list of `total` numbers read 25 at a time, recording where each read started. */
function numbers(total: number) {
  const reads: (number | null)[] = [];
  let failNext = false;
  let held: Promise<void> | null = null;
  const readPage = async (after: unknown): Promise<NumbersPage> => {
    const start = typeof after === 'number' ? after : 0;
    reads.push(typeof after === 'number' ? after : null);
    const failing = failNext;
    failNext = false;
    const gate = held;
    held = null;
    if (gate) await gate;
    if (failing) throw Object.assign(new Error('offline'), { code: 'unavailable' });
    const items = Array.from({ length: Math.min(25, total - start) }, (_, index) => start + index);
    return { items, next: start + 25 < total ? start + 25 : null };
  };
  /** The next read waits until the returned function is called. */
  const holdNext = (): (() => void) => {
    let release = () => {};
    held = new Promise<void>((resolve) => (release = resolve));
    return release;
  };
  return { reads, readPage, failOnce: () => (failNext = true), holdNext };
}

const shown = (loaded: { state: string; value?: NumbersPage[] }) =>
  loaded.state === 'ready' ? (loaded.value ?? []).flatMap((page) => page.items).length : loaded.state;

describe('usePages', () => {
  it('reads the first page, then only each next page, until the last', async () => {
    const list = numbers(60);
    const { result } = renderHook(() => usePages(list.readPage, 'all'));
    expect(result.current.loaded.state).toBe('loading');
    await waitFor(() => expect(shown(result.current.loaded)).toBe(25));
    expect(result.current.hasMore).toBe(true);

    act(() => result.current.more());
    expect(result.current.readingMore).toBe(true);
    expect(shown(result.current.loaded), 'what is shown stays while the next page is read').toBe(25);
    await waitFor(() => expect(shown(result.current.loaded)).toBe(50));
    act(() => result.current.more());
    await waitFor(() => expect(shown(result.current.loaded)).toBe(60));

    expect(result.current.hasMore).toBe(false);
    expect(list.reads, 'each page read once').toEqual([null, 25, 50]);
  });

  it('reads again as many pages as are shown, showing them meanwhile', async () => {
    const list = numbers(60);
    const { result } = renderHook(() => usePages(list.readPage, 'all'));
    await waitFor(() => expect(shown(result.current.loaded)).toBe(25));
    act(() => result.current.more());
    await waitFor(() => expect(shown(result.current.loaded)).toBe(50));

    act(() => result.current.reload());
    expect(shown(result.current.loaded)).toBe(50);
    await waitFor(() => expect(list.reads).toEqual([null, 25, null, 25]));
    expect(shown(result.current.loaded)).toBe(50);
  });

  it('starts again from the first page when the key changes', async () => {
    const list = numbers(60);
    const { result, rerender } = renderHook(({ key }) => usePages(list.readPage, key), {
      initialProps: { key: 'new' },
    });
    await waitFor(() => expect(shown(result.current.loaded)).toBe(25));
    act(() => result.current.more());
    await waitFor(() => expect(shown(result.current.loaded)).toBe(50));

    rerender({ key: 'closed' });
    expect(result.current.loaded.state).toBe('loading');
    await waitFor(() => expect(shown(result.current.loaded)).toBe(25));
    expect(list.reads).toEqual([null, 25, null]);
  });

  it('keeps what is shown when the next page cannot be read, says why, and can try again', async () => {
    const list = numbers(60);
    const { result } = renderHook(() => usePages(list.readPage, 'all'));
    await waitFor(() => expect(shown(result.current.loaded)).toBe(25));
    list.failOnce();
    act(() => result.current.more());
    await waitFor(() => expect(result.current.moreFailed).toMatch(/could not reach our server/));
    expect(shown(result.current.loaded)).toBe(25);
    expect(result.current.hasMore).toBe(true);

    act(() => result.current.more());
    await waitFor(() => expect(shown(result.current.loaded)).toBe(50));
    expect(result.current.moreFailed).toBeNull();
  });

  it('says why the first page could not be read', async () => {
    const list = numbers(60);
    list.failOnce();
    const { result } = renderHook(() => usePages(list.readPage, 'all'));
    await waitFor(() => expect(result.current.loaded.state).toBe('failed'));
    const { loaded } = result.current;
    expect(loaded.state === 'failed' ? loaded.message : '').toMatch(/could not reach our server/);
    act(() => result.current.reload());
    await waitFor(() => expect(shown(result.current.loaded)).toBe(25));
  });

  it('a reload while the next page is read keeps that page, read again with the others', async () => {
    const list = numbers(80);
    const { result } = renderHook(() => usePages(list.readPage, 'all'));
    await waitFor(() => expect(shown(result.current.loaded)).toBe(25));
    const release = list.holdNext();
    act(() => result.current.more());
    act(() => result.current.reload());
    expect(result.current.readingMore, 'no other page is asked for meanwhile').toBe(true);
    act(() => result.current.more());
    await act(async () => release());
    await waitFor(() => expect(list.reads).toEqual([null, 25, null, 25]));
    await waitFor(() => expect(shown(result.current.loaded)).toBe(50));
    expect(result.current.readingMore).toBe(false);
  });

  it('a next page read for another filter is not added to this one, nor holds its button', async () => {
    const list = numbers(80);
    const { result, rerender } = renderHook(({ key }) => usePages(list.readPage, key), {
      initialProps: { key: 'new' },
    });
    await waitFor(() => expect(shown(result.current.loaded)).toBe(25));
    const release = list.holdNext();
    act(() => result.current.more());
    rerender({ key: 'closed' });
    await waitFor(() => expect(shown(result.current.loaded)).toBe(25));
    expect(result.current.readingMore).toBe(false);
    const releaseClosed = list.holdNext();
    act(() => result.current.more());
    await act(async () => release());
    expect(shown(result.current.loaded), 'the other filter’s page is not added').toBe(25);
    expect(result.current.readingMore, 'this filter’s next page is still being read').toBe(true);
    act(() => result.current.more());
    await act(async () => releaseClosed());
    await waitFor(() => expect(shown(result.current.loaded)).toBe(50));
    expect(list.reads, 'one read of each page').toEqual([null, 25, null, 25]);
  });
});
