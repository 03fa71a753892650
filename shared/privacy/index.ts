export * from './notices';
export { CollectionNoticeText, ConsentBox, CONSENT_REQUIRED } from './collection-notice';
