import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, Input, VisuallyHidden } from '@meridian/shared';
import { validateNewsletterEmail } from './validate-newsletter-email';

/** Spec §4 and §9: the simulated subscription takes 1 s; the thank-you shows for 3 s. */
export const NEWSLETTER_DELAY_MS = 1000;
export const NEWSLETTER_SUCCESS_MS = 3000;

type Phase = 'idle' | 'loading' | 'success';

/**
 * Newsletter sign-up. The spec's product simulates the subscription and makes no server call;
 * so does this one, with exactly its states and timings.
 */
export function Newsletter() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [phase, setPhase] = useState<Phase>('idle');
  const timers = useRef<number[]>([]);

  useEffect(() => () => timers.current.forEach((id) => window.clearTimeout(id)), []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (phase !== 'idle') return;
    const problem = validateNewsletterEmail(email);
    setError(problem);
    if (problem) return;
    setPhase('loading');
    timers.current.push(
      window.setTimeout(() => {
        setPhase('success');
        setEmail('');
        timers.current.push(window.setTimeout(() => setPhase('idle'), NEWSLETTER_SUCCESS_MS));
      }, NEWSLETTER_DELAY_MS),
    );
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
