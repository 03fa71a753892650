import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Alert, Button, describeFirestoreError, Field, Input, useAuth, type SessionUser } from '@meridian/shared';
import { saveFile } from '@meridian/portal-kit';
import { ERASURE_TEXT } from '../../content/privacy';
import { exportFileName } from '../../domain/account-export';
import { describeAccountActionError } from '../../domain/auth-errors';
import type { EmulatorGoogleAccount } from '../../domain/emulator-google';
import { deleteMyAccount, exportMyData, SUPERADMIN_CANNOT_DELETE } from '../../data/my-account';
import { ConfirmIdentity, confirmationOf } from './confirm-identity';
import { Card } from './card';
import { Form, Row } from './form-layout';

/**
 * The person's data, on the Privacy tab (its one home; the Profile tab links to it): a copy of all
 * of it (this card), and deleting the account (DeleteCard), DPDP Act 2023, ss. 11–12.
 */
export function DownloadCard({ uid }: { uid: string }) {
  const [state, setState] = useState<{ kind: 'idle' | 'working' } | { kind: 'failed'; message: string }>({
    kind: 'idle',
  });
  const run = async () => {
    setState({ kind: 'working' });
    try {
      saveFile(new Blob([await exportMyData(uid)], { type: 'application/json' }), exportFileName(new Date()));
      setState({ kind: 'idle' });
    } catch (error) {
      setState({ kind: 'failed', message: describeFirestoreError(error) });
    }
  };
  return (
    <Card aria-labelledby="profile-download">
      <h2 id="profile-download">Download my data</h2>
      <p>
        A copy of everything we keep about your account, in one file (JSON): your profile, preferences, sign-in
        activity, saved calculations, the consents you gave, your complaints and grievances, your nominee, the emails we
        sent you, and your declaration and risk questionnaire answers.
      </p>
      {state.kind === 'failed' ? <Alert tone="error">{state.message}</Alert> : null}
      <Button type="button" $variant="ghost" onClick={() => void run()} disabled={state.kind === 'working'}>
        {state.kind === 'working' ? 'Preparing your file...' : 'Download my data'}
      </Button>
    </Card>
  );
}

export function DeleteCard({ user }: { user: SessionUser }) {
  const { signOut } = useAuth();
  const hasPassword = user.providers.includes('password');
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [google, setGoogle] = useState<EmulatorGoogleAccount | null>(null);
  const [typed, setTyped] = useState('');
  const [state, setState] = useState<{ kind: 'idle' | 'working' } | { kind: 'failed'; message: string }>({
    kind: 'idle',
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (typed.trim().toUpperCase() !== 'DELETE') {
      setState({ kind: 'failed', message: 'Please type DELETE to confirm.' });
      return;
    }
    setState({ kind: 'working' });
    try {
      await deleteMyAccount(user.uid, confirmationOf(hasPassword, password, google));
      // Signed out with it; the sign-in page, where the guard sends this device, says so.
      await signOut('deleted');
    } catch (error) {
      const refused = error instanceof Error && error.message === SUPERADMIN_CANNOT_DELETE;
      setState({ kind: 'failed', message: refused ? SUPERADMIN_CANNOT_DELETE : describeAccountActionError(error) });
    }
  };

  return (
    <Card aria-labelledby="profile-delete">
      <h2 id="profile-delete">Delete my account</h2>
      <p>{ERASURE_TEXT.removes}</p>
      <Kept>
        <p>
          <strong>{ERASURE_TEXT.keptHeading}</strong>
        </p>
        <h3>{ERASURE_TEXT.sebiHeading}</h3>
        <p>{ERASURE_TEXT.sebiIntro}</p>
        <ul data-retained="sebi">
          {ERASURE_TEXT.sebiKept.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <h3>{ERASURE_TEXT.otherHeading}</h3>
        <ul data-retained="other">
          {ERASURE_TEXT.otherKept.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p>{ERASURE_TEXT.afterwards}</p>
      </Kept>
      {user.role === 'superadmin' ? (
        <Alert tone="info">{SUPERADMIN_CANNOT_DELETE}</Alert>
      ) : open ? (
        <Form noValidate onSubmit={submit} aria-label="Delete my account">
          {state.kind === 'failed' ? <Alert tone="error">{state.message}</Alert> : null}
          <ConfirmIdentity
            id="delete-password"
            hasPassword={hasPassword}
            password={password}
            onPassword={setPassword}
            google={google}
            onGoogle={setGoogle}
          />
          <Field>
            <label htmlFor="delete-confirm">Type DELETE to confirm</label>
            <Input
              id="delete-confirm"
              autoComplete="off"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
          </Field>
          <Row>
            <Danger type="submit" disabled={state.kind === 'working'}>
              {state.kind === 'working' ? 'Deleting...' : 'Delete my account for good'}
            </Danger>
            <Button type="button" $variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
          </Row>
        </Form>
      ) : (
        <Button type="button" $variant="outline" onClick={() => setOpen(true)}>
          Delete my account…
        </Button>
      )}
    </Card>
  );
}

const Kept = styled.div`
  margin: 0 0 16px;
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.color.noticeSurface};
  p {
    margin: 0 0 6px;
  }
  ul {
    margin: 0 0 10px;
    padding-left: 20px;
  }
  p:last-child {
    margin: 0;
  }
  h3 {
    margin: 10px 0 4px;
    font-size: 1rem;
  }
`;

const Danger = styled(Button)`
  background: ${({ theme }) => theme.color.error};
  color: ${({ theme }) => theme.color.white};
  &:hover {
    background: ${({ theme }) => theme.color.error};
    filter: brightness(0.9);
  }
`;
