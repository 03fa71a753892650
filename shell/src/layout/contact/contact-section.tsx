import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import {
  Alert,
  brand,
  Button,
  Container,
  EmailAddress,
  LEAD_LIMITS,
  onMobile,
  SectionTitle,
  useHydrated,
  useLocation,
} from '@meridian/shared';
import { FormCard, InputField, SubmissionAlert, usePublicForm } from '@meridian/shared/form-kit';
import {
  EMPTY_LEAD,
  HONEYPOT_FIELD,
  SUBMIT_UNREACHABLE,
  validateLead,
  type LeadFields,
  type SubmitOutcome,
} from '@meridian/shared/submissions';
import { ConsentLine, CONTACT_NOTICE, HoneypotField } from '@meridian/shared/privacy';
import { useSessionDraft } from '../../hooks/use-session-draft';
import { hasOneLineContact } from '../navigation';

const FIELDS: {
  name: keyof LeadFields;
  label: string;
  type: string;
  autoComplete: string;
  maxLength: number;
  optional?: boolean;
}[] = [
  { name: 'firstName', label: 'First name', type: 'text', autoComplete: 'given-name', maxLength: LEAD_LIMITS.name },
  { name: 'lastName', label: 'Last name', type: 'text', autoComplete: 'family-name', maxLength: LEAD_LIMITS.name },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', maxLength: LEAD_LIMITS.email },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel', maxLength: LEAD_LIMITS.phone, optional: true },
];

const FIELD_ORDER: (keyof LeadFields)[] = ['firstName', 'lastName', 'email', 'phone', 'message'];

/**
 * The contact section on every page (spec §2). A valid message is stored as a lead; if that
 * fails, everything typed stays in the form and the visitor is told why. On the account's forms,
 * the dashboard and the admin area (hasOneLineContact) it is one line, how to call or email the
 * firm and a button that opens the form in place; it opens at a link to #contact, and is open
 * from the start once anything is typed in it (a draft kept from another page) or sent.
 */
export function ContactSection() {
  const { pathname, hash } = useLocation();
  const [opened, setOpened] = useState(false);
  // Asked for by a link to #contact (read once hydrated: the server never sees the address's #).
  const asked = useHydrated() && hash === '#contact';
  const wanted = opened || asked;
  // Opened by the person (the button, or such a link): the form's first field takes the focus, once.
  // After the frame in which the browser moves to a #contact fragment, which clears the focus.
  const wasWanted = useRef(false);
  useEffect(() => {
    const first = wanted && !wasWanted.current;
    wasWanted.current = wanted;
    if (!first) return;
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => document.getElementById('contact-firstName')?.focus());
    });
    return () => cancelAnimationFrame(frame);
  }, [wanted]);
  const form = usePublicForm<LeadFields, string>({
    form: 'contact',
    empty: EMPTY_LEAD,
    order: FIELD_ORDER,
    validate: validateLead,
    consent: true,
    // What the visitor types survives a reload of the tab until it is sent.
    state: useSessionDraft<LeadFields>('contact-draft', EMPTY_LEAD),
    send: async (fields, signals, language) => {
      // The sending code arrives when the visitor sends, not with every page's first load.
      const outcome = await import('../../data/submit-lead').then(
        ({ submitLead }) => submitLead({ fields, consent: true, page: pathname, language, ...signals }),
        (): SubmitOutcome => ({ kind: 'failed', message: SUBMIT_UNREACHABLE }),
      );
      return outcome.kind === 'sent' ? { kind: 'sent', sent: fields.firstName.trim() } : outcome;
    },
  });
  const { submission } = form;
  const oneLine =
    hasOneLineContact(pathname) &&
    !wanted &&
    submission.kind === 'idle' &&
    FIELD_ORDER.every((name) => form.fields[name] === '');

  if (oneLine)
    return (
      <Wrapper id="contact" aria-labelledby="contact-title" $oneLine>
        <Container>
          <OneLine>
            <strong id="contact-title">Questions?</strong> Call <a href={brand.phone.href}>{brand.phone.display}</a>,
            email{' '}
            <a href={`mailto:${brand.email}`}>
              <EmailAddress address={brand.email} />
            </a>
            , or{' '}
            <Button type="button" $variant="outline" onClick={() => setOpened(true)}>
              Write to us
            </Button>
          </OneLine>
        </Container>
      </Wrapper>
    );

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
                <a href={`mailto:${brand.email}`}>
                  <EmailAddress address={brand.email} />
                </a>
              </dd>
              <dt>Visit</dt>
              <dd>{brand.address.lines.join(', ')}</dd>
              <dt>Hours</dt>
              <dd>{brand.hours}</dd>
            </Details>
          </div>
          <FormCard noValidate onSubmit={(event) => void form.submit(event)} aria-describedby="contact-status">
            <SubmissionAlert
              submission={submission}
              failed={(message) => <>Your message was not sent. {message} Everything you typed is still here.</>}
            />
            {submission.kind === 'sent' ? (
              <Alert tone="success">
                Thank you, {submission.sent}. Your message has reached us, and an adviser will be in touch within one
                working day.
              </Alert>
            ) : null}
            <Row>
              {FIELDS.map((field) => (
                <InputField
                  key={field.name}
                  form={form}
                  name={field.name}
                  label={field.label}
                  mark={field.optional ? 'optional' : 'required'}
                  type={field.type}
                  autoComplete={field.autoComplete}
                  maxLength={field.maxLength}
                />
              ))}
            </Row>
            <InputField
              form={form}
              name="message"
              label="Message"
              mark="required"
              rows={5}
              maxLength={LEAD_LIMITS.message}
            />
            <HoneypotField id={`contact-${HONEYPOT_FIELD}`} inputRef={form.honeypot} />
            <ConsentLine form="contact" notice={CONTACT_NOTICE} consent={form.consent} />
            <p id="contact-status" hidden>
              Fields marked with an asterisk are required.
            </p>
            <Button type="submit" $variant="ghost" disabled={submission.kind === 'sending'}>
              {submission.kind === 'sending' ? 'Sending...' : 'Send Message'}
            </Button>
          </FormCard>
        </Grid>
      </Container>
    </Wrapper>
  );
}

const Wrapper = styled.section<{ $oneLine?: boolean }>`
  background: ${({ theme }) => theme.color.surface};
  padding: ${({ $oneLine }) => ($oneLine ? '24px 0' : '72px 0')};
  ${onMobile} {
    padding: ${({ $oneLine }) => ($oneLine ? '20px 0' : '48px 0')};
  }
`;

const OneLine = styled.p`
  margin: 0;
  line-height: 2;
  overflow-wrap: anywhere;
  button {
    margin-left: 4px;
    vertical-align: middle;
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

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: 16px;
  ${onMobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;
