/**
 * '@meridian/shared/compliance': the compliance officer's dated configuration beyond the brand
 * module (issue 35): the sources the site cites (sources.ts), how clients pay (payments.ts) and the
 * accessibility audits' dates (audits.ts), the advisory agreement's words (agreement-template.ts), SEBI's fee rules (fee-rules.ts), each with the check that fails a build on a malformed
 * value, naming its field. Pure: no React, no browser API, so build files use it too.
 */
import { isProductionProject, listPlaceholders, type PlaceholderFound } from '../disclosures';
import { AGREEMENT_TEMPLATE } from './agreement-template';
import { ACCESSIBILITY_AUDITS, auditProblems } from './audits';
import { PAYMENTS, paymentProblems } from './payments';
import { SOURCES, sourceProblems } from './sources';

export * from './agreement-template';
export * from './audits';
export * from './fee-rules';
export * from './payments';
export * from './sources';

/** Every malformed value of the compliance configuration, each naming its field. */
export function complianceProblems(): string[] {
  return [...paymentProblems(PAYMENTS), ...auditProblems(ACCESSIBILITY_AUDITS), ...sourceProblems(SOURCES)];
}

/** The placeholders left in the compliance configuration: a production build refuses them. */
export function compliancePlaceholders(): PlaceholderFound[] {
  return [
    ...listPlaceholders(PAYMENTS, 'payments'),
    ...listPlaceholders(ACCESSIBILITY_AUDITS, 'audits'),
    ...listPlaceholders(SOURCES, 'sources'),
    ...listPlaceholders(AGREEMENT_TEMPLATE, 'agreement'),
  ];
}

/**
 * Why a build must stop over the compliance configuration: any malformed value (every build), or
 * a placeholder left in a production build (a real Firebase project); undefined when it may go on.
 */
export function complianceRefusal(
  projectId: string | undefined,
  problems: readonly string[] = complianceProblems(),
  found: readonly PlaceholderFound[] = compliancePlaceholders(),
): string | undefined {
  if (problems.length > 0)
    return [
      'The compliance configuration (shared/compliance/) has malformed values:',
      ...problems.map((line) => `  - ${line}`),
    ].join('\n');
  if (!isProductionProject(projectId) || found.length === 0) return undefined;
  return [
    `A production build (Firebase project "${projectId?.trim() ?? ''}") cannot ship placeholders. Replace each in shared/compliance/ (payments.ts, audits.ts, sources.ts, agreement-template.ts) and remove its marker:`,
    ...found.map((item) => `  - ${item.path}: ${item.value}`),
  ].join('\n');
}
