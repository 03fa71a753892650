// @vitest-environment jsdom
import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  deviceMemory,
  FRAME_ATTRIBUTE,
  KEEP_PAGE_ATTRIBUTE,
  keptPageName,
  LOADING_ATTRIBUTE,
} from '@meridian/shared/device-memory';
import { Navigate, useLocation } from '@meridian/shared';
import { demoUsers, renderInSite } from '@meridian/shared/testing';
import { openedAt, PageKeeper } from './page-keeper';
import { FrameSkeleton } from './route-guard';

const user = demoUsers.user;
const memory = () => deviceMemory(localStorage);
/** The page kept under `path` (its markup), or null. */
const keptPage = (path = '/dashboard') =>
  memory().recall(user.uid, keptPageName(path)) as { html: string; role: string } | null;

/** Waits until the page is kept (the keeper waits for a still page, then for an idle moment). */
const kept = (path = '/dashboard') => waitFor(() => expect(keptPage(path)).not.toBeNull(), { timeout: 3000 });
/** Longer than the keeper waits for a still page and an idle moment. */
const pause = () => act(() => new Promise((resolve) => setTimeout(resolve, 1200)));

describe('PageKeeper', () => {
  let main: HTMLElement;
  beforeEach(() => {
    localStorage.clear();
    memory().keepSession(user.uid, user);
    main = document.createElement('main');
    main.id = 'main';
    document.body.append(main);
  });
  afterEach(() => {
    cleanup();
    main.remove();
  });

  it('keeps the page once it has been read and stays still, for the person signed in, under its path, with their role', async () => {
    main.innerHTML = `<section ${KEEP_PAGE_ATTRIBUTE}=""><p data-saved-count="">3</p></section>`;
    renderInSite(<PageKeeper />, { url: '/dashboard', user });
    await kept();
    expect(keptPage()?.html).toContain('data-saved-count');
    // Drawn again only while their profile holds this role (device-memory: kept-page.ts).
    expect(keptPage()?.role).toBe(user.role);
  });

  it('keeps nothing while the page is still read, and the page once it has been', async () => {
    main.innerHTML = `<section ${KEEP_PAGE_ATTRIBUTE}=""><p ${LOADING_ATTRIBUTE}="">Loading…</p></section>`;
    renderInSite(<PageKeeper />, { url: '/dashboard', user });
    await pause();
    expect(keptPage()).toBeNull();
    main.innerHTML = `<section ${KEEP_PAGE_ATTRIBUTE}=""><p data-saved-count="">4</p></section>`;
    await kept();
    expect(keptPage()?.html).toContain('>4<');
  });

  it('keeps nothing while the person types in it (what they typed is not saved yet)', async () => {
    main.innerHTML = `<section ${KEEP_PAGE_ATTRIBUTE}=""><input id="name" value="Asha" /></section>`;
    (main.querySelector('input') as HTMLInputElement).focus();
    renderInSite(<PageKeeper />, { url: '/dashboard/profile', user });
    await pause();
    expect(keptPage('/dashboard/profile')).toBeNull();
  });

  it('keeps nothing at an address with a query (a filter, an open editor): its tab opens on another view', async () => {
    main.innerHTML = `<section ${KEEP_PAGE_ATTRIBUTE}=""><p>3</p></section>`;
    renderInSite(<PageKeeper />, { url: '/admin/blog?status=draft', user });
    await pause();
    expect(keptPage('/admin/blog')).toBeNull();
    expect(keptPage('/admin/blog?status=draft')).toBeNull();
  });

  it('keeps nothing once the person has typed, until they send the form', async () => {
    main.innerHTML = `<section ${KEEP_PAGE_ATTRIBUTE}=""><form><input id="name" value="Asha" /></form><p>1</p></section>`;
    renderInSite(<PageKeeper />, { url: '/dashboard/profile', user });
    const input = main.querySelector('input') as HTMLInputElement;
    input.value = 'Asha R';
    input.setAttribute('value', 'Asha R');
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await pause();
    expect(keptPage('/dashboard/profile')).toBeNull();
    main.querySelector('form')?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    (main.querySelector('p') as HTMLElement).textContent = '2';
    await kept('/dashboard/profile');
    expect(keptPage('/dashboard/profile')?.html).toContain('>2<');
  });

  it('keeps nothing of a screen that does not allow it (a staff list of people): nothing of it in storage', async () => {
    main.innerHTML = `<section><table><tr data-user=""><td>client@example.com</td></tr></table></section>`;
    renderInSite(<PageKeeper />, { url: '/admin/users', user });
    await pause();
    expect(keptPage('/admin/users')).toBeNull();
    expect(JSON.stringify({ ...localStorage })).not.toContain('client@example.com');
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('client@example.com');
  });

  it('keeps, for an address that opened on another below it (/admin on its first tab), a pointer to that page', async () => {
    Object.assign(openedAt, { path: '/admin', moved: false });
    main.innerHTML = `<section ${KEEP_PAGE_ATTRIBUTE}=""><p>3</p></section>`;
    // Opened at /admin, the address replaced by the area's first tab, as AdminArea does.
    const Redirect = () => (useLocation().pathname === '/admin' ? <Navigate to="/admin/analytics" replace /> : null);
    renderInSite(
      <>
        <PageKeeper />
        <Redirect />
      </>,
      { url: '/admin', user },
    );
    await kept('/admin/analytics');
    await waitFor(() =>
      expect(memory().recall(user.uid, keptPageName('/admin'))).toEqual({ opensOn: '/admin/analytics' }),
    );
  });

  it('keeps no pointer once the person has moved on from the address opened', async () => {
    Object.assign(openedAt, { path: '/admin', moved: true });
    main.innerHTML = `<section ${KEEP_PAGE_ATTRIBUTE}=""><p>3</p></section>`;
    renderInSite(<PageKeeper />, { url: '/admin/analytics', user });
    await kept('/admin/analytics');
    await pause();
    expect(memory().recall(user.uid, keptPageName('/admin'))).toBeNull();
  });

  it('keeps nothing without a session: no one is signed in', async () => {
    main.innerHTML = `<section ${KEEP_PAGE_ATTRIBUTE}=""><p>3</p></section>`;
    renderInSite(<PageKeeper />, { url: '/dashboard', user: null });
    await pause();
    expect(keptPage()).toBeNull();
  });
});

describe('FrameSkeleton', () => {
  afterEach(cleanup);
  it('carries the mark the kept page is drawn over (the guarded page’s inline script looks for it)', () => {
    renderInSite(<FrameSkeleton />);
    expect(document.querySelectorAll(`[${FRAME_ATTRIBUTE}]`)).toHaveLength(1);
  });
});
