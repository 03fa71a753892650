/**
 * @meridian/shared/testing, the testing door: what every workspace's unit tests use to render a
 * component the way the site does, and the demo users (the accounts `npm start` seeds, one per
 * role). Never imported by code that ships.
 */
import { render, type RenderResult } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import type { AuthState } from '../src/auth/auth-context';
import { ROLES, type Role } from '../src/auth/roles';
import type { SessionUser } from '../src/firebase/session';
import { Route, Routes, useLocation, type Location } from '../src/router';
import '../src/theme/styled-theme';
import { SiteProviders } from '../src/ui/site-providers';
import demo from './demo-accounts.json';

export interface DemoAccount {
  role: Role;
  email: string;
  displayName: string;
}

/** The seeded accounts' password (emulators only). */
export const DEMO_PASSWORD: string = demo.password;

/** The seeded accounts, one per role, as demo-accounts.json lists them (scripts/lib/seed.mjs seeds them). */
export const DEMO_ACCOUNTS = demo.accounts as readonly DemoAccount[];

/** The signed-in session of each role's demo user, as the shell's AuthProvider would give it. */
export const demoUsers = Object.fromEntries(
  ROLES.map((role) => {
    const account = DEMO_ACCOUNTS.find((item) => item.role === role);
    if (!account) throw new Error(`demo-accounts.json has no ${role} account.`);
    return [
      role,
      {
        uid: `demo-${role}`,
        email: account.email,
        displayName: account.displayName,
        role,
        emailVerified: true,
        providers: ['password'],
      },
    ];
  }),
) as Readonly<Record<Role, SessionUser>>;

export interface SiteOptions {
  /** The address the page is opened at, e.g. '/calculators/sip?monthly=5000'. */
  url?: string;
  /** The route pattern the element is mounted at, as the shell mounts a remote: e.g. '/blog/*'. */
  path?: string;
  /** Who is signed in: null (the default) is a signed-out visitor. */
  user?: SessionUser | null;
  /** True while the first sign-in check is still running. */
  loading?: boolean;
}

export interface SiteRender extends RenderResult {
  /** The router's current location. */
  location(): Location;
}

/**
 * Renders `ui` inside what the shell gives every section: the theme, the router, the session,
 * and a Suspense boundary (a page loaded on demand shows once its module has arrived: find it
 * with findBy…).
 */
export function renderInSite(
  ui: ReactElement,
  { url = '/', path = '*', user = null, loading = false }: SiteOptions = {},
): SiteRender {
  const current: { location?: Location } = {};
  function LocationSpy() {
    current.location = useLocation();
    return null;
  }
  const auth: AuthState = {
    user,
    loading,
    endedBy: null,
    signOut: () => Promise.resolve(),
    refresh: () => Promise.resolve(),
  };
  const result = render(
    <SiteProviders url={url} session={auth}>
      <Suspense fallback={null}>
        <Routes>
          <Route path={path} element={ui} />
        </Routes>
      </Suspense>
      <LocationSpy />
    </SiteProviders>,
  );
  return {
    ...result,
    location: () => {
      if (!current.location) throw new Error('The router has not rendered.');
      return current.location;
    },
  };
}

export { QUARTER_ENDING, SAMPLE_TERMS } from './agreement-cases';
export { COMPLAINT_MONTH } from './complaint-month';
export { corsHeadersOf, fakeHttpResponse } from './http-response';
export { COMPLETE_RATES, STORED_RATES_CASES, type StoredRatesCase } from './stored-rates-cases';
