export * from './notices';
export * from './grievance';
export { CollectionNoticeText, ConsentBox, CONSENT_REQUIRED } from './collection-notice';
// The public forms' consent line and honeypot: here rather than in the form kit, so that a page
// whose only form is the newsletter (the home page) downloads none of the kit's fields and state.
export { ConsentLine, useConsent, type Consent } from './consent-line';
export { HoneypotField, useSenderSignals } from './honeypot';
