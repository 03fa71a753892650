import { useEffect, useState } from 'react';
import { useHydrated } from '@meridian/shared';

function readDraft<T extends object>(key: string, empty: T): T {
  try {
    const saved = window.sessionStorage.getItem(key);
    return saved ? { ...empty, ...(JSON.parse(saved) as Partial<T>) } : empty;
  } catch {
    return empty;
  }
}

/**
 * State that survives a reload of the tab: what a visitor has typed but not yet sent is kept in
 * sessionStorage under `key` (this tab only, gone when it closes). Falls back to plain state where
 * storage is unavailable. The saved draft shows once the page has hydrated, so the page the
 * server sent (with an empty form) hydrates as it is and then fills in.
 */
export function useSessionDraft<T extends object>(key: string, empty: T): [T, (next: T | ((current: T) => T)) => void] {
  const hydrated = useHydrated();
  // What the visitor has changed since the page loaded; until then, the saved draft.
  const [edited, setEdited] = useState<T | null>(null);
  const value = edited ?? (hydrated ? readDraft(key, empty) : empty);

  useEffect(() => {
    if (edited === null) return;
    try {
      if (JSON.stringify(edited) === JSON.stringify(empty)) window.sessionStorage.removeItem(key);
      else window.sessionStorage.setItem(key, JSON.stringify(edited));
    } catch {
      // storage full or blocked: the draft lives in memory only
    }
  }, [key, edited, empty]);

  const update = (next: T | ((current: T) => T)) =>
    setEdited((current) => {
      const base = current ?? readDraft(key, empty);
      return typeof next === 'function' ? next(base) : next;
    });
  return [value, update];
}
