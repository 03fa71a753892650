/**
 * The activity feed in words, as the dashboard lists it: the activity log's sign-ins ('Signed in,
 * 2 hours ago, Chrome on Android') and the person's saved calculations ('Saved “Monthly
 * investment ₹5,000 · …”, 3 days ago'). Pure: the time now and the browser's user-agent text are
 * passed in.
 */
import { isRecord, paths, storedMillis } from '@meridian/shared';
import { timeAgo } from '@meridian/portal-kit/dates';
import type { SavedCalculation } from './saved-calculations';

/** A sign-in or the sign-up, from the activity log. */
export interface SignInFacts {
  type: 'login' | 'signup';
  method: 'password' | 'google';
  /** When it happened, in milliseconds since 1970. */
  at: number;
  userAgent: string;
}

/** A calculation saved to the account (read from `calculations`, so a deleted one leaves the feed). */
export interface SavedFacts {
  type: 'saved';
  /** When it was saved, in milliseconds since 1970. */
  at: number;
  /** Its title, or its calculator's name for a record saved before titles were kept. */
  what: string;
  /** Its calculator's page with its inputs, to open it again. */
  reopen: string;
}

export type ActivityFacts = SignInFacts | SavedFacts;

/** A saved calculation as the feed lists it. */
export function savedActivity(calculation: SavedCalculation): SavedFacts {
  return {
    type: 'saved',
    at: calculation.savedAt,
    what: calculation.title ?? calculation.name,
    reopen: calculation.reopen,
  };
}

/**
 * The feed: sign-ins and saves together, newest first, at most `count`. Two lists each newest
 * first and each of at most `count` hold the feed's first `count`.
 */
export function mergeActivities(
  signIns: readonly ActivityFacts[],
  saves: readonly ActivityFacts[],
  count: number,
): ActivityFacts[] {
  return [...signIns, ...saves].sort((a, b) => b.at - a.at).slice(0, count);
}

const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bChrome\/|\bCriOS\/|\bHeadlessChrome\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/\bAndroid\b/, 'Android'],
  [/\biPhone\b|\biPad\b|\biPod\b/, 'iOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

/** 'Chrome on Android', 'Safari on iOS', 'Firefox', or 'an unknown browser'. */
export function describeDevice(userAgent: string): string {
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  if (browser) return browser;
  if (system) return `a browser on ${system}`;
  return 'an unknown browser';
}

/**
 * 'Signed in, 2 hours ago, Chrome on Android'; 'Created your account with Google, yesterday, Safari
 * on iOS'; 'Saved “Loan amount ₹25,00,000 · …”, 3 days ago'.
 */
export function describeActivity(activity: ActivityFacts, now: number): string {
  if (activity.type === 'saved') return `Saved “${shortened(activity.what)}”, ${timeAgo(activity.at, now)}`;
  const what = activity.type === 'signup' ? 'Created your account' : 'Signed in';
  const how = activity.method === 'google' ? ' with Google' : '';
  return `${what}${how}, ${timeAgo(activity.at, now)}, ${describeDevice(activity.userAgent)}`;
}

/** Most characters of a saved calculation's title in the feed, so that an entry keeps to two lines on a phone. */
const FEED_TITLE = 60;

/**
 * A title cut to FEED_TITLE characters, with '…', when longer: after its last whole part
 * ('Loan amount ₹25,00,000 · Interest rate (p.a.) 8.5%…'), else at a space.
 */
function shortened(title: string): string {
  if (title.length <= FEED_TITLE) return title;
  const cut = title.slice(0, FEED_TITLE - 1);
  const part = cut.lastIndexOf(' · ');
  if (part > 0) return `${cut.slice(0, part)}…`;
  const space = cut.lastIndexOf(' ');
  return `${(space > FEED_TITLE / 2 ? cut.slice(0, space) : cut).replace(/[\s,]+$/, '')}…`;
}

/** A stored activity read back, or null when it is not one (skipped, never a crash). */
export function readActivity(data: unknown): SignInFacts | null {
  if (!isRecord(data)) return null;
  const { type, details, timestamp, userAgent } = data;
  if (type !== 'login' && type !== 'signup') return null;
  const at = storedMillis(timestamp);
  if (at === null) return null;
  const method = isRecord(details) ? details.method : null;
  return {
    type,
    method: method === 'google' ? 'google' : 'password',
    at,
    userAgent: typeof userAgent === 'string' ? userAgent : '',
  };
}

/**
 * Activities as this device kept them (ActivityFacts written as JSON), or null unless every one is
 * whole. A kept save opens only its calculator's pages: what storage holds is never a link elsewhere.
 */
export function readKeptActivities(kept: unknown): ActivityFacts[] | null {
  if (!Array.isArray(kept)) return null;
  const facts: ActivityFacts[] = [];
  for (const item of kept) {
    if (!isRecord(item)) return null;
    const { type, method, at, userAgent, what, reopen } = item;
    if (typeof at !== 'number' || !Number.isFinite(at)) return null;
    if (type === 'saved') {
      if (typeof what !== 'string' || what === '' || what.length > 120 || typeof reopen !== 'string') return null;
      if (!reopen.startsWith(`${paths.calculators}/`) || reopen.startsWith(`${paths.calculators}//`)) return null;
      facts.push({ type, at, what, reopen });
      continue;
    }
    if (type !== 'login' && type !== 'signup') return null;
    if (method !== 'password' && method !== 'google') return null;
    if (typeof userAgent !== 'string') return null;
    facts.push({ type, method, at, userAgent });
  }
  return facts;
}
