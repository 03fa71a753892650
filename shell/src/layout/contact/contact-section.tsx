import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  Alert,
  brand,
  Button,
  Container,
  Field,
  FieldError,
  Input,
  LEAD_LIMITS,
  onMobile,
  SectionTitle,
  TextArea,
  useLocation,
} from '@meridian/shared';
import {
  EMPTY_LEAD,
  HONEYPOT_FIELD,
  validateLead,
  type LeadErrors,
  type LeadFields,
} from '@meridian/shared/submissions';
import { CollectionNoticeText, CONSENT_REQUIRED, ConsentBox, CONTACT_NOTICE } from '@meridian/shared/privacy';
import { submitLead } from '../../data/submit-lead';
import { useSessionDraft } from '../../hooks/use-session-draft';

type Status =
  { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent'; name: string } | { kind: 'failed'; message: string };

const FIELDS: { name: keyof LeadFields; label: string; type: string; autoComplete: string; optional?: boolean }[] = [
  { name: 'firstName', label: 'First name', type: 'text', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', type: 'text', autoComplete: 'family-name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel', optional: true },
];

/**
 * The contact section on every page (spec §2). A valid message is stored as a lead; if that
 * fails, everything typed stays in the form and the visitor is told why.
 */
export function ContactSection() {
  const { pathname } = useLocation();
  // What the visitor types survives a reload of the tab until it is sent.
  const [fields, setFields] = useSessionDraft<LeadFields>('contact-draft', EMPTY_LEAD);
  const [errors, setErrors] = useState<LeadErrors>({});
  // The consent box starts unticked on every visit (never kept in the draft): a fresh, clear act.
  const [consent, setConsent] = useState(false);
  const [consentError, setConsentError] = useState<string | undefined>();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  // When the form appeared (hydrated): the endpoint takes a form sent within seconds for a bot's.
  const shownAt = useRef(0);
  const honeypot = useRef<HTMLInputElement>(null);
  useEffect(() => {
    shownAt.current = performance.now();
  }, []);

  const change = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const name = event.target.name as keyof LeadFields;
    setFields((current) => ({ ...current, [name]: event.target.value }));
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateLead(fields);
    setErrors(found);
    setConsentError(consent ? undefined : CONSENT_REQUIRED);
    const firstInvalid = FIELD_ORDER.find((name) => found[name]);
    if (firstInvalid) {
      document.getElementById(`contact-${firstInvalid}`)?.focus();
      return;
    }
    if (!consent) {
      document.getElementById('contact-consent')?.focus();
      return;
    }
    setStatus({ kind: 'sending' });
    const outcome = await submitLead({
      fields,
      consent,
      page: pathname,
      honeypot: honeypot.current?.value ?? '',
      elapsedMs: performance.now() - shownAt.current,
    });
    if (outcome.ok) {
      setStatus({ kind: 'sent', name: fields.firstName.trim() });
      setFields(EMPTY_LEAD);
      setConsent(false);
      return;
    }
    // The server's own words, beside the fields it names and above the form; nothing typed is lost.
    const refused = outcome.errors as LeadErrors;
    setErrors(refused);
    if (outcome.errors.consent) setConsentError(outcome.errors.consent);
    setStatus({ kind: 'failed', message: outcome.message });
    const firstRefused = FIELD_ORDER.find((name) => refused[name]);
    if (firstRefused) document.getElementById(`contact-${firstRefused}`)?.focus();
  };

  return (
    <Wrapper id="contact" aria-labelledby="contact-title">
      <Container>
        <Grid>
          <div>
            <SectionTitle id="contact-title">Get in touch</SectionTitle>
            <p>
              Tell us a little about what you would like help with. An adviser will reply within one working day. There
              is no charge for the first conversation.
            </p>
            <Details>
              <dt>Call us</dt>
              <dd>
                <a href={brand.phone.href}>{brand.phone.display}</a>
              </dd>
              <dt>Email</dt>
              <dd>
                <a href={`mailto:${brand.email}`}>{brand.email}</a>
              </dd>
              <dt>Visit</dt>
              <dd>{brand.address.lines.join(', ')}</dd>
              <dt>Hours</dt>
              <dd>{brand.hours}</dd>
            </Details>
          </div>
          <Form noValidate onSubmit={submit} aria-describedby="contact-status">
            {status.kind === 'failed' ? (
              <Alert tone="error">
                Your message was not sent. {status.message} Everything you typed is still here.
              </Alert>
            ) : null}
            {status.kind === 'sent' ? (
              <Alert tone="success">
                Thank you, {status.name}. Your message has reached us, and an adviser will be in touch within one
                working day.
              </Alert>
            ) : null}
            <Row>
              {FIELDS.map((field) => (
                <Field key={field.name}>
                  <label htmlFor={`contact-${field.name}`}>
                    {field.label}
                    {field.optional ? <Optional> (optional)</Optional> : <Required aria-hidden="true"> *</Required>}
                  </label>
                  <Input
                    id={`contact-${field.name}`}
                    name={field.name}
                    type={field.type}
                    autoComplete={field.autoComplete}
                    value={fields[field.name]}
                    onChange={change}
                    required={!field.optional}
                    maxLength={
                      field.name === 'phone'
                        ? LEAD_LIMITS.phone
                        : field.name === 'email'
                          ? LEAD_LIMITS.email
                          : LEAD_LIMITS.name
                    }
                    aria-invalid={errors[field.name] ? true : undefined}
                    aria-describedby={errors[field.name] ? `contact-${field.name}-error` : undefined}
                  />
                  {errors[field.name] ? (
                    <FieldError id={`contact-${field.name}-error`}>{errors[field.name]}</FieldError>
                  ) : null}
                </Field>
              ))}
            </Row>
            <Field>
              <label htmlFor="contact-message">
                Message<Required aria-hidden="true"> *</Required>
              </label>
              <TextArea
                id="contact-message"
                name="message"
                rows={5}
                value={fields.message}
                onChange={change}
                required
                maxLength={LEAD_LIMITS.message}
                aria-invalid={errors.message ? true : undefined}
                aria-describedby={errors.message ? 'contact-message-error' : undefined}
              />
              {errors.message ? <FieldError id="contact-message-error">{errors.message}</FieldError> : null}
            </Field>
            {/* Hidden from people (and from screen readers); a bot that fills every field fills this. */}
            <Honeypot aria-hidden="true">
              <label htmlFor={`contact-${HONEYPOT_FIELD}`}>Leave this empty</label>
              <input
                ref={honeypot}
                id={`contact-${HONEYPOT_FIELD}`}
                name={HONEYPOT_FIELD}
                type="text"
                tabIndex={-1}
                autoComplete="off"
                defaultValue=""
              />
            </Honeypot>
            <CollectionNoticeText notice={CONTACT_NOTICE} id="contact-notice" />
            <ConsentBox
              notice={CONTACT_NOTICE}
              id="contact-consent"
              noticeId="contact-notice"
              checked={consent}
              onChange={(checked) => {
                setConsent(checked);
                if (checked) setConsentError(undefined);
              }}
              error={consentError}
            />
            <p id="contact-status" hidden>
              Fields marked with an asterisk are required.
            </p>
            <Button type="submit" $variant="ghost" disabled={status.kind === 'sending'}>
              {status.kind === 'sending' ? 'Sending...' : 'Send Message'}
            </Button>
          </Form>
        </Grid>
      </Container>
    </Wrapper>
  );
}

const FIELD_ORDER: (keyof LeadFields)[] = ['firstName', 'lastName', 'email', 'phone', 'message'];

const Honeypot = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

const Wrapper = styled.section`
  background: ${({ theme }) => theme.color.surface};
  padding: 72px 0;
  ${onMobile} {
    padding: 48px 0;
  }
`;

// minmax(0, …): a column is never wider than its share, whatever its content's min-content
// (at 320 px, 400 % zoom, the form would otherwise push the page sideways).
const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1.4fr);
  gap: 48px;
  ${onMobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: 24px;
  }
`;

// At 320 px (400 % zoom) the email address is wider than the column beside the terms, and it
// pushed the page sideways (WCAG 1.4.10): on narrow screens each term stands above its
// description, and minmax(0, …) with overflow-wrap let a description wrap rather than widen it.
const Details = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: 8px 16px;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  @media (max-width: 380px) {
    grid-template-columns: minmax(0, 1fr);
    row-gap: 2px;
    dd + dt {
      margin-top: 10px;
    }
  }
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 16px;
  padding: 28px;
  background: ${({ theme }) => theme.color.white};
  border-radius: ${({ theme }) => theme.radius.medium};
  box-shadow: ${({ theme }) => theme.shadow.card};
  ${onMobile} {
    padding: 20px;
  }
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: 16px;
  ${onMobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Optional = styled.span`
  font-weight: 400;
  color: ${({ theme }) => theme.color.muted};
`;

const Required = styled.span`
  color: ${({ theme }) => theme.color.error};
`;
