import type { ChangeEvent } from 'react';
import { Input } from '@meridian/shared';
import { FormField } from '@meridian/shared/form-kit';

/** The message of an email field left empty or not an address. */
export const EMAIL_NEEDED = 'Please enter your email address, like name@example.com.';

/** The account forms' email field (sign-in, password reset): labelled "Email", with its message. */
export function EmailField({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error?: string | undefined;
}) {
  return (
    <FormField id={id} label="Email" error={error}>
      {(control) => (
        <Input {...control} name="email" type="email" autoComplete="email" value={value} onChange={onChange} required />
      )}
    </FormField>
  );
}
