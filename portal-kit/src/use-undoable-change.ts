import { useCallback, useEffect, useRef, useState } from 'react';
import { describeFirestoreError } from '@meridian/shared';

/** How long a change waits, undoable, before it is made. */
export const UNDO_MS = 5_000;

export interface UndoableChange {
  /** The change in a few words, which what is said of it is built from: 'a@b.in: role user → editor'. */
  label: string;
  /** Makes the change, once its wait is over. */
  run: () => Promise<void>;
  /** Runs once the change has been made (e.g. clearing the form it came from). */
  sent?: () => void;
  /** Runs when it is undone (e.g. showing again what it took away). */
  undone?: () => void;
  /** Runs when it could not be made. */
  failed?: (error: unknown) => void;
}

/** What is said of a change, from its label. */
export interface UndoWords {
  waiting: (label: string) => string;
  /** Null: once made, nothing more is said. */
  done: (label: string) => string | null;
  undone: (label: string) => string;
  failed: (label: string, reason: string) => string;
}

/** The words of the admin area's changes: 'a@b.in: disable: in 5 seconds.', '…: done.' */
export const CHANGE_WORDS: UndoWords = {
  waiting: (label) => `${label}: in ${UNDO_MS / 1000} seconds.`,
  done: (label) => `${label}: done.`,
  undone: (label) => `${label}: undone, nothing was changed.`,
  failed: (label, reason) => `${label}: not done. ${reason}`,
};

export interface UndoOutcome {
  tone: 'success' | 'error' | 'info';
  text: string;
}

export interface UndoableChanges {
  /** The change waiting, with what is said of it, or null. */
  pending: { label: string; text: string } | null;
  /** How the last change went, or null. */
  outcome: UndoOutcome | null;
  /** Makes a change wait UNDO_MS, undoable; a change already waiting is made at once. */
  schedule: (change: UndoableChange) => void;
  /** Drops the change waiting: it is not made. */
  undo: () => void;
}

export interface UndoOptions {
  /** Runs after each change made (e.g. reading the list again). */
  done?: () => void;
  /** Why a change could not be made, in words (by default, as a Firestore write's failure). */
  describe?: (error: unknown) => string;
  words?: UndoWords;
}

/**
 * Changes that wait five seconds before they are made, with Undo meanwhile: one at a time (a
 * second change makes the first at once); leaving the page, or closing or reloading the tab,
 * makes what is waiting rather than losing it. Shown by UndoBar, or by the screen's own line.
 */
export function useUndoableChange({
  done,
  describe = describeFirestoreError,
  words = CHANGE_WORDS,
}: UndoOptions = {}): UndoableChanges {
  const [pending, setPending] = useState<UndoableChange | null>(null);
  const [outcome, setOutcome] = useState<UndoOutcome | null>(null);
  const waiting = useRef<{ change: UndoableChange; timer: ReturnType<typeof setTimeout> } | null>(null);
  const latest = useRef({ done, describe, words });
  useEffect(() => {
    latest.current = { done, describe, words };
  });

  const send = useCallback((change: UndoableChange) => {
    change.run().then(
      () => {
        const text = latest.current.words.done(change.label);
        if (text !== null) setOutcome({ tone: 'success', text });
        change.sent?.();
        latest.current.done?.();
      },
      (error: unknown) => {
        const { words: said, describe: reason } = latest.current;
        setOutcome({ tone: 'error', text: said.failed(change.label, reason(error)) });
        change.failed?.(error);
      },
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
    (change: UndoableChange) => {
      flush();
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
    setOutcome({ tone: 'info', text: latest.current.words.undone(current.change.label) });
    current.change.undone?.();
  }, []);

  // Leaving the page, or closing or reloading the tab, makes what is waiting rather than losing it.
  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  return {
    pending: pending ? { label: pending.label, text: words.waiting(pending.label) } : null,
    outcome,
    schedule,
    undo,
  };
}
