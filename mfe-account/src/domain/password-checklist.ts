import type { PasswordCheck, PasswordRule } from '@meridian/shared';

/**
 * How a rule of the password checklist is shown: 'to-do' (listed only, neither met nor failed), 'pending'
 * (the common-password list is still loading), 'true' (met, ticked) or 'false' (not met).
 */
export type ShownRuleState = 'to-do' | 'pending' | 'true' | 'false';

export interface ShownRule {
  rule: PasswordRule;
  label: string;
  state: ShownRuleState;
}

/** Whether an email has been entered far enough to compare a password with its name part. */
function emailEntered(email: string): boolean {
  const [name, domain] = email.trim().split('@');
  return (name ?? '').length > 0 && domain !== undefined;
}

/**
 * The checklist beside a new password. A rule is ticked only once it can be judged: "At least 12 characters"
 * as soon as it is true; the others ("at most 128", "not a common password", "not your email's name") only once
 * the password is long enough, and "not your email's name" only once an email is entered. Until then they are
 * listed, neither ticked nor crossed ("abc" ticks nothing). A rule that fails is crossed at once.
 * @example shownRules('abc', checkPassword('abc', …), '').map((r) => r.state) // ['false', 'to-do', 'to-do', 'to-do']
 */
export function shownRules(password: string, check: PasswordCheck, email: string): ShownRule[] {
  const longEnough = check.rules.some((result) => result.rule === 'min-length' && result.met === true);
  return check.rules.map(({ rule, label, met }) => {
    const state: ShownRuleState =
      password === ''
        ? 'to-do'
        : met === false
          ? 'false'
          : rule !== 'min-length' && !longEnough
            ? 'to-do'
            : met === null
              ? 'pending'
              : rule === 'not-email' && !emailEntered(email)
                ? 'to-do'
                : 'true';
    return { rule, label, state };
  });
}
