import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Field, FieldError, FieldHint } from '@meridian/shared';

/** What a field's control needs to be wired to its label, hint and message. */
export interface FieldControl {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** The mark of a required field beside its label (hidden from screen readers: the control says it). */
export const Required = styled.span`
  color: ${({ theme }) => theme.color.error};
`;

/** "(optional)" beside a label. */
export const Optional = styled.span`
  font-weight: 400;
  color: ${({ theme }) => theme.color.muted};
`;

/** What a form's label says after its words: a required field's mark, or that it is optional. */
export function LabelMark({ mark, optional = ' (optional)' }: { mark?: 'required' | 'optional'; optional?: string }) {
  if (mark === 'required') return <Required aria-hidden="true"> *</Required>;
  if (mark === 'optional') return <Optional>{optional}</Optional>;
  return null;
}

/**
 * A labelled field with its message: the label (with its mark), a hint, the control, and the
 * message of a field filled in wrongly, each with its id (`{id}-hint`, `{id}-error`) and the
 * control described by them. The control is drawn by `children`, given its id and aria
 * attributes; `after` stands under the control (a counter), its id named in `describedBy`.
 */
export function FormField({
  id,
  label,
  mark,
  optional,
  hint,
  hintAfter = false,
  describedBy = [],
  error,
  errorFirst = false,
  after,
  children,
}: {
  id: string;
  label: ReactNode;
  mark?: 'required' | 'optional';
  /** The words of an optional field's mark (' (optional)' unless said). */
  optional?: string;
  /** A line of help, above the control (under it with `hintAfter`). */
  hint?: ReactNode;
  hintAfter?: boolean;
  /** Other elements that describe the control, read after the hint… */
  describedBy?: readonly string[];
  error?: string | undefined;
  /** …and the message, read last unless `errorFirst`. */
  errorFirst?: boolean;
  after?: ReactNode;
  children: (control: FieldControl) => ReactNode;
}) {
  const hintId = hint === undefined ? [] : [`${id}-hint`];
  const errorId = error ? [`${id}-error`] : [];
  const ids = errorFirst ? [...errorId, ...hintId, ...describedBy] : [...hintId, ...describedBy, ...errorId];
  const hintLine = hint === undefined ? null : <FieldHint id={`${id}-hint`}>{hint}</FieldHint>;
  return (
    <Field>
      <label htmlFor={id}>
        {label}
        <LabelMark mark={mark} optional={optional} />
      </label>
      {hintAfter ? null : hintLine}
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': ids.join(' ') || undefined })}
      {hintAfter ? hintLine : null}
      {after}
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </Field>
  );
}
