import { paths, sectionRoutes } from '@meridian/shared';
import { startPageReads } from './data/page-reads';
import { CalculationsTab, DashboardPage, PrivacyTab, ProfileTab } from './pages/dashboard/dashboard-page';
import { ForgotPasswordPage } from './pages/forgot-password-page';
import { ResetPasswordPage } from './pages/reset-password-page';
import { SignInPage } from './pages/sign-in-page';
import { SignUpPage } from './pages/sign-up-page';

/**
 * The account section: sign in, sign up, forgotten and reset passwords, and the dashboard. The
 * shell mounts it on each of these top-level paths (the registry's routes; the dashboard's are
 * guarded there). The dashboard's tabs other than the overview are loaded when wanted.
 */
export const { App, preload } = sectionRoutes([
  { path: paths.signIn, render: () => <SignInPage /> },
  { path: paths.signUp, render: () => <SignUpPage /> },
  { path: paths.forgotPassword, render: () => <ForgotPasswordPage /> },
  { path: paths.resetPassword, render: () => <ResetPasswordPage /> },
  // Each dashboard screen starts its first reads as soon as the session gives the uid (page-reads.ts).
  {
    path: paths.dashboard,
    render: () => <DashboardPage tab="overview" />,
    preload: ({ pathname }) => {
      startPageReads(pathname);
      return Promise.resolve();
    },
  },
  {
    path: `${paths.dashboard}/calculations`,
    render: () => <DashboardPage tab="calculations" />,
    preload: ({ pathname }) => {
      startPageReads(pathname);
      return CalculationsTab.preload();
    },
  },
  {
    path: `${paths.dashboard}/profile`,
    render: () => <DashboardPage tab="profile" />,
    preload: ({ pathname }) => {
      startPageReads(pathname);
      return ProfileTab.preload();
    },
  },
  {
    path: `${paths.dashboard}/privacy`,
    render: () => <DashboardPage tab="privacy" />,
    preload: ({ pathname }) => {
      startPageReads(pathname);
      return PrivacyTab.preload();
    },
  },
]);

export default App;
