import { useEffect, useRef, useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import { Button, Field, FieldError, FieldHint, Input, isEmail } from '@meridian/shared';
import type { EmulatorGoogleAccount } from '../domain/emulator-google';
import { Dialog, DialogActions } from './dialog';

/**
 * The account chooser the site shows in place of Google's window when Auth is the local
 * emulator (offline, Google's page cannot load): the person types the Google account to be
 * (any email, any name), and the emulator accepts it. Never shown with a real Firebase project.
 */
export function GoogleChooser({
  onChoose,
  onCancel,
}: {
  onChoose: (account: EmulatorGoogleAccount) => void;
  onCancel: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Not the submit of a form this chooser was opened from.
    event.stopPropagation();
    if (!isEmail(email.trim())) {
      setError('Please enter the Google account’s email address.');
      return;
    }
    onChoose({ email: email.trim(), name: name.trim() || email.trim().split('@')[0] || 'Google user' });
  };

  // On top of the page, outside any form it was opened from.
  return createPortal(
    <Dialog ref={dialog} aria-labelledby="google-chooser-title" onCancel={onCancel}>
      <form onSubmit={submit} noValidate>
        <h2 id="google-chooser-title">Choose a Google account</h2>
        <FieldHint>
          Local emulator: Google’s own window cannot open offline, so choose the Google account to sign in as. No
          request leaves this computer.
        </FieldHint>
        <Field>
          <label htmlFor="google-chooser-email">Google email</label>
          <Input
            id="google-chooser-email"
            type="email"
            autoComplete="off"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setError(null);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'google-chooser-error' : undefined}
          />
          {error ? <FieldError id="google-chooser-error">{error}</FieldError> : null}
        </Field>
        <Field>
          <label htmlFor="google-chooser-name">Name on the Google account</label>
          <Input
            id="google-chooser-name"
            autoComplete="off"
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        </Field>
        <DialogActions>
          <Button type="submit" $variant="ghost">
            Continue
          </Button>
          <Button type="button" $variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        </DialogActions>
      </form>
    </Dialog>,
    document.body,
  );
}
