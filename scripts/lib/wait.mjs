/** Polls a URL until `accept(response, body)` is true, or throws after `seconds`. */
export async function waitFor(url, { seconds = 60, accept = (response) => response.ok, label = url } = {}) {
  const deadline = Date.now() + seconds * 1000;
  let last = 'no answer';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
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
