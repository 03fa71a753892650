/** Where the site's public writes go (the shell's Hosting site rewrites it to the function). */
export const SUBMIT_PATH = '/api/submit';

/** How long a form waits for the server before it says it could not reach it. */
export const SUBMIT_TIMEOUT_MS = 15_000;

/** What the endpoint answered: its status, its JSON body (unchecked) and its Retry-After header. */
export interface SentSubmission {
  status: number;
  answer: unknown;
  retryAfter: string | null;
}

/**
 * Posts a submission (a lead, a consultation request, a complaint) to the public-write endpoint
 * with the headers `headers` gives (App Check, a session), waiting at most SUBMIT_TIMEOUT_MS.
 * Never throws: null when the headers could not be had, the server could not be reached or its
 * answer was not JSON; each form reads the answer with its own reader.
 */
export async function sendSubmission(
  body: object,
  headers: () => Promise<Record<string, string>>,
): Promise<SentSubmission | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), SUBMIT_TIMEOUT_MS);
  try {
    const response = await fetch(SUBMIT_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(await headers()) },
      body: JSON.stringify(body),
      signal: controller.signal,
    });
    const answer: unknown = await response.json().catch(() => null);
    return answer === null
      ? null
      : { status: response.status, answer, retryAfter: response.headers.get('retry-after') };
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}
