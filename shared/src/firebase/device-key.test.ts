import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  decodeBase64Url,
  DEVICE_KEY_BYTES,
  DEVICE_KEY_TIMEOUT_MS,
  deviceKey,
  encodeBase64Url,
  isDeviceKeyText,
  newDeviceKeyText,
} from './device-key';
import { loadFirestore, type FirestoreHandle } from './firestore';

// Firestore is replaced by a map of documents: deviceKey is tested for what it asks of it. One
// stand-in for every copy of the module (the tabs' test imports it afresh).
const firestore = vi.hoisted(() => ({ loadFirestore: vi.fn() }));
vi.mock('./firestore', () => firestore);

/** A key as stored: 43 base64url characters (32 bytes). */
const STORED = 'q3Xv_0-9AbCdEfGhIjKlMnOpQrStUvWxYz012345678';

describe('encodeBase64Url and decodeBase64Url', () => {
  it.each<[string, number[], string]>([
    ['no bytes', [], ''],
    ['one byte (two characters, no padding)', [0], 'AA'],
    ['two bytes (three characters)', [1, 2], 'AQI'],
    ['three bytes (four characters)', [1, 2, 3], 'AQID'],
    ["the bytes base64 writes '+' and '/' for: '-' and '_'", [251, 255], '-_8'],
    ['every sixth bit set', [0xfb, 0xef, 0xbe], '----'],
    ['every bit set', [0xff, 0xff, 0xff], '____'],
    ['text bytes', [...new TextEncoder().encode('Meridian')], 'TWVyaWRpYW4'],
  ])('%s', (_label, bytes, text) => {
    expect(encodeBase64Url(new Uint8Array(bytes))).toBe(text);
    expect([...decodeBase64Url(text)]).toEqual(bytes);
  });

  it('round-trips 32 random bytes as 43 characters of a stored key', () => {
    for (let i = 0; i < 50; i += 1) {
      const bytes = crypto.getRandomValues(new Uint8Array(DEVICE_KEY_BYTES));
      const text = encodeBase64Url(bytes);
      expect(isDeviceKeyText(text)).toBe(true);
      expect(decodeBase64Url(text)).toEqual(bytes);
    }
  });

  it.each([
    ['padding', 'AA=='],
    ["base64's '+'", 'A+A'],
    ["base64's '/'", 'A/A'],
    ['a space', 'AA AA'],
    ['a line break', 'AAAA\nAAAA'],
    ['a letter outside the alphabet', 'AAé'],
    ['a length no bytes encode to (4n + 1)', 'AAAAA'],
  ])('decoding refuses text with %s', (_label, text) => {
    expect(() => decodeBase64Url(text)).toThrow('Not base64url');
  });
});

describe('isDeviceKeyText', () => {
  it.each<[string, unknown, boolean]>([
    ['a stored key', STORED, true],
    ['a new key', newDeviceKeyText(), true],
    ['43 of the last two characters', '-_'.repeat(21) + '-', true],
    ['42 characters', STORED.slice(1), false],
    ['44 characters', `${STORED}A`, false],
    ['the same with padding', `${STORED.slice(1)}=`, false],
    ["base64's '+'", `+${STORED.slice(1)}`, false],
    ["base64's '/'", `/${STORED.slice(1)}`, false],
    ['a space', ` ${STORED.slice(1)}`, false],
    ['a key with a line break after it', `${STORED}\n`, false],
    ['an empty string', '', false],
    ['a number', 42, false],
    ['the bytes themselves', new Uint8Array(DEVICE_KEY_BYTES), false],
    ['null', null, false],
    ['undefined', undefined, false],
  ])('%s → %s', (_label, value, expected) => {
    expect(isDeviceKeyText(value)).toBe(expected);
  });
});

describe('newDeviceKeyText', () => {
  it('makes a different key each time', () => {
    const keys = new Set(Array.from({ length: 20 }, newDeviceKeyText));
    expect(keys.size).toBe(20);
  });
});

// ---------------------------------------------------------------------------------------------
// deviceKey, against documents held in a map
// ---------------------------------------------------------------------------------------------

type Data = Record<string, unknown>;

const refused = () => Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' });

/**
 * A stand-in for the Firestore SDK: documents by path, getDoc and setDoc as the rules treat
 * them for a key (a write over an existing document is refused). `beforeWrite` runs before each
 * write (another tab's, say).
 */
function fakeFirestore(documents: Record<string, Data> = {}, beforeWrite: () => void = () => undefined) {
  const stored = new Map(Object.entries(documents));
  const sdk = {
    doc: (_db: unknown, collection: string, id: string) => `${collection}/${id}`,
    getDoc: vi.fn((path: string) => {
      const data = stored.get(path);
      return Promise.resolve({ exists: () => data !== undefined, data: () => data ?? {} });
    }),
    setDoc: vi.fn((path: string, data: Data) => {
      beforeWrite();
      if (stored.has(path)) return Promise.reject(refused());
      stored.set(path, data);
      return Promise.resolve();
    }),
    serverTimestamp: () => 'server time',
  };
  vi.mocked(loadFirestore).mockResolvedValue({ db: {}, sdk } as unknown as FirestoreHandle);
  return { stored, sdk };
}

/** Whether `key` seals what the stored key's text opens: an AES-GCM round trip. */
async function sealsWith(key: CryptoKey, text: string): Promise<boolean> {
  const opener = await crypto.subtle.importKey('raw', decodeBase64Url(text), 'AES-GCM', false, ['decrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode('kept page'));
  const opened = await crypto.subtle.decrypt({ name: 'AES-GCM', iv }, opener, sealed);
  return new TextDecoder().decode(opened) === 'kept page';
}

// deviceKey remembers keys by uid for the life of the module: each test uses its own uid.
describe('deviceKey', () => {
  afterEach(() => {
    vi.mocked(loadFirestore).mockReset();
  });

  it('reuses the stored key: AES-GCM, encrypt only, not extractable; and gives its REST address', async () => {
    const { sdk } = fakeFirestore({ 'deviceKeys/uid-stored': { key: STORED, createdAt: 'then' } });
    const { key, url } = await deviceKey('uid-stored');
    expect(key.algorithm).toMatchObject({ name: 'AES-GCM', length: 256 });
    expect(key.usages).toEqual(['encrypt']);
    expect(key.extractable).toBe(false);
    expect(await sealsWith(key, STORED)).toBe(true);
    expect(url).toMatch(
      /^https?:\/\/.+\/v1\/projects\/[^/]+\/databases\/\(default\)\/documents\/deviceKeys\/uid-stored(\?|$)/,
    );
    expect(sdk.setDoc).not.toHaveBeenCalled();
  });

  it('creates the key when there is none: 32 random bytes, base64url, with the server’s time', async () => {
    const { stored, sdk } = fakeFirestore();
    const { key } = await deviceKey('uid-new');
    expect(sdk.setDoc).toHaveBeenCalledTimes(1);
    const created = stored.get('deviceKeys/uid-new');
    expect(created).toEqual({ key: expect.any(String), createdAt: 'server time' });
    const text = created?.key;
    expect(isDeviceKeyText(text)).toBe(true);
    expect(isDeviceKeyText(text) && (await sealsWith(key, text))).toBe(true);
  });

  it('reads the key again when its creation is refused because another tab has just created one', async () => {
    const { stored, sdk } = fakeFirestore({}, () => {
      stored.set('deviceKeys/uid-race', { key: STORED, createdAt: 'just now' });
    });
    const { key } = await deviceKey('uid-race');
    expect(sdk.setDoc).toHaveBeenCalledTimes(1);
    expect(sdk.getDoc).toHaveBeenCalledTimes(2);
    expect(stored.get('deviceKeys/uid-race')).toEqual({ key: STORED, createdAt: 'just now' });
    expect(await sealsWith(key, STORED)).toBe(true);
  });

  it('rejects with the refusal when its creation is refused and there is still no key', async () => {
    const { sdk } = fakeFirestore();
    sdk.setDoc.mockImplementation(() => Promise.reject(refused()));
    await expect(deviceKey('uid-refused')).rejects.toMatchObject({ code: 'permission-denied' });
    expect(sdk.getDoc).toHaveBeenCalledTimes(2);
  });

  it('does not read again after a failure that is no refusal', async () => {
    const { sdk } = fakeFirestore();
    sdk.setDoc.mockImplementation(() => Promise.reject(Object.assign(new Error('offline'), { code: 'unavailable' })));
    await expect(deviceKey('uid-offline')).rejects.toThrow('offline');
    expect(sdk.getDoc).toHaveBeenCalledTimes(1);
  });

  it.each<[string, Data]>([
    ['no key', { createdAt: 'then' }],
    ['a key too short', { key: STORED.slice(1) }],
    ['a key in base64 with padding', { key: `${STORED.slice(2)}==` }],
    ['a key that is a number', { key: 42 }],
    ['a key that is bytes', { key: new Uint8Array(DEVICE_KEY_BYTES) }],
  ])('rejects with a clear error when the stored document holds %s', async (label, data) => {
    const uid = `uid-bad-${label.replace(/\W+/g, '-')}`;
    const { sdk } = fakeFirestore({ [`deviceKeys/${uid}`]: data });
    await expect(deviceKey(uid)).rejects.toThrow(`deviceKeys/${uid} holds no usable key`);
    expect(sdk.setDoc).not.toHaveBeenCalled();
  });

  it('memoises per uid: one read for many calls, at once or later; another uid has its own', async () => {
    const { sdk } = fakeFirestore({
      'deviceKeys/uid-memo': { key: STORED, createdAt: 'then' },
      'deviceKeys/uid-memo-2': { key: '-_'.repeat(21) + '-', createdAt: 'then' },
    });
    const [first, second] = await Promise.all([deviceKey('uid-memo'), deviceKey('uid-memo')]);
    expect(second).toBe(first);
    expect(await deviceKey('uid-memo')).toBe(first);
    expect(sdk.getDoc).toHaveBeenCalledTimes(1);
    const other = await deviceKey('uid-memo-2');
    expect(other).not.toBe(first);
    expect(other.url).not.toBe(first.url);
    expect(sdk.getDoc).toHaveBeenCalledTimes(2);
  });

  it('forgets a failure: the next call tries again', async () => {
    const { sdk } = fakeFirestore({ 'deviceKeys/uid-retry': { key: STORED, createdAt: 'then' } });
    sdk.getDoc.mockImplementationOnce(() => Promise.reject(refused()));
    await expect(deviceKey('uid-retry')).rejects.toMatchObject({ code: 'permission-denied' });
    const { key } = await deviceKey('uid-retry');
    expect(await sealsWith(key, STORED)).toBe(true);
    expect(sdk.getDoc).toHaveBeenCalledTimes(2);
  });

  it('gives up a read that never answers after DEVICE_KEY_TIMEOUT_MS, and the next call tries again', async () => {
    vi.useFakeTimers();
    try {
      const { sdk } = fakeFirestore({ 'deviceKeys/uid-hung': { key: STORED, createdAt: 'then' } });
      sdk.getDoc.mockImplementationOnce(() => new Promise(() => undefined));
      const hung = deviceKey('uid-hung');
      const outcome = expect(hung).rejects.toThrow(`No answer within ${DEVICE_KEY_TIMEOUT_MS} ms`);
      await vi.advanceTimersByTimeAsync(DEVICE_KEY_TIMEOUT_MS - 1);
      await expect(
        Promise.race([
          hung.then(
            () => 'settled',
            () => 'settled',
          ),
          'waiting',
        ]),
      ).resolves.toBe('waiting');
      await vi.advanceTimersByTimeAsync(1);
      await outcome;
      const { key } = await deviceKey('uid-hung');
      expect(await sealsWith(key, STORED)).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('takes turns with the other tabs (Web Locks): of two that find no key, one creates it and the other reads it', async () => {
    // Two tabs: two copies of the module, one site's locks, one database.
    const held = new Map<string, Promise<unknown>>();
    const request = vi.fn((name: string, task: () => Promise<unknown>) => {
      const turn = (held.get(name) ?? Promise.resolve()).then(task);
      held.set(
        name,
        turn.catch(() => undefined),
      );
      return turn;
    });
    vi.stubGlobal('navigator', { locks: { request } });
    try {
      const { stored, sdk } = fakeFirestore();
      vi.resetModules();
      const tab = await import('./device-key');
      vi.resetModules();
      const otherTab = await import('./device-key');
      expect(otherTab.deviceKey).not.toBe(tab.deviceKey);
      const [first, second] = await Promise.all([tab.deviceKey('uid-tabs'), otherTab.deviceKey('uid-tabs')]);
      expect(request).toHaveBeenCalledTimes(2);
      expect(request.mock.calls.map(([name]) => name)).toEqual([
        'meridian:device-key:uid-tabs',
        'meridian:device-key:uid-tabs',
      ]);
      // No refused create (a 403 in the console): the second tab found the first one's key.
      expect(sdk.setDoc).toHaveBeenCalledTimes(1);
      const text = stored.get('deviceKeys/uid-tabs')?.key;
      expect(isDeviceKeyText(text)).toBe(true);
      expect(isDeviceKeyText(text) && (await sealsWith(first.key, text)) && (await sealsWith(second.key, text))).toBe(
        true,
      );
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('forgets a failure to download Firestore too', async () => {
    fakeFirestore({ 'deviceKeys/uid-download': { key: STORED, createdAt: 'then' } });
    vi.mocked(loadFirestore).mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'));
    await expect(deviceKey('uid-download')).rejects.toThrow('Failed to fetch');
    await expect(deviceKey('uid-download')).resolves.toMatchObject({ url: expect.stringContaining('uid-download') });
  });
});
