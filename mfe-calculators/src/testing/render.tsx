/** Test helpers: render inside the providers the shell gives a remote (theme, router, auth). */
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ThemeProvider } from 'styled-components';
import { AuthContext, type AuthState, type Location, MemoryRouter, Route, Routes, type SessionUser, theme, useLocation } from '@meridian/shared';

export interface Rendered extends RenderResult {
  /** The router's current location. */
  location(): Location;
}

export function renderAt(ui: ReactElement, { url = '/', path = '*', user = null }: { url?: string; path?: string; user?: SessionUser | null } = {}): Rendered {
  const current: { location?: Location } = {};
  function Spy() {
    current.location = useLocation();
    return null;
  }
  const auth: AuthState = { user, loading: false, signOut: () => Promise.resolve() };
  const result = render(
    <ThemeProvider theme={theme}>
      <AuthContext.Provider value={auth}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={path} element={ui} />
          </Routes>
          <Spy />
        </MemoryRouter>
      </AuthContext.Provider>
    </ThemeProvider>,
  );
  return {
    ...result,
    location: () => {
      if (!current.location) throw new Error('The router has not rendered.');
      return current.location;
    },
  };
}
