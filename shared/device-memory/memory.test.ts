import { describe, expect, it } from 'vitest';
import {
  deviceMemory,
  MEMORY_MAX_AGE_MS,
  MEMORY_MAX_ENTRY_CHARS,
  MEMORY_PREFIX,
  SESSION_ENTRY,
  type KeyValueStorage,
} from './memory';

/** A Web Storage over a Map, that can be made full (setItem throws, as a browser's quota does). */
function mapStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  let full = false;
  const storage: KeyValueStorage & { items: Map<string, string>; fill(): void } = {
    items,
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      if (full) throw new DOMException('quota', 'QuotaExceededError');
      items.set(key, value);
    },
    removeItem: (key) => void items.delete(key),
    fill: () => {
      full = true;
    },
  };
  return storage;
}

const T0 = Date.UTC(2026, 10, 25, 6, 0);

function setup() {
  const storage = mapStorage({ 'contact-draft': 'kept', 'firebase:authUser:k:[DEFAULT]': '{"uid":"alice"}' });
  let time = T0;
  const memory = deviceMemory(storage, { now: () => time });
  return {
    storage,
    memory,
    at: (ms: number) => {
      time = T0 + ms;
    },
  };
}

describe('deviceMemory', () => {
  it('keeps and recalls a person’s data once their session is kept', () => {
    const { memory } = setup();
    memory.keepSession('alice', { uid: 'alice' });
    expect(memory.keep('alice', 'count', 7)).toBe(true);
    expect(memory.recall('alice', 'count')).toBe(7);
    expect(memory.recall('alice', SESSION_ENTRY)).toEqual({ uid: 'alice' });
  });

  it.each<[string, (memory: ReturnType<typeof setup>['memory']) => void, string, string, unknown]>([
    ['nothing kept at all', () => undefined, 'alice', 'count', null],
    ['data without a kept session is refused', (m) => m.keep('alice', 'count', 7), 'alice', 'count', null],
    [
      'another person’s data is never recalled',
      (m) => {
        m.keepSession('alice', {});
        m.keep('alice', 'count', 7);
      },
      'bob',
      'count',
      null,
    ],
    [
      'keeping a second person’s session forgets the first’s data',
      (m) => {
        m.keepSession('alice', {});
        m.keep('alice', 'count', 7);
        m.keepSession('bob', {});
        m.keepSession('alice', {});
      },
      'alice',
      'count',
      null,
    ],
    [
      'forgetAll forgets everything',
      (m) => {
        m.keepSession('alice', {});
        m.keep('alice', 'count', 7);
        m.forgetAll();
      },
      'alice',
      SESSION_ENTRY,
      null,
    ],
    [
      'a uid that is no Firebase uid is never a key',
      (m) => {
        m.keepSession('a:b', {});
        m.keep('a:b', 'count', 7);
      },
      'a:b',
      'count',
      null,
    ],
    [
      'the session entry cannot be written as data',
      (m) => {
        m.keepSession('alice', { role: 'user' });
        m.keep('alice', SESSION_ENTRY, { role: 'superadmin' });
      },
      'alice',
      SESSION_ENTRY,
      { role: 'user' },
    ],
  ])('%s', (_, act, uid, name, expected) => {
    const { memory } = setup();
    act(memory);
    expect(memory.recall(uid, name)).toEqual(expected);
  });

  it.each<[string, number, unknown]>([
    ['just kept', 0, 7],
    ['a day old, to the millisecond', MEMORY_MAX_AGE_MS, 7],
    ['older than a day', MEMORY_MAX_AGE_MS + 1, null],
    ['from the future (the clock moved back)', -1, null],
  ])('an entry %s → %s', (_, age, expected) => {
    const { memory, at } = setup();
    memory.keepSession('alice', {});
    memory.keep('alice', 'count', 7);
    at(age);
    // The session is kept again as the server confirms it; the data's own age counts.
    memory.keepSession('alice', {});
    expect(memory.recall('alice', 'count')).toEqual(expected);
  });

  it('an expired session makes its data unreadable, and drops the session', () => {
    const { memory, storage, at } = setup();
    memory.keepSession('alice', {});
    memory.keep('alice', 'count', 7);
    at(MEMORY_MAX_AGE_MS + 1);
    expect(memory.recall('alice', 'count')).toBeNull();
    expect(storage.items.has(`${MEMORY_PREFIX}alice:${SESSION_ENTRY}`)).toBe(false);
  });

  it.each<[string, string]>([
    ['not JSON', '{oops'],
    ['JSON of another shape', '{"value":7}'],
    ['a time that is no number', '{"at":"yesterday","value":7}'],
  ])('an entry that is %s is dropped', (_, text) => {
    const { memory, storage } = setup();
    memory.keepSession('alice', {});
    storage.items.set(`${MEMORY_PREFIX}alice:count`, text);
    expect(memory.recall('alice', 'count')).toBeNull();
    expect(storage.items.has(`${MEMORY_PREFIX}alice:count`)).toBe(false);
  });

  it('refuses an entry too big, and a value JSON cannot write, and keeps nothing of it', () => {
    const { memory, storage } = setup();
    memory.keepSession('alice', {});
    expect(memory.keep('alice', 'big', 'x'.repeat(MEMORY_MAX_ENTRY_CHARS))).toBe(false);
    expect(memory.keep('alice', 'big', { n: 1n })).toBe(false);
    expect(storage.items.has(`${MEMORY_PREFIX}alice:big`)).toBe(false);
  });

  it('a full storage keeps nothing half-written, and recalls nothing stale under that name', () => {
    const { memory, storage } = setup();
    memory.keepSession('alice', {});
    memory.keep('alice', 'count', 7);
    storage.fill();
    expect(memory.keep('alice', 'count', 8)).toBe(false);
    expect(memory.recall('alice', 'count')).toBeNull();
  });

  it('holds a session only for the person kept, while it is fresh', () => {
    const { memory, at } = setup();
    expect(memory.holdsSession('alice')).toBe(false);
    memory.keepSession('alice', {});
    expect([memory.holdsSession('alice'), memory.holdsSession('bob')]).toEqual([true, false]);
    at(MEMORY_MAX_AGE_MS + 1);
    expect(memory.holdsSession('alice')).toBe(false);
  });

  it('forgets only its own keys', () => {
    const { memory, storage } = setup();
    memory.keepSession('alice', {});
    memory.keep('alice', 'count', 7);
    memory.forgetAll();
    expect([...storage.items.keys()]).toEqual(['contact-draft', 'firebase:authUser:k:[DEFAULT]']);
  });
});
