/**
 * The composer's reads of what the sites published (the shell's frames, each section's manifest
 * and fragments), kept for a short time so that a page is composed without a round trip for each
 * piece, and so that a section's new release shows within that time without redeploying anything.
 * A piece that cannot be read for a while (the site is unreachable, times out or answers 5xx)
 * is served from the last good copy, for at most `staleMs`; a site that answers that the piece is
 * not there (404, or any other 4xx) is taken at its word: that section is not deployed, and its
 * pages get the fallback rather than HTML whose scripts are gone.
 */

export interface JsonSource {
  /** Reads a JSON document; throws if it cannot be had. */
  json<T>(url: string): Promise<T>;
}

interface Entry {
  value: unknown;
  expires: number;
}

/** A site's answer that the piece is not there: no stale copy stands in for it. */
class NotThere extends Error {}

export interface CachedSourceOptions {
  /** How long a document is used before it is read again. */
  ttlMs: number;
  /** Give up on a read after this long. */
  timeoutMs?: number;
  /** How long after it expired a good copy may still stand in for a site that cannot be reached. */
  staleMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
}

export function cachedJsonSource({
  ttlMs,
  timeoutMs = 3000,
  staleMs = 10 * 60 * 1000,
  fetch: get = fetch,
  now = Date.now,
}: CachedSourceOptions): JsonSource {
  const cache = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<unknown>>();

  async function read(url: string): Promise<unknown> {
    const response = await get(url, { signal: AbortSignal.timeout(timeoutMs) });
    if (response.status >= 400 && response.status < 500) throw new NotThere(`${url} answered ${response.status}.`);
    if (!response.ok) throw new Error(`${url} answered ${response.status}.`);
    return response.json();
  }

  return {
    async json<T>(url: string): Promise<T> {
      const cached = cache.get(url);
      if (cached && cached.expires > now()) return cached.value as T;
      let pending = inFlight.get(url);
      if (!pending) {
        pending = read(url)
          .then((value) => {
            cache.set(url, { value, expires: now() + ttlMs });
            return value;
          })
          .finally(() => inFlight.delete(url));
        inFlight.set(url, pending);
      }
      try {
        return (await pending) as T;
      } catch (error) {
        if (cached && !(error instanceof NotThere) && now() < cached.expires + staleMs) return cached.value as T;
        if (error instanceof NotThere) cache.delete(url);
        throw error;
      }
    },
  };
}
