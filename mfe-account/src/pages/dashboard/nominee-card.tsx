import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Alert, Button, describeFirestoreError, Field, FieldError, FieldHint, Input } from '@meridian/shared';
import { formatDateTime, Loading, NeverKept, useKeptAfterAction } from '@meridian/portal-kit';
import { NOMINEE_TEXT } from '../../content/privacy';
import {
  EMPTY_NOMINEE,
  NOMINEE_LIMITS,
  readKeptNominee,
  validateNominee,
  type NomineeErrors,
  type NomineeFields,
  type StoredNominee,
} from '../../domain/nominee-form';
import { readNominee, removeNominee, saveNominee } from '../../data/nominee';
import { Card, Muted } from './card';
import { Form, Row } from './form-layout';

type State =
  { kind: 'idle'; said?: string } | { kind: 'working'; what: 'save' | 'remove' } | { kind: 'failed'; message: string };

/**
 * Nomination (issue 19, item 4; DPDP Act 2023 s. 14): the person names someone who may exercise
 * their rights on their death or incapacity, and sees, changes or removes them. Stored at
 * nominees/{uid}, which only they can read; what they typed stays in the form if saving fails.
 *
 * The nominee (or that none is named) as this person last saw it on this device shows at once,
 * inert, while it is read again (useKept, issue 22); once they save or remove one, only the read's
 * answer. What is typed in the form is not kept (the memory holds the nominee as read).
 */
export function NomineeCard({ uid, onChange }: { uid: string; onChange: () => void }) {
  const [nominee, retry, reload] = useKeptAfterAction(
    () => readNominee(uid).then((stored) => ({ nominee: stored })),
    `nominee:${uid}`,
    { uid, name: 'nominee', restore: readKeptNominee },
  );
  const [editing, setEditing] = useState<NomineeFields | null>(null);
  const [errors, setErrors] = useState<NomineeErrors>({});
  const [state, setState] = useState<State>({ kind: 'idle' });

  const done = (said: string) => {
    setState({ kind: 'idle', said });
    setEditing(null);
    setErrors({});
    reload();
    onChange();
  };

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!editing) return;
    const found = validateNominee(editing);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      document.getElementById(`nominee-${Object.keys(found)[0] ?? 'name'}`)?.focus();
      return;
    }
    setState({ kind: 'working', what: 'save' });
    try {
      await saveNominee(uid, editing);
      done(NOMINEE_TEXT.saved);
    } catch (error) {
      setState({ kind: 'failed', message: NOMINEE_TEXT.failed(describeFirestoreError(error)) });
    }
  };

  const remove = async () => {
    setState({ kind: 'working', what: 'remove' });
    try {
      await removeNominee(uid);
      done(NOMINEE_TEXT.removed);
    } catch (error) {
      setState({ kind: 'failed', message: NOMINEE_TEXT.failed(describeFirestoreError(error)) });
    }
  };

  const edit = (stored: StoredNominee | null) => {
    setState({ kind: 'idle' });
    setEditing(
      stored
        ? { name: stored.name, relationship: stored.relationship, email: stored.email, phone: stored.phone }
        : { ...EMPTY_NOMINEE },
    );
  };

  return (
    <Card aria-labelledby="privacy-nominee">
      <h2 id="privacy-nominee">{NOMINEE_TEXT.heading}</h2>
      <Muted>{NOMINEE_TEXT.intro}</Muted>
      {state.kind === 'failed' ? <Alert tone="error">{state.message}</Alert> : null}
      {state.kind === 'idle' && state.said ? (
        // A notice for this visit only: left out of the page as this device keeps it.
        <NeverKept>
          <Alert tone="success">{state.said}</Alert>
        </NeverKept>
      ) : null}
      <Loading loaded={nominee} retry={retry}>
        {({ nominee: stored }) =>
          editing ? (
            <NomineeForm
              fields={editing}
              errors={errors}
              working={state.kind === 'working'}
              onFields={setEditing}
              onSubmit={save}
              onCancel={() => {
                setEditing(null);
                setErrors({});
              }}
            />
          ) : (
            <>
              {stored ? (
                <Facts data-nominee="named">
                  <dt>{NOMINEE_TEXT.name}</dt>
                  <dd>{stored.name}</dd>
                  <dt>{NOMINEE_TEXT.relationship}</dt>
                  <dd>{stored.relationship}</dd>
                  <dt>{NOMINEE_TEXT.email}</dt>
                  <dd>{stored.email || '—'}</dd>
                  <dt>{NOMINEE_TEXT.phone}</dt>
                  <dd>{stored.phone || '—'}</dd>
                </Facts>
              ) : (
                <p data-nominee="none">{NOMINEE_TEXT.none}</p>
              )}
              {stored?.updatedAt ? <Muted>{NOMINEE_TEXT.updated(formatDateTime(stored.updatedAt))}</Muted> : null}
              <Row>
                <Button
                  type="button"
                  $variant="outline"
                  onClick={() => edit(stored)}
                  disabled={state.kind === 'working'}
                >
                  {stored ? NOMINEE_TEXT.change : NOMINEE_TEXT.add}
                </Button>
                {stored ? (
                  <Button
                    type="button"
                    $variant="ghost"
                    onClick={() => void remove()}
                    disabled={state.kind === 'working'}
                  >
                    {state.kind === 'working' && state.what === 'remove' ? NOMINEE_TEXT.removing : NOMINEE_TEXT.remove}
                  </Button>
                ) : null}
              </Row>
            </>
          )
        }
      </Loading>
    </Card>
  );
}

function NomineeForm({
  fields,
  errors,
  working,
  onFields,
  onSubmit,
  onCancel,
}: {
  fields: NomineeFields;
  errors: NomineeErrors;
  working: boolean;
  onFields: (fields: NomineeFields) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
}) {
  const input = (key: keyof NomineeFields, label: string, type: string, autoComplete: string, hint?: string) => {
    const id = `nominee-${key}`;
    const described = [errors[key] ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
    return (
      <Field>
        <label htmlFor={id}>{label}</label>
        {hint ? <FieldHint id={`${id}-hint`}>{hint}</FieldHint> : null}
        <Input
          id={id}
          type={type}
          autoComplete={autoComplete}
          maxLength={NOMINEE_LIMITS[key]}
          value={fields[key]}
          aria-invalid={errors[key] ? true : undefined}
          aria-describedby={described || undefined}
          onChange={(event) => onFields({ ...fields, [key]: event.target.value })}
        />
        {errors[key] ? <FieldError id={`${id}-error`}>{errors[key]}</FieldError> : null}
      </Field>
    );
  };
  return (
    <Form noValidate onSubmit={onSubmit} aria-label="Your nominee">
      {input('name', NOMINEE_TEXT.name, 'text', 'off')}
      {input('relationship', NOMINEE_TEXT.relationship, 'text', 'off', NOMINEE_TEXT.relationshipHint)}
      {input('email', NOMINEE_TEXT.email, 'email', 'off', NOMINEE_TEXT.contactHint)}
      {input('phone', NOMINEE_TEXT.phone, 'tel', 'off')}
      <Row>
        <Button type="submit" disabled={working}>
          {working ? NOMINEE_TEXT.saving : NOMINEE_TEXT.save}
        </Button>
        <Button type="button" $variant="outline" onClick={onCancel} disabled={working}>
          {NOMINEE_TEXT.cancel}
        </Button>
      </Row>
    </Form>
  );
}

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 6px 16px;
  margin: 0 0 12px;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  @media (max-width: 480px) {
    grid-template-columns: minmax(0, 1fr);
    dd {
      margin-bottom: 6px;
    }
  }
`;
