import { describe, expect, it } from 'vitest';
import {
  describeActivity,
  describeDevice,
  mergeActivities,
  readActivity,
  readKeptActivities,
  savedActivity,
  type ActivityFacts,
} from './activity-wording';

const UA = {
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  chromeIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  firefoxLinux: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  samsung:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
  operaWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 OPR/115.0.0.0',
  chromebook:
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  headless:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
};

describe('describeDevice', () => {
  it.each([
    [UA.chromeAndroid, 'Chrome on Android'],
    [UA.safariIphone, 'Safari on iOS'],
    [UA.chromeIphone, 'Chrome on iOS'],
    [UA.edgeWindows, 'Edge on Windows'],
    [UA.firefoxLinux, 'Firefox on Linux'],
    [UA.safariMac, 'Safari on macOS'],
    [UA.samsung, 'Samsung Internet on Android'],
    [UA.operaWindows, 'Opera on Windows'],
    [UA.chromebook, 'Chrome on ChromeOS'],
    [UA.headless, 'Chrome on Linux'],
    ['curl/8.5.0', 'an unknown browser'],
    ['', 'an unknown browser'],
    ['Something (Windows NT 10.0)', 'a browser on Windows'],
  ])('%s → %s', (userAgent, expected) => {
    expect(describeDevice(userAgent)).toBe(expected);
  });
});

describe('describeActivity', () => {
  const now = Date.UTC(2026, 10, 23, 12, 0, 0);
  it.each<[Parameters<typeof describeActivity>[0], string]>([
    [
      { type: 'login', method: 'password', at: now - 2 * 3_600_000, userAgent: UA.chromeAndroid },
      'Signed in, 2 hours ago, Chrome on Android',
    ],
    [
      { type: 'login', method: 'google', at: now - 5 * 60_000, userAgent: UA.safariIphone },
      'Signed in with Google, 5 minutes ago, Safari on iOS',
    ],
    [
      { type: 'signup', method: 'password', at: now - 86_400_000, userAgent: UA.edgeWindows },
      'Created your account, yesterday, Edge on Windows',
    ],
    [
      { type: 'saved', at: now - 3 * 86_400_000, what: 'Our flat in Pune', reopen: '/calculators/home-loan' },
      'Saved “Our flat in Pune”, 3 days ago',
    ],
    [
      {
        type: 'saved',
        at: now - 60_000,
        what: 'Loan amount ₹25,00,000 · Interest rate (p.a.) 8.5% · Loan tenure 20 years',
        reopen: '/calculators/home-loan',
      },
      'Saved “Loan amount ₹25,00,000 · Interest rate (p.a.) 8.5%…”, 1 minute ago',
    ],
    [
      { type: 'saved', at: now - 60_000, what: 'x'.repeat(120), reopen: '/calculators/sip' },
      `Saved “${'x'.repeat(59)}…”, 1 minute ago`,
    ],
    [
      { type: 'saved', at: now - 60_000, what: `${'word '.repeat(20)}end`, reopen: '/calculators/sip' },
      `Saved “${'word '.repeat(11).trim()}…”, 1 minute ago`,
    ],
  ])('%j', (activity, expected) => {
    expect(describeActivity(activity, now)).toBe(expected);
  });
});

describe('readActivity', () => {
  const at = (millis: number) => ({ toMillis: () => millis });
  it('reads an entry as stored', () => {
    expect(
      readActivity({ userId: 'u', type: 'login', details: { method: 'google' }, timestamp: at(5), userAgent: 'UA' }),
    ).toEqual({ type: 'login', method: 'google', at: 5, userAgent: 'UA' });
  });

  it('reads an entry of the spec’s older shape (an ISO time string is skipped, details may be empty)', () => {
    expect(readActivity({ type: 'signup', details: {}, timestamp: at(7) })).toEqual({
      type: 'signup',
      method: 'password',
      at: 7,
      userAgent: '',
    });
  });

  it.each<[string, unknown]>([
    ['nothing', null],
    ['text', 'login'],
    ['an unknown type', { type: 'logout', timestamp: at(1) }],
    ['a time as text', { type: 'login', timestamp: '2026-01-01T00:00:00Z' }],
    ['no time', { type: 'login' }],
  ])('skips %s', (_, data) => {
    expect(readActivity(data)).toBeNull();
  });
});

describe('the feed of sign-ins and saves', () => {
  const signIn = (at: number): ActivityFacts => ({ type: 'login', method: 'password', at, userAgent: '' });
  const save = (at: number): ActivityFacts => ({
    type: 'saved',
    at,
    what: `Saved at ${at}`,
    reopen: '/calculators/sip',
  });

  it.each<[string, ActivityFacts[], ActivityFacts[], number[]]>([
    ['interleaved, newest first, cut to the count', [signIn(9), signIn(5), signIn(1)], [save(8), save(2)], [9, 8, 5]],
    ['sign-ins only', [signIn(3), signIn(2)], [], [3, 2]],
    ['saves only', [], [save(7), save(6), save(5), save(4)], [7, 6, 5]],
    ['nothing', [], [], []],
  ])('%s', (_, signIns, saves, times) => {
    expect(mergeActivities(signIns, saves, 3).map((item) => item.at)).toEqual(times);
  });

  it('words a saved calculation by its title, or its calculator’s name when it has none', () => {
    const calculation = {
      id: 'c1',
      calculator: 'sip',
      name: 'SIP Calculator',
      reopen: '/calculators/sip?monthly=5000',
      headline: null,
      savedAt: 42,
    } as const;
    expect(savedActivity({ ...calculation, title: 'Retirement SIP' })).toEqual({
      type: 'saved',
      at: 42,
      what: 'Retirement SIP',
      reopen: '/calculators/sip?monthly=5000',
    });
    expect(savedActivity({ ...calculation, title: null }).what).toBe('SIP Calculator');
  });
});

describe('readKeptActivities', () => {
  const signIn = { type: 'login', method: 'google', at: 5, userAgent: 'UA' };
  const save = { type: 'saved', at: 4, what: 'Our flat', reopen: '/calculators/home-loan?amount=1' };

  it('reads back what was kept: sign-ins and saves', () => {
    expect(readKeptActivities([signIn, save])).toEqual([signIn, save]);
  });

  it.each<[string, unknown]>([
    ['an entry that is not an object', 'Signed in'],
    ['a save that opens another site', { ...save, reopen: '//evil.example/calculators/sip' }],
    ['a save that opens another page', { ...save, reopen: '/dashboard' }],
    ['a save without its title', { ...save, what: '' }],
    ['a save whose time is text', { ...save, at: '4' }],
    ['a sign-in of an unknown method', { ...signIn, method: 'sms' }],
    ['an unknown type', { ...signIn, type: 'logout' }],
  ])('refuses the whole list for %s', (_, bad) => {
    expect(readKeptActivities([signIn, bad])).toBeNull();
  });

  it('refuses what is not a list', () => {
    expect(readKeptActivities({ 0: signIn })).toBeNull();
  });
});
