/**
 * Runs `work` once the browser is idle, and at the latest after `timeoutMs` (where there is no
 * requestIdleCallback, almost at once). Returns a function that cancels it.
 */
export function whenIdle(work: () => void, timeoutMs: number): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(work, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(work, 50);
  return () => clearTimeout(handle);
}
