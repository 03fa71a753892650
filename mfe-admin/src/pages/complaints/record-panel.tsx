import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Alert, Button, formatIndianNumber, Input, Select, TextArea, type SessionUser } from '@meridian/shared';
import {
  CATEGORY_LABELS,
  COMPLAINT_CATEGORIES,
  COMPLAINT_LIMITS,
  COMPLAINT_SOURCES,
  dueDate,
  istDayStart,
  istMonthOf,
  longDate,
  monthId,
  RESPONSE_DAYS,
} from '@meridian/shared/complaints';
import { actorOf } from '../../data/audit';
import { isPublished, recordComplaint } from '../../data/complaints';
import { explainChangeFailure } from '../../domain/change-failure';
import { monthName } from '../../domain/complaint-months';
import {
  emptyRecordDraft,
  RECORD_SOURCE_LABELS,
  validateRecord,
  type RecordDraft,
  type RecordErrors,
} from '../../domain/complaint-desk';
import { Card, Muted } from '../card';
import { Row } from '../field-row';

/**
 * Recording a complaint that reached us by another way than the website's form: through SEBI
 * SCORES (with its registration number), by email or letter, or from elsewhere, with the date it
 * reached us (the 21 days count from it). It gets the next ticket, audited in the same batch.
 */
export function RecordPanel({ user }: { user: SessionUser }) {
  const [draft, setDraft] = useState<RecordDraft>(() => emptyRecordDraft(Date.now()));
  const [errors, setErrors] = useState<RecordErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [recorded, setRecorded] = useState<{
    ticket: string;
    dueBy: string;
    /** The month it was received in, when that month's figures were already published ('October 2026'). */
    publishedMonth: string | null;
  } | null>(null);
  const [saving, setSaving] = useState(false);

  const set = (change: Partial<RecordDraft>) => {
    setRecorded(null);
    setDraft({ ...draft, ...change });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validateRecord(draft, Date.now());
    if (!result.ok) {
      setErrors(result.errors);
      setProblem('Some fields need fixing before the complaint can be recorded.');
      return;
    }
    setErrors({});
    setProblem(null);
    setSaving(true);
    try {
      const ticket = await recordComplaint(actorOf(user), result.complaint);
      // Recorded into a month already published (issue 37, item 5)? Asked after, never blocking it.
      const month = istMonthOf(result.complaint.receivedAt);
      const late = await isPublished(monthId(month)).catch(() => false);
      setRecorded({
        ticket,
        dueBy: longDate(dueDate(result.complaint.receivedAt)),
        publishedMonth: late ? monthName(month) : null,
      });
      setDraft(emptyRecordDraft(Date.now()));
    } catch (error) {
      // What was typed stays, to try again.
      setProblem(`The complaint was not recorded. ${explainChangeFailure(error)}`);
    } finally {
      setSaving(false);
    }
  };

  const scores = draft.source === 'scores';
  const received = istDayStart(draft.receivedOn);

  return (
    <Card aria-labelledby="record-heading">
      <h2 id="record-heading">Record a complaint</h2>
      <Muted>
        For a complaint that reached us another way than the website’s form: through SEBI SCORES, by email or letter, or
        from elsewhere. It gets the next ticket number, and the {RESPONSE_DAYS} days count from the date it reached us.
      </Muted>
      {recorded ? (
        <Alert tone="success" data-recorded-ticket={recorded.ticket}>
          Recorded as {recorded.ticket}. We must answer it by {recorded.dueBy}.
        </Alert>
      ) : null}
      {recorded?.publishedMonth ? (
        <Alert tone="error" data-recorded-late={recorded.ticket}>
          {recorded.publishedMonth}’s complaint data was published before this complaint was recorded, so it is not in
          those figures; published figures don’t change. The next month to be published counts it in its trends. Tell
          the compliance officer.
        </Alert>
      ) : null}
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      <Form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Record a complaint">
        <Row label="Received from" id="record-source" error={errors.source}>
          {(props) => (
            <Select
              {...props}
              value={draft.source}
              onChange={(event) =>
                set({ source: COMPLAINT_SOURCES.find((source) => source === event.target.value) ?? 'other' })
              }
            >
              {COMPLAINT_SOURCES.map((source) => (
                <option key={source} value={source}>
                  {RECORD_SOURCE_LABELS[source]}
                </option>
              ))}
            </Select>
          )}
        </Row>
        <Row
          label={scores ? 'SCORES registration number' : 'Reference (optional)'}
          id="record-reference"
          error={errors.reference}
          hint={scores ? undefined : 'The letter’s or email’s reference, if it has one.'}
        >
          {(props) => (
            <Input
              {...props}
              value={draft.reference}
              maxLength={COMPLAINT_LIMITS.reference}
              autoComplete="off"
              onChange={(event) => set({ reference: event.target.value })}
            />
          )}
        </Row>
        <Row
          label="Date it reached us"
          id="record-received"
          error={errors.receivedOn}
          hint={
            received === null
              ? 'As on the letter, email or SCORES, within the last year.'
              : `The answer is due by ${longDate(dueDate(received))}.`
          }
        >
          {(props) => (
            <Input
              {...props}
              type="date"
              value={draft.receivedOn}
              onChange={(event) => set({ receivedOn: event.target.value })}
            />
          )}
        </Row>
        <Row label="Complainant’s name" id="record-name" error={errors.name}>
          {(props) => (
            <Input
              {...props}
              value={draft.name}
              maxLength={COMPLAINT_LIMITS.name}
              autoComplete="off"
              onChange={(event) => set({ name: event.target.value })}
            />
          )}
        </Row>
        <Row label="Email (optional)" id="record-email" error={errors.email}>
          {(props) => (
            <Input
              {...props}
              type="email"
              value={draft.email}
              maxLength={COMPLAINT_LIMITS.email}
              autoComplete="off"
              onChange={(event) => set({ email: event.target.value })}
            />
          )}
        </Row>
        <Row label="Phone (optional)" id="record-phone" error={errors.phone}>
          {(props) => (
            <Input
              {...props}
              type="tel"
              value={draft.phone}
              autoComplete="off"
              onChange={(event) => set({ phone: event.target.value })}
            />
          )}
        </Row>
        <Row label="Our client?" id="record-client" error={errors.client}>
          {(props) => (
            <Select
              {...props}
              value={draft.client}
              onChange={(event) =>
                set({ client: event.target.value === 'yes' ? 'yes' : event.target.value === 'no' ? 'no' : '' })
              }
            >
              <option value="">Choose…</option>
              <option value="yes">Yes</option>
              <option value="no">No</option>
            </Select>
          )}
        </Row>
        <Row label="What it is about" id="record-category" error={errors.category}>
          {(props) => (
            <Select
              {...props}
              value={draft.category}
              onChange={(event) =>
                set({ category: COMPLAINT_CATEGORIES.find((category) => category === event.target.value) ?? '' })
              }
            >
              <option value="">Choose…</option>
              {COMPLAINT_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {CATEGORY_LABELS[category]}
                </option>
              ))}
            </Select>
          )}
        </Row>
        <Row
          label="What the complaint says"
          id="record-description"
          error={errors.description}
          hint={`Up to ${formatIndianNumber(COMPLAINT_LIMITS.description)} characters.`}
        >
          {(props) => (
            <TextArea
              {...props}
              rows={6}
              value={draft.description}
              onChange={(event) => set({ description: event.target.value })}
            />
          )}
        </Row>
        <div>
          <Button type="submit" disabled={saving}>
            {saving ? 'Recording…' : 'Record the complaint'}
          </Button>
        </div>
      </Form>
    </Card>
  );
}

const Form = styled.form`
  display: grid;
  gap: 14px;
  max-width: 640px;
`;
