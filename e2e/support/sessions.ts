import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { demoAccounts } from './site';

// Sessions made once: the setup project (e2e/setup/sessions.setup.ts) signs each demo account in
// once, through the site's own Firebase client, and stores what the browser then holds (Playwright's
// storage state: cookies and each origin's localStorage, where a remembered session is kept).
// Tests start from that state instead of signing in again; the sign-in form itself is tested by the
// tests about signing in (account.spec.ts, auth.spec.ts, admin.spec.ts's return to the admin area).

export type DemoRole = 'superadmin' | 'admin' | 'editor' | 'reviewer' | 'user';

export const DEMO_ROLES: readonly DemoRole[] = demoAccounts.accounts.map((account) => account.role as DemoRole);

const SESSIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '.run', 'sessions');

/** Where the setup project stores the session of a role's demo account. */
export function sessionFile(role: DemoRole): string {
  return join(SESSIONS_DIR, `${role}.json`);
}

interface StoredState {
  cookies: Parameters<BrowserContext['addCookies']>[0];
  origins: { origin: string; localStorage: { name: string; value: string }[] }[];
}

/**
 * Gives an open page's browser the stored session of a role's demo account, before the test opens
 * any page of the site: the cookies, and each origin's localStorage, written from an empty page of
 * that origin that the test serves itself (no page of the site runs, no request reaches it).
 */
export async function signInAs(page: Page, role: DemoRole): Promise<void> {
  const state = JSON.parse(await readFile(sessionFile(role), 'utf8')) as StoredState;
  if (state.cookies.length > 0) await page.context().addCookies(state.cookies);
  for (const { origin, localStorage: items } of state.origins) {
    const empty = new URL('/__e2e-session__', origin).href;
    await page.route(empty, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>session</title><link rel="icon" href="data:,">',
      }),
    );
    await page.goto(empty);
    await page.evaluate((entries) => {
      for (const { name, value } of entries) window.localStorage.setItem(name, value);
    }, items);
    await page.unroute(empty);
  }
}

/** A new browser (context) signed in as a role's demo account, from its stored session. */
export function browserAs(browser: Browser, role: DemoRole): Promise<BrowserContext> {
  return browser.newContext({ storageState: sessionFile(role) });
}
