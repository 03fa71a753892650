import { describeFirestoreError } from '@meridian/shared';

/**
 * Why an admin change failed, in words: our own checks say it themselves (an Error with no code);
 * the server's refusals are described by their code. The rules refuse a change whose "before" is
 * no longer true (another admin changed it meanwhile) and one the admin's role no longer allows
 * (it was changed, or the account disabled, since the page loaded); the page can't tell which, so
 * it names both. (An unverified email, the other refusal, has its own notice above the tabs.)
 */
export function explainChangeFailure(error: unknown): string {
  if (error instanceof Error && !('code' in error)) return error.message;
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  return code === 'permission-denied'
    ? 'It was refused: someone may have changed it meanwhile, or your role no longer allows it. Reload the page, then try again.'
    : describeFirestoreError(error);
}
