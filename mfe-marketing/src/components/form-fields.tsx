import type { Ref } from 'react';
import styled from 'styled-components';
import { HONEYPOT_FIELD } from '@meridian/shared/submissions';

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

/** "(optional)" beside a label. */
export const Optional = styled.span`
  font-weight: 400;
  color: ${({ theme }) => theme.color.muted};
`;

/** The mark of a required field beside its label. */
export const Required = styled.span`
  color: ${({ theme }) => theme.color.error};
`;
