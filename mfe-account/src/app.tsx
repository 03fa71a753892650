import { matchRoutes, NotFound, paths, useLocation } from '@meridian/shared';
import { CalculationsTab, DashboardPage, ProfileTab, type DashboardTab } from './pages/dashboard/dashboard-page';
import { ForgotPasswordPage } from './pages/forgot-password-page';
import { ResetPasswordPage } from './pages/reset-password-page';
import { SignInPage } from './pages/sign-in-page';
import { SignUpPage } from './pages/sign-up-page';

const ROUTES = [
  { path: paths.signIn },
  { path: paths.signUp },
  { path: paths.forgotPassword },
  { path: paths.resetPassword },
  { path: paths.dashboard, tab: 'overview' },
  { path: `${paths.dashboard}/calculations`, tab: 'calculations', page: CalculationsTab },
  { path: `${paths.dashboard}/profile`, tab: 'profile', page: ProfileTab },
] as const;

/** Starts downloading what a path of this section needs (the shell calls it when a link to it is hovered or focused). */
export function preload(pathname: string): Promise<unknown> {
  const route = matchRoutes([...ROUTES], pathname)?.[0]?.route;
  return route && 'page' in route ? route.page.preload() : Promise.resolve();
}

/**
 * The account section: sign in, sign up, forgotten and reset passwords, and the dashboard. The
 * shell mounts it on each of these top-level paths (the registry's routes; the dashboard's are
 * guarded there), so it matches the full location itself.
 */
export default function AccountApp() {
  const location = useLocation();
  const route = matchRoutes([...ROUTES], location)?.[0]?.route;
  switch (route?.path) {
    case paths.signIn:
      return <SignInPage />;
    case paths.signUp:
      return <SignUpPage />;
    case paths.forgotPassword:
      return <ForgotPasswordPage />;
    case paths.resetPassword:
      return <ResetPasswordPage />;
    case undefined:
      return <NotFound />;
    default:
      return <DashboardPage tab={(route as { tab: DashboardTab }).tab} />;
  }
}
