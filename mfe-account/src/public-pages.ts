// The account section's public pages as the build prerenders them: sign in and sign up (in the
// sitemap), and the forgotten-password and reset pages (kept out of search results). The
// dashboard is for signed-in people and shows in the browser only.
import { brand, paths, type PublicPage } from '@meridian/shared';

const titled = (title: string) => `${title} | ${brand.name}`;

export function publicPages(): PublicPage[] {
  return [
    {
      path: paths.signIn,
      title: titled('Sign In'),
      description: `Sign in to see your saved calculations and manage your account with ${brand.name}.`,
    },
    {
      path: paths.signUp,
      title: titled('Create an Account'),
      description: `Create a free account with ${brand.name} to save your calculations and keep your plans in one place.`,
    },
    {
      path: paths.forgotPassword,
      title: titled('Reset your password'),
      description: 'Forgotten your password? We will email you a link to choose a new one.',
      index: false,
    },
    {
      path: paths.resetPassword,
      title: titled('Choose a new password'),
      description: `Choose a new password for your ${brand.name} account.`,
      index: false,
    },
  ];
}
