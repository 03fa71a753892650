import { useEffect, useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  FieldHint,
  isEmail,
  keepTyped,
  Link,
  Navigate,
  paths,
  type Role,
  type SessionEndReason,
  useAuth,
  useLocation,
  useNavigate,
} from '@meridian/shared';
import { AccountPage, CheckRow, Divider, FormLinks, FormStack, SubmitRow } from '../components/account-page';
import { EMAIL_NEEDED, EmailField } from '../components/email-field';
import { GoogleButton } from '../components/google-button';
import { PasswordField } from '../components/password-field';
import { describeSignInError, SIGN_IN_FAILED } from '../domain/auth-errors';
import { landingPath, safeReturnPath } from '../domain/return-path';
import { settleSession } from '../data/settle-session';
import { methodsNotice } from '../domain/sign-in-methods';
import { prepareAccountAuth, signInWithEmail } from '../data/sign-in';
import type { SignInRecord } from '../data/profiles';

type Phase =
  | { kind: 'idle' }
  | { kind: 'submitting' }
  | { kind: 'failed'; message: string }
  /** A first Google sign-in ended without an account (under 18, or cancelled): nothing kept. */
  | { kind: 'discarded' }
  | { kind: 'done' };

/** What this page says when the last session ended for a reason of its own. */
const ENDED: Readonly<Record<SessionEndReason, string>> = {
  server:
    'Your session has ended: your account was signed out on all devices, or it has been disabled. Please sign in again.',
  'all-devices': 'You have been signed out on all your devices, this one included.',
  deleted: 'Your account has been deleted. Thank you for having been with us.',
};

/** The id of the box that says why a sign-in failed. */
const FAILED_ID = 'signin-failed';

/** What the dashboard says first after a sign-in, passed in the router's state. */
export interface AfterSignIn {
  notice?: string;
}

/** The notice, if any, a page that navigated here left in the router's state. */
export function noticeFrom(state: unknown): string | null {
  return typeof state === 'object' && state !== null && 'notice' in state && typeof state.notice === 'string'
    ? state.notice
    : null;
}

/**
 * /signin (spec §2): email, password, remember me, forgotten password, Google, sign up. After
 * signing in the person goes back to the page that sent them here (same-site paths only), or
 * to the dashboard.
 */
export function SignInPage() {
  const { user, loading, endedBy, refresh } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [googleFailure, setGoogleFailure] = useState<string | null>(null);
  // The page that sent the person here, else where their role lands (staff at their desk).
  const returnTo = (role: Role) => safeReturnPath(location.state, landingPath(role));
  // A failed sign-in's words take the focus (the button that had it was disabled while signing
  // in), so they are read out and the person is not left at the top of the page; the email stays.
  useEffect(() => {
    if (phase.kind === 'failed') document.getElementById(FAILED_ID)?.focus();
  }, [phase]);

  const finish = async (record: SignInRecord) => {
    setPhase({ kind: 'done' });
    const notice = record.created ? null : methodsNotice(record.methodsBefore, record.methodsNow);
    await settleSession(refresh, record.role);
    navigate(returnTo(record.role), { replace: true, state: notice ? ({ notice } satisfies AfterSignIn) : null });
  };

  // Someone already signed in has nothing to do here (unless this page is signing them in now).
  if (!loading && user && phase.kind === 'idle') return <Navigate to={returnTo(user.role)} replace />;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (!isEmail(email.trim())) found.email = EMAIL_NEEDED;
    if (password === '') found.password = 'Please enter your password.';
    setErrors(found);
    if (found.email || found.password) {
      document.getElementById(found.email ? 'signin-email' : 'signin-password')?.focus();
      return;
    }
    setPhase({ kind: 'submitting' });
    try {
      await finish(await signInWithEmail(email, password, remember));
    } catch (error) {
      const reason = describeSignInError(error);
      setPhase({ kind: 'failed', message: reason ? `${SIGN_IN_FAILED} ${reason}` : SIGN_IN_FAILED });
    }
  };

  const sessionNotice = noticeFrom(location.state);
  return (
    <AccountPage
      title="Sign In"
      heading="Sign in to your account"
      description="Sign in to see your saved calculations and manage your account with Meridian Wealth Advisors."
      intro={<p>Welcome back. Sign in to see your saved calculations and your profile.</p>}
    >
      {endedBy ? <Alert tone="info">{ENDED[endedBy]}</Alert> : null}
      {sessionNotice ? <Alert tone="info">{sessionNotice}</Alert> : null}
      <FormStack noValidate onSubmit={submit} onFocus={prepareAccountAuth}>
        {phase.kind === 'failed' ? (
          <Alert tone="error" id={FAILED_ID} tabIndex={-1}>
            {phase.message}
          </Alert>
        ) : null}
        <EmailField
          id="signin-email"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setErrors((current) => ({ ...current, email: undefined }));
          }}
          error={errors.email}
        />
        <PasswordField
          id="signin-password"
          name="password"
          label="Password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setErrors((current) => ({ ...current, password: undefined }));
          }}
          error={errors.password}
        />
        <CheckRow>
          <input
            ref={keepTyped}
            id="signin-remember"
            type="checkbox"
            checked={remember}
            onChange={(event) => setRemember(event.target.checked)}
            aria-describedby="signin-remember-hint"
          />
          <label htmlFor="signin-remember">Remember me</label>
          <FieldHint id="signin-remember-hint">
            Stay signed in on this device, even after closing the browser. Unticked, you are signed out when you close
            this tab: best on a shared computer.
          </FieldHint>
        </CheckRow>
        <SubmitRow>
          <Button type="submit" $variant="ghost" disabled={phase.kind === 'submitting' || phase.kind === 'done'}>
            {phase.kind === 'submitting' ? 'Signing in...' : 'Sign In'}
          </Button>
        </SubmitRow>
      </FormStack>
      <FormLinks>
        <Link to={paths.forgotPassword}>Forgot password?</Link>
      </FormLinks>
      <Divider>or</Divider>
      {googleFailure ? <Alert tone="error">{googleFailure}</Alert> : null}
      <GoogleButton
        remember={remember}
        onStart={() => setPhase({ kind: 'submitting' })}
        onSignedIn={finish}
        onFailure={(message) => {
          setGoogleFailure(message);
          setPhase({ kind: 'idle' });
        }}
        onDiscarded={() => {
          setGoogleFailure(null);
          setPhase({ kind: 'discarded' });
        }}
      />
      <FormLinks>
        Don&apos;t have an account?{' '}
        <Link to={paths.signUp} state={location.state}>
          Sign up
        </Link>
      </FormLinks>
    </AccountPage>
  );
}
