import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, Input, useLocation, VisuallyHidden } from '@meridian/shared';
import { ConsentLine, HoneypotField, NEWSLETTER_NOTICE, useConsent, useSenderSignals } from '@meridian/shared/privacy';
import { HONEYPOT_FIELD, SUBMIT_UNREACHABLE } from '@meridian/shared/submissions';
import type { NewsletterOutcome } from '../data/subscribe-newsletter';
import { validateNewsletterEmail } from './validate-newsletter-email';

/** Spec §9: the thank-you shows for 3 s. */
export const NEWSLETTER_SUCCESS_MS = 3000;

type Phase = 'idle' | 'loading' | 'success';

/**
 * Newsletter sign-up (issue 19: stored, with consent). The short notice says what is kept and
 * why; the unticked box must be ticked; the subscription goes to the public-write endpoint, which
 * stores it with the notice version and the time of the consent.
 */
export function Newsletter() {
  const { pathname } = useLocation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const consent = useConsent();
  const [phase, setPhase] = useState<Phase>('idle');
  const timers = useRef<number[]>([]);
  const { honeypot, signals } = useSenderSignals();

  useEffect(() => () => timers.current.forEach((id) => window.clearTimeout(id)), []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (phase !== 'idle') return;
    const problem = validateNewsletterEmail(email);
    setError(problem);
    const agreed = consent.require();
    if (problem) {
      document.getElementById('newsletter-email')?.focus();
      return;
    }
    if (!agreed) {
      document.getElementById('newsletter-consent')?.focus();
      return;
    }
    setPhase('loading');
    // The sending code arrives when the visitor subscribes, not with the home page's first load.
    const outcome = await import('../data/subscribe-newsletter').then(
      ({ subscribeNewsletter }) =>
        subscribeNewsletter({ email, consent: true, page: pathname, language: consent.language, ...signals() }),
      (): NewsletterOutcome => ({ ok: false, message: SUBMIT_UNREACHABLE, field: null }),
    );
    if (!outcome.ok) {
      setPhase('idle');
      if (outcome.field === 'consent') consent.refuse(outcome.message);
      else setError(outcome.message);
      return;
    }
    setPhase('success');
    setEmail('');
    consent.reset();
    timers.current.push(window.setTimeout(() => setPhase('idle'), NEWSLETTER_SUCCESS_MS));
  };

  return (
    <Form noValidate onSubmit={submit} aria-label="Newsletter sign-up">
      <Row>
        <VisuallyHidden as="label" htmlFor="newsletter-email">
          Email address
        </VisuallyHidden>
        <Input
          id="newsletter-email"
          type="email"
          name="email"
          autoComplete="email"
          placeholder="Your email address"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (error) setError(undefined);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'newsletter-error' : undefined}
        />
        <Button type="submit" disabled={phase === 'loading'}>
          {phase === 'loading' ? 'Subscribing...' : 'Subscribe'}
        </Button>
      </Row>
      {error ? (
        <Message id="newsletter-error" $tone="error">
          {error}
        </Message>
      ) : null}
      <ConsentLine form="newsletter" notice={NEWSLETTER_NOTICE} consent={consent} boxFirst onDark />
      <HoneypotField id={`newsletter-${HONEYPOT_FIELD}`} inputRef={honeypot} />
      <Message role="status" aria-live="polite" $tone="success">
        {phase === 'success' ? 'Thank you for subscribing!' : ''}
      </Message>
    </Form>
  );
}

const Form = styled.form`
  max-width: 560px;
`;

const Row = styled.div`
  display: flex;
  gap: 12px;
  input {
    flex: 1;
    min-width: 0;
    padding: 10px 14px;
  }
  @media (max-width: 480px) {
    flex-direction: column;
  }
`;

const Message = styled.p<{ $tone: 'error' | 'success' }>`
  min-height: 1.5em;
  margin: 8px 0 0;
  font-weight: 600;
  color: ${({ theme, $tone }) => ($tone === 'error' ? theme.color.errorOnDark : theme.color.successOnDark)};
`;
