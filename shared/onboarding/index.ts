/**
 * '@meridian/shared/onboarding': becoming an advisory client, step by step (issue 36, item 3):
 * the declaration of advice, not distribution, with the PAN (declaration.ts). Read by the
 * dashboard's onboarding card and the admin's Clients tab.
 */
export * from './declaration';
