/**
 * The activity log in words, as the dashboard lists it: 'Signed in, 2 hours ago, Chrome on
 * Android'. Pure: the time now and the browser's user-agent text are passed in.
 */
import { isRecord, storedMillis } from '@meridian/shared';
import { timeAgo } from '@meridian/portal-kit/dates';

export interface ActivityFacts {
  type: 'login' | 'signup';
  method: 'password' | 'google';
  /** When it happened, in milliseconds since 1970. */
  at: number;
  userAgent: string;
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

/** 'Signed in, 2 hours ago, Chrome on Android'; 'Created your account with Google, yesterday, Safari on iOS'. */
export function describeActivity(activity: ActivityFacts, now: number): string {
  const what = activity.type === 'signup' ? 'Created your account' : 'Signed in';
  const how = activity.method === 'google' ? ' with Google' : '';
  return `${what}${how}, ${timeAgo(activity.at, now)}, ${describeDevice(activity.userAgent)}`;
}

/** A stored activity read back, or null when it is not one (skipped, never a crash). */
export function readActivity(data: unknown): ActivityFacts | null {
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

/** Activities as this device kept them (ActivityFacts written as JSON), or null unless every one is whole. */
export function readKeptActivities(kept: unknown): ActivityFacts[] | null {
  if (!Array.isArray(kept)) return null;
  const facts: ActivityFacts[] = [];
  for (const item of kept) {
    if (typeof item !== 'object' || item === null) return null;
    const { type, method, at, userAgent } = item as Record<string, unknown>;
    if (type !== 'login' && type !== 'signup') return null;
    if (method !== 'password' && method !== 'google') return null;
    if (typeof at !== 'number' || !Number.isFinite(at) || typeof userAgent !== 'string') return null;
    facts.push({ type, method, at, userAgent });
  }
  return facts;
}
