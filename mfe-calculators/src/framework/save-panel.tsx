import { useState } from 'react';
import styled from 'styled-components';
import {
  Button,
  ButtonLink,
  describeFirestoreError,
  hasPermission,
  isCalculatorSlug,
  Link,
  paths,
  useAuth,
  useLocation,
  type SessionUser,
} from '@meridian/shared';
import { CALCULATION_NOTICE, CollectionNoticeText } from '@meridian/shared/privacy';
import { saveCalculation } from '../data/save-calculation';
import type { SavedHeadline } from './saved-headline';

export interface SavePanelProps {
  /** The calculator's slug, e.g. 'home-loan'. */
  calculator: string;
  /** The page with these inputs in its query string, which the saved record reopens. */
  path: string;
  inputs: Readonly<Record<string, number | string | boolean>>;
  /** Headline results at full precision. */
  results: Readonly<Record<string, number>>;
  /** The main result as shown, for the list of saved calculations. */
  headline?: SavedHeadline;
  /** What the list of saved calculations calls it until renamed (savedTitle). */
  title?: string;
}

type Phase =
  { name: 'idle' } | { name: 'saving' } | { name: 'saved'; what: string } | { name: 'failed'; message: string };

/**
 * Saving a calculation to the visitor's account. Signed out: a link to sign in (the inputs stay in
 * the address). Signed in with save_calculations (user, superadmin): a Save button. Staff roles
 * without that permission are told why they cannot save, and so is anyone on a calculator the
 * site's list of calculators does not name yet. Once saved, the button says "Saved" (no
 * duplicate on offer until an input changes) and a link leads to My Calculations.
 */
export function SavePanel({ calculator, path, inputs, results, headline, title }: SavePanelProps) {
  const { user, loading } = useAuth();
  const session = loading ? 'checking' : user ? 'signed-in' : 'signed-out';
  // Every state is drawn over a hidden copy of the signed-out one, the tallest, so the page
  // keeps its layout while the session is checked and whatever the answer (no layout shift).
  return (
    <Panel data-session={session}>
      <Reserve aria-hidden="true">
        <SignInToSave noticeId="save-notice-reserve" />
      </Reserve>
      <Current>
        {loading ? null : user ? (
          <SaveForUser
            user={user}
            calculator={calculator}
            path={path}
            inputs={inputs}
            results={results}
            headline={headline}
            title={title}
          />
        ) : (
          <SignInToSave noticeId="save-notice" />
        )}
      </Current>
    </Panel>
  );
}

/**
 * The notice of what saving keeps (issue 19: a notice at each point of collection; its words are
 * CALCULATION_NOTICE in '@meridian/shared/privacy'): its one line, the itemised notice folded
 * under it, so that the panel keeps its height.
 */
function SaveNotice({ id }: { id: string }) {
  return (
    <NoticeArea>
      <CollectionNoticeText notice={CALCULATION_NOTICE} id={id} />
    </NoticeArea>
  );
}

function SignInToSave({ noticeId }: { noticeId: string }) {
  const location = useLocation();
  return (
    <>
      <ButtonLink to={paths.signIn} state={{ from: `${location.pathname}${location.search}` }} $variant="ghost">
        Sign in to save this calculation
      </ButtonLink>
      <Note>Your inputs stay in this page&apos;s address, so nothing is lost while you sign in.</Note>
      <SaveNotice id={noticeId} />
    </>
  );
}

function SaveForUser({
  user,
  calculator,
  path,
  inputs,
  results,
  headline,
  title,
}: SavePanelProps & { user: SessionUser }) {
  const [phase, setPhase] = useState<Phase>({ name: 'idle' });
  const what = JSON.stringify(inputs);

  if (!hasPermission(user.role, 'save_calculations')) {
    return (
      <Note role="note">
        Saving calculations is part of client accounts. Your account&apos;s role ({user.role}) does not include it; you
        can still use every calculator and share its address.
      </Note>
    );
  }

  // The site's list of calculators (shared CALCULATOR_NAMES, and firestore.rules with it) names
  // each one a record may belong to; a calculator not on it yet could not be saved, so say so.
  if (!isCalculatorSlug(calculator)) {
    return (
      <Note role="note">
        This calculator cannot be saved to your account yet. Your inputs are in this page&apos;s address: bookmark it or
        share it to come back to them.
      </Note>
    );
  }

  const save = async () => {
    setPhase({ name: 'saving' });
    try {
      await saveCalculation(user.uid, {
        calculator,
        path,
        inputs: { ...inputs },
        results: { ...results },
        ...(headline ? { headline } : {}),
        ...(title ? { title } : {}),
      });
      setPhase({ name: 'saved', what });
    } catch (error) {
      setPhase({ name: 'failed', message: describeFirestoreError(error) });
    }
  };

  // Saved with these very inputs: the button says so and offers no duplicate; changed inputs make
  // a new calculation to save.
  const savedNow = phase.name === 'saved' && phase.what === what;
  return (
    <>
      <Button type="button" $variant="ghost" disabled={phase.name === 'saving' || savedNow} onClick={() => void save()}>
        {phase.name === 'saving' ? 'Saving…' : savedNow ? 'Saved' : 'Save this calculation'}
      </Button>
      <Status role="status" aria-live="polite">
        {savedNow ? (
          <>
            Saved to your account. <Link to={paths.savedCalculations}>See it in My Calculations</Link>
          </>
        ) : (
          ''
        )}
      </Status>
      {phase.name === 'failed' ? (
        <Failure role="alert">{phase.message} Your inputs are unchanged, so you can try again.</Failure>
      ) : null}
      <SaveNotice id="save-notice" />
    </>
  );
}

const Panel = styled.div`
  display: grid;
  margin-top: 20px;
`;

const Stack = styled.div`
  grid-area: 1 / 1;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 8px;
`;

const Reserve = styled(Stack)`
  visibility: hidden;
`;

const Current = Stack;

const Note = styled.p`
  margin: 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.color.muted};
`;

const NoticeArea = styled.div`
  font-size: 0.9rem;
`;

const Status = styled.p`
  margin: 0;
  min-height: 1.4em;
  font-weight: 600;
  color: ${({ theme }) => theme.color.success};
`;

const Failure = styled.p`
  margin: 0;
  padding: 10px 14px;
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.color.errorSurface};
  color: ${({ theme }) => theme.color.error};
  font-weight: 600;
`;
