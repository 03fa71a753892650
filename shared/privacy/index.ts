export * from './notices';
export * from './grievance';
export { CollectionNoticeText, ConsentBox, CONSENT_REQUIRED } from './collection-notice';
