import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '@meridian/shared';
import { describeGoogleError, GOOGLE_FAILED } from '../domain/auth-errors';
import type { EmulatorGoogleAccount } from '../domain/emulator-google';
import { signInWithEmulatorGoogle, signInWithGooglePopup, usesAuthEmulator } from '../data/sign-in';
import type { SignInRecord } from '../data/profiles';
import { GoogleChooser } from './google-chooser';

/**
 * "Continue with Google", on the sign-in and sign-up pages. With a real Firebase project it opens
 * Google's window (or goes to Google in this tab where windows are blocked); with the local
 * emulator it shows the site's own account chooser. The Google code is downloaded when the
 * button is pressed. Closing Google's window is not an error.
 */
export function GoogleButton({
  remember,
  onStart,
  onSignedIn,
  onFailure,
}: {
  remember: boolean;
  /** Called as the sign-in begins (the page then waits for it rather than react to the session). */
  onStart: () => void;
  onSignedIn: (record: SignInRecord) => void;
  /** The red box's text; null when the attempt ended without an error to show (a closed window). */
  onFailure: (message: string | null) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [choosing, setChoosing] = useState(false);

  const run = async (signIn: () => Promise<SignInRecord | 'redirected'>) => {
    setBusy(true);
    onStart();
    try {
      const outcome = await signIn();
      if (outcome !== 'redirected') onSignedIn(outcome);
    } catch (error) {
      const described = describeGoogleError(error);
      onFailure(described.show ? (described.reason ? `${GOOGLE_FAILED} ${described.reason}` : GOOGLE_FAILED) : null);
      setBusy(false);
    }
  };

  const start = () => {
    if (usesAuthEmulator()) setChoosing(true);
    else void run(() => signInWithGooglePopup(remember));
  };

  const choose = (account: EmulatorGoogleAccount) => {
    setChoosing(false);
    void run(() => signInWithEmulatorGoogle(account, remember));
  };

  return (
    <>
      <Wide type="button" $variant="outline" onClick={start} disabled={busy}>
        <GoogleMark aria-hidden="true">G</GoogleMark>
        {busy ? 'Signing in with Google...' : 'Continue with Google'}
      </Wide>
      {choosing ? <GoogleChooser onChoose={choose} onCancel={() => setChoosing(false)} /> : null}
    </>
  );
}

const Wide = styled(Button)`
  width: 100%;
  color: ${({ theme }) => theme.color.navy};
  border-color: ${({ theme }) => theme.color.inputBorder};
  &:hover {
    background: ${({ theme }) => theme.color.surface};
  }
`;

const GoogleMark = styled.span`
  display: inline-grid;
  place-items: center;
  width: 22px;
  height: 22px;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.navy};
  color: ${({ theme }) => theme.color.white};
  font-weight: 700;
  font-size: 0.85rem;
`;
