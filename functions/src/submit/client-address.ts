import { createHash } from 'node:crypto';

/**
 * The client's address from the request, as the proxies in front of the function report it.
 * `X-Forwarded-For` lists the addresses a request passed through, each proxy adding the one it
 * came from; only what our own proxies added can be trusted (a client can send any list). With
 * `trustedHops` proxies of ours in front (Firebase Hosting and Google's front end add their own),
 * the client's address is the entry that many from the end. Falls back to the socket's address.
 */
export function clientAddress(
  forwardedFor: string | undefined,
  socketAddress: string | undefined,
  trustedHops: number,
): string {
  const entries = (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (trustedHops > 0 && entries.length > 0) {
    return entries[Math.max(0, entries.length - trustedHops)] ?? socketAddress ?? 'unknown';
  }
  return socketAddress ?? 'unknown';
}

/**
 * A key for an address or an email that says nothing of it (the counters store no personal data):
 * SHA-256 with a secret salt, cut to 32 hex characters.
 */
export function privateKey(value: string, salt: string): string {
  return createHash('sha256').update(`${salt}\u0000${value.trim().toLowerCase()}`).digest('hex').slice(0, 32);
}
