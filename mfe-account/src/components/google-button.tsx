import { useEffect, useEffectEvent, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@meridian/shared';
import { describeGoogleError, GOOGLE_FAILED } from '../domain/auth-errors';
import type { EmulatorGoogleAccount } from '../domain/emulator-google';
import {
  finishGoogleRedirect,
  googleRedirectPending,
  signInWithEmulatorGoogle,
  signInWithGooglePopup,
  usesAuthEmulator,
  type FirstGoogleSignIn,
  type GoogleOutcome,
} from '../data/sign-in';
import type { SignInRecord } from '../data/profiles';
import { BirthdayStep, type BirthdayAnswer } from './birthday-step';
import { GoogleChooser } from './google-chooser';
import { MinorNotice } from './minor-notice';

/**
 * "Continue with Google", on the sign-in and sign-up pages. With a real Firebase project it opens
 * Google's window (or goes to Google in this tab where windows are blocked); with the local
 * emulator it shows the site's own account chooser. The Google code is downloaded when the
 * button is pressed. Closing Google's window is not an error. A first Google sign-in asks for the
 * date of birth before anything is stored (BirthdayStep); someone under 18 has the sign-in
 * account Google just made deleted, nothing kept, and is told why (MinorNotice). It also completes
 * a sign-in that went to Google in this tab (the redirect flow) when the person comes back.
 */
export function GoogleButton({
  remember,
  onStart,
  onSignedIn,
  onFailure,
  onDiscarded,
}: {
  remember: boolean;
  /** Called as the sign-in begins (the page then waits for it rather than react to the session). */
  onStart: () => void;
  /** Resolves once the person has been taken on (the session read again, the page left). */
  onSignedIn: (record: SignInRecord) => Promise<void>;
  /** The red box's text; null when the attempt ended without an error to show (a closed window). */
  onFailure: (message: string | null) => void;
  /**
   * Called once a first sign-in's account has been deleted (under 18, or the person cancelled the
   * date-of-birth step), signed out: the page leaves its waiting state without reacting to the
   * session that is ending (it must not go on to a signed-in page).
   */
  onDiscarded: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [choosing, setChoosing] = useState(false);
  const [pending, setPending] = useState<FirstGoogleSignIn | null>(null);
  const [minor, setMinor] = useState(false);
  const notice = useRef<HTMLDivElement>(null);

  const fail = (error: unknown) => {
    const described = describeGoogleError(error);
    onFailure(described.show ? (described.reason ? `${GOOGLE_FAILED} ${described.reason}` : GOOGLE_FAILED) : null);
    setBusy(false);
  };

  const run = async (signIn: () => Promise<GoogleOutcome | 'redirected' | null>) => {
    setBusy(true);
    setMinor(false);
    onStart();
    try {
      const outcome = await signIn();
      if (outcome === null) {
        onFailure(null);
        setBusy(false);
      } else if (outcome === 'redirected') return;
      else if ('kind' in outcome) setPending(outcome);
      else await onSignedIn(outcome);
    } catch (error) {
      fail(error);
    }
  };

  const answer = async (first: FirstGoogleSignIn, given: BirthdayAnswer) => {
    setPending(null);
    try {
      if (given.kind === 'adult') {
        await onSignedIn(await first.complete(given.dateOfBirth, given.noticeLanguage));
        return;
      }
      await first.discard();
      setBusy(false);
      onDiscarded();
      if (given.kind === 'minor') setMinor(true);
    } catch (error) {
      fail(error);
    }
  };

  useEffect(() => {
    if (minor) notice.current?.querySelector<HTMLElement>('[data-minor-notice]')?.focus();
  }, [minor]);

  // Back from Google's page (the redirect flow, where its window was blocked).
  const resume = useEffectEvent(() => void run(finishGoogleRedirect));
  useEffect(() => {
    if (googleRedirectPending()) void Promise.resolve().then(resume);
  }, []);

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
      {minor ? (
        <div ref={notice}>
          <MinorNotice google />
        </div>
      ) : null}
      <Wide type="button" $variant="outline" onClick={start} disabled={busy}>
        <GoogleMark aria-hidden="true">G</GoogleMark>
        {busy ? 'Signing in with Google...' : 'Continue with Google'}
      </Wide>
      {choosing ? <GoogleChooser onChoose={choose} onCancel={() => setChoosing(false)} /> : null}
      {pending ? <BirthdayStep name={pending.name} onAnswer={(given) => void answer(pending, given)} /> : null}
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
