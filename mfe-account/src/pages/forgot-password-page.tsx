import { useState, type FormEvent } from 'react';
import { Alert, Button, isEmail, Link, paths } from '@meridian/shared';
import { AccountPage, FormLinks, FormStack, SubmitRow } from '../components/account-page';
import { EMAIL_NEEDED, EmailField } from '../components/email-field';
import { describeAccountActionError } from '../domain/auth-errors';
import { prepareAccountAuth, sendPasswordReset } from '../data/sign-in';

type Phase =
  { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent'; email: string } | { kind: 'failed'; message: string };

/**
 * /forgot-password: the reset email. The page says the same whether or not the address has an
 * account, so it tells nobody which addresses are registered.
 */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isEmail(email.trim())) {
      setError(EMAIL_NEEDED);
      document.getElementById('forgot-email')?.focus();
      return;
    }
    setPhase({ kind: 'sending' });
    try {
      await sendPasswordReset(email);
      setPhase({ kind: 'sent', email: email.trim() });
    } catch (failure) {
      setPhase({ kind: 'failed', message: describeAccountActionError(failure) });
    }
  };

  return (
    <AccountPage
      title="Reset your password"
      heading="Reset your password"
      description="Forgotten your password? We will email you a link to choose a new one."
      intro={<p>Enter the email you signed up with, and we will send you a link to choose a new password.</p>}
    >
      {phase.kind === 'sent' ? (
        <Alert tone="success">
          <p>
            If an account exists for <strong>{phase.email}</strong>, we have sent it a link to reset its password. Check
            your inbox (and your spam folder); the link works for one hour.
          </p>
        </Alert>
      ) : (
        <FormStack noValidate onSubmit={submit} onFocus={prepareAccountAuth}>
          {phase.kind === 'failed' ? <Alert tone="error">{phase.message}</Alert> : null}
          <EmailField
            id="forgot-email"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setError(null);
            }}
            error={error ?? undefined}
          />
          <SubmitRow>
            <Button type="submit" $variant="ghost" disabled={phase.kind === 'sending'}>
              {phase.kind === 'sending' ? 'Sending...' : 'Send reset link'}
            </Button>
          </SubmitRow>
        </FormStack>
      )}
      <FormLinks>
        Remembered it? <Link to={paths.signIn}>Back to sign in</Link>
      </FormLinks>
    </AccountPage>
  );
}
