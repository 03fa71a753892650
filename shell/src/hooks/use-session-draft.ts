import { useEffect, useState } from 'react';

/**
 * State that survives a reload of the tab: what a visitor has typed but not yet sent is kept in
 * sessionStorage under `key` (this tab only, gone when it closes). Falls back to plain state where
 * storage is unavailable.
 */
export function useSessionDraft<T extends object>(key: string, empty: T): [T, (next: T | ((current: T) => T)) => void] {
  const [value, setValue] = useState<T>(() => {
    try {
      const saved = window.sessionStorage.getItem(key);
      return saved ? { ...empty, ...(JSON.parse(saved) as Partial<T>) } : empty;
    } catch {
      return empty;
    }
  });
  useEffect(() => {
    try {
      if (JSON.stringify(value) === JSON.stringify(empty)) window.sessionStorage.removeItem(key);
      else window.sessionStorage.setItem(key, JSON.stringify(value));
    } catch {
      // storage full or blocked: the draft lives in memory only
    }
  }, [key, value, empty]);
  return [value, setValue];
}
