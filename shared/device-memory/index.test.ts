// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { browserMemory, keepSessionOnDevice, MEMORY_PREFIX, recordSessionOnDevice, SESSION_ENTRY } from './index';

const record = (storage: Storage, uid: string) => storage.getItem(`${MEMORY_PREFIX}${uid}:${SESSION_ENTRY}`);
const value = (storage: Storage, uid: string): unknown =>
  (JSON.parse(record(storage, uid) ?? 'null') as { value?: unknown } | null)?.value ?? null;

describe('the site’s own record of the session', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it.each<[string, boolean, Storage, Storage]>([
    ['a remembered session in localStorage', true, localStorage, sessionStorage],
    ['a session of this tab only in sessionStorage', false, sessionStorage, localStorage],
  ])('at sign-in: %s, and the other storage’s memory forgotten', (_, remember, here, other) => {
    other.setItem(`${MEMORY_PREFIX}bob:${SESSION_ENTRY}`, JSON.stringify({ at: Date.now(), value: { uid: 'bob' } }));
    other.setItem(`${MEMORY_PREFIX}bob:count`, JSON.stringify({ at: Date.now(), value: 3 }));
    recordSessionOnDevice('alice', remember);
    expect(value(here, 'alice')).toEqual({ uid: 'alice' });
    expect(other.length).toBe(0);
  });

  it('at the server’s answer: kept where the sign-in recorded it, with the role as a hint', () => {
    recordSessionOnDevice('alice', false);
    keepSessionOnDevice({ uid: 'alice', role: 'reviewer' });
    expect(value(sessionStorage, 'alice')).toEqual({ uid: 'alice', role: 'reviewer' });
    expect(record(localStorage, 'alice')).toBeNull();
    // The memory is where the record is: a read kept now is kept in this tab's storage.
    browserMemory()?.keep('alice', 'count', 3);
    expect(sessionStorage.getItem(`${MEMORY_PREFIX}alice:count`)).not.toBeNull();
  });

  it('a session signed in before the record existed is recorded as remembered (localStorage)', () => {
    keepSessionOnDevice({ uid: 'alice', role: 'user' });
    expect(value(localStorage, 'alice')).toEqual({ uid: 'alice', role: 'user' });
  });

  it('another person’s answer replaces the record and forgets the first person’s memory', () => {
    recordSessionOnDevice('alice', true);
    browserMemory()?.keep('alice', 'count', 3);
    keepSessionOnDevice({ uid: 'bob', role: 'user' });
    expect(record(localStorage, 'alice')).toBeNull();
    expect(localStorage.getItem(`${MEMORY_PREFIX}alice:count`)).toBeNull();
    expect(value(localStorage, 'bob')).toEqual({ uid: 'bob', role: 'user' });
  });

  it('nobody signed in (sign-out, or the server ended the session): the record and everything kept are forgotten', () => {
    recordSessionOnDevice('alice', true);
    browserMemory()?.keep('alice', 'count', 3);
    localStorage.setItem('contact-draft', 'kept');
    keepSessionOnDevice(null);
    expect(Object.keys({ ...localStorage })).toEqual(['contact-draft']);
    expect(sessionStorage.length).toBe(0);
  });
});
