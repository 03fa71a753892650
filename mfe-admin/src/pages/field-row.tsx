import type { ReactNode } from 'react';
import { Field, FieldError, FieldHint } from '@meridian/shared';

/** What a Row gives its control: its id and the attributes that tie it to the hint and error. */
export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** A labelled field with its hint above the control and, once checked, its error beside it. */
export function Row({
  label,
  id,
  error,
  hint,
  children,
}: {
  label: string;
  id: string;
  error: string | undefined;
  hint?: string;
  children: (props: ControlProps) => ReactNode;
}) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      {hint ? <FieldHint id={`${id}-hint`}>{hint}</FieldHint> : null}
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined })}
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </Field>
  );
}
