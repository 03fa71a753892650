import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  Alert,
  AUDIT_LIMITS,
  Button,
  Field,
  FieldError,
  FieldHint,
  hasPermission,
  TextArea,
  type SessionUser,
} from '@meridian/shared';
import { longDate } from '@meridian/shared/complaints';
import {
  DATA_PROTECTION_LINE,
  GRIEVANCE_CATEGORY_LABELS,
  GRIEVANCE_LIMITS,
  GRIEVANCE_RESPONSE_DAYS,
  GRIEVANCE_STATUS_LABELS,
  validateGrievanceAnswer,
} from '@meridian/shared/privacy';
import { formatDateTime, Loading, ShowMore, usePages } from '@meridian/portal-kit';
import { actorOf } from '../../data/audit';
import { answerGrievance, listGrievances, type GrievanceRow } from '../../data/grievances';
import { explainChangeFailure } from '../../domain/change-failure';
import { Card, Muted } from '../card';

/**
 * Data protection grievances (issue 19, item 4), beside the complaints: what people sent to the
 * data protection officer from their Privacy tab, newest first, each with its due date
 * (GRIEVANCE_RESPONSE_DAYS, at most 90 by the DPDP Rules). view_complaints reads them;
 * manage_complaints answers an open one (the answer is what the person sees, with the officer's
 * contact), audited with a note. They are not SEBI complaints and are not in the monthly data.
 */
export function GrievanceList({ user }: { user: SessionUser }) {
  const pages = usePages(listGrievances, 'grievances');
  const manage = hasPermission(user.role, 'manage_complaints');
  return (
    <Card aria-labelledby="grievances-heading">
      <h2 id="grievances-heading">Data protection grievances</h2>
      <Muted>
        Sent to our data protection contact from the Privacy tab of the dashboard. We answer each within{' '}
        {GRIEVANCE_RESPONSE_DAYS} days (the DPDP Rules, 2025 allow at most 90). They are not SEBI complaints and are not
        counted in the monthly complaint data.
      </Muted>
      <Loading loaded={pages.loaded} retry={pages.reload}>
        {(results) => {
          const rows = results.flatMap((result) => result.rows);
          if (rows.length === 0) return <Muted>No grievances yet.</Muted>;
          return (
            <>
              <List>
                {rows.map((row) => (
                  <GrievanceItem key={row.id} row={row} manage={manage} user={user} onDone={pages.reload} />
                ))}
              </List>
              <ShowMore pages={pages} label="Show older grievances" />
            </>
          );
        }}
      </Loading>
    </Card>
  );
}

function GrievanceItem({
  row,
  manage,
  user,
  onDone,
}: {
  row: GrievanceRow;
  manage: boolean;
  user: SessionUser;
  onDone: () => void;
}) {
  return (
    <li
      data-grievance={row.id}
      data-status={row.status}
      aria-label={`Grievance received ${formatDateTime(row.receivedAt)}`}
    >
      <Facts>
        <dt>Received</dt>
        <dd>{formatDateTime(row.receivedAt)}</dd>
        <dt>Answer due by</dt>
        <dd>{row.dueBy ? longDate(row.dueBy) : '—'}</dd>
        <dt>Status</dt>
        <dd>{GRIEVANCE_STATUS_LABELS[row.status]}</dd>
        <dt>From</dt>
        <dd>{row.email || 'A signed-in account (no email)'}</dd>
        <dt>About</dt>
        <dd>{GRIEVANCE_CATEGORY_LABELS[row.category]}</dd>
        <dt>Subject</dt>
        <dd>{row.subject || '—'}</dd>
      </Facts>
      <Text>{row.description}</Text>
      {row.status === 'answered' ? (
        <>
          <h3>Our answer ({formatDateTime(row.answeredAt)})</h3>
          <Text>{row.answer}</Text>
        </>
      ) : manage ? (
        <AnswerForm row={row} user={user} onDone={onDone} />
      ) : (
        <Muted>Answering a grievance needs the permission to manage complaints.</Muted>
      )}
    </li>
  );
}

function AnswerForm({ row, user, onDone }: { row: GrievanceRow; user: SessionUser; onDone: () => void }) {
  const [answer, setAnswer] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [state, setState] = useState<{ kind: 'idle' | 'working' } | { kind: 'failed'; message: string }>({
    kind: 'idle',
  });
  const id = (field: string) => `grievance-${row.id}-${field}`;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = validateGrievanceAnswer(answer);
    setError(problem);
    if (problem) {
      document.getElementById(id('answer'))?.focus();
      return;
    }
    setState({ kind: 'working' });
    try {
      await answerGrievance(actorOf(user), row.id, answer, note.trim());
      setState({ kind: 'idle' });
      onDone();
    } catch (failure) {
      setState({ kind: 'failed', message: explainChangeFailure(failure) });
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={`Answer the grievance of ${row.email || row.id}`}
    >
      <h3>Answer and close</h3>
      {state.kind === 'failed' ? <Alert tone="error">{state.message}</Alert> : null}
      <Fields>
        <Field>
          <label htmlFor={id('answer')}>Answer</label>
          <FieldHint id={id('answer-hint')}>
            What we tell the person: they see it in their Privacy tab, followed by our contact ({DATA_PROTECTION_LINE}).
            An answered grievance can’t change any more.
          </FieldHint>
          <TextArea
            id={id('answer')}
            rows={4}
            maxLength={GRIEVANCE_LIMITS.answer}
            value={answer}
            aria-invalid={error ? true : undefined}
            aria-describedby={[error ? id('answer-error') : null, id('answer-hint')].filter(Boolean).join(' ')}
            onChange={(event) => setAnswer(event.target.value)}
          />
          {error ? <FieldError id={id('answer-error')}>{error}</FieldError> : null}
        </Field>
        <Field>
          <label htmlFor={id('note')}>Note (kept in the audit log, optional)</label>
          <TextArea
            id={id('note')}
            rows={2}
            maxLength={AUDIT_LIMITS.note}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        </Field>
      </Fields>
      <Button type="submit" disabled={state.kind === 'working'}>
        {state.kind === 'working' ? 'Saving...' : 'Mark answered'}
      </Button>
    </form>
  );
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 20px;
  & > li {
    padding-bottom: 20px;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  h3 {
    margin: 16px 0 8px;
    font-size: 1rem;
    color: ${({ theme }) => theme.color.navy};
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 6px 16px;
  margin: 0 0 12px;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Text = styled.p`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  padding: 12px;
  margin: 0;
  background: ${({ theme }) => theme.color.surface};
  border-radius: ${({ theme }) => theme.radius.small};
`;

const Fields = styled.div`
  display: grid;
  gap: 12px;
  max-width: 640px;
  margin-bottom: 12px;
`;
