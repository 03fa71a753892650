import { useState } from 'react';
import styled from 'styled-components';
import { Alert, Button, useAuth } from '@meridian/shared';
import { describeAccountActionError } from '../../domain/auth-errors';
import { sendVerificationEmail } from '../../data/sign-in';

/** How long "Resend" waits between emails (the free tier allows 1,000 verification emails a day). */
const RESEND_WAIT_MS = 60_000;

type State = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'failed'; message: string };

/** Shown until the email address is verified: resend the link, or say it is done. */
export function VerifyEmailBanner({ email }: { email: string }) {
  const { refresh } = useAuth();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [waiting, setWaiting] = useState(false);

  const resend = async () => {
    setState({ kind: 'sending' });
    try {
      await sendVerificationEmail();
      setState({ kind: 'sent' });
      setWaiting(true);
      setTimeout(() => setWaiting(false), RESEND_WAIT_MS);
    } catch (error) {
      setState({ kind: 'failed', message: describeAccountActionError(error) });
    }
  };

  return (
    <Box tone="info" data-verify-email>
      <p>
        <strong>Please verify your email address.</strong> We sent a link to {email}. Verifying it lets us reach you
        about your account and keeps it recoverable.
      </p>
      {state.kind === 'sent' ? <p>We have sent a new link. It may take a minute to arrive.</p> : null}
      {state.kind === 'failed' ? <p>{state.message}</p> : null}
      <Actions>
        <Button
          type="button"
          $variant="ghost"
          onClick={() => void resend()}
          disabled={state.kind === 'sending' || waiting}
        >
          {state.kind === 'sending' ? 'Sending...' : 'Resend the email'}
        </Button>
        <Button type="button" $variant="outline" onClick={() => void refresh()}>
          I have verified it
        </Button>
      </Actions>
    </Box>
  );
}

const Box = styled(Alert)`
  margin-bottom: 20px;
  p {
    margin: 0 0 8px;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  button[type='button']:last-child {
    color: ${({ theme }) => theme.color.navy};
  }
`;
