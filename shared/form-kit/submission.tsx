import { useState, type ChangeEvent, type Dispatch, type FormEvent, type ReactNode, type SetStateAction } from 'react';
import { Alert, Input, TextArea } from '@meridian/shared';
import type { NoticeLanguage } from '../src/contracts/documents';
import type { SenderSignals } from '../submissions/send';
import { useConsent, type Consent } from '../privacy/consent-line';
import { FormField } from './form-field';
import { useSenderSignals } from '../privacy/honeypot';

/** Where a form's sending stands; `sent` holds what its thanks say. */
export type Submission<Sent> =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent'; sent: Sent }
  | { kind: 'failed'; message: string }
  | { kind: 'limited'; message: string; retryAfterSeconds: number };

/** What sending a form came to, as the form's send function gives it. */
export type FormOutcome<Sent> =
  | { kind: 'sent'; sent: Sent }
  | { kind: 'refused'; message: string; errors: Readonly<Record<string, string | undefined>> }
  | { kind: 'limited'; message: string; retryAfterSeconds: number }
  | { kind: 'failed'; message: string };

type Errors<Fields> = Partial<Record<keyof Fields, string>>;

export interface PublicFormOptions<Fields extends Record<keyof Fields, string>, Sent> {
  /** The form's name: its controls' ids are `{form}-{field}`. */
  form: string;
  empty: Fields;
  /** The fields in the order they stand, for focusing the first with a message. */
  order: readonly (keyof Fields & string)[];
  /** The id to focus for a field's message, when not its own (a radio group's first choice). */
  focusTarget?: (name: keyof Fields & string) => string;
  validate: (fields: Fields) => Errors<Fields>;
  /** Whether the form has a consent box the person must tick. */
  consent: boolean;
  /** `language`: the one the person read the form's notice in (its consent record names it). */
  send: (fields: Fields, signals: SenderSignals, language: NoticeLanguage) => Promise<FormOutcome<Sent>>;
  /** The fields' state, when the form keeps it elsewhere (a draft kept for the tab); else its own. */
  state?: [Fields, Dispatch<SetStateAction<Fields>>];
  /** The messages a change to a field answers (its own unless said). */
  clears?: (name: keyof Fields & string) => readonly (keyof Fields & string)[];
}

export interface PublicForm<Fields extends Record<keyof Fields, string>, Sent> {
  /** A control's id: `{form}-{name}` (a field's, or a choice's: `{field}-{value}`). */
  id: (name: string) => string;
  fields: Fields;
  errors: Errors<Fields>;
  submission: Submission<Sent>;
  setSubmission: (submission: Submission<Sent>) => void;
  consent: Consent;
  /** The ref for the form's HoneypotField. */
  honeypot: ReturnType<typeof useSenderSignals>['honeypot'];
  /** A control's onChange: its `name` is the field. */
  change: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
  submit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
}

/**
 * A public form's state and sending: the fields and their messages, the consent box, the sender's
 * signals, and the submission. At sending, the first field with a message (else the unticked box)
 * takes the focus and nothing is sent; once sent, the fields are emptied and the box unticked;
 * refused, limited or unreachable, everything typed stays, the server's words beside the fields
 * it names and the first of them focused.
 */
export function usePublicForm<Fields extends Record<keyof Fields, string>, Sent>(
  options: PublicFormOptions<Fields, Sent>,
): PublicForm<Fields, Sent> {
  const { form, empty, order, validate, send } = options;
  const own = useState<Fields>(empty);
  const [fields, setFields] = options.state ?? own;
  const [errors, setErrors] = useState<Errors<Fields>>({});
  const [submission, setSubmission] = useState<Submission<Sent>>({ kind: 'idle' });
  const consent = useConsent();
  const { honeypot, signals } = useSenderSignals();
  const id = (name: string) => `${form}-${name}`;
  const idOf = options.focusTarget ?? id;

  const focusFirst = (found: Errors<Fields>) => {
    const first = order.find((name) => found[name]);
    if (first) document.getElementById(idOf(first))?.focus();
    return first !== undefined;
  };

  const change = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
    const name = event.target.name as keyof Fields & string;
    const value = event.target.value;
    setFields((current) => ({ ...current, [name]: value }));
    const cleared = options.clears?.(name) ?? [name];
    if (cleared.some((field) => errors[field]))
      setErrors((current) => ({ ...current, ...Object.fromEntries(cleared.map((field) => [field, undefined])) }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate(fields);
    setErrors(found);
    const agreed = options.consent ? consent.require() : true;
    if (focusFirst(found)) return;
    if (!agreed) {
      document.getElementById(`${form}-consent`)?.focus();
      return;
    }
    setSubmission({ kind: 'sending' });
    const outcome = await send(fields, signals(), consent.language);
    if (outcome.kind === 'sent') {
      setSubmission(outcome);
      setFields(empty);
      consent.reset();
      return;
    }
    if (outcome.kind === 'limited') {
      setSubmission(outcome);
      return;
    }
    // The server's own words, beside the fields it names and above the form; nothing typed is lost.
    const refused: Errors<Fields> = {};
    if (outcome.kind === 'refused') {
      for (const name of order) if (outcome.errors[name]) refused[name] = outcome.errors[name];
      const aboutConsent = outcome.errors.consent;
      if (options.consent && aboutConsent) consent.refuse(aboutConsent);
    }
    setErrors(refused);
    setSubmission({ kind: 'failed', message: outcome.message });
    focusFirst(refused);
  };

  return { id, fields, errors, submission, setSubmission, consent, honeypot, change, submit };
}

/**
 * The box above a form that says why it was not sent, in the form's words: `failed` with the
 * server's (or the unreachable) message; `limited` with when to try again, or as `failed` says.
 */
export function SubmissionAlert<Sent>({
  submission,
  failed,
  limited,
}: {
  submission: Submission<Sent>;
  failed: (message: string) => ReactNode;
  limited?: (retryAfterSeconds: number) => ReactNode;
}) {
  if (submission.kind === 'failed') return <Alert tone="error">{failed(submission.message)}</Alert>;
  if (submission.kind !== 'limited') return null;
  return <Alert tone="error">{limited ? limited(submission.retryAfterSeconds) : failed(submission.message)}</Alert>;
}

/**
 * A public form's text field, drawn whole: FormField around an Input (a TextArea of `rows` lines)
 * holding the field's value, its message and its change; required (and marked so) with
 * `mark="required"`; `after` stands under it (a counter).
 */
export function InputField<Fields extends Record<keyof Fields, string>, Sent>({
  form,
  name,
  label,
  mark,
  optional,
  hint,
  hintAfter,
  describedBy,
  after,
  rows,
  ...input
}: {
  form: PublicForm<Fields, Sent>;
  name: keyof Fields & string;
  label: ReactNode;
  mark?: 'required' | 'optional';
  optional?: string;
  hint?: ReactNode;
  hintAfter?: boolean;
  describedBy?: readonly string[];
  after?: ReactNode;
  rows?: number;
  type?: string;
  autoComplete?: string;
  maxLength?: number;
  min?: string | undefined;
  max?: string | undefined;
}) {
  return (
    <FormField
      id={form.id(name)}
      label={label}
      mark={mark}
      optional={optional}
      hint={hint}
      hintAfter={hintAfter}
      describedBy={describedBy}
      after={after}
      error={form.errors[name]}
    >
      {(control) => {
        const field = {
          ...control,
          name,
          value: form.fields[name],
          onChange: form.change,
          required: mark === 'required',
        };
        return rows === undefined ? (
          <Input {...field} {...input} />
        ) : (
          <TextArea {...field} rows={rows} maxLength={input.maxLength} />
        );
      }}
    </FormField>
  );
}
