/**
 * Polls a URL until `accept(response, body)` is true, or throws after `seconds`. One request is in
 * flight at a time, given up after `requestSeconds`: a service that answers slowly while it starts
 * (the Functions emulator starts a worker per concurrent request, which on a loaded machine takes
 * seconds) must not be sent a new request every few seconds, or the workers pile up.
 */
export async function waitFor(
  url,
  { seconds = 60, requestSeconds = 2, accept = (response) => response.ok, label = url } = {},
) {
  const deadline = Date.now() + seconds * 1000;
  let last = 'no answer';
  while (Date.now() < deadline) {
    try {
      const left = Math.max(1000, Math.min(requestSeconds * 1000, deadline - Date.now()));
      const response = await fetch(url, { signal: AbortSignal.timeout(left) });
      const body = await response.text();
      if (accept(response, body)) return;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = error.cause?.code ?? error.message;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${label} was not ready after ${seconds}s (${last}).`);
}

/** True if something already answers on this port of localhost. */
export async function portInUse(port) {
  const { createConnection } = await import('node:net');
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
