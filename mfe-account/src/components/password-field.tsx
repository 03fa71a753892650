import { useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { checkPassword, FieldHint, Input, VisuallyHidden } from '@meridian/shared';
import { FormField } from '@meridian/shared/form-kit';
import type { CommonPasswords } from './common-passwords';
import { shownRules, type ShownRuleState } from '../domain/password-checklist';

interface PasswordFieldProps {
  /** The input's id; the rules and the error take ids from it (`{id}-rules`, `{id}-error`). */
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  autoComplete: 'new-password' | 'current-password';
  error?: string | undefined;
  /**
   * For a new password: the policy's rules are shown beside the field as the person types,
   * checked against the email and the common-password list.
   */
  policy?: { email: string; common: CommonPasswords };
}

/**
 * A password field with a Show / Hide toggle, on the form kit's FormField (its label, message and
 * aria wiring): the policy's rules stand under the control, which they describe. Pasting is
 * allowed, as password managers need; nothing is limited but the policy's length (the browser's
 * maxLength is not set, so a long passphrase is never cut short without a word).
 */
export function PasswordField({ id, name, label, value, onChange, autoComplete, error, policy }: PasswordFieldProps) {
  const [shown, setShown] = useState(false);
  const check = policy ? checkPassword(value, { email: policy.email, commonPasswords: policy.common.list }) : null;
  const after = (
    <>
      {check ? (
        <Rules id={`${id}-rules`} aria-label="Your password">
          {shownRules(value, check, policy?.email ?? '').map((rule) => (
            // A rule is ticked only once it can be judged (domain/password-checklist.ts).
            <li key={rule.rule} data-met={rule.state}>
              <span aria-hidden="true">{MARKS[rule.state]}</span> {rule.label}
              <VisuallyHidden>{SAID[rule.state]}</VisuallyHidden>
            </li>
          ))}
          <Count aria-hidden="true">{check.length} characters</Count>
        </Rules>
      ) : null}
      {policy?.common.failed ? (
        <FieldHint>
          The list of common passwords did not load, so your password cannot be checked yet.{' '}
          <RetryLink type="button" onClick={policy.common.retry}>
            Try again
          </RetryLink>
        </FieldHint>
      ) : null}
    </>
  );
  return (
    <FormField id={id} label={label} error={error} describedBy={check ? [`${id}-rules`] : []} after={after}>
      {(control) => (
        <Control>
          <Input
            {...control}
            name={name}
            type={shown ? 'text' : 'password'}
            autoComplete={autoComplete}
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            value={value}
            onChange={onChange}
            required
          />
          <Toggle type="button" aria-controls={id} aria-pressed={shown} onClick={() => setShown((now) => !now)}>
            {shown ? 'Hide' : 'Show'}
            <VisuallyHidden> password</VisuallyHidden>
          </Toggle>
        </Control>
      )}
    </FormField>
  );
}

const MARKS: Readonly<Record<ShownRuleState, string>> = { 'to-do': '•', pending: '…', true: '✓', false: '✗' };
const SAID: Readonly<Record<ShownRuleState, string>> = {
  'to-do': '',
  pending: ' (being checked)',
  true: ' (done)',
  false: ' (not yet)',
};

const Control = styled.div`
  position: relative;
  input {
    padding-right: 76px;
  }
`;

const Toggle = styled.button`
  position: absolute;
  top: 50%;
  right: 6px;
  transform: translateY(-50%);
  min-width: 60px;
  min-height: 34px;
  padding: 4px 10px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.navy};
  font-weight: 600;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.gold};
    outline-offset: 1px;
  }
`;

const Rules = styled.ul`
  list-style: none;
  margin: 2px 0 0;
  padding: 0;
  display: grid;
  gap: 2px;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.color.muted};
  li[data-met='true'] {
    color: ${({ theme }) => theme.color.success};
  }
  li[data-met='false'] span {
    color: ${({ theme }) => theme.color.error};
  }
`;

const Count = styled.li`
  margin-top: 2px;
  font-size: 0.8rem;
`;

const RetryLink = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.navy};
  font: inherit;
  font-weight: 600;
  text-decoration: underline;
  cursor: pointer;
`;
