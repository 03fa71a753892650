import { useState } from 'react';
import styled from 'styled-components';
import { Button, ButtonLink, describeFirestoreError, hasPermission, paths, saveCalculation, useAuth, useLocation } from '@meridian/shared';

export interface SavePanelProps {
  /** The calculator's slug, e.g. 'home-loan'. */
  calculator: string;
  inputs: Readonly<Record<string, number | string | boolean>>;
  /** Headline results at full precision. */
  results: Readonly<Record<string, number>>;
}

type Phase = { name: 'idle' } | { name: 'saving' } | { name: 'saved'; what: string } | { name: 'failed'; message: string };

/**
 * Saving a calculation to the visitor's account. Signed out: a link to sign in (the inputs stay in
 * the address). Signed in with save_calculations (user, superadmin): a Save button. Staff roles
 * without that permission are told why they cannot save.
 */
export function SavePanel({ calculator, inputs, results }: SavePanelProps) {
  const { user, loading } = useAuth();
  const location = useLocation();
  const [phase, setPhase] = useState<Phase>({ name: 'idle' });
  const what = JSON.stringify(inputs);

  if (loading) return null;

  if (!user) {
    return (
      <Panel>
        <ButtonLink to={paths.signIn} state={{ from: `${location.pathname}${location.search}` }} $variant="ghost">
          Sign in to save this calculation
        </ButtonLink>
        <Note>Your inputs stay in this page&apos;s address, so nothing is lost while you sign in.</Note>
      </Panel>
    );
  }

  if (!hasPermission(user.role, 'save_calculations')) {
    return (
      <Panel>
        <Note role="note">
          Saving calculations is part of client accounts. Your account&apos;s role ({user.role}) does not include it; you can
          still use every calculator and share its address.
        </Note>
      </Panel>
    );
  }

  const save = async () => {
    setPhase({ name: 'saving' });
    try {
      await saveCalculation(user.uid, { calculator, inputs: { ...inputs }, results: { ...results } });
      setPhase({ name: 'saved', what });
    } catch (error) {
      setPhase({ name: 'failed', message: describeFirestoreError(error) });
    }
  };

  return (
    <Panel>
      <Button type="button" $variant="ghost" disabled={phase.name === 'saving'} onClick={() => void save()}>
        {phase.name === 'saving' ? 'Saving…' : 'Save this calculation'}
      </Button>
      <Status role="status" aria-live="polite">
        {phase.name === 'saved' && phase.what === what ? 'Saved to your account.' : ''}
      </Status>
      {phase.name === 'failed' ? (
        <Failure role="alert">
          {phase.message} Your inputs are unchanged, so you can try again.
        </Failure>
      ) : null}
    </Panel>
  );
}

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 8px;
  margin-top: 20px;
`;

const Note = styled.p`
  margin: 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.color.muted};
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
