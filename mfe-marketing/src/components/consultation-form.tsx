import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  Alert,
  Button,
  Field,
  FieldError,
  FieldHint,
  Input,
  keepTyped,
  LEAD_LIMITS,
  onMobile,
  TextArea,
  useHydrated,
  useLocation,
} from '@meridian/shared';
import {
  CONSULTATION_NOTE_MAX,
  CONSULTATION_SLOT_LABELS,
  CONSULTATION_SLOTS,
  consultationDateRange,
  EMPTY_CONSULTATION,
  HONEYPOT_FIELD,
  validateConsultation,
  type ConsultationErrors,
  type ConsultationFields,
  type ConsultationSlot,
} from '@meridian/shared/submissions';
import { CollectionNoticeText, CONSENT_REQUIRED, ConsentBox, CONSULTATION_NOTICE } from '@meridian/shared/privacy';
import { consultation as text } from '../content/consultation';
import { submitConsultation } from '../data/submit-consultation';
import { preferredTime } from '../domain/consultation';
import { HoneypotField, Optional, Required } from './form-fields';

type Status =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent'; name: string; when: string }
  | { kind: 'failed'; message: string };

const FIELD_ORDER: (keyof ConsultationFields)[] = ['name', 'email', 'phone', 'date', 'slot', 'note'];
const id = (name: string) => `consultation-${name}`;
const errorId = (name: string) => `consultation-${name}-error`;
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
  const [fields, setFields] = useState<ConsultationFields>(EMPTY_CONSULTATION);
  const [errors, setErrors] = useState<ConsultationErrors>({});
  // Unticked on every visit: the person agrees by ticking it.
  const [consent, setConsent] = useState(false);
  const [consentError, setConsentError] = useState<string | undefined>();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const shownAt = useRef(0);
  const honeypot = useRef<HTMLInputElement>(null);
  const sentHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    shownAt.current = performance.now();
  }, []);
  useEffect(() => {
    if (status.kind === 'sent') sentHeading.current?.focus();
  }, [status.kind]);
  // Today's range is the browser's to know: the prerendered HTML has no min and max.
  const [openedAt] = useState(() => Date.now());
  const range = hydrated ? consultationDateRange(openedAt) : null;

  const change = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const name = event.target.name as keyof ConsultationFields;
    const value = event.target.value;
    setFields((current) => ({ ...current, [name]: value }));
    // One message covers "an email or a phone": typing either clears it.
    const cleared: (keyof ConsultationFields)[] = name === 'phone' ? ['phone', 'email'] : [name];
    if (cleared.some((field) => errors[field]))
      setErrors((current) => ({ ...current, ...Object.fromEntries(cleared.map((field) => [field, undefined])) }));
  };

  const focusFirst = (found: ConsultationErrors) => {
    const first = FIELD_ORDER.find((name) => found[name]);
    if (first) document.getElementById(focusTarget(first))?.focus();
    return first !== undefined;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateConsultation(fields, Date.now());
    setErrors(found);
    setConsentError(consent ? undefined : CONSENT_REQUIRED);
    if (focusFirst(found)) return;
    if (!consent) {
      document.getElementById(id('consent'))?.focus();
      return;
    }
    setStatus({ kind: 'sending' });
    const outcome = await submitConsultation(
      {
        fields,
        consent,
        page: pathname,
        honeypot: honeypot.current?.value ?? '',
        elapsedMs: performance.now() - shownAt.current,
      },
      text.unreachable,
    );
    if (outcome.kind === 'sent') {
      setStatus({
        kind: 'sent',
        name: fields.name.trim(),
        when: preferredTime(fields.date, fields.slot as ConsultationSlot),
      });
      setFields(EMPTY_CONSULTATION);
      setConsent(false);
      return;
    }
    setErrors(outcome.errors);
    setStatus({ kind: 'failed', message: outcome.message });
    focusFirst(outcome.errors);
  };

  const describedBy = (name: keyof ConsultationFields, ...more: string[]) =>
    [...more, ...(errors[name] ? [errorId(name)] : [])].join(' ') || undefined;

  return (
    <Wrapper id={text.anchor} aria-labelledby="consultation-title">
      <h2 id="consultation-title">{text.heading}</h2>
      <Intro>{text.intro}</Intro>
      {status.kind === 'sent' ? (
        <Alert tone="success">
          <h3 ref={sentHeading} tabIndex={-1}>
            Request received
          </h3>
          <p>{text.sent(status.name, status.when)}</p>
          <Button type="button" $variant="outline" onClick={() => setStatus({ kind: 'idle' })}>
            {text.another}
          </Button>
        </Alert>
      ) : (
        <Form method="post" noValidate onSubmit={submit} aria-labelledby="consultation-title">
          {status.kind === 'failed' ? <Alert tone="error">{text.failed(status.message)}</Alert> : null}
          <Field>
            <label htmlFor={id('name')}>
              {text.labels.name}
              <Required aria-hidden="true"> *</Required>
            </label>
            <Input
              id={id('name')}
              name="name"
              autoComplete="name"
              value={fields.name}
              onChange={change}
              required
              maxLength={LEAD_LIMITS.name}
              aria-invalid={errors.name ? true : undefined}
              aria-describedby={describedBy('name')}
            />
            {errors.name ? <FieldError id={errorId('name')}>{errors.name}</FieldError> : null}
          </Field>
          <Row>
            {CONTACT_FIELDS.map((field) => (
              <Field key={field.name}>
                <label htmlFor={id(field.name)}>{text.labels[field.name]}</label>
                <Input
                  id={id(field.name)}
                  name={field.name}
                  type={field.type}
                  autoComplete={field.autoComplete}
                  value={fields[field.name]}
                  onChange={change}
                  maxLength={field.max}
                  aria-invalid={errors[field.name] ? true : undefined}
                  aria-describedby={describedBy(field.name, id('contact-hint'))}
                />
                {errors[field.name] ? <FieldError id={errorId(field.name)}>{errors[field.name]}</FieldError> : null}
              </Field>
            ))}
          </Row>
          <FieldHint id={id('contact-hint')}>{text.contactHint}</FieldHint>
          <Row>
            <Field>
              <label htmlFor={id('date')}>
                {text.labels.date}
                <Required aria-hidden="true"> *</Required>
              </label>
              <Input
                id={id('date')}
                name="date"
                type="date"
                value={fields.date}
                onChange={change}
                required
                min={range?.min}
                max={range?.max}
                aria-invalid={errors.date ? true : undefined}
                aria-describedby={describedBy('date', id('date-hint'))}
              />
              <FieldHint id={id('date-hint')}>{text.dateHint}</FieldHint>
              {errors.date ? <FieldError id={errorId('date')}>{errors.date}</FieldError> : null}
            </Field>
            <Slots aria-describedby={describedBy('slot')}>
              <legend>
                {text.labels.slot}
                <Required aria-hidden="true"> *</Required>
              </legend>
              {CONSULTATION_SLOTS.map((slot) => (
                <label key={slot} htmlFor={id(`slot-${slot}`)}>
                  <input
                    ref={keepTyped}
                    id={id(`slot-${slot}`)}
                    type="radio"
                    name="slot"
                    value={slot}
                    checked={fields.slot === slot}
                    onChange={change}
                  />
                  {CONSULTATION_SLOT_LABELS[slot]}
                </label>
              ))}
              {errors.slot ? <FieldError id={errorId('slot')}>{errors.slot}</FieldError> : null}
            </Slots>
          </Row>
          <Field>
            <label htmlFor={id('note')}>
              {text.labels.note}
              <Optional>{text.optional}</Optional>
            </label>
            <TextArea
              id={id('note')}
              name="note"
              rows={3}
              value={fields.note}
              onChange={change}
              maxLength={CONSULTATION_NOTE_MAX}
              aria-invalid={errors.note ? true : undefined}
              aria-describedby={describedBy('note')}
            />
            {errors.note ? <FieldError id={errorId('note')}>{errors.note}</FieldError> : null}
          </Field>
          <HoneypotField id={id(HONEYPOT_FIELD)} inputRef={honeypot} />
          <CollectionNoticeText notice={CONSULTATION_NOTICE} id={id('notice')} />
          <ConsentBox
            notice={CONSULTATION_NOTICE}
            id={id('consent')}
            noticeId={id('notice')}
            checked={consent}
            onChange={(checked) => {
              setConsent(checked);
              if (checked) setConsentError(undefined);
            }}
            error={consentError}
          />
          <div>
            <Button type="submit" disabled={status.kind === 'sending'}>
              {status.kind === 'sending' ? text.sending : text.send}
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

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 16px;
  padding: 28px;
  background: ${({ theme }) => theme.color.white};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  box-shadow: ${({ theme }) => theme.shadow.card};
  ${onMobile} {
    padding: 20px;
  }
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 16px;
  ${onMobile} {
    grid-template-columns: 1fr;
  }
`;

const Slots = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  display: flex;
  flex-direction: column;
  gap: 2px;
  legend {
    font-weight: 600;
    margin-bottom: 6px;
    padding: 0;
  }
  label {
    display: flex;
    align-items: center;
    gap: 10px;
    min-height: 32px;
    cursor: pointer;
  }
  input {
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${({ theme }) => theme.color.navy};
  }
`;
