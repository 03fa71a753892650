/**
 * The router, for the whole site. The shell and every remote import routing from here, never
 * from react-router-dom: this package is the one copy in the browser, and because only the
 * pieces below are re-exported, the host's build tree-shakes react-router to them (about 16 KB
 * gzip instead of the 66 KB that sharing react-router-dom whole through federation costs).
 * Add an export here when a section needs another piece of the router.
 *
 * useLocation and useSearchParams are the router's, made safe for hydration: pages are
 * prerendered for their path alone, so while the server's HTML is hydrated they report no query
 * string and no hash, and the real ones right after (see useHydrated).
 */
import { useMemo } from 'react';
import {
  useLocation as useRouterLocation,
  useSearchParams as useRouterSearchParams,
  type Location,
  type SetURLSearchParams,
} from 'react-router-dom';
import { useHydrated } from './hydration';

export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Route,
  Routes,
  matchPath,
  matchRoutes,
  useNavigate,
  useNavigationType,
  useParams,
  type Location,
  type SetURLSearchParams,
} from 'react-router-dom';

/** The current location; its search and hash are empty until the page is hydrated. */
export function useLocation(): Location {
  const location = useRouterLocation();
  const hydrated = useHydrated();
  return useMemo(() => (hydrated ? location : { ...location, search: '', hash: '' }), [hydrated, location]);
}

/** The query string's parameters (none until the page is hydrated), and the router's setter. */
export function useSearchParams(): [URLSearchParams, SetURLSearchParams] {
  const [params, setParams] = useRouterSearchParams();
  const hydrated = useHydrated();
  const visible = useMemo(() => (hydrated ? params : new URLSearchParams()), [hydrated, params]);
  return [visible, setParams];
}
