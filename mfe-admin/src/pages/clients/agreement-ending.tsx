import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Alert, Button, Field, formatRupees, Input, Select, TextArea, type SessionUser } from '@meridian/shared';
import { istDate } from '@meridian/shared/complaints';
import { longDate } from '@meridian/shared/compliance';
import {
  breakageCap,
  END_REASON_WORDS,
  endingRefund,
  ENDING_LIMITS,
  type AgreementTerms,
  type EndingRead,
} from '@meridian/shared/onboarding';
import { formatDateTime } from '@meridian/portal-kit';
import { actorOf } from '../../data/audit';
import { endAgreement } from '../../data/onboarding';
import { explainChangeFailure } from '../../domain/change-failure';
import { EMPTY_ENDING, readEnding, type EndingErrors, type EndingForm } from '../../domain/ending-form';
import { Muted } from '../card';
import { Row as FieldRow } from '../field-row';
import { FieldsSideBySide, FileForm } from './form-layout';

type Work = { kind: 'idle' | 'working' } | { kind: 'failed'; message: string };

/** An ended agreement, as the client file shows it: when, why, and what was refunded. */
export function EndedAgreement({ ending }: { ending: EndingRead }) {
  return (
    <Ended data-ended="">
      <p>
        Ended on {longDate(ending.endedOn)}: {END_REASON_WORDS[ending.reason].toLowerCase()}. Recorded{' '}
        {formatDateTime(ending.at)}.
      </p>
      <p>
        Paid {formatRupees(ending.paid)} for {longDate(ending.periodFrom)} to {longDate(ending.periodTo)};{' '}
        {formatRupees(ending.unexpired)} of it unexpired, less a breakage fee of {formatRupees(ending.breakage)}:{' '}
        <strong>{formatRupees(ending.refund)} to refund</strong>.
      </p>
      {ending.note ? <Muted>{ending.note}</Muted> : null}
    </Ended>
  );
}

/**
 * Ends a signed agreement (manage_clients): opened by a button, so that it is never one click
 * away by accident; the period last paid for and the breakage fee typed, the refund shown as it
 * will be recorded (ending.ts) before the one button that records it, audited. What was typed
 * stays if the write fails.
 */
export function EndAgreement({
  uid,
  user,
  terms,
  ended,
}: {
  uid: string;
  user: SessionUser;
  terms: AgreementTerms;
  ended: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState<EndingForm>(EMPTY_ENDING);
  const [errors, setErrors] = useState<EndingErrors>({});
  const [work, setWork] = useState<Work>({ kind: 'idle' });
  // The day it ends: today in IST, read again when it is recorded.
  const [today, setToday] = useState(() => istDate(Date.now()));
  // Opened, the form takes the focus; kept, the button that opened it has it back.
  const opened = useRef(false);
  useEffect(() => {
    if (open) document.getElementById('ending-reason')?.focus();
    else if (opened.current) document.getElementById('ending-open')?.focus();
    opened.current ||= open;
  }, [open]);
  if (!open)
    return (
      <div>
        <Button id="ending-open" type="button" $variant="outline" onClick={() => setOpen(true)}>
          End the agreement…
        </Button>
      </div>
    );

  const set = (change: Partial<EndingForm>) => {
    setForm((current) => ({ ...current, ...change }));
    setErrors({});
  };
  const read = readEnding(form, terms, today);
  const preview = 'ending' in read ? endingRefund(terms, read.ending) : null;
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const day = istDate(Date.now());
    if (day !== today) setToday(day);
    const checked = readEnding(form, terms, day);
    if ('errors' in checked) {
      setErrors(checked.errors);
      const first = (['paid', 'periodFrom', 'periodTo', 'breakage', 'note'] as const).find(
        (key) => checked.errors[key],
      );
      if (first) document.getElementById(`ending-${first}`)?.focus();
      return;
    }
    setWork({ kind: 'working' });
    try {
      await endAgreement(actorOf(user), uid, terms, checked.ending);
      setWork({ kind: 'idle' });
      ended();
    } catch (failure) {
      setWork({ kind: 'failed', message: `The agreement was not ended. ${explainChangeFailure(failure)}` });
    }
  };
  return (
    <FileForm noValidate onSubmit={(event) => void submit(event)} aria-label="End the agreement">
      <Muted>
        Ends the agreement today, {longDate(today)}. SEBI’s rule: the client gets back the fee for the part of the
        period paid for and not yet served, less a breakage fee of at most one quarter’s fee (
        {formatRupees(breakageCap(terms))} here). An ended agreement cannot be signed again.
      </Muted>
      {work.kind === 'failed' ? <Alert tone="error">{work.message}</Alert> : null}
      <Field>
        <label htmlFor="ending-reason">Who ends it</label>
        <Select
          id="ending-reason"
          value={form.reason}
          onChange={(event) => set({ reason: event.target.value === 'firm' ? 'firm' : 'client' })}
        >
          <option value="client">{END_REASON_WORDS.client}</option>
          <option value="firm">{END_REASON_WORDS.firm}</option>
        </Select>
      </Field>
      <FieldsSideBySide>
        <FieldRow label="Paid for the current period (₹)" id="ending-paid" error={errors.paid}>
          {(control) => (
            <Input
              {...control}
              inputMode="numeric"
              value={form.paid}
              onChange={(event) => set({ paid: event.target.value })}
            />
          )}
        </FieldRow>
        <FieldRow label="Its first day" id="ending-periodFrom" error={errors.periodFrom}>
          {(control) => (
            <Input
              {...control}
              type="date"
              max={today}
              value={form.periodFrom}
              onChange={(event) => set({ periodFrom: event.target.value })}
            />
          )}
        </FieldRow>
        <FieldRow label="Its last day" id="ending-periodTo" error={errors.periodTo}>
          {(control) => (
            <Input
              {...control}
              type="date"
              value={form.periodTo}
              onChange={(event) => set({ periodTo: event.target.value })}
            />
          )}
        </FieldRow>
        <FieldRow label="Breakage fee kept (₹)" id="ending-breakage" hint="Empty for none." error={errors.breakage}>
          {(control) => (
            <Input
              {...control}
              inputMode="numeric"
              value={form.breakage}
              onChange={(event) => set({ breakage: event.target.value })}
            />
          )}
        </FieldRow>
      </FieldsSideBySide>
      <FieldRow
        label="A note to the client (optional)"
        id="ending-note"
        hint="Shown on their dashboard with the refund."
        error={errors.note}
      >
        {(control) => (
          <TextArea
            {...control}
            rows={2}
            maxLength={ENDING_LIMITS.note}
            value={form.note}
            onChange={(event) => set({ note: event.target.value })}
          />
        )}
      </FieldRow>
      <p aria-live="polite" data-refund-preview={preview ? preview.refund : ''}>
        {preview
          ? `${formatRupees(preview.unexpired)} unexpired (${preview.daysPaid - preview.daysServed} of ${preview.daysPaid} days), less ${formatRupees(preview.breakage)} breakage: ${formatRupees(preview.refund)} to refund.`
          : 'The refund shows here once the period and the amounts are entered.'}
      </p>
      <Actions>
        <Button type="submit" disabled={work.kind === 'working'}>
          {work.kind === 'working' ? 'Ending…' : 'End the agreement'}
        </Button>
        <Button type="button" $variant="outline" onClick={() => setOpen(false)}>
          Keep it
        </Button>
      </Actions>
    </FileForm>
  );
}

const Ended = styled.div`
  margin-top: 16px;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`;
