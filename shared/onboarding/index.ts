/**
 * '@meridian/shared/onboarding': becoming an advisory client, step by step (issue 36, item 3):
 * the declaration of advice, not distribution, with the PAN (declaration.ts), read by the
 * dashboard's onboarding card and the admin's Clients tab; and the risk profile's questionnaire,
 * scoring and text rules (risk-profile.ts), asked as the onboarding card's second step; the
 * suitability an adviser records and the advisory agreement, rendered, hashed and signed
 * (agreement.ts), and ending a signed agreement with its refund (ending.ts). Each of these records
 * is read back from Firestore in one place, for the dashboard, the Clients tab and the signing
 * function alike (records.ts).
 */
export * from './agreement';
export * from './declaration';
export * from './ending';
export * from './records';
export * from './risk-profile';
