import { useEffect, useRef, useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { Button, Field, FieldError, FieldHint, Input, type NoticeLanguage } from '@meridian/shared';
import { istToday, parseDateOfBirth } from '@meridian/shared/age';
import { DATE_OF_BIRTH_HINT } from '../content/minors';
import { CollectionNoticeText, SIGNUP_NOTICE } from '@meridian/shared/privacy';
import { Dialog as SharedDialog, DialogActions } from './dialog';

/** What the person answered: an adult's date of birth, someone under 18, or they stopped. */
export type BirthdayAnswer =
  { kind: 'adult'; dateOfBirth: string; noticeLanguage: NoticeLanguage } | { kind: 'minor' } | { kind: 'cancelled' };

/**
 * The date-of-birth step of a first Google sign-in, before anything about the person is stored:
 * a bad date gets its message beside the field (what was typed stays); a real one is answered
 * as an adult's or a minor's (India's calendar, @meridian/shared/age).
 */
export function BirthdayStep({ name, onAnswer }: { name: string; onAnswer: (answer: BirthdayAnswer) => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  // The language the sign-up notice is read in: the consent record names it.
  const [noticeLanguage, setNoticeLanguage] = useState<NoticeLanguage>('en');

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.stopPropagation();
    const birth = parseDateOfBirth(value, Date.now());
    if (!birth.ok) {
      setError(birth.message);
      document.getElementById('google-dob')?.focus();
      return;
    }
    onAnswer(birth.adult ? { kind: 'adult', dateOfBirth: birth.dateOfBirth, noticeLanguage } : { kind: 'minor' });
  };

  const cancel = () => onAnswer({ kind: 'cancelled' });

  return createPortal(
    <Dialog
      ref={dialog}
      aria-labelledby="google-dob-title"
      aria-describedby="google-dob-intro"
      onCancel={(event) => {
        event.preventDefault();
        cancel();
      }}
    >
      <form onSubmit={submit} noValidate>
        <h2 id="google-dob-title">One more step{name ? `, ${name}` : ''}</h2>
        <p id="google-dob-intro">
          Please tell us your date of birth. We have not stored anything about you yet, and will not until you do.
        </p>
        <Field>
          <label htmlFor="google-dob">Date of birth</label>
          <Input
            id="google-dob"
            name="dateOfBirth"
            type="date"
            autoComplete="bday"
            max={istToday(new Date())}
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              setError(null);
            }}
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'google-dob-error google-dob-hint' : 'google-dob-hint'}
          />
          <FieldHint id="google-dob-hint">{DATE_OF_BIRTH_HINT}</FieldHint>
          {error ? <FieldError id="google-dob-error">{error}</FieldError> : null}
        </Field>
        <DialogActions>
          <Button type="submit" $variant="ghost">
            Continue
          </Button>
          <Button type="button" $variant="outline" onClick={cancel}>
            Cancel
          </Button>
        </DialogActions>
        <FieldHint>Cancel removes the sign-in your Google account has just made with us.</FieldHint>
        <FieldHint as="div">
          Continue creates your account, on this notice:
          <CollectionNoticeText notice={SIGNUP_NOTICE} id="google-dob-notice" onLanguage={setNoticeLanguage} />
        </FieldHint>
      </form>
    </Dialog>,
    document.body,
  );
}

const Dialog = styled(SharedDialog)`
  p {
    margin: 0;
  }
`;
