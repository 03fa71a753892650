/**
 * A stand-in for Express's response, as much of it as the Cloud Functions' HTTP layer (its CORS
 * middleware) and the site's handlers use, for tests that call an exported HTTP function directly:
 * the headers set, the status, and `sent`, which settles once the answer is ended.
 */
export function fakeHttpResponse() {
  const headers = new Map<string, string>();
  const finished: (() => void)[] = [];
  let done!: () => void;
  const sent = new Promise<void>((resolve) => (done = resolve));
  const res = {
    statusCode: 200,
    headers,
    sent,
    setHeader(name: string, value: unknown) {
      headers.set(name.toLowerCase(), String(value));
      return res;
    },
    getHeader: (name: string) => headers.get(name.toLowerCase()),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
    on(event: string, listener: () => void) {
      if (event === 'finish') finished.push(listener);
      return res;
    },
    status(code: number) {
      res.statusCode = code;
      return res;
    },
    set(values: Record<string, string>) {
      for (const [name, value] of Object.entries(values)) res.setHeader(name, value);
      return res;
    },
    send() {
      return res.end();
    },
    end() {
      for (const listener of finished) listener();
      done();
      return res;
    },
  };
  return res;
}

/** The CORS headers an answer carries (none, for a function that allows no other origin). */
export const corsHeadersOf = (res: ReturnType<typeof fakeHttpResponse>): string[] =>
  [...res.headers.keys()].filter((header) => header.startsWith('access-control-'));
