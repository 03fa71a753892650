// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes, SiteProviders, type SessionUser } from '@meridian/shared';
import { deviceMemory, SESSION_ENTRY } from '@meridian/shared/device-memory';
import { demoUsers } from '@meridian/shared/testing';
import { AuthProvider } from './auth-provider';
import { RouteGuard } from './route-guard';

// The server's answer is given by the test: watchSession's callback, held here.
const session = vi.hoisted(() => ({ answer: null as null | ((user: SessionUser | null) => void) }));
vi.mock('@meridian/shared', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  watchSession: (onChange: (user: SessionUser | null) => void) => {
    session.answer = onChange;
    return { stop: () => undefined, refresh: () => Promise.resolve() };
  },
}));

/** The site as a guarded page opens it: its providers, the shell's AuthProvider, the guard. */
function openAdmin() {
  render(
    <SiteProviders url="/admin">
      <AuthProvider checkAtOnce>
        <Routes>
          <Route
            path="/admin"
            element={
              <RouteGuard access="staff">
                <p>The admin area</p>
              </RouteGuard>
            }
          />
          <Route path="/" element={<p>The home page</p>} />
          <Route path="/signin" element={<p>The sign-in page</p>} />
        </Routes>
      </AuthProvider>
    </SiteProviders>,
  );
}

/**
 * This device remembers `user` with the role they had on their last visit, as an earlier release
 * kept it too (the whole session, beside Firebase's stored user), which then decided the guard.
 */
function remember(user: SessionUser, role: string) {
  deviceMemory(localStorage).keepSession(user.uid, { ...user, role });
  localStorage.setItem('firebase:authUser:key:[DEFAULT]', JSON.stringify({ uid: user.uid }));
}

describe('RouteGuard: the remembered role never decides', () => {
  beforeEach(() => {
    localStorage.clear();
    session.answer = null;
  });
  afterEach(cleanup);

  it('a person promoted to reviewer since their last visit is admitted on this load: the frame waits for the server', async () => {
    const reviewer = { ...demoUsers.reviewer, uid: demoUsers.user.uid };
    remember(reviewer, 'user');
    openAdmin();
    expect(screen.getByText('Checking your sign-in…')).toBeTruthy();
    expect(screen.queryByText('The home page')).toBeNull();
    await act(async () => session.answer?.(reviewer));
    expect(await screen.findByText('The admin area')).toBeTruthy();
    expect(screen.queryByText('The home page')).toBeNull();
  });

  it('a person demoted to user since their last visit is turned away on this load, and shown nothing of the area meanwhile', async () => {
    const demoted = { ...demoUsers.user, uid: demoUsers.admin.uid };
    remember(demoted, 'admin');
    openAdmin();
    expect(screen.queryByText('The admin area')).toBeNull();
    expect(screen.getByText('Checking your sign-in…')).toBeTruthy();
    await act(async () => session.answer?.(demoted));
    expect(await screen.findByText('The home page')).toBeTruthy();
    expect(screen.queryByText('The admin area')).toBeNull();
  });

  it('a device whose session was ended elsewhere goes to the sign-in page once the server says so, never before', async () => {
    remember(demoUsers.admin, 'admin');
    openAdmin();
    expect(screen.queryByText('The sign-in page')).toBeNull();
    expect(screen.queryByText('The admin area')).toBeNull();
    await act(async () => session.answer?.(null));
    expect(await screen.findByText('The sign-in page')).toBeTruthy();
  });

  it('the record this device keeps of the session, at the server’s answer, holds its uid and role hint only', async () => {
    openAdmin();
    await act(async () => session.answer?.(demoUsers.reviewer));
    await vi.waitFor(() =>
      expect(deviceMemory(localStorage).recall(demoUsers.reviewer.uid, SESSION_ENTRY)).toEqual({
        uid: demoUsers.reviewer.uid,
        role: 'reviewer',
      }),
    );
  });
});
