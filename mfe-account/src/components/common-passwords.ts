import { useCallback, useEffect, useState } from 'react';

let loading: Promise<ReadonlySet<string>> | undefined;

/** The common-password list (build/common-passwords.ts), downloaded once, on demand. */
export function loadCommonPasswords(): Promise<ReadonlySet<string>> {
  loading ??= import('virtual:common-passwords')
    .then((module) => new Set(module.default.split('\n')))
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

/**
 * The list for a form being sent: the one already here, or the one on its way (so that a press
 * before it arrives is answered once it has, not with "checking"); null when it cannot be had.
 */
export async function commonPasswordsToSend(common: CommonPasswords): Promise<ReadonlySet<string> | null> {
  return common.list ?? loadCommonPasswords().catch(() => null);
}

export interface CommonPasswords {
  /** The list, or null until it has arrived. */
  list: ReadonlySet<string> | null;
  /** True when it could not be downloaded; `retry` tries again. */
  failed: boolean;
  retry: () => void;
}

/** The common-password list for a form that sets a password, downloaded after the page has painted. */
export function useCommonPasswords(): CommonPasswords {
  const [list, setList] = useState<ReadonlySet<string> | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    loadCommonPasswords().then(
      (loaded) => {
        if (live) setList(loaded);
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  const retry = useCallback(() => {
    setFailed(false);
    setAttempt((count) => count + 1);
  }, []);
  return { list, failed, retry };
}
