import { isRecord, loadAuthSdk } from '@meridian/shared';

/**
 * Calls one of the site's own functions (functions/src) as the signed-in person, with their ID
 * token: GET /api/stats, POST /api/complaint-data. Answers with the JSON body of a 2xx answer;
 * throws the function's refusal in its own words (its `message`), or `fallback` when it gave none.
 */
export async function callSiteFunction(
  path: string,
  fallback: string,
  json?: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const { auth } = await loadAuthSdk();
  // The tab may open on a session remembered on this device, before Auth has restored it.
  await auth.authStateReady();
  const token = await auth.currentUser?.getIdToken();
  if (!token) throw new Error('Your session has ended. Please sign in again.');
  const response = await fetch(path, {
    method: json ? 'POST' : 'GET',
    headers: { Authorization: `Bearer ${token}`, ...(json ? { 'content-type': 'application/json' } : {}) },
    ...(json ? { body: JSON.stringify(json) } : {}),
    cache: 'no-store',
  });
  const body: unknown = await response.json().catch(() => null);
  const answer = isRecord(body) ? body : {};
  if (!response.ok) throw new Error(typeof answer.message === 'string' ? answer.message : fallback);
  return answer;
}
