import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  Alert,
  Button,
  Field,
  FieldError,
  FieldHint,
  Input,
  keepTyped,
  Link,
  Navigate,
  paths,
  PROFILE_LIMITS,
  useAuth,
  useHydrated,
  useLocation,
  useNavigate,
  type NoticeLanguage,
} from '@meridian/shared';
import { istDateYearsBefore, istToday, MAX_AGE } from '@meridian/shared/age';
import { AccountPage, CheckRow, Divider, FormLinks, FormStack, SubmitRow } from '../components/account-page';
import { commonPasswordsToSend, useCommonPasswords } from '../components/common-passwords';
import { GoogleButton } from '../components/google-button';
import { MinorNotice } from '../components/minor-notice';
import { PasswordField } from '../components/password-field';
import { describeSignUpError, SIGN_UP_FAILED, type SignUpProblem } from '../domain/auth-errors';
import { CollectionNoticeText, SIGNUP_NOTICE } from '@meridian/shared/privacy';
import { DATE_OF_BIRTH_HINT } from '../content/minors';
import { landingPath, safeReturnPath } from '../domain/return-path';
import { settleSession } from '../data/settle-session';
import {
  EMPTY_SIGN_UP,
  minorSignUp,
  validateSignUp,
  type SignUpErrors,
  type SignUpFields,
} from '../domain/sign-up-form';
import { prepareAccountAuth, signUpWithEmail } from '../data/sign-in';
import type { SignInRecord } from '../data/profiles';

type Phase =
  | { kind: 'idle' }
  | { kind: 'submitting' }
  | { kind: 'failed'; problem: SignUpProblem; message: string }
  /** Under 18 on the date given: nothing was sent, and the page says why. */
  | { kind: 'minor' }
  /** A first Google sign-in ended without an account (under 18, or cancelled): nothing kept. */
  | { kind: 'discarded' }
  | { kind: 'done' };

const ORDER: (keyof SignUpFields)[] = ['displayName', 'email', 'password', 'confirmPassword', 'dateOfBirth', 'consent'];

/**
 * /signup (spec §2): full name, email, password twice, the date of birth, the privacy notice
 * accepted; or Google. 'Passwords do not match' stops the form before anything is sent. Someone
 * under 18 on the date of birth given (India's calendar) is told why no account can be opened,
 * and nothing is sent to Firebase: no sign-in account, no document (DPDP Rules 2025).
 */
export function SignUpPage() {
  const { user, loading, refresh } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const common = useCommonPasswords();
  const [fields, setFields] = useState<SignUpFields>(EMPTY_SIGN_UP);
  const [errors, setErrors] = useState<SignUpErrors>({});
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [googleFailure, setGoogleFailure] = useState<string | null>(null);
  // The language the sign-up notice is read in: the consent record names it.
  const [noticeLanguage, setNoticeLanguage] = useState<NoticeLanguage>('en');
  const minorNotice = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (phase.kind === 'minor') minorNotice.current?.querySelector<HTMLElement>('[data-minor-notice]')?.focus();
  }, [phase.kind]);

  if (!loading && user && phase.kind === 'idle')
    return <Navigate to={safeReturnPath(location.state, landingPath(user.role))} replace />;

  // India's dates (the age check counts on them), once in the browser: the prerendered page has none.
  const today = hydrated ? istToday(new Date()) : undefined;
  const earliest = hydrated ? istDateYearsBefore(new Date(), MAX_AGE) : undefined;

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const name = event.target.name as keyof SignUpFields;
    const value = event.target.type === 'checkbox' ? event.target.checked : event.target.value;
    setFields((current) => ({ ...current, [name]: value }));
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
    if (name === 'dateOfBirth' && phase.kind === 'minor') setPhase({ kind: 'idle' });
  };

  const finish = async (record: SignInRecord) => {
    setPhase({ kind: 'done' });
    await settleSession(refresh, record.role);
    // A new account starts where its role lands; a returning one (Google on this page) goes back
    // to the page that sent it, as from the sign-in page.
    const landing = landingPath(record.role);
    navigate(record.created ? landing : safeReturnPath(location.state, landing), { replace: true });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const now = Date.now();
    // Before anything else, and before any call to Firebase: no account for someone under 18.
    if (minorSignUp(fields, now)) {
      setErrors({});
      setPhase({ kind: 'minor' });
      return;
    }
    const commonPasswords = await commonPasswordsToSend(common);
    const found = validateSignUp(fields, { now, commonPasswords });
    setErrors(found);
    const first = ORDER.find((name) => found[name]);
    if (first) {
      document.getElementById(`signup-${first}`)?.focus();
      return;
    }
    setPhase({ kind: 'submitting' });
    try {
      await finish(await signUpWithEmail({ ...fields, noticeLanguage }));
    } catch (error) {
      setPhase({ kind: 'failed', ...describeSignUpError(error) });
    }
  };

  const text = (name: 'displayName' | 'email', label: string, type: string, autoComplete: string) => (
    <Field>
      <label htmlFor={`signup-${name}`}>{label}</label>
      <Input
        id={`signup-${name}`}
        name={name}
        type={type}
        autoComplete={autoComplete}
        value={fields[name]}
        onChange={change}
        required
        maxLength={name === 'displayName' ? PROFILE_LIMITS.displayName : PROFILE_LIMITS.email}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `signup-${name}-error` : undefined}
      />
      {errors[name] ? <FieldError id={`signup-${name}-error`}>{errors[name]}</FieldError> : null}
    </Field>
  );

  return (
    <AccountPage
      title="Create an Account"
      heading="Create your account"
      description="Create a free account with Meridian Wealth Advisors to save your calculations and keep your plans in one place."
      intro={<p>Save your calculations, keep your plans in one place and reach an adviser when you are ready.</p>}
    >
      <FormStack noValidate onSubmit={submit} onFocus={prepareAccountAuth}>
        {phase.kind === 'minor' ? (
          <div ref={minorNotice}>
            <MinorNotice />
          </div>
        ) : null}
        {phase.kind === 'failed' ? (
          <Alert tone="error">
            <p>
              <strong>{SIGN_UP_FAILED}</strong>. {phase.message}
            </p>
            {phase.problem === 'email-in-use' ? (
              <p>
                <Link to={paths.signIn} state={location.state}>
                  Sign in
                </Link>{' '}
                or <Link to={paths.forgotPassword}>reset your password</Link>.
              </p>
            ) : null}
          </Alert>
        ) : null}
        {text('displayName', 'Full name', 'text', 'name')}
        {text('email', 'Email', 'email', 'email')}
        <PasswordField
          id="signup-password"
          name="password"
          label="Password"
          autoComplete="new-password"
          value={fields.password}
          onChange={change}
          error={errors.password}
          policy={{ email: fields.email, common }}
        />
        <PasswordField
          id="signup-confirmPassword"
          name="confirmPassword"
          label="Confirm password"
          autoComplete="new-password"
          value={fields.confirmPassword}
          onChange={change}
          error={errors.confirmPassword}
        />
        <Field>
          <label htmlFor="signup-dateOfBirth">Date of birth</label>
          <Input
            id="signup-dateOfBirth"
            name="dateOfBirth"
            type="date"
            autoComplete="bday"
            min={earliest}
            max={today}
            value={fields.dateOfBirth}
            onChange={change}
            required
            aria-invalid={errors.dateOfBirth ? true : undefined}
            aria-describedby={
              errors.dateOfBirth ? 'signup-dateOfBirth-error signup-dateOfBirth-hint' : 'signup-dateOfBirth-hint'
            }
          />
          <FieldHint id="signup-dateOfBirth-hint">{DATE_OF_BIRTH_HINT}</FieldHint>
          {errors.dateOfBirth ? <FieldError id="signup-dateOfBirth-error">{errors.dateOfBirth}</FieldError> : null}
        </Field>
        <CheckRow>
          <input
            ref={keepTyped}
            id="signup-consent"
            name="consent"
            type="checkbox"
            checked={fields.consent}
            onChange={change}
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? 'signup-consent-error signup-consent-notice' : 'signup-consent-notice'}
          />
          <label htmlFor="signup-consent">I have read the privacy notice and agree</label>
          <NoticeSpan>
            <CollectionNoticeText notice={SIGNUP_NOTICE} id="signup-consent-notice" onLanguage={setNoticeLanguage} />
          </NoticeSpan>
          {errors.consent ? <FieldError id="signup-consent-error">{errors.consent}</FieldError> : null}
        </CheckRow>
        <SubmitRow>
          <Button type="submit" $variant="ghost" disabled={phase.kind === 'submitting' || phase.kind === 'done'}>
            {phase.kind === 'submitting' ? 'Creating Account...' : 'Create Account'}
          </Button>
        </SubmitRow>
      </FormStack>
      <Divider>or</Divider>
      {googleFailure ? <Alert tone="error">{googleFailure}</Alert> : null}
      <GoogleButton
        remember
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
      <GoogleNote>By continuing with Google you accept the same privacy notice.</GoogleNote>
      <FormLinks>
        Already have an account?{' '}
        <Link to={paths.signIn} state={location.state}>
          Sign in
        </Link>
      </FormLinks>
    </AccountPage>
  );
}

/** The sign-up's notice, beside the consent box (in the grid's second column). */
const NoticeSpan = styled.div`
  grid-column: 2;
  color: ${({ theme }) => theme.color.muted};
`;

const GoogleNote = styled(FieldHint)`
  margin-top: 8px;
  text-align: center;
`;
