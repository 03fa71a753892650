import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Alert, Button, FieldHint, LEAD_LIMITS, onMobile, useHydrated, useLocation } from '@meridian/shared';
import { ChoiceGroup, FormCard, InputField, SubmissionAlert, usePublicForm } from '@meridian/shared/form-kit';
import {
  CONSULTATION_NOTE_MAX,
  CONSULTATION_SLOT_LABELS,
  CONSULTATION_SLOTS,
  consultationDateRange,
  EMPTY_CONSULTATION,
  HONEYPOT_FIELD,
  validateConsultation,
  type ConsultationFields,
  type ConsultationSlot,
} from '@meridian/shared/submissions';
import { ConsentLine, CONSULTATION_NOTICE, HoneypotField } from '@meridian/shared/privacy';
import { consultation as text } from '../content/consultation';
import { submitConsultation } from '../data/submit-consultation';
import { preferredTime } from '../domain/consultation';

const FIELD_ORDER: (keyof ConsultationFields & string)[] = ['name', 'email', 'phone', 'date', 'slot', 'note'];
const id = (name: string) => `consultation-${name}`;
const focusTarget = (name: keyof ConsultationFields) =>
  name === 'slot' ? id(`slot-${CONSULTATION_SLOTS[0]}`) : id(name);

const CONTACT_FIELDS = [
  { name: 'email', type: 'email', autoComplete: 'email', max: LEAD_LIMITS.email },
  { name: 'phone', type: 'tel', autoComplete: 'tel', max: LEAD_LIMITS.phone },
] as const;

/**
 * The request for the free first conversation (issue 23, item 8), on /contact#consultation,
 * where the home hero's primary action leads: a name, an email or a phone, a preferred day and
 * part of it, an optional note. Sent to the public-write endpoint, stored as a lead of type
 * consultation; refused fields get the server's words beside them and keep what was typed.
 */
export function ConsultationForm() {
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  const form = usePublicForm<ConsultationFields, { name: string; when: string }>({
    form: 'consultation',
    empty: EMPTY_CONSULTATION,
    order: FIELD_ORDER,
    focusTarget,
    validate: (fields) => validateConsultation(fields, Date.now()),
    consent: true,
    // One message covers "an email or a phone": typing either clears it.
    clears: (name) => (name === 'phone' ? ['phone', 'email'] : [name]),
    send: async (fields, signals) => {
      const outcome = await submitConsultation({ fields, consent: true, page: pathname, ...signals }, text.unreachable);
      if (outcome.kind === 'failed') return { kind: 'refused', message: outcome.message, errors: outcome.errors };
      const when = preferredTime(fields.date, fields.slot as ConsultationSlot);
      return { kind: 'sent', sent: { name: fields.name.trim(), when } };
    },
  });
  const { submission } = form;
  const sentHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (submission.kind === 'sent') sentHeading.current?.focus();
  }, [submission.kind]);
  // Today's range is the browser's to know: the prerendered HTML has no min and max.
  const [openedAt] = useState(() => Date.now());
  const range = hydrated ? consultationDateRange(openedAt) : null;

  return (
    <Wrapper id={text.anchor} aria-labelledby="consultation-title">
      <h2 id="consultation-title">{text.heading}</h2>
      <Intro>{text.intro}</Intro>
      {submission.kind === 'sent' ? (
        <Alert tone="success">
          <h3 ref={sentHeading} tabIndex={-1}>
            Request received
          </h3>
          <p>{text.sent(submission.sent.name, submission.sent.when)}</p>
          <Button type="button" $variant="outline" onClick={() => form.setSubmission({ kind: 'idle' })}>
            {text.another}
          </Button>
        </Alert>
      ) : (
        <Form
          method="post"
          noValidate
          onSubmit={(event) => void form.submit(event)}
          aria-labelledby="consultation-title"
        >
          <SubmissionAlert submission={submission} failed={text.failed} />
          <InputField
            form={form}
            name="name"
            label={text.labels.name}
            mark="required"
            autoComplete="name"
            maxLength={LEAD_LIMITS.name}
          />
          <Row>
            {CONTACT_FIELDS.map((field) => (
              <InputField
                key={field.name}
                form={form}
                name={field.name}
                label={text.labels[field.name]}
                describedBy={[id('contact-hint')]}
                type={field.type}
                autoComplete={field.autoComplete}
                maxLength={field.max}
              />
            ))}
          </Row>
          <FieldHint id={id('contact-hint')}>{text.contactHint}</FieldHint>
          <Row>
            <InputField
              form={form}
              name="date"
              label={text.labels.date}
              mark="required"
              hint={text.dateHint}
              hintAfter
              type="date"
              min={range?.min}
              max={range?.max}
            />
            <Slots
              form={form}
              name="slot"
              legend={text.labels.slot}
              choices={CONSULTATION_SLOTS.map((slot) => ({ value: slot, label: CONSULTATION_SLOT_LABELS[slot] }))}
            />
          </Row>
          <InputField
            form={form}
            name="note"
            label={text.labels.note}
            mark="optional"
            optional={text.optional}
            rows={3}
            maxLength={CONSULTATION_NOTE_MAX}
          />
          <HoneypotField id={id(HONEYPOT_FIELD)} inputRef={form.honeypot} />
          <ConsentLine form="consultation" notice={CONSULTATION_NOTICE} consent={form.consent} />
          <div>
            <Button type="submit" disabled={submission.kind === 'sending'}>
              {submission.kind === 'sending' ? text.sending : text.send}
            </Button>
          </div>
        </Form>
      )}
    </Wrapper>
  );
}

const Wrapper = styled.section`
  max-width: 820px;
  scroll-margin-top: calc(${({ theme }) => theme.layout.topBarHeight} + 16px);
  h2 {
    font-family: ${({ theme }) => theme.font.heading};
    font-size: clamp(1.6rem, 3vw, 2.2rem);
    line-height: 1.2;
    color: ${({ theme }) => theme.color.navy};
    margin: 0 0 8px;
  }
  h3 {
    margin: 0 0 4px;
  }
`;

const Intro = styled.p`
  margin: 0 0 20px;
  font-size: 1.08rem;
  color: ${({ theme }) => theme.color.muted};
`;

const Form = styled(FormCard)`
  border: 1px solid ${({ theme }) => theme.color.border};
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 16px;
  ${onMobile} {
    grid-template-columns: 1fr;
  }
`;

const Slots = styled(ChoiceGroup<ConsultationFields, { name: string; when: string }>)`
  flex-direction: column;
  gap: 2px;
  legend {
    margin-bottom: 6px;
  }
  label {
    display: flex;
    gap: 10px;
    min-height: 32px;
    cursor: pointer;
  }
  input {
    margin: 0;
  }
`;
