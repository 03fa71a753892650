import { useState } from 'react';
import { Button, FieldHint } from '@meridian/shared';
import { GoogleChooser } from '../../components/google-chooser';
import { PasswordField } from '../../components/password-field';
import type { EmulatorGoogleAccount } from '../../domain/emulator-google';
import type { Confirmation } from '../../data/my-account';
import { usesAuthEmulator } from '../../data/sign-in';

/**
 * How a person proves it is them before a sensitive change: their current password when the
 * account has one, otherwise Google again. Reports the confirmation the change will use.
 */
export function ConfirmIdentity({
  id,
  hasPassword,
  password,
  onPassword,
  google,
  onGoogle,
  error,
}: {
  id: string;
  hasPassword: boolean;
  password: string;
  onPassword: (value: string) => void;
  /** The Google account chosen to confirm with (emulator only), or null. */
  google: EmulatorGoogleAccount | null;
  onGoogle: (account: EmulatorGoogleAccount | null) => void;
  error?: string | undefined;
}) {
  const [choosing, setChoosing] = useState(false);
  if (hasPassword) {
    return (
      <PasswordField
        id={id}
        name="current-password"
        label="Your current password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => onPassword(event.target.value)}
        error={error}
      />
    );
  }
  if (!usesAuthEmulator()) {
    return <FieldHint>You will confirm with Google in its own window.</FieldHint>;
  }
  return (
    <div>
      <FieldHint>
        {google ? `You will confirm as ${google.email}.` : 'Confirm it is you with your Google account.'}
      </FieldHint>
      <Button type="button" $variant="outline" onClick={() => setChoosing(true)}>
        {google ? 'Choose another Google account' : 'Choose your Google account'}
      </Button>
      {choosing ? (
        <GoogleChooser
          onChoose={(account) => {
            onGoogle(account);
            setChoosing(false);
          }}
          onCancel={() => setChoosing(false)}
        />
      ) : null}
    </div>
  );
}

/** The confirmation a form's fields make. */
export function confirmationOf(
  hasPassword: boolean,
  password: string,
  google: EmulatorGoogleAccount | null,
): Confirmation {
  return hasPassword ? { method: 'password', password } : { method: 'google', chosen: google };
}
