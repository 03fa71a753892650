/**
 * '@meridian/shared/privacy-hi': every notice at a point of collection in Hindi (notices-hi.ts) and
 * their part of the Hindi privacy notice (collection-notice-hi.tsx). A door of its own, so that
 * only the legal pages' code (which draws /hi/privacy) carries them, never a form's page.
 */
export { CollectionNoticesInHindi } from './collection-notice-hi';
export { NOTICES_HI, type NoticeFrameWords, type NoticeTranslation, type NoticeWords } from './notices-hi';
