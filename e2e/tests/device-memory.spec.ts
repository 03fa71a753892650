import type { Page } from '@playwright/test';
import { FRAME_ATTRIBUTE, KEPT_PAGE_ID, keptPageName, MEMORY_PREFIX } from '@meridian/shared/device-memory';
import { AUTH, GOOD_PASSWORD, signInWithForm } from '../support/account';
import { freshClient, writeDocument } from '../support/admin';
import { expect, FIRESTORE, openPage, PROJECT_ID, REMOTE_ORIGIN, signIn, test } from '../support/site';

// Issue 22, item 3, and issue 34, item 1: what a person has seen on this device of their own data
// shows on their next visit once the server has confirmed their session, marked "Updating…" while
// it is read again, and is forgotten when the session ends: signed out here, signed out of all
// devices elsewhere (then nothing kept is drawn at all), or replaced by another account. Nothing of
// one account reaches another, and nothing of other people (a staff list) is kept on a device.

/** The device memory's keys in the page's storage (both storages). */
function memoryKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    (prefix) => [...Object.keys(localStorage), ...Object.keys(sessionStorage)].filter((key) => key.startsWith(prefix)),
    MEMORY_PREFIX,
  );
}

/** Holds every Firestore request for `ms` before it goes: the reads answer late, as on a slow network. */
async function slowFirestore(page: Page, ms: number): Promise<void> {
  await page.route(`${FIRESTORE}/**`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue().catch(() => undefined);
  });
}

/** Signs a new client in with "Remember me" and opens their dashboard until its own figures are read. */
async function clientWithDashboard(page: Page, label: string): Promise<{ email: string; uid: string }> {
  const client = await freshClient(label);
  await openPage(page, '/signin');
  await signInWithForm(page, client.email, GOOD_PASSWORD, { remember: true });
  await expect(page).toHaveURL('/dashboard');
  await expect(page.locator('[data-saved-count]')).toBeVisible();
  await expect.poll(() => memoryKeys(page)).toContain(`${MEMORY_PREFIX}${client.uid}:count`);
  return client;
}

/** A new admin: an account with a verified email and a profile of role 'admin'. */
async function freshAdmin(label: string): Promise<{ email: string; uid: string }> {
  const person = await freshClient(label);
  const response = await fetch(`${AUTH}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:update`, {
    method: 'POST',
    headers: { Authorization: 'Bearer owner', 'content-type': 'application/json' },
    body: JSON.stringify({ localId: person.uid, emailVerified: true }),
  });
  expect(response.ok, 'verifying the admin’s email').toBe(true);
  const now = new Date();
  await writeDocument(`users/${person.uid}`, {
    uid: person.uid,
    email: person.email,
    displayName: `E2E ${label}`,
    role: 'admin',
    createdAt: now,
    lastLoginAt: now,
  });
  return person;
}

/** "Sign out of all devices", as another device would: every session that signed in before now is over. */
async function endSessionsElsewhere(uid: string): Promise<void> {
  const response = await fetch(
    `${FIRESTORE}/v1/projects/${PROJECT_ID}/databases/(default)/documents/users/${uid}?updateMask.fieldPaths=sessionsValidAfter`,
    {
      method: 'PATCH',
      headers: { Authorization: 'Bearer owner', 'content-type': 'application/json' },
      body: JSON.stringify({
        fields: { sessionsValidAfter: { timestampValue: new Date(Date.now() + 2000).toISOString() } },
      }),
    },
  );
  expect(response.ok).toBe(true);
}

/**
 * Holds every script of the account section until `release` is called: the shell runs (and
 * checks the session), the section's code does not arrive. `asked`: how many are held.
 */
async function holdAccountSection(page: Page): Promise<{ asked: () => number; release: () => Promise<void> }> {
  const held: (() => void)[] = [];
  const scripts = `${REMOTE_ORIGIN.account}/**/*.js`;
  await page.route(scripts, (route) =>
    new Promise<void>((resolve) => held.push(resolve)).then(() => route.continue().catch(() => undefined)),
  );
  return {
    asked: () => held.length,
    release: async () => {
      await page.unroute(scripts);
      for (const release of held.splice(0)) release();
    },
  };
}

/** Notes, from the first byte of every page, whether anything kept was ever drawn or shown. */
async function watchForKept(context: { addInitScript: Page['addInitScript'] }): Promise<void> {
  await context.addInitScript(() => {
    const seen = { kept: false };
    Object.assign(window, { __kept: seen });
    new MutationObserver(() => {
      if (document.querySelector('[data-kept]')) seen.kept = true;
    }).observe(document, { childList: true, subtree: true, attributes: true });
  });
}

test.describe('the device’s memory of signed-in screens', () => {
  test('a returning client sees their dashboard from memory, inert, disabled and marked “Updating…”, then the read’s answer; signing out forgets it', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const client = await clientWithDashboard(page, 'memory');
    await expect
      .poll(() => memoryKeys(page))
      .toEqual(
        expect.arrayContaining(
          ['session', 'count', 'activities', 'details'].map((name) => `${MEMORY_PREFIX}${client.uid}:${name}`),
        ),
      );

    // The next visit: the section's code held until the session is confirmed (the page this
    // device kept is drawn then), then the screen's reads slowed, as on a slow network: the
    // figures show from the memory meanwhile.
    await expect
      .poll(() => memoryKeys(page), { timeout: 10_000 })
      .toContain(`${MEMORY_PREFIX}${client.uid}:${keptPageName('/dashboard')}`);
    await page.waitForLoadState('networkidle');
    const section = await holdAccountSection(page);
    await page.reload({ waitUntil: 'commit' });
    await expect(page.locator(`#${KEPT_PAGE_ID}`)).toBeAttached({ timeout: 20_000 });
    await slowFirestore(page, 4000);
    await section.release();
    // The section's own kept content, in <main> (the page drawn from the HTML is outside it).
    const kept = page.locator('main [data-kept]').filter({ has: page.locator('[data-saved-count]') });
    await expect(kept).toBeVisible({ timeout: 20_000 });
    await expect(kept.locator('[data-saved-count]')).toHaveText('0');
    // What may have changed since says so, and cannot be acted on until it is read.
    await expect(page.getByRole('status').filter({ hasText: 'Updating…' }).first()).toBeVisible();
    await expect(kept).toHaveAttribute('inert', '');
    await expect(kept).toHaveAttribute('aria-busy', 'true');
    // Then the read's answer takes its place.
    await expect(page.locator('[data-kept]')).toHaveCount(0, { timeout: 20_000 });
    await expect(page.getByText('Updating…')).toHaveCount(0);
    await expect(page.locator('main [data-saved-count]')).toHaveText('0');
    await page.unroute(`${FIRESTORE}/**`);

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect.poll(() => memoryKeys(page)).toEqual([]);
  });

  test('a returning client’s dashboard is drawn from the page’s HTML once the session is confirmed, before the section’s code has arrived, and gives way to the live page without a shift', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const client = await clientWithDashboard(page, 'drawn-memory');
    const pageKey = `${MEMORY_PREFIX}${client.uid}:${keptPageName('/dashboard')}`;
    await expect.poll(() => memoryKeys(page), { timeout: 10_000 }).toContain(pageKey);
    await page.waitForLoadState('networkidle');

    // The next visit, the section's code held: what shows comes from the HTML, its inline script
    // and the shell (which checks the session).
    await page.addInitScript(() => {
      const shifts = { total: 0 };
      Object.assign(window, { __shifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) shifts.total += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const section = await holdAccountSection(page);
    await page.reload({ waitUntil: 'commit' });
    const drawn = page.locator(`#${KEPT_PAGE_ID}`);
    await expect(drawn.locator('[data-saved-count]')).toHaveText('0');
    await expect(drawn.locator('h1')).toContainText('E2E drawn-memory');
    await expect(drawn).toHaveAttribute('data-kept', '');
    // Its content inert and hidden from assistive technology, its controls disabled; it says it
    // is being brought up to date.
    await expect(drawn.locator('[inert][aria-hidden="true"]')).toHaveCount(1);
    await expect(drawn.getByRole('status')).toHaveText('Updating…');
    const controls = drawn.locator('button, input, select, textarea');
    expect(await controls.count()).toBe(await drawn.locator(':disabled').count());
    // The section has not arrived: its code is held, and <main> has no live content.
    expect(section.asked()).toBeGreaterThan(0);
    await expect(page.locator('main [data-saved-count]')).toHaveCount(0);
    // It lies where the grey frame is, and as wide.
    const frame = await page.locator(`[${FRAME_ATTRIBUTE}]`).boundingBox();
    const box = await drawn.boundingBox();
    expect(box && frame && Math.abs(box.y - frame.y) < 1 && Math.abs(box.width - frame.width) < 1).toBe(true);

    // The section's code arrives: the live page takes the drawn one's place, and nothing on screen moved.
    await section.release();
    await expect(page.locator('main [data-saved-count]')).toBeVisible({ timeout: 30_000 });
    await expect(drawn).toHaveCount(0);
    await expect(page.locator(`#${KEPT_PAGE_ID}-style, #${KEPT_PAGE_ID}-height`)).toHaveCount(0);
    await expect(page.locator('[data-kept]')).toHaveCount(0, { timeout: 20_000 });
    expect(await page.evaluate(() => (window as unknown as { __shifts: { total: number } }).__shifts.total)).toBe(0);

    // Signed out, the page is forgotten with the rest: the next visit draws nothing.
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect.poll(() => memoryKeys(page)).toEqual([]);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/signin/);
    await expect(drawn).toHaveCount(0);
  });

  // A browser context of its own: its reads after the session ended are refused (403), which the
  // page's console reports, as it should.
  test('signed out of all devices elsewhere: this browser draws nothing it kept, and forgets it when the server ends its session', async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext();
    const page = await context.newPage();
    const client = await clientWithDashboard(page, 'everywhere-memory');
    // The sign-in's own check of the account may still be reading: had it read after the sessions
    // ended, that page would have gone to /signin by itself, and the visit below would find a
    // fresh sign-in page. Closed, it reads nothing more; what it kept stays in the browser.
    await page.close();
    const kept = (await context.storageState()).origins.flatMap((origin) =>
      origin.localStorage.map((entry) => entry.name).filter((name) => name.startsWith(MEMORY_PREFIX)),
    );
    expect(kept).toContain(`${MEMORY_PREFIX}${client.uid}:count`);
    // "Sign out of all devices", from another device: sessions that signed in before now are over.
    await endSessionsElsewhere(client.uid);
    await watchForKept(context);
    const next = await context.newPage();
    await next.goto('/dashboard');
    await expect(next).toHaveURL('/signin');
    await expect(next.locator('main').getByText('Your session has ended')).toBeVisible();
    await expect.poll(() => memoryKeys(next)).toEqual([]);
    // Nothing kept was drawn or shown meanwhile, not even for a moment: it waited for the server.
    expect(await next.evaluate(() => (window as unknown as { __kept: { kept: boolean } }).__kept.kept)).toBe(false);
    await context.close();
  });

  test('a staff member’s lists of people are never kept on the device: nothing of them in storage after visiting', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const admin = await freshAdmin('staff-memory');
    await openPage(page, '/signin');
    await signInWithForm(page, admin.email, GOOD_PASSWORD, { remember: true });
    // Signed in (and the session stored) before leaving the page: a navigation during the sign-in
    // cancels it.
    await page.waitForURL((url) => url.pathname !== '/signin');
    await page.goto('/admin/users');
    const firstRow = page.locator('main tr[data-user]').first();
    await expect(firstRow).toBeVisible();
    const email = /[\w.+-]+@[\w.-]+/.exec((await firstRow.textContent()) ?? '')?.[0];
    if (!email) throw new Error('the first row shows no email address');
    // The screen does not allow keeping: the page keeper never keeps it.
    await expect(page.locator('main [data-keep-page]')).toHaveCount(0);
    const tabs = page.getByRole('navigation', { name: 'Admin' });
    for (const tab of ['Leads', 'Complaints']) {
      await tabs.getByRole('link', { name: tab }).click();
      await expect(tabs.locator('a[aria-current="page"]')).toHaveText(tab);
      await expect(page.locator('main [data-keep-page]')).toHaveCount(0);
    }
    // A tab of the firm's own figures is kept (the keeper is at work in this browser)…
    await tabs.getByRole('link', { name: 'Analytics' }).click();
    await expect
      .poll(() => memoryKeys(page), { timeout: 10_000 })
      .toContain(`${MEMORY_PREFIX}${admin.uid}:${keptPageName('/admin/analytics')}`);
    // …and nothing of the lists of people is in either storage.
    const keys = await memoryKeys(page);
    for (const path of ['/admin/users', '/admin/leads', '/admin/complaints'])
      expect(keys).not.toContain(`${MEMORY_PREFIX}${admin.uid}:${keptPageName(path)}`);
    const stored = await page.evaluate(() => JSON.stringify([{ ...localStorage }, { ...sessionStorage }]));
    expect(stored).not.toContain(email);
    expect(stored).not.toContain('data-user');
  });

  // Issue 34: the remembered role never decides what is shown. A context of its own, as above.
  test('a staff member demoted since their last visit sees nothing kept of the admin area: this load sends them home', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext();
    const page = await context.newPage();
    const admin = await freshAdmin('demoted-memory');
    await openPage(page, '/signin');
    await signInWithForm(page, admin.email, GOOD_PASSWORD, { remember: true });
    await page.waitForURL((url) => url.pathname !== '/signin');
    await page.goto('/admin/analytics');
    const analytics = `${MEMORY_PREFIX}${admin.uid}:${keptPageName('/admin/analytics')}`;
    await expect.poll(() => memoryKeys(page), { timeout: 10_000 }).toContain(analytics);
    await page.close();
    // Demoted from another device: their profile now holds the role 'user'.
    const now = new Date();
    await writeDocument(`users/${admin.uid}`, {
      uid: admin.uid,
      email: admin.email,
      displayName: 'E2E demoted-memory',
      role: 'user',
      createdAt: now,
      lastLoginAt: now,
    });
    await watchForKept(context);
    const next = await context.newPage();
    await next.goto('/admin/analytics');
    await expect(next).toHaveURL('/');
    await expect(next.locator('[data-session="signed-in"]').first()).toBeAttached();
    // The analytics page kept under the role 'admin' was never drawn, not even for a moment.
    expect(await next.evaluate(() => (window as unknown as { __kept: { kept: boolean } }).__kept.kept)).toBe(false);
    await context.close();
  });

  test('another account signed in on the same browser never sees the first one’s', async ({ page }) => {
    test.setTimeout(90_000);
    const first = await clientWithDashboard(page, 'first-memory');
    const second = await freshClient('second-memory');
    // The second person signs in over the first, without signing out (once the page knows the
    // first: a read for the first that answers after the switch would be refused).
    await openPage(page, '/');
    await expect(page.locator('[data-session="signed-in"]').first()).toBeAttached();
    await signIn(page, second.email, GOOD_PASSWORD);
    await expect.poll(async () => (await memoryKeys(page)).filter((key) => key.includes(first.uid))).toEqual([]);

    await slowFirestore(page, 4000);
    await page.goto('/dashboard');
    await expect(page.locator('main h1')).toContainText('E2E second-memory');
    await expect(page.getByText('E2E first-memory')).toHaveCount(0);
    await expect(page.locator('[data-kept]')).toHaveCount(0);
    await expect(page.locator('[data-saved-count]')).toBeVisible({ timeout: 20_000 });
    expect((await memoryKeys(page)).every((key) => key.startsWith(`${MEMORY_PREFIX}${second.uid}:`))).toBe(true);
  });
});
