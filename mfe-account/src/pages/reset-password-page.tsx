import { useEffect, useEffectEvent, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  Alert,
  Button,
  ButtonLink,
  checkPassword,
  Link,
  paths,
  useAuth,
  useHydrated,
  useSearchParams,
} from '@meridian/shared';
import { AccountPage, FormLinks, FormStack, SubmitRow } from '../components/account-page';
import { commonPasswordsToSend, useCommonPasswords } from '../components/common-passwords';
import { PasswordField } from '../components/password-field';
import { describeAccountActionError } from '../domain/auth-errors';
import { PASSWORDS_DO_NOT_MATCH } from '../domain/sign-up-form';
import { checkResetLink, resetPassword, verifyEmail } from '../data/sign-in';

type Step =
  | { kind: 'checking' }
  | { kind: 'no-link' }
  | { kind: 'bad-link'; message: string }
  | { kind: 'choose'; email: string; code: string }
  | { kind: 'saving'; email: string; code: string }
  | { kind: 'reset' }
  | { kind: 'verified' };

/**
 * /reset-password: where the emailed links land (the Firebase project's action URL points
 * here). mode=resetPassword: choose a new password, under the same policy as sign-up;
 * mode=verifyEmail: the address is confirmed. The link's code is read once the page is in the
 * browser (the prerendered page cannot know it).
 */
export function ResetPasswordPage() {
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const { refresh } = useAuth();
  const common = useCommonPasswords();
  const [checked, setChecked] = useState<Step>({ kind: 'checking' });
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string; form?: string }>({});
  const mode = params.get('mode');
  const code = params.get('oobCode');
  const hasLink = Boolean(code) && (mode === 'resetPassword' || mode === 'verifyEmail');
  // No link to check (once the address is known): say where the page is meant to be opened from.
  const step: Step = hydrated && !hasLink ? { kind: 'no-link' } : checked;
  // The session re-reads itself once the address is verified (without making the link's check run again).
  const refreshSession = useEffectEvent(() => refresh());

  useEffect(() => {
    if (!hydrated || !code || (mode !== 'resetPassword' && mode !== 'verifyEmail')) return;
    let live = true;
    const work =
      mode === 'verifyEmail'
        ? verifyEmail(code).then(async () => {
            await refreshSession();
            return { kind: 'verified' } as const;
          })
        : checkResetLink(code).then((email) => ({ kind: 'choose', email, code }) as const);
    work.then(
      (next) => {
        if (live) setChecked(next);
      },
      (error: unknown) => {
        if (live) setChecked({ kind: 'bad-link', message: describeAccountActionError(error) });
      },
    );
    return () => {
      live = false;
    };
  }, [hydrated, mode, code]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step.kind !== 'choose') return;
    const commonPasswords = await commonPasswordsToSend(common);
    const check = checkPassword(password, { email: step.email, commonPasswords });
    const found: typeof errors = {};
    if (!check.ok) found.password = check.problem ?? 'Checking your password against the list of common passwords…';
    if (confirm !== password) found.confirm = PASSWORDS_DO_NOT_MATCH;
    setErrors(found);
    if (found.password || found.confirm) return;
    setChecked({ kind: 'saving', email: step.email, code: step.code });
    try {
      await resetPassword(step.code, password);
      setChecked({ kind: 'reset' });
    } catch (error) {
      setErrors({ form: describeAccountActionError(error) });
      setChecked({ kind: 'choose', email: step.email, code: step.code });
    }
  };

  const verifying = mode === 'verifyEmail';
  return (
    <AccountPage
      title={verifying ? 'Verify your email' : 'Choose a new password'}
      heading={verifying ? 'Verify your email' : 'Choose a new password'}
      description="Choose a new password for your Meridian Wealth Advisors account."
      intro={
        <p>
          This page opens from the links in our emails: to choose a new password for your account, or to confirm your
          email address.
        </p>
      }
    >
      {/* What shows here depends on the link in the address, which the prerendered page cannot
          know: the area keeps its height meanwhile, so nothing below it moves. */}
      <StepArea data-from-address>
        {step.kind === 'checking' ? <p role="status">Checking your link…</p> : null}
        {step.kind === 'no-link' ? (
          <Alert tone="info">
            <p>This page opens from the link in the email we send when you ask to reset your password.</p>
            <p>
              <Link to={paths.forgotPassword}>Ask for a reset link</Link>
            </p>
          </Alert>
        ) : null}
        {step.kind === 'bad-link' ? (
          <Alert tone="error">
            <p>{step.message}</p>
            <p>
              <Link to={paths.forgotPassword}>Ask for a new link</Link>
            </p>
          </Alert>
        ) : null}
        {step.kind === 'verified' ? (
          <>
            <Alert tone="success">Thank you: your email address is verified.</Alert>
            <FormLinks>
              <ButtonLink to={paths.dashboard} $variant="ghost">
                Go to your dashboard
              </ButtonLink>
            </FormLinks>
          </>
        ) : null}
        {step.kind === 'reset' ? (
          <>
            <Alert tone="success">Your password has been changed. Sign in with your new password.</Alert>
            <FormLinks>
              <ButtonLink to={paths.signIn} $variant="ghost">
                Sign in
              </ButtonLink>
            </FormLinks>
          </>
        ) : null}
        {step.kind === 'choose' || step.kind === 'saving' ? (
          <FormStack noValidate onSubmit={submit}>
            <p>
              For <strong>{step.email}</strong>
            </p>
            {errors.form ? <Alert tone="error">{errors.form}</Alert> : null}
            {/* For password managers: the account this password belongs to. */}
            <input type="text" name="username" autoComplete="username" value={step.email} readOnly hidden />
            <PasswordField
              id="reset-password"
              name="password"
              label="New password"
              autoComplete="new-password"
              value={password}
              onChange={(event) => {
                setPassword(event.target.value);
                setErrors((current) => ({ ...current, password: undefined }));
              }}
              error={errors.password}
              policy={{ email: step.email, common }}
            />
            <PasswordField
              id="reset-confirm"
              name="confirm"
              label="Confirm new password"
              autoComplete="new-password"
              value={confirm}
              onChange={(event) => {
                setConfirm(event.target.value);
                setErrors((current) => ({ ...current, confirm: undefined }));
              }}
              error={errors.confirm}
            />
            <SubmitRow>
              <Button type="submit" $variant="ghost" disabled={step.kind === 'saving'}>
                {step.kind === 'saving' ? 'Saving...' : 'Save new password'}
              </Button>
            </SubmitRow>
          </FormStack>
        ) : null}
      </StepArea>
    </AccountPage>
  );
}

const StepArea = styled.div`
  min-height: 12rem;
`;
