// The public surface of @meridian/shared. Every workspace imports from here.
import './theme/styled-theme';

export * from './auth/roles';
export * from './auth/auth-context';
export * from './config/brand';
export * from './config/paths';
export * from './contracts/remotes';
export * from './format/rupee';
export * from './theme/tokens';
export * from './validation/contact';
export { getFirebaseSettings } from './firebase/client';
export { loadFirestore, describeFirestoreError } from './firebase/firestore';
export { getUserProfile, type UserProfile } from './firebase/profiles';
export { watchSession, signInWithEmail, signOutUser, type SessionUser } from './firebase/session';
export { submitLead, type LeadInput } from './firebase/leads';
export {
  deleteCalculation,
  listCalculations,
  saveCalculation,
  type CalculationToSave,
  type SavedCalculation,
} from './firebase/calculations';
export { Button, ButtonLink, Container, Lead, PageBanner, Section, SectionTitle } from './ui/layout';
export { NotFound } from './ui/not-found';
export { PageMeta, type PageMetaProps } from './ui/page-title';
export { absoluteUrl, headTags, type PageSeo } from './seo/head-tags';
export * from './router';
export { StandalonePreview } from './ui/standalone-preview';
