import type { RemoteName } from '@meridian/shared';
import { entryInUse, fetchManifest } from './load-remote';

/** Where the last recovery is remembered, so that it happens once for an address (never a loop). */
const STORAGE_KEY = 'meridian:release-recovery';
/** A recovery of the same address within this time is not tried again. */
const ONCE_PER_MS = 5 * 60 * 1000;

interface Recovery {
  target: string;
  at: number;
}

function lastRecovery(storage: Storage): Recovery | null {
  try {
    const value = JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null') as Partial<Recovery> | null;
    return typeof value?.target === 'string' && typeof value.at === 'number'
      ? { target: value.target, at: value.at }
      : null;
  } catch {
    return null;
  }
}

/**
 * Whether a tab should load the page again to recover from a release: its section failed to load,
 * the section's site now serves another release than the one this tab uses (so what it asked for
 * may be gone), and this address was not recovered this way in the last few minutes.
 */
export function shouldRecover(
  inUse: string | null,
  servedNow: string | null | undefined,
  target: string,
  last: Recovery | null,
  now: number,
): boolean {
  if (!inUse || !servedNow || inUse === servedNow) return false;
  return !(last && last.target === target && now - last.at < ONCE_PER_MS);
}

/**
 * A section that fails to load after a release (a chunk of the release this tab opened with is
 * no longer served): one full navigation to where the visitor was going loads the new release.
 * If the section's site is simply down, or this address was just recovered, nothing happens and
 * the fallback with its Retry stays. Resolves true when it navigates.
 */
export async function recoverFromRelease(remote: RemoteName): Promise<boolean> {
  const [inUse, servedNow] = await Promise.all([
    entryInUse(remote),
    fetchManifest().then(
      (manifest) => manifest[remote] ?? null,
      () => null,
    ),
  ]);
  const target = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  let storage: Storage | null = null;
  try {
    storage = window.sessionStorage;
  } catch {
    storage = null;
  }
  // Without storage there is no way to make sure it happens once: stay with the fallback.
  if (!storage || !shouldRecover(inUse, servedNow, target, lastRecovery(storage), Date.now())) return false;
  storage.setItem(STORAGE_KEY, JSON.stringify({ target, at: Date.now() } satisfies Recovery));
  window.location.assign(target);
  return true;
}

/**
 * Whether a failed load failed on one of the section's own modules after its entry had loaded
 * ("Failed to fetch dynamically imported module: …/assets/chunk.js"). A browser that keeps a
 * module that failed to fetch (Chromium does, for the document's life) will never fetch that
 * module again in this document: only loading the page again does.
 */
export function failedOnKeptModule(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  const url = /dynamically imported module:?\s*(\S+)/i.exec(message)?.[1];
  return url !== undefined && !/remoteEntry/.test(url);
}
