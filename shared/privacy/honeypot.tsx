import { useEffect, useRef, type Ref, type RefObject } from 'react';
import styled from 'styled-components';
import { HONEYPOT_FIELD } from '../submissions/form-basics';
import type { SenderSignals } from '../submissions/send';

/**
 * The field people never see (nor screen readers) and a bot that fills every field fills: the
 * endpoint takes a submission with it filled for a bot's. `id` is the form's own id for it.
 */
export function HoneypotField({ id, inputRef }: { id: string; inputRef: Ref<HTMLInputElement> }) {
  return (
    <Hidden aria-hidden="true">
      <label htmlFor={id}>Leave this empty</label>
      <input
        ref={inputRef}
        id={id}
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </Hidden>
  );
}

const Hidden = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

/**
 * What a public form tells the endpoint about its sender: the honeypot (`honeypot`, the ref for
 * HoneypotField) and how long since the form appeared (hydrated), as `signals()` reads them when
 * sending. The endpoint refuses, in words, a form sent within seconds of its appearing or with the
 * honeypot filled. Read once, the honeypot is emptied: a person whose autofill filled it is told
 * why their form was refused and is heard when they send it again.
 */
export function useSenderSignals(): { honeypot: RefObject<HTMLInputElement | null>; signals: () => SenderSignals } {
  const shownAt = useRef(0);
  const honeypot = useRef<HTMLInputElement>(null);
  useEffect(() => {
    shownAt.current = performance.now();
  }, []);
  return {
    honeypot,
    signals: () => {
      const filled = honeypot.current?.value ?? '';
      if (honeypot.current) honeypot.current.value = '';
      return { honeypot: filled, elapsedMs: performance.now() - shownAt.current };
    },
  };
}
