import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { describeFirestoreError } from '../firebase/firestore';

/**
 * A read's state. `kept`: the value is what this person saw last on this device, shown while it is
 * read again (portal-kit's useKept); it is replaced by the read's answer.
 */
export type Loaded<T> =
  { state: 'loading' } | { state: 'ready'; value: T; kept?: boolean } | { state: 'failed'; message: string };

/**
 * Reads something for a tab when it opens, again when `key` changes and on `reload`: loading,
 * ready, or failed with a message a person can act on (`describe` words the failure: by default
 * as a Firestore read's).
 */
export function useLoad<T>(
  read: () => Promise<T>,
  key: string,
  describe: (error: unknown) => string = describeFirestoreError,
): [Loaded<T>, () => void] {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ of: string; loaded: Loaded<T> } | null>(null);
  const current = `${key}#${attempt}`;
  const readNow = useEffectEvent(read);
  const describeNow = useEffectEvent(describe);
  useEffect(() => {
    let live = true;
    readNow().then(
      (value) => {
        if (live) setResult({ of: current, loaded: { state: 'ready', value } });
      },
      (error: unknown) => {
        if (live) setResult({ of: current, loaded: { state: 'failed', message: describeNow(error) } });
      },
    );
    return () => {
      live = false;
    };
  }, [current]);
  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  return [result?.of === current ? result.loaded : { state: 'loading' }, reload];
}
