import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Alert, Button, describeFirestoreError, type Loaded } from '@meridian/shared';
import type { Page, Pages } from './use-pages';

// The pieces the admin tabs are built of.

/** Content once read, its loading line, or its failure with a way to try again. */
export function Loading<T>({
  loaded,
  retry,
  children,
}: {
  loaded: Loaded<T>;
  retry: () => void;
  children: (value: T) => ReactNode;
}) {
  if (loaded.state === 'loading') return <Muted role="status">Loading…</Muted>;
  if (loaded.state === 'failed') {
    return (
      <Alert tone="error">
        <p>{loaded.message}</p>
        <Button type="button" $variant="outline" onClick={retry}>
          Try again
        </Button>
      </Alert>
    );
  }
  return <>{children(loaded.value)}</>;
}

/** The button under a list read a page at a time, reading its next page (and saying if it could not). */
export function ShowMore<P extends Page>({ pages, label }: { pages: Pages<P>; label: string }) {
  if (!pages.hasMore) return null;
  return (
    <>
      {pages.moreFailed ? <Alert tone="error">{pages.moreFailed}</Alert> : null}
      <Button type="button" $variant="outline" disabled={pages.readingMore} onClick={pages.more}>
        {pages.readingMore ? 'Loading…' : label}
      </Button>
    </>
  );
}

export const Card = styled.section`
  padding: 24px;
  margin-bottom: 24px;
  background: ${({ theme }) => theme.color.white};
  border-radius: ${({ theme }) => theme.radius.medium};
  box-shadow: ${({ theme }) => theme.shadow.card};
  h2 {
    margin: 0 0 14px;
    font-size: 1.2rem;
    color: ${({ theme }) => theme.color.navy};
  }
`;

export const Muted = styled.p`
  margin: 0 0 10px;
  color: ${({ theme }) => theme.color.muted};
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: flex-end;
  margin-bottom: 16px;
  label {
    display: flex;
    flex-direction: column;
    gap: 4px;
    font-weight: 600;
    font-size: 0.9rem;
  }
`;

export const TableWrap = styled.div`
  overflow-x: auto;
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: 0.92rem;
  }
  th,
  td {
    text-align: left;
    padding: 10px 8px;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    vertical-align: top;
  }
  th {
    color: ${({ theme }) => theme.color.muted};
    font-weight: 600;
    white-space: nowrap;
  }
  td {
    overflow-wrap: anywhere;
  }
`;

export const formatDate = (date: Date | null): string =>
  date
    ? date.toLocaleString('en-IN', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        timeZone: 'Asia/Kolkata',
      })
    : '—';

/**
 * Why a change failed, in words: our own checks say it themselves (an Error with no code); the
 * server's refusals are described by their code. The rules refuse a change whose "before" is no
 * longer true (another admin changed it meanwhile) and one the admin's role no longer allows (it
 * was changed, or the account disabled, since the page loaded); the page can't tell which, so it
 * names both. (An unverified email, the other refusal, has its own notice above the tabs.)
 */
function explain(error: unknown): string {
  if (error instanceof Error && !('code' in error)) return error.message;
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  return code === 'permission-denied'
    ? 'It was refused: someone may have changed it meanwhile, or your role no longer allows it. Reload the page, then try again.'
    : describeFirestoreError(error);
}

/** How long a change waits, undoable, before it is sent. */
const UNDO_MS = 5000;

interface Pending {
  label: string;
  run: () => Promise<void>;
  /** Runs once the change has been sent and accepted (e.g. clearing the form it came from). */
  sent?: () => void;
}

type ChangeOutcome = { tone: 'success' | 'error' | 'info'; text: string } | null;

/**
 * Changes that wait five seconds before they are sent, with Undo meanwhile. A second change sends
 * the first at once; leaving the page (or closing the tab) sends what is waiting. `done` runs
 * after each sent change.
 */
export function useUndoableChanges(done: () => void) {
  const [pending, setPending] = useState<Pending | null>(null);
  const [outcome, setOutcome] = useState<ChangeOutcome>(null);
  const waiting = useRef<{ change: Pending; timer: ReturnType<typeof setTimeout> } | null>(null);
  const doneRef = useRef(done);
  useEffect(() => {
    doneRef.current = done;
  });

  const send = useCallback((change: Pending) => {
    change.run().then(
      () => {
        setOutcome({ tone: 'success', text: `${change.label}: done.` });
        change.sent?.();
        doneRef.current();
      },
      (error: unknown) => setOutcome({ tone: 'error', text: `${change.label}: not done. ${explain(error)}` }),
    );
  }, []);

  const flush = useCallback(() => {
    const current = waiting.current;
    if (!current) return;
    clearTimeout(current.timer);
    waiting.current = null;
    setPending(null);
    send(current.change);
  }, [send]);

  const schedule = useCallback(
    (label: string, run: () => Promise<void>, sent?: () => void) => {
      flush();
      const change: Pending = { label, run, ...(sent ? { sent } : {}) };
      const timer = setTimeout(() => {
        waiting.current = null;
        setPending(null);
        send(change);
      }, UNDO_MS);
      waiting.current = { change, timer };
      setPending(change);
      setOutcome(null);
    },
    [flush, send],
  );

  const undo = useCallback(() => {
    const current = waiting.current;
    if (!current) return;
    clearTimeout(current.timer);
    waiting.current = null;
    setPending(null);
    setOutcome({ tone: 'info', text: `${current.change.label}: undone, nothing was changed.` });
  }, []);

  // Leaving the page, or closing or reloading the tab, sends what is waiting rather than losing it.
  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  return { pending, outcome, schedule, undo };
}

/** The bar that shows a waiting change with its Undo, or how the last one went. */
export function ChangeBar({
  pending,
  outcome,
  undo,
}: {
  pending: Pending | null;
  outcome: ChangeOutcome;
  undo: () => void;
}) {
  if (pending) {
    return (
      <Bar tone="info" data-pending-change>
        <span>
          {pending.label}: in {UNDO_MS / 1000} seconds.
        </span>{' '}
        <Button type="button" $variant="outline" onClick={undo}>
          Undo
        </Button>
      </Bar>
    );
  }
  return outcome ? <Bar tone={outcome.tone}>{outcome.text}</Bar> : null;
}

const Bar = styled(Alert)`
  margin-bottom: 16px;
  display: flex;
  align-items: center;
  gap: 12px;
  flex-wrap: wrap;
`;
