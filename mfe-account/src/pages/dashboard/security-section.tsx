import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  checkPassword,
  FieldHint,
  useAuth,
  describeFirestoreError,
  type SessionUser,
} from '@meridian/shared';
import { commonPasswordsToSend, useCommonPasswords } from '../../components/common-passwords';
import { PasswordField } from '../../components/password-field';
import { describeAccountActionError } from '../../domain/auth-errors';
import type { EmulatorGoogleAccount } from '../../domain/emulator-google';
import { describeSignInMethods } from '../../domain/sign-in-methods';
import { PASSWORDS_DO_NOT_MATCH } from '../../domain/sign-up-form';
import { addPassword, changePassword } from '../../data/my-account';
import { endAllSessions } from '../../data/profiles';
import { ConfirmIdentity, confirmationOf } from './confirm-identity';
import { Card } from './card';
import { Form, Row } from './form-layout';

type Step =
  { kind: 'idle' } | { kind: 'working' } | { kind: 'done'; message: string } | { kind: 'failed'; message: string };

/** How the account signs in, its password (changed, or added to a Google account), and its sessions. */
export function SecuritySection({ user }: { user: SessionUser }) {
  const hasPassword = user.providers.includes('password');
  return (
    <>
      <Card aria-labelledby="profile-security">
        <h2 id="profile-security">Signing in</h2>
        <p>
          Your account signs in with <strong data-sign-in-methods>{describeSignInMethods(user.providers)}</strong>.
        </p>
        <PasswordForm user={user} hasPassword={hasPassword} />
      </Card>
      <SessionsCard uid={user.uid} />
    </>
  );
}

function PasswordForm({ user, hasPassword }: { user: SessionUser; hasPassword: boolean }) {
  const { refresh } = useAuth();
  const common = useCommonPasswords();
  const [current, setCurrent] = useState('');
  const [google, setGoogle] = useState<EmulatorGoogleAccount | null>(null);
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ current?: string; next?: string; confirm?: string }>({});
  const [step, setStep] = useState<Step>({ kind: 'idle' });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const commonPasswords = await commonPasswordsToSend(common);
    const check = checkPassword(next, { email: user.email ?? '', commonPasswords });
    const found: typeof errors = {};
    if (hasPassword && current === '') found.current = 'Please enter your current password.';
    if (!check.ok) found.next = check.problem ?? 'Checking your password against the list of common passwords…';
    if (confirm !== next) found.confirm = PASSWORDS_DO_NOT_MATCH;
    setErrors(found);
    if (found.current || found.next || found.confirm) return;
    setStep({ kind: 'working' });
    try {
      if (hasPassword) await changePassword(current, next);
      else await addPassword(confirmationOf(false, '', google), next);
      await refresh();
      setCurrent('');
      setNext('');
      setConfirm('');
      setStep({
        kind: 'done',
        message: hasPassword
          ? 'Your password has been changed.'
          : 'Your account now has a password: you can sign in with it as well as with Google.',
      });
    } catch (error) {
      console.warn('The password was not saved:', error);
      setStep({ kind: 'failed', message: describeAccountActionError(error) });
    }
  };

  return (
    <Form noValidate onSubmit={submit} aria-labelledby="profile-password">
      <h3 id="profile-password">{hasPassword ? 'Change your password' : 'Add a password'}</h3>
      {hasPassword ? null : <FieldHint>Add a password to sign in with your email as well as with Google.</FieldHint>}
      {step.kind === 'failed' ? <Alert tone="error">{step.message}</Alert> : null}
      {step.kind === 'done' ? <Alert tone="success">{step.message}</Alert> : null}
      {/* For password managers: the account these passwords belong to. */}
      <input type="text" name="username" autoComplete="username" value={user.email ?? ''} readOnly hidden />
      <ConfirmIdentity
        id="password-current"
        hasPassword={hasPassword}
        password={current}
        onPassword={setCurrent}
        google={google}
        onGoogle={setGoogle}
        error={errors.current}
      />
      <PasswordField
        id="password-new"
        name="new-password"
        label="New password"
        autoComplete="new-password"
        value={next}
        onChange={(event) => setNext(event.target.value)}
        error={errors.next}
        policy={{ email: user.email ?? '', common }}
      />
      <PasswordField
        id="password-confirm"
        name="confirm-password"
        label="Confirm new password"
        autoComplete="new-password"
        value={confirm}
        onChange={(event) => setConfirm(event.target.value)}
        error={errors.confirm}
      />
      <Row>
        <Button type="submit" $variant="ghost" disabled={step.kind === 'working'}>
          {step.kind === 'working' ? 'Saving...' : hasPassword ? 'Change password' : 'Add password'}
        </Button>
      </Row>
    </Form>
  );
}

function SessionsCard({ uid }: { uid: string }) {
  const { signOut } = useAuth();
  const [asking, setAsking] = useState(false);
  const [step, setStep] = useState<Step>({ kind: 'idle' });

  const endEverywhere = async () => {
    setStep({ kind: 'working' });
    try {
      await endAllSessions(uid);
      // The sign-in page, where the guard sends this device, says what happened.
      await signOut('all-devices');
    } catch (error) {
      setStep({ kind: 'failed', message: describeFirestoreError(error) });
    }
  };

  return (
    <Card aria-labelledby="profile-sessions">
      <h2 id="profile-sessions">Your sessions</h2>
      <p>
        Signed in on a computer you no longer use, or lost a phone? Sign out everywhere: every device will need your
        password (or Google) again, this one included.
      </p>
      {step.kind === 'failed' ? <Alert tone="error">{step.message}</Alert> : null}
      {asking ? (
        <Row role="group" aria-label="Sign out of all devices?">
          <strong>Sign out of all devices now?</strong>
          <Button
            type="button"
            $variant="ghost"
            onClick={() => void endEverywhere()}
            disabled={step.kind === 'working'}
          >
            {step.kind === 'working' ? 'Signing out...' : 'Yes, sign out everywhere'}
          </Button>
          <Button type="button" $variant="outline" onClick={() => setAsking(false)}>
            Cancel
          </Button>
        </Row>
      ) : (
        <Button type="button" $variant="outline" onClick={() => setAsking(true)}>
          Sign out of all devices
        </Button>
      )}
    </Card>
  );
}
