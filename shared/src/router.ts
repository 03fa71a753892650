/**
 * The router, for the whole site. The shell and every remote import routing from here, never
 * from react-router-dom: this package is the one copy in the browser, and because only the
 * pieces below are re-exported, the host's build tree-shakes react-router to them (about 16 KB
 * gzip instead of the 66 KB that sharing react-router-dom whole through federation costs).
 * Add an export here when a section needs another piece of the router.
 */
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
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
  type Location,
  type SetURLSearchParams,
} from 'react-router-dom';
