/**
 * @meridian/shared, the browser runtime door: what the shell and every remote share as one copy
 * in the page (it is a federation-shared module, downloaded whole by every page, so it holds only
 * what every section needs). Build files import '../shared/build'; unit tests import
 * '@meridian/shared/testing'.
 */
import './theme/styled-theme';

// Who is signed in, and what their role may do.
export * from './auth/auth-context';
export * from './auth/roles';
export {
  announceSession,
  sessionKnown,
  signOutUser,
  watchSession,
  type SessionEnd,
  type SessionUser,
  type SessionWatch,
} from './firebase/session';

// Firebase: the connections. Each section writes its own reads and writes in its src/data/.
export {
  appCheckHeaders,
  getFirebaseSettings,
  loadAccountAuthSdk,
  loadAuthSdk,
  loadGoogleAuthSdk,
  type AccountAuthHandle,
  type AuthHandle,
  type GoogleAuthHandle,
} from './firebase/client';
export {
  describeFirestoreError,
  FirestoreUnavailableError,
  loadFirestore,
  settleWrite,
  WRITE_TIMEOUT_MS,
  type FirestoreHandle,
} from './firebase/firestore';
export { decodeFirestoreFields, readPublicDocument } from './firebase/public-document';
export { sessionRecorded } from './firebase/stored-session';

// The site's facts, addresses, formats and contracts.
export * from './config/brand';
export * from './config/registrations';
export * from './config/paths';
export * from './config/origins';
export * from './contracts/calculators';
export * from './contracts/documents';
export * from './contracts/rate-period';
export * from './contracts/pages';
export * from './contracts/remotes';
export * from './format/months';
export * from './format/number';
export * from './format/rupee';
export * from './validation/email';
export * from './validation/password';
export * from './validation/text';

// Look and layout: the theme, the router, the UI kit.
export * from './theme/tokens';
export * from './router';
export { useHydrated } from './hydration';
export * from './ui/forms';
export { EmailAddress } from './ui/email-address';
export { keepTyped } from './ui/keep-typed';
export { Button, ButtonLink, Container, Lead, PageBanner, Section, SectionTitle } from './ui/layout';
export { NotFound } from './ui/not-found';
export { PageMeta, type PageMetaProps } from './ui/page-meta';
export { lazyPage, LazyModuleCollector, type LazyPage } from './ui/lazy-page';
export { sectionRoutes, type RouteMatch, type SectionRoute, type SectionRoutes } from './ui/section-routes';
export { useLoad, type Loaded } from './ui/use-load';
export { CHECKING_SESSION, SIGNED_OUT, SiteProviders } from './ui/site-providers';
export { StandalonePreview } from './ui/standalone-preview';
