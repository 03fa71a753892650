/**
 * '@meridian/shared/onboarding': becoming an advisory client, step by step (issue 36, item 3):
 * the declaration of advice, not distribution, with the PAN (declaration.ts), read by the
 * dashboard's onboarding card and the admin's Clients tab; and the risk profile's questionnaire,
 * scoring and text rules (risk-profile.ts), which the onboarding is to ask next (not yet shown).
 */
export * from './declaration';
export * from './risk-profile';
