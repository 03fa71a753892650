import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { AUDIT_LIMITS, Button, Field, FieldError, FieldHint, Select, TextArea } from '@meridian/shared';
import {
  CATEGORY_LABELS,
  COMPLAINT_LIMITS,
  dueDate,
  longDate,
  nextStatuses,
  SOURCE_NAMES,
  STATUS_LABELS,
  type ComplaintRow,
  type ComplaintStatus,
} from '@meridian/shared/complaints';
import { formatDateTime } from '@meridian/portal-kit';
import { LANGUAGES } from '@meridian/shared/languages';
import { complaintAge, validateStatusChange, type StatusDraft, type StatusErrors } from '../../domain/complaint-desk';
import { Muted } from '../card';

export interface StatusChange {
  status: ComplaintStatus;
  resolution: string;
  note: string;
}

/**
 * One complaint, every field of it, and (with manage_complaints) its status change: forward only,
 * the resolution as told to the complainant needed to resolve, a note for the audit log.
 */
export function ComplaintDetail({
  row,
  now,
  manage,
  waiting,
  onChange,
}: {
  row: ComplaintRow;
  now: number;
  manage: boolean;
  /** A change is waiting for its Undo time: one at a time. */
  waiting: boolean;
  onChange: (change: StatusChange) => void;
}) {
  const age = row.receivedAt === null ? null : complaintAge(row.receivedAt, row.resolvedAt, now);
  return (
    <Detail aria-label={`Complaint ${row.ticket}`} data-complaint-detail={row.ticket}>
      <Facts>
        <dt>Ticket</dt>
        <dd>{row.ticket}</dd>
        <dt>Received</dt>
        <dd>
          {formatDateTime(row.receivedAt)}
          {row.receivedAt === null ? null : ` (answer due by ${longDate(dueDate(row.receivedAt))})`}
        </dd>
        <dt>Received from</dt>
        <dd>{SOURCE_NAMES[row.source]}</dd>
        <dt>Reference</dt>
        <dd>{row.reference || '—'}</dd>
        <dt>Status</dt>
        <dd>{STATUS_LABELS[row.status]}</dd>
        <dt>Days against the limit</dt>
        <dd>{age?.text ?? '—'}</dd>
        <dt>About</dt>
        <dd>{CATEGORY_LABELS[row.category]}</dd>
        <dt>Impersonation</dt>
        <dd>{row.impersonation ? 'Yes: about someone pretending to be us' : 'No'}</dd>
        <dt>Name</dt>
        <dd>{row.name}</dd>
        <dt>Email</dt>
        <dd>{row.email || '—'}</dd>
        <dt>Phone</dt>
        <dd>{row.phone || '—'}</dd>
        <dt>Our client</dt>
        <dd>{row.isClient ? 'Yes' : 'No'}</dd>
        <dt>Form’s language</dt>
        <dd>{row.language ? `${LANGUAGES[row.language].name}: answer in it` : 'Not recorded'}</dd>
        <dt>Lodged while signed in</dt>
        <dd>{row.signedIn ? 'Yes: they see its status in their dashboard' : 'No'}</dd>
        <dt>Resolved</dt>
        <dd>{row.status === 'resolved' ? formatDateTime(row.resolvedAt) : 'Not yet'}</dd>
      </Facts>
      <h3>What the complaint says</h3>
      <Text>{row.description}</Text>
      {row.status === 'resolved' ? (
        <>
          <h3>Resolution</h3>
          <Text>{row.resolution || '—'}</Text>
        </>
      ) : manage ? (
        <StatusForm key={row.status} row={row} waiting={waiting} onChange={onChange} />
      ) : (
        <Muted>Changing a complaint’s status needs the permission to manage complaints.</Muted>
      )}
    </Detail>
  );
}

function StatusForm({
  row,
  waiting,
  onChange,
}: {
  row: ComplaintRow;
  waiting: boolean;
  onChange: (change: StatusChange) => void;
}) {
  const [draft, setDraft] = useState<StatusDraft>({ status: '', resolution: '', note: '' });
  const [errors, setErrors] = useState<StatusErrors>({});
  const id = (field: string) => `${row.ticket}-${field}`;
  const set = (change: Partial<StatusDraft>) => setDraft({ ...draft, ...change });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validateStatusChange(row.status, draft);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    onChange({ status: result.status, resolution: result.resolution, note: result.note });
  };

  const describedBy = (field: keyof StatusDraft, hint?: string) =>
    [errors[field] ? id(`${field}-error`) : null, hint ?? null].filter(Boolean).join(' ') || undefined;

  return (
    <form onSubmit={submit} noValidate aria-label={`Change the status of ${row.ticket}`}>
      <h3>Change the status</h3>
      <Fields>
        <Field>
          <label htmlFor={id('status')}>New status</label>
          <Select
            id={id('status')}
            value={draft.status}
            aria-invalid={errors.status ? true : undefined}
            aria-describedby={describedBy('status')}
            onChange={(event) =>
              set({ status: nextStatuses(row.status).find((status) => status === event.target.value) ?? '' })
            }
          >
            <option value="">Choose…</option>
            {nextStatuses(row.status).map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </Select>
          {errors.status ? <FieldError id={id('status-error')}>{errors.status}</FieldError> : null}
        </Field>
        {draft.status === 'resolved' ? (
          <Field>
            <label htmlFor={id('resolution')}>Resolution</label>
            <FieldHint id={id('resolution-hint')}>
              What we told the complainant. It is kept with the complaint; a resolved complaint can’t change any more.
            </FieldHint>
            <TextArea
              id={id('resolution')}
              rows={4}
              maxLength={COMPLAINT_LIMITS.resolution}
              value={draft.resolution}
              aria-invalid={errors.resolution ? true : undefined}
              aria-describedby={describedBy('resolution', id('resolution-hint'))}
              onChange={(event) => set({ resolution: event.target.value })}
            />
            {errors.resolution ? <FieldError id={id('resolution-error')}>{errors.resolution}</FieldError> : null}
          </Field>
        ) : null}
        <Field>
          <label htmlFor={id('note')}>Note (kept in the audit log, optional)</label>
          <TextArea
            id={id('note')}
            rows={2}
            maxLength={AUDIT_LIMITS.note}
            value={draft.note}
            aria-invalid={errors.note ? true : undefined}
            aria-describedby={describedBy('note')}
            onChange={(event) => set({ note: event.target.value })}
          />
          {errors.note ? <FieldError id={id('note-error')}>{errors.note}</FieldError> : null}
        </Field>
      </Fields>
      <Button type="submit" disabled={waiting}>
        Change status
      </Button>
    </form>
  );
}

const Detail = styled.section`
  padding: 8px 0;
  h3 {
    margin: 16px 0 8px;
    font-size: 1rem;
    color: ${({ theme }) => theme.color.navy};
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 6px 16px;
  margin: 0;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

const Text = styled.p`
  white-space: pre-wrap;
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
