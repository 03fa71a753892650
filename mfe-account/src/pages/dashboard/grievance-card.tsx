import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Alert, Button, Input, Link, paths, Select, TextArea } from '@meridian/shared';
import { FormField } from '@meridian/shared/form-kit';
import { Loading, NeverKept, useKeptAfterAction } from '@meridian/portal-kit';
import {
  DATA_PROTECTION_LINE,
  EMPTY_GRIEVANCE,
  GRIEVANCE_CATEGORIES,
  GRIEVANCE_CATEGORY_LABELS,
  GRIEVANCE_LIMITS,
  GRIEVANCE_RESPONSE_DAYS,
  isGrievanceCategory,
  validateGrievance,
  type GrievanceErrors,
  type GrievanceFields,
} from '@meridian/shared/privacy';
import { GRIEVANCE_TEXT } from '../../content/privacy';
import { keptGrievances, readKeptGrievances } from '../../domain/my-grievances';
import { listMyGrievances, sendGrievance } from '../../data/grievances';
import { Card, Muted, Pill, RecordList, RecordTop } from './card';
import { Form, Row } from './form-layout';

type State =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent'; receivedOn: string; dueBy: string }
  | { kind: 'failed'; message: string };

/**
 * A grievance to the data protection officer (issue 19, item 4): the form (what it is about and a
 * subject, both optional; the description required, up to 5,000 characters), sent through the
 * public-write endpoint with the person's ID token; the receipt with the due date and the
 * officer's contact; and the person's grievances with their status, due date and answer.
 * What was typed stays in the form until it is sent.
 *
 * The list as this person last saw it on this device shows at once, inert, while it is read again
 * (useKept, issue 22); once a grievance is sent, only the read's answer. The memory holds the list
 * as read, never what is typed; the receipt is for this visit only.
 */
export function GrievanceCard({ uid, onChange }: { uid: string; onChange: () => void }) {
  const [grievances, retry, reload] = useKeptAfterAction(() => listMyGrievances(uid), `grievances:${uid}`, {
    uid,
    name: 'grievances',
    save: keptGrievances,
    restore: readKeptGrievances,
  });
  const [fields, setFields] = useState<GrievanceFields>(EMPTY_GRIEVANCE);
  const [errors, setErrors] = useState<GrievanceErrors>({});
  const [state, setState] = useState<State>({ kind: 'idle' });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateGrievance(fields);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setState({ kind: 'failed', message: GRIEVANCE_TEXT.fixFields });
      document.getElementById(`grievance-${Object.keys(found)[0] ?? 'description'}`)?.focus();
      return;
    }
    setState({ kind: 'sending' });
    const outcome = await sendGrievance(fields, GRIEVANCE_TEXT.unreachable);
    if (outcome.kind === 'sent') {
      setState({ kind: 'sent', receivedOn: outcome.receivedOn, dueBy: outcome.dueBy });
      setFields(EMPTY_GRIEVANCE);
      reload();
      onChange();
      return;
    }
    if (outcome.kind === 'invalid') setErrors(outcome.errors);
    setState({ kind: 'failed', message: outcome.message });
  };

  return (
    <Card aria-labelledby="privacy-grievance">
      <h2 id="privacy-grievance">{GRIEVANCE_TEXT.heading}</h2>
      <Muted>{GRIEVANCE_TEXT.intro(GRIEVANCE_RESPONSE_DAYS)}</Muted>
      <Muted>
        {GRIEVANCE_TEXT.notSebi} <Link to={paths.complaints}>{GRIEVANCE_TEXT.complaintDesk}</Link>
      </Muted>
      {state.kind === 'sent' ? (
        <NeverKept>
          <Alert tone="success" data-grievance-receipt>
            {GRIEVANCE_TEXT.received(state.receivedOn, state.dueBy)} {DATA_PROTECTION_LINE}
          </Alert>
        </NeverKept>
      ) : null}
      {state.kind === 'failed' ? <Alert tone="error">{state.message}</Alert> : null}
      <Form noValidate onSubmit={(event) => void submit(event)} aria-label="Send a grievance">
        <FormField id="grievance-category" label={GRIEVANCE_TEXT.category} error={errors.category}>
          {(control) => (
            <Select
              {...control}
              value={fields.category}
              onChange={(event) =>
                setFields({
                  ...fields,
                  category: isGrievanceCategory(event.target.value) ? event.target.value : '',
                })
              }
            >
              <option value="">{GRIEVANCE_TEXT.categoryNone}</option>
              {GRIEVANCE_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {GRIEVANCE_CATEGORY_LABELS[category]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField id="grievance-subject" label={GRIEVANCE_TEXT.subject} error={errors.subject}>
          {(control) => (
            <Input
              {...control}
              value={fields.subject}
              onChange={(event) => setFields({ ...fields, subject: event.target.value })}
            />
          )}
        </FormField>
        <FormField
          id="grievance-description"
          label={GRIEVANCE_TEXT.description}
          hint={
            <>
              {GRIEVANCE_TEXT.descriptionHint(GRIEVANCE_LIMITS.description)}{' '}
              {GRIEVANCE_TEXT.counter(fields.description.length, GRIEVANCE_LIMITS.description)}
            </>
          }
          error={errors.description}
          errorFirst
        >
          {(control) => (
            <TextArea
              {...control}
              rows={6}
              value={fields.description}
              onChange={(event) => setFields({ ...fields, description: event.target.value })}
            />
          )}
        </FormField>
        <Row>
          <Button type="submit" disabled={state.kind === 'sending'}>
            {state.kind === 'sending' ? GRIEVANCE_TEXT.sending : GRIEVANCE_TEXT.send}
          </Button>
        </Row>
      </Form>
      <Sub>{GRIEVANCE_TEXT.listHeading}</Sub>
      <Loading loaded={grievances} retry={retry}>
        {(items) =>
          items.length === 0 ? (
            <Muted>{GRIEVANCE_TEXT.none}</Muted>
          ) : (
            <RecordList>
              {items.map((item) => (
                <li key={item.id} data-grievance={item.id} data-status={item.status}>
                  <RecordTop>
                    <strong>{item.subject || item.category || GRIEVANCE_TEXT.heading}</strong>
                    <Status $answered={item.status === 'answered'}>{item.statusLabel}</Status>
                  </RecordTop>
                  <Facts>
                    {GRIEVANCE_TEXT.receivedOn(item.receivedOn)}{' '}
                    {item.dueBy ? GRIEVANCE_TEXT.dueBy(item.dueBy) : GRIEVANCE_TEXT.answeredOn(item.answeredOn ?? '')}
                  </Facts>
                  {item.answer ? (
                    <Answer>
                      <strong>{GRIEVANCE_TEXT.answerHeading}:</strong> {item.answer}
                      <br />
                      {DATA_PROTECTION_LINE}
                    </Answer>
                  ) : null}
                </li>
              ))}
            </RecordList>
          )
        }
      </Loading>
    </Card>
  );
}

const Sub = styled.h3`
  margin: 20px 0 8px;
  font-size: 1rem;
  color: ${({ theme }) => theme.color.navy};
`;

const Status = styled(Pill)<{ $answered: boolean }>`
  color: ${({ theme, $answered }) => ($answered ? theme.color.success : theme.color.navy)};
  background: ${({ theme, $answered }) => ($answered ? theme.color.successSurface : theme.color.navySurface)};
`;

const Facts = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.muted};
`;

const Answer = styled.p`
  margin: 6px 0 0;
  white-space: pre-line;
`;
