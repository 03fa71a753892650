// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deviceMemory } from '@meridian/shared/device-memory';
import { renderInSite } from '@meridian/shared/testing';
import type { Loaded } from '@meridian/shared';
import { keptWhileLoading, notKeptAfterAction, useKept, useKeptPages } from './use-kept';

const asCount = (kept: unknown) => (typeof kept === 'number' ? kept : null);

function Count({ uid, read }: { uid: string; read: () => Promise<number> }) {
  const [loaded] = useKept(read, `count:${uid}`, { uid, name: 'count', restore: asCount });
  return <p>{loaded.state === 'ready' ? `${loaded.value}${loaded.kept ? ' (kept)' : ''}` : loaded.state}</p>;
}

const never = () => new Promise<number>(() => undefined);

/** A device on which alice's session is kept, with `value` kept under `name`. */
function keptForAlice(name: string, value: unknown) {
  const memory = deviceMemory(localStorage);
  memory.keepSession('alice', { uid: 'alice' });
  memory.keep('alice', name, value);
  return memory;
}

describe('useKept', () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it('shows what this person kept on the device while the read is under way', () => {
    keptForAlice('count', 7);
    renderInSite(<Count uid="alice" read={never} />);
    expect(screen.getByText('7 (kept)')).toBeTruthy();
  });

  it('never shows one person’s for another, even on the same open screen', () => {
    keptForAlice('count', 7);
    // The same mounted screen, its person changed (another account signed in, in another tab).
    function Switching() {
      const [uid, setUid] = useState('alice');
      return (
        <>
          <button type="button" onClick={() => setUid('bob')}>
            Bob signs in
          </button>
          <Count uid={uid} read={never} />
        </>
      );
    }
    renderInSite(<Switching />);
    expect(screen.getByText('7 (kept)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Bob signs in' }));
    expect(screen.getByText('loading')).toBeTruthy();
    expect(screen.queryByText(/7/)).toBeNull();
  });

  it('shows nothing kept of a value this release does not read', () => {
    keptForAlice('count', 'seven');
    renderInSite(<Count uid="alice" read={never} />);
    expect(screen.getByText('loading')).toBeTruthy();
  });

  it('shows the read’s answer and keeps it for the next visit', async () => {
    const memory = keptForAlice('count', 7);
    renderInSite(<Count uid="alice" read={() => Promise.resolve(9)} />);
    expect(await screen.findByText('9')).toBeTruthy();
    expect(memory.recall('alice', 'count')).toBe(9);
  });
});

interface Letters {
  items: string[];
  next: unknown;
}

const asLetters = (kept: unknown): Letters | null =>
  Array.isArray(kept) && kept.every((item) => typeof item === 'string') ? { items: kept, next: null } : null;

function LetterList({ uid, read }: { uid: string; read: (after: unknown) => Promise<Letters> }) {
  const pages = useKeptPages(read, `letters:${uid}`, {
    uid,
    name: 'letters',
    save: (page) => page.items,
    restore: asLetters,
  });
  const { loaded } = pages;
  if (loaded.state !== 'ready') return <p>{loaded.state}</p>;
  return (
    <>
      <p>
        {loaded.value.flatMap((page) => page.items).join(' ')}
        {loaded.kept ? ' (kept)' : ''}
      </p>
      {pages.hasMore ? (
        <button type="button" onClick={pages.more}>
          More
        </button>
      ) : null}
    </>
  );
}

describe('useKeptPages', () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it('shows the first page as kept while it is read, with nothing more to read', () => {
    keptForAlice('letters', ['a', 'b']);
    renderInSite(<LetterList uid="alice" read={() => new Promise<Letters>(() => undefined)} />);
    expect(screen.getByText('a b (kept)')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'More' })).toBeNull();
  });

  it('keeps the first page read, never the ones after it', async () => {
    const memory = keptForAlice('letters', ['a', 'b']);
    const read = (after: unknown) =>
      Promise.resolve<Letters>(after === null ? { items: ['c', 'd'], next: 'd' } : { items: ['e'], next: null });
    renderInSite(<LetterList uid="alice" read={read} />);
    expect(await screen.findByText('c d')).toBeTruthy();
    expect(memory.recall('alice', 'letters')).toEqual(['c', 'd']);
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(await screen.findByText('c d e')).toBeTruthy();
    expect(memory.recall('alice', 'letters')).toEqual(['c', 'd']);
  });
});

describe('keptWhileLoading and notKeptAfterAction', () => {
  const loading: Loaded<number> = { state: 'loading' };
  const read: Loaded<number> = { state: 'ready', value: 4 };
  const kept: Loaded<number> = { state: 'ready', value: 3, kept: true };
  const failed: Loaded<number> = { state: 'failed', message: 'No.' };
  it.each<[string, Loaded<number>, number | null, Loaded<number>]>([
    ['while reading, what was kept', loading, 3, kept],
    ['while reading with nothing kept, the loading', loading, null, loading],
    ['once read, the answer', read, 3, read],
    ['on a failure, the failure', failed, 3, failed],
  ])('keptWhileLoading: %s', (_, loaded, recalled, expected) => {
    expect(keptWhileLoading(loaded, recalled)).toEqual(expected);
  });
  it.each<[string, Loaded<number>, boolean, Loaded<number>]>([
    ['before any action, what was kept', kept, false, kept],
    ['after an action, the loading instead of what was kept', kept, true, loading],
    ['after an action, the fresh answer', read, true, read],
    ['after an action, a failure', failed, true, failed],
  ])('notKeptAfterAction: %s', (_, loaded, acted, expected) => {
    expect(notKeptAfterAction(loaded, acted)).toEqual(expected);
  });
});
