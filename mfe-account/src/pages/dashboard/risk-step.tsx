import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Alert, Button, describeFirestoreError, FieldError, useLoad } from '@meridian/shared';
import { formatDate, formatDateTime, Loading } from '@meridian/portal-kit';
import {
  explainRisk,
  reviewDue,
  RISK_CATEGORY_WORDS,
  RISK_QUESTIONNAIRE,
  scoreRisk,
  unansweredQuestions,
  type RiskAnswers,
  type StoredRiskVersion,
} from '@meridian/shared/onboarding';
import { acceptRiskVersion, latestRiskVersion, saveRiskAnswers } from '../../data/risk-profile';
import { Actions, Muted, Step } from './card';

type State = { kind: 'idle' } | { kind: 'working' } | { kind: 'failed'; message: string };

/**
 * The onboarding's second step (issue 36, item 3): the risk questionnaire, answered and stored as
 * a version of its own (never over an earlier one), its profile computed from the answers
 * (capacity for loss apart from willingness, the lower governing) and explained in words, and
 * accepted by the client in one clear act, recorded with the server's time. Accepted, it shows
 * when, on which questionnaire, and the review a year on; answering again makes a new version to
 * accept. What was chosen stays if saving fails.
 */
export function RiskStep({ uid }: { uid: string }) {
  const [latest, reload] = useLoad(() => latestRiskVersion(uid), `risk:${uid}`);
  const [answering, setAnswering] = useState<RiskAnswers | null>(null);
  return (
    <Step aria-labelledby="risk-step">
      <h3 id="risk-step">Step 2: your risk profile</h3>
      <Loading loaded={latest} retry={reload}>
        {(version) =>
          answering || !version ? (
            <Questionnaire
              uid={uid}
              start={answering ?? {}}
              onSaved={() => {
                setAnswering(null);
                reload();
              }}
              onCancel={version ? () => setAnswering(null) : null}
            />
          ) : (
            <Profile
              uid={uid}
              version={version}
              onAccepted={reload}
              onAnswerAgain={() => setAnswering(version.answers)}
            />
          )
        }
      </Loading>
    </Step>
  );
}

function Profile({
  uid,
  version,
  onAccepted,
  onAnswerAgain,
}: {
  uid: string;
  version: StoredRiskVersion;
  onAccepted: () => void;
  onAnswerAgain: () => void;
}) {
  const [state, setState] = useState<State>({ kind: 'idle' });
  const result = scoreRisk(version.answers);
  if (!result)
    return <Alert tone="error">Your stored answers are incomplete. Please answer the questions again.</Alert>;
  const accept = async () => {
    setState({ kind: 'working' });
    try {
      await acceptRiskVersion(uid, version.id);
      setState({ kind: 'idle' });
      onAccepted();
    } catch (error) {
      setState({ kind: 'failed', message: `Your acceptance was not recorded. ${describeFirestoreError(error)}` });
    }
  };
  return (
    <div data-risk-profile={result.category} data-accepted={version.acceptedAt === null ? 'no' : 'yes'}>
      <Result>{RISK_CATEGORY_WORDS[result.category].name}</Result>
      <p>{explainRisk(result)}</p>
      {state.kind === 'failed' ? <Alert tone="error">{state.message}</Alert> : null}
      {version.acceptedAt === null ? (
        <>
          <Muted>
            If this describes you, accept it: your adviser then records why the service suits it. If not, change your
            answers.
          </Muted>
          <Actions>
            <Button type="button" disabled={state.kind === 'working'} onClick={() => void accept()}>
              {state.kind === 'working' ? 'Recording…' : 'I accept this risk profile'}
            </Button>
            <Button type="button" $variant="outline" onClick={onAnswerAgain}>
              Change my answers
            </Button>
          </Actions>
        </>
      ) : (
        <>
          <p>
            You accepted it on {formatDateTime(version.acceptedAt)} (questionnaire of {version.questionnaireVersion}).
            We review it with you by {formatDate(reviewDue(version.acceptedAt))}, or sooner if your circumstances
            change.
          </p>
          <Actions>
            <Button type="button" $variant="outline" onClick={onAnswerAgain}>
              Answer again
            </Button>
          </Actions>
        </>
      )}
    </div>
  );
}

function Questionnaire({
  uid,
  start,
  onSaved,
  onCancel,
}: {
  uid: string;
  start: RiskAnswers;
  onSaved: () => void;
  onCancel: (() => void) | null;
}) {
  const [answers, setAnswers] = useState<Record<string, string>>({ ...start });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [state, setState] = useState<State>({ kind: 'idle' });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const missing = unansweredQuestions(answers);
    setErrors(missing);
    const first = RISK_QUESTIONNAIRE.questions.find((question) => missing[question.id]);
    if (first) {
      document.getElementById(`risk-${first.id}-${first.options[0]?.value ?? '1'}`)?.focus();
      return;
    }
    setState({ kind: 'working' });
    try {
      await saveRiskAnswers(uid, answers);
      setState({ kind: 'idle' });
      onSaved();
    } catch (error) {
      setState({ kind: 'failed', message: `Your answers were not saved. ${describeFirestoreError(error)}` });
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label="Risk questionnaire">
      <Muted>
        Ten questions about your circumstances and how you feel about risk. Your answers give your risk profile, which
        you can accept or change. Each time you answer, we keep the answers as a new version.
      </Muted>
      {state.kind === 'failed' ? <Alert tone="error">{state.message}</Alert> : null}
      <Questions>
        {RISK_QUESTIONNAIRE.questions.map((question, index) => (
          <li key={question.id}>
            <fieldset aria-describedby={errors[question.id] ? `risk-${question.id}-error` : undefined}>
              <legend>
                {index + 1}. {question.text}
              </legend>
              {question.options.map((option) => (
                <label key={option.value} htmlFor={`risk-${question.id}-${option.value}`}>
                  <input
                    id={`risk-${question.id}-${option.value}`}
                    type="radio"
                    name={`risk-${question.id}`}
                    value={option.value}
                    checked={answers[question.id] === option.value}
                    onChange={() => {
                      setAnswers((current) => ({ ...current, [question.id]: option.value }));
                      setErrors(({ [question.id]: _answered, ...rest }) => rest);
                    }}
                  />
                  {option.label}
                </label>
              ))}
              {errors[question.id] ? (
                <FieldError id={`risk-${question.id}-error`}>{errors[question.id]}</FieldError>
              ) : null}
            </fieldset>
          </li>
        ))}
      </Questions>
      <Actions>
        <Button type="submit" disabled={state.kind === 'working'}>
          {state.kind === 'working' ? 'Saving…' : 'Show my risk profile'}
        </Button>
        {onCancel ? (
          <Button type="button" $variant="outline" onClick={onCancel}>
            Keep my earlier answers
          </Button>
        ) : null}
      </Actions>
    </form>
  );
}

const Result = styled.p`
  font-size: 1.25rem;
  font-weight: 700;
  color: ${({ theme }) => theme.color.navy};
`;

const Questions = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 16px;
  fieldset {
    border: 0;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 4px;
  }
  legend {
    font-weight: 600;
    margin-bottom: 6px;
  }
  label {
    display: flex;
    gap: 10px;
    align-items: center;
    min-height: 32px;
    cursor: pointer;
  }
  input {
    margin: 0;
    width: 20px;
    height: 20px;
    flex: none;
  }
`;
