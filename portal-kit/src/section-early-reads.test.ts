// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';

// Auth's restored session, and the site's as the shell's AuthProvider announces it (who, and the
// role the server gave).
vi.mock('@meridian/shared', () => ({
  loadAuthSdk: () => Promise.resolve({ auth: { authStateReady: () => Promise.resolve(), currentUser: { uid: 'u1' } } }),
  sessionKnown: () => Promise.resolve({ uid: 'u1', role: 'editor' }),
}));

const { sectionEarlyReads } = await import('./early-reads');

/** Lets the promises queued so far run (the session's restore and the reads started). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Waits until the browser (jsdom) has drawn `count` frames. */
async function framesDrawn(count: number): Promise<void> {
  for (let frame = 0; frame < count; frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
}

describe('sectionEarlyReads', () => {
  it('gives the page the read started as it opened, once; the next ask reads afresh', async () => {
    window.history.pushState({}, '', '/dashboard/privacy');
    const early = sectionEarlyReads();
    const read = vi.fn().mockResolvedValueOnce('early').mockResolvedValue('fresh');
    early.startFor('/dashboard/privacy', () => [['consents:u1', read]]);
    await settle();
    expect(read).toHaveBeenCalledTimes(1);
    expect(await early.take('consents:u1', read)).toBe('early');
    expect(await early.take('consents:u1', read)).toBe('fresh');
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('starts no read for a key the page asked for first, so a later ask never gets a stale one', async () => {
    window.history.pushState({}, '', '/dashboard/privacy');
    const early = sectionEarlyReads();
    let stored = 'none';
    const read = vi.fn(() => Promise.resolve(stored));
    early.startFor('/dashboard/privacy', () => [['grievances:u1', read]]);
    // The page asks before the session is known and the early reads start: it reads itself.
    expect(await early.take('grievances:u1', read)).toBe('none');
    await settle();
    // The person sends a grievance; the page reads again and sees it.
    stored = 'one';
    expect(await early.take('grievances:u1', read)).toBe('one');
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('gives the plan the person’s uid, and their role as the site’s session says when it depends on it', async () => {
    window.history.pushState({}, '', '/admin');
    const early = sectionEarlyReads();
    const plan = vi.fn(() => []);
    early.startFor('/admin', plan);
    await settle();
    expect(plan).toHaveBeenLastCalledWith('u1', null);
    early.startFor('/admin', plan, { byRole: true });
    await settle();
    expect(plan).toHaveBeenLastCalledWith('u1', 'editor');
  });

  it('starts nothing for a page other than the one open', async () => {
    window.history.pushState({}, '', '/dashboard');
    const early = sectionEarlyReads();
    const read = vi.fn(() => Promise.resolve('x'));
    early.startFor('/dashboard/privacy', () => [['consents:u1', read]]);
    await settle();
    expect(read).not.toHaveBeenCalled();
  });

  it('waits for the first reads until each started has answered or failed, and not when none was', async () => {
    window.history.pushState({}, '', '/dashboard/privacy');
    const early = sectionEarlyReads();
    const settledAt: string[] = [];
    await early.afterFirstReads().then(() => settledAt.push('before any'));
    let answer: (value: string) => void = () => undefined;
    const slow = new Promise<string>((resolve) => (answer = resolve));
    early.startFor('/dashboard/privacy', () => [
      ['consents:u1', () => slow],
      ['nominee:u1', () => Promise.reject(new Error('refused'))],
    ]);
    void early.afterFirstReads().then(() => settledAt.push('first reads'));
    // Frames are drawn while the consents are still being read: the card waits on.
    await framesDrawn(3);
    expect(settledAt).toEqual(['before any']);
    answer('rows');
    await vi.waitFor(() => expect(settledAt).toEqual(['before any', 'first reads']));
  });
});
