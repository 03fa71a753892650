import { describe, expect, it } from 'vitest';
import { settleSession } from './settle-session';

/** A read of the account that answers only when told to. */
function pendingRead() {
  let answer: () => void = () => undefined;
  const read = new Promise<void>((resolve) => (answer = resolve));
  return { refresh: () => read, answer: () => answer() };
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

describe('settleSession', () => {
  it('a client goes on at once; the read goes on behind', async () => {
    const { refresh } = pendingRead();
    expect(await settled(settleSession(refresh, 'user'))).toBe(true);
  });

  it.each(['superadmin', 'admin', 'editor', 'reviewer'] as const)('%s waits for the read', async (role) => {
    const { refresh, answer } = pendingRead();
    const settling = settleSession(refresh, role);
    expect(await settled(settling)).toBe(false);
    answer();
    expect(await settled(settling)).toBe(true);
  });

  it('a read that fails does not fail the sign-in', async () => {
    await expect(settleSession(() => Promise.reject(new Error('offline')), 'admin')).resolves.toBeUndefined();
  });
});
