/**
 * '@meridian/shared/privacy-hi': every notice at a point of collection in Hindi (notices-hi.ts):
 * all of them as part of the Hindi privacy notice, and one where a Hindi form collects
 * (collection-notice-hi.tsx). A door of its own, so that only the pages drawn in Hindi carry them,
 * never an English form's page.
 */
export { CollectionNoticeInHindi, CollectionNoticesInHindi } from './collection-notice-hi';
export { NOTICES_HI, type NoticeFrameWords, type NoticeTranslation, type NoticeWords } from './notices-hi';
