import { useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Alert, Button, FieldError, LEAD_LIMITS, onMobile, Select, useHydrated, useLocation } from '@meridian/shared';
import {
  BOOKING_TOPIC_LABELS,
  BOOKING_TOPICS,
  isBookingTopic,
  slotWords,
  validateBooking,
  type BookingFields,
} from '@meridian/shared/booking';
import { ChoiceGroup, FormCard, InputField, Required, SubmissionAlert, usePublicForm } from '@meridian/shared/form-kit';
import { BOOKING_NOTICE, ConsentLine, HoneypotField } from '@meridian/shared/privacy';
import { HONEYPOT_FIELD } from '@meridian/shared/submissions';
import { booking as text } from '../content/booking';
import { loadSlots, sendBooking } from '../data/booking';
import { groupByDay } from '../domain/booking';

/** The form's fields: the day picked (to show its times), the slot, and the person's. */
interface BookingFormFields {
  day: string;
  slot: string;
  name: string;
  email: string;
  phone: string;
  topic: string;
}

const EMPTY: BookingFormFields = { day: '', slot: '', name: '', email: '', phone: '', topic: '' };
const FIELD_ORDER: (keyof BookingFormFields)[] = ['day', 'slot', 'name', 'email', 'phone', 'topic'];
const FORM = 'booking';
const id = (name: string) => `${FORM}-${name}`;

type Slots = { state: 'loading' } | { state: 'ready'; slots: string[] } | { state: 'failed' };

function validate(fields: BookingFormFields) {
  const topic = isBookingTopic(fields.topic) ? fields.topic : '';
  const errors = validateBooking({ name: fields.name, email: fields.email, phone: fields.phone, topic }, fields.slot);
  return fields.day === '' && errors.slot ? { ...errors, day: errors.slot, slot: undefined } : errors;
}

/**
 * The booking of the free first conversation (issue 36, item 2), on /contact#consultation, where
 * every "talk to us" leads: the free times (GET /api/slots, after hydration), a day and a time in
 * IST, a name, an email, a phone and a topic under the booking's notice and consent. Sent to the
 * public-write endpoint, which holds the slot once; a slot taken meanwhile is said beside the
 * time, with the next free ones to pick, and nothing typed is lost.
 */
export function BookingForm() {
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  const [slots, setSlots] = useState<Slots>({ state: 'loading' });
  const [next, setNext] = useState<string[]>([]);
  const state = useState<BookingFormFields>(EMPTY);
  const [fields, setFields] = state;
  const fetchSlots = useCallback(
    () => loadSlots().then((loaded) => setSlots(loaded ? { state: 'ready', slots: loaded } : { state: 'failed' })),
    [],
  );
  const reload = () => {
    setSlots({ state: 'loading' });
    void fetchSlots();
  };
  // The free times are the browser's to ask for: the prerendered HTML says they are loading.
  useEffect(() => {
    if (hydrated) void fetchSlots();
  }, [hydrated, fetchSlots]);

  const form = usePublicForm<BookingFormFields, { name: string; when: string; email: string }>({
    form: FORM,
    empty: EMPTY,
    order: FIELD_ORDER,
    state,
    focusTarget: (name) => (name === 'slot' ? id(`slot-${fields.slot || firstTime(fields.day)}`) : id(name)),
    validate,
    consent: true,
    // Choosing a day chooses no time yet: its message goes with the time's.
    clears: (name) => (name === 'day' ? ['day', 'slot'] : [name]),
    send: async (sent, signals, language) => {
      const topic: BookingFields['topic'] = isBookingTopic(sent.topic) ? sent.topic : '';
      const person: BookingFields = { name: sent.name, email: sent.email, phone: sent.phone, topic };
      const outcome = await sendBooking(sent.slot, person, pathname, signals, text.unreachable, language);
      if (outcome.kind === 'booked') {
        setNext([]);
        void fetchSlots();
        return { kind: 'sent', sent: { name: sent.name.trim(), when: outcome.when, email: sent.email.trim() } };
      }
      if (outcome.kind === 'taken') {
        setNext(outcome.next);
        void fetchSlots();
        return { kind: 'refused', message: outcome.message, errors: { slot: outcome.message } };
      }
      if (outcome.kind === 'limited') return outcome;
      return { kind: 'refused', message: outcome.message, errors: outcome.errors };
    },
  });
  const days = slots.state === 'ready' ? groupByDay(slots.slots) : [];
  const firstTime = (day: string) => days.find((one) => one.date === day)?.times[0]?.id ?? '';
  const chosenDay = days.find((day) => day.date === fields.day);
  const { submission } = form;
  const sentHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (submission.kind === 'sent') sentHeading.current?.focus();
  }, [submission.kind]);

  const pick = (slot: string) => {
    setFields((current) => ({ ...current, day: slot.slice(0, 10), slot }));
    setNext([]);
  };

  return (
    <Wrapper id={text.anchor} aria-labelledby="consultation-title">
      <h2 id="consultation-title">{text.heading}</h2>
      <Intro>{text.intro}</Intro>
      <Terms>
        {text.terms.map((term) => (
          <li key={term}>{term}</li>
        ))}
      </Terms>
      {submission.kind === 'sent' ? (
        <Alert tone="success">
          <h3 ref={sentHeading} tabIndex={-1}>
            {text.sentHeading}
          </h3>
          <p>{text.sent(submission.sent.name, submission.sent.when, submission.sent.email)}</p>
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
          <Row>
            <div>
              <label htmlFor={id('day')}>
                {text.labels.day}
                <Required aria-hidden="true"> *</Required>
              </label>
              {/* Its choices are the free times, which only the browser asks for. */}
              <Select
                data-after-hydration=""
                id={id('day')}
                name="day"
                value={fields.day}
                onChange={form.change}
                disabled={slots.state !== 'ready' || days.length === 0}
                aria-required="true"
                aria-invalid={form.errors.day ? true : undefined}
                aria-describedby={[form.errors.day ? id('day-error') : '', id('day-status')].filter(Boolean).join(' ')}
              >
                <option value="">{slots.state === 'loading' ? text.loading : text.choose}</option>
                {days.map((day) => (
                  <option key={day.date} value={day.date}>
                    {`${day.label} · ${text.freeCount(day.times.length)}`}
                  </option>
                ))}
              </Select>
              {form.errors.day ? <FieldError id={id('day-error')}>{form.errors.day}</FieldError> : null}
              <SlotsStatus id={id('day-status')} role="status">
                {slots.state === 'failed' ? (
                  <>
                    {text.slotsFailed}{' '}
                    <Button type="button" $variant="outline" onClick={reload}>
                      {text.retry}
                    </Button>
                  </>
                ) : slots.state === 'ready' && days.length === 0 ? (
                  text.noSlots
                ) : null}
              </SlotsStatus>
            </div>
            {chosenDay ? (
              <Times
                form={form}
                name="slot"
                legend={text.labels.slot}
                choices={chosenDay.times.map((time) => ({ value: time.id, label: time.label }))}
              />
            ) : form.errors.slot ? (
              <FieldError id={id('slot-error')}>{form.errors.slot}</FieldError>
            ) : null}
          </Row>
          {next.length > 0 ? (
            <NextFree>
              <span>{text.nextFree}</span>
              {next.map((slot) => (
                <Button key={slot} type="button" $variant="outline" onClick={() => pick(slot)}>
                  {slotWords(slot).replace(/ to .*$/, '')}
                </Button>
              ))}
            </NextFree>
          ) : null}
          <InputField
            form={form}
            name="name"
            label={text.labels.name}
            mark="required"
            autoComplete="name"
            maxLength={LEAD_LIMITS.name}
          />
          <Row>
            <InputField
              form={form}
              name="email"
              label={text.labels.email}
              mark="required"
              type="email"
              autoComplete="email"
              maxLength={LEAD_LIMITS.email}
            />
            <InputField
              form={form}
              name="phone"
              label={text.labels.phone}
              mark="required"
              type="tel"
              autoComplete="tel"
              maxLength={LEAD_LIMITS.phone}
            />
          </Row>
          <div>
            <label htmlFor={id('topic')}>
              {text.labels.topic}
              <Required aria-hidden="true"> *</Required>
            </label>
            <Select
              id={id('topic')}
              name="topic"
              value={fields.topic}
              onChange={form.change}
              aria-required="true"
              aria-invalid={form.errors.topic ? true : undefined}
              aria-describedby={form.errors.topic ? id('topic-error') : undefined}
            >
              <option value="">{text.choose}</option>
              {BOOKING_TOPICS.map((topic) => (
                <option key={topic} value={topic}>
                  {BOOKING_TOPIC_LABELS[topic]}
                </option>
              ))}
            </Select>
            {form.errors.topic ? <FieldError id={id('topic-error')}>{form.errors.topic}</FieldError> : null}
          </div>
          <HoneypotField id={id(HONEYPOT_FIELD)} inputRef={form.honeypot} />
          <ConsentLine form={FORM} notice={BOOKING_NOTICE} consent={form.consent} />
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
  label {
    display: block;
    font-weight: 600;
    margin-bottom: 6px;
  }
`;

const Intro = styled.p`
  margin: 0 0 8px;
  font-size: 1.08rem;
  color: ${({ theme }) => theme.color.muted};
`;

const Terms = styled.ul`
  margin: 0 0 20px;
  padding-left: 20px;
  li {
    margin-bottom: 4px;
  }
`;

const Form = styled(FormCard)`
  border: 1px solid ${({ theme }) => theme.color.border};
  select {
    width: 100%;
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

const SlotsStatus = styled.p`
  margin: 6px 0 0;
  color: ${({ theme }) => theme.color.muted};
  &:empty {
    display: none;
  }
`;

// The day's times as chips, wrapping: each a 44 px target.
const Times = styled(ChoiceGroup<BookingFormFields, { name: string; when: string; email: string }>)`
  flex-direction: row;
  flex-wrap: wrap;
  gap: 8px;
  legend {
    width: 100%;
    margin-bottom: 6px;
    font-weight: 600;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-height: 44px;
    padding: 0 12px;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: 8px;
    cursor: pointer;
    font-weight: 400;
    margin: 0;
  }
  label:has(input:checked) {
    border-color: ${({ theme }) => theme.color.navy};
    background: ${({ theme }) => theme.color.surface};
    font-weight: 600;
  }
  input {
    margin: 0;
  }
`;

const NextFree = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  span {
    width: 100%;
    font-weight: 600;
  }
`;
