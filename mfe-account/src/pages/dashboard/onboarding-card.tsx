import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Alert, Button, describeFirestoreError, Field, FieldError, FieldHint, Input, useLoad } from '@meridian/shared';
import { Blank, formatDateTime, Loading } from '@meridian/portal-kit';
import { DECLARATION_TEXT, maskedPan, PAN_PURPOSE, panProblem } from '@meridian/shared/onboarding';
import { makeDeclaration, readMyDeclaration, type MyDeclaration } from '../../data/declaration';
import { AgreementSteps } from './agreement-step';
import { Card, Muted, Quote } from './card';
import { RiskStep } from './risk-step';

type State = { kind: 'idle' } | { kind: 'working' } | { kind: 'failed'; message: string };

/**
 * Becoming a client (issue 36, item 3): its first step, the declaration that the person takes
 * investment advice, and not distribution, from the firm's group, made with their PAN, once. Made,
 * it shows what was declared, when, and the PAN by its last four characters, then the second
 * step, the risk profile (risk-step.tsx). Read afresh each time (not kept on the device); what
 * was typed stays in the form if making it fails.
 */
export function OnboardingCard({ uid }: { uid: string }) {
  const [declaration, reload] = useLoad(() => readMyDeclaration(uid), `declaration:${uid}`);
  return (
    <Wide aria-labelledby="overview-onboarding">
      <h2 id="overview-onboarding">Becoming a client</h2>
      <Loading loaded={declaration} retry={reload} placeholder={placeholder}>
        {(made) =>
          made ? (
            <>
              <Declared made={made} />
              <RiskStep uid={uid} />
              <AgreementSteps uid={uid} />
            </>
          ) : (
            <DeclarationForm uid={uid} onMade={reload} />
          )
        }
      </Loading>
    </Wide>
  );
}

function Declared({ made }: { made: MyDeclaration }) {
  return (
    <div data-declared="">
      <Step>Step 1 of the onboarding: done</Step>
      <p>
        You declared on {formatDateTime(made.at)} that you take investment advice, not distribution, from us (PAN{' '}
        {maskedPan(made.pan)}).
      </p>
      <Quote>{DECLARATION_TEXT}</Quote>
      <Muted>
        No advice is given and no fee is charged until you have accepted your risk profile and signed our agreement.
      </Muted>
    </div>
  );
}

function DeclarationForm({ uid, onMade }: { uid: string; onMade: () => void }) {
  const [pan, setPan] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<{ pan?: string; agreed?: string }>({});
  const [state, setState] = useState<State>({ kind: 'idle' });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = {
      ...(panProblem(pan) ? { pan: panProblem(pan) } : {}),
      ...(agreed ? {} : { agreed: 'Please tick the box to make the declaration.' }),
    };
    setErrors(found);
    if (found.pan || found.agreed) {
      document.getElementById(found.pan ? 'declaration-pan' : 'declaration-agreed')?.focus();
      return;
    }
    setState({ kind: 'working' });
    try {
      await makeDeclaration(uid, pan);
      setState({ kind: 'idle' });
      onMade();
    } catch (error) {
      setState({ kind: 'failed', message: `Your declaration was not saved. ${describeFirestoreError(error)}` });
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label="Declare advice, not distribution">
      <Step>Step 1 of the onboarding: advice, not distribution</Step>
      <Muted>
        SEBI lets each client take either advice or distribution from an adviser’s group, not both. Declare which you
        take from us; it is made once, and we keep it as our record.
      </Muted>
      {state.kind === 'failed' ? <Alert tone="error">{state.message}</Alert> : null}
      <Field>
        <label htmlFor="declaration-pan">Your PAN</label>
        <FieldHint id="declaration-pan-hint">{PAN_PURPOSE}</FieldHint>
        <PanInput
          id="declaration-pan"
          value={pan}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={12}
          aria-invalid={errors.pan ? true : undefined}
          aria-describedby={['declaration-pan-hint', errors.pan ? 'declaration-pan-error' : '']
            .filter(Boolean)
            .join(' ')}
          onChange={(event) => {
            setPan(event.target.value);
            setErrors(({ pan: _gone, ...rest }) => rest);
          }}
        />
        {errors.pan ? <FieldError id="declaration-pan-error">{errors.pan}</FieldError> : null}
      </Field>
      <Agree>
        <input
          id="declaration-agreed"
          type="checkbox"
          checked={agreed}
          aria-invalid={errors.agreed ? true : undefined}
          aria-describedby={errors.agreed ? 'declaration-agreed-error' : undefined}
          onChange={(event) => {
            setAgreed(event.target.checked);
            setErrors(({ agreed: _gone, ...rest }) => rest);
          }}
        />
        <label htmlFor="declaration-agreed">{DECLARATION_TEXT}</label>
      </Agree>
      {errors.agreed ? <FieldError id="declaration-agreed-error">{errors.agreed}</FieldError> : null}
      <div>
        <Button type="submit" disabled={state.kind === 'working'}>
          {state.kind === 'working' ? 'Saving…' : 'Make the declaration'}
        </Button>
      </div>
    </form>
  );
}

const Wide = styled(Card)`
  grid-column: 1 / -1;
  form {
    display: grid;
    gap: 12px;
    max-width: 720px;
  }
  p {
    margin: 0 0 8px;
  }
`;

const Step = styled.p`
  font-weight: 600;
  color: ${({ theme }) => theme.color.navy};
`;

const PanInput = styled(Input)`
  max-width: 16rem;
  text-transform: uppercase;
  letter-spacing: 0.08em;
`;

const Agree = styled.div`
  display: flex;
  gap: 10px;
  align-items: flex-start;
  input {
    width: 24px;
    height: 24px;
    margin: 2px 0 0;
    flex: none;
  }
`;

/** The step's shape while it is read: its line and two of text. */
const placeholder = (
  <div>
    <Step>
      <Blank width="16em" />
    </Step>
    <p>
      <Blank width="90%" />
    </p>
    <p>
      <Blank width="70%" />
    </p>
  </div>
);
