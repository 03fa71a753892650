import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  Alert,
  Button,
  CALCULATOR_NAMES,
  describeFirestoreError,
  Field,
  FieldError,
  FieldHint,
  Input,
  isCalculatorSlug,
  Link,
  paths,
  PROFILE_LIMITS,
  Select,
  useAuth,
  type PreferencesDocument,
  type SessionUser,
} from '@meridian/shared';
import { Loading, useKept } from '@meridian/portal-kit';
import { readKeptDetails } from '../../domain/account-details';
import { localToday, validateNameAndBirthday, type NameAndBirthdayErrors } from '../../domain/profile-form';
import { EMAILS_NEED_CONSENT } from '../../content/privacy';
import {
  readAccountDetails,
  refused,
  saveNameAndBirthday,
  savePreferences,
  type AccountDetails,
} from '../../data/profiles';
import { Card } from './card';
import { Check, Form, Row } from './form-layout';
import { SecuritySection } from './security-section';

/**
 * Profile: the person's details and preferences (saved to Firestore; the name shows in the top
 * bar at once), how they sign in and their password, their sessions, and their data.
 */
export default function ProfileTab({ user }: { user: SessionUser }) {
  // The forms show at once as this person last saw them on this device, and can be used once read.
  const [details, reload] = useKept(() => readAccountDetails(user.uid), `profile:${user.uid}`, {
    uid: user.uid,
    name: 'details',
    restore: readKeptDetails,
  });
  return (
    <Stack>
      <Loading loaded={details} retry={reload} placeholder={formsPlaceholder}>
        {(value) => (
          <Stack>
            <DetailsSection uid={user.uid} details={value} />
            <PreferencesSection uid={user.uid} preferences={value.preferences} />
          </Stack>
        )}
      </Loading>
      <SecuritySection user={user} />
      <Card aria-labelledby="profile-your-data">
        <h2 id="profile-your-data">Your data</h2>
        <p>
          A copy of everything we hold about you, and deleting your account, are in{' '}
          <Link to={`${paths.dashboard}/privacy`}>Privacy</Link>, with your consents and your other rights.
        </p>
      </Card>
    </Stack>
  );
}

const EMAIL_HINT = 'The address you sign in with. To change it, please contact us.';
const CALCULATOR_HINT = 'It comes first in your dashboard’s quick actions.';

type Saving =
  { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'failed'; message: string; privacyLink?: true };

function SaveStatus({ saving, what }: { saving: Saving; what: string }) {
  return (
    <>
      <Done role="status" aria-live="polite">
        {saving.kind === 'saved' ? `${what} saved.` : ''}
      </Done>
      {saving.kind === 'failed' ? (
        <Alert tone="error">
          {what} not saved. {saving.message} What you typed is still here.
          {saving.privacyLink ? (
            <>
              {' '}
              <Link to={`${paths.dashboard}/privacy`}>Go to Privacy</Link>
            </>
          ) : null}
        </Alert>
      ) : null}
    </>
  );
}

function DetailsSection({ uid, details }: { uid: string; details: AccountDetails }) {
  const { refresh } = useAuth();
  const [fields, setFields] = useState({ displayName: details.displayName, dateOfBirth: details.dateOfBirth });
  const [errors, setErrors] = useState<NameAndBirthdayErrors>({});
  const [saving, setSaving] = useState<Saving>({ kind: 'idle' });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateNameAndBirthday(fields, localToday(new Date()), new Date());
    setErrors(found);
    if (found.displayName || found.dateOfBirth) return;
    setSaving({ kind: 'saving' });
    try {
      await saveNameAndBirthday(uid, fields);
      await refresh();
      setSaving({ kind: 'saved' });
    } catch (error) {
      setSaving({ kind: 'failed', message: describeFirestoreError(error) });
    }
  };

  return (
    <Card aria-labelledby="profile-details">
      <h2 id="profile-details">Your details</h2>
      <Form noValidate onSubmit={submit}>
        <Field>
          <label htmlFor="profile-name">Full name</label>
          <Input
            id="profile-name"
            autoComplete="name"
            maxLength={PROFILE_LIMITS.displayName}
            value={fields.displayName}
            onChange={(event) => {
              setFields((now) => ({ ...now, displayName: event.target.value }));
              setSaving({ kind: 'idle' });
            }}
            aria-invalid={errors.displayName ? true : undefined}
            aria-describedby={errors.displayName ? 'profile-name-error' : undefined}
          />
          {errors.displayName ? <FieldError id="profile-name-error">{errors.displayName}</FieldError> : null}
        </Field>
        <Field>
          <label htmlFor="profile-email">Email</label>
          <Input id="profile-email" value={details.email} readOnly aria-describedby="profile-email-hint" />
          <FieldHint id="profile-email-hint">{EMAIL_HINT}</FieldHint>
        </Field>
        <Field>
          <label htmlFor="profile-dob">Date of birth (optional)</label>
          <Input
            id="profile-dob"
            type="date"
            autoComplete="bday"
            min="1900-01-01"
            max={localToday(new Date())}
            value={fields.dateOfBirth}
            onChange={(event) => {
              setFields((now) => ({ ...now, dateOfBirth: event.target.value }));
              setSaving({ kind: 'idle' });
            }}
            aria-invalid={errors.dateOfBirth ? true : undefined}
            aria-describedby={errors.dateOfBirth ? 'profile-dob-error' : undefined}
          />
          {errors.dateOfBirth ? <FieldError id="profile-dob-error">{errors.dateOfBirth}</FieldError> : null}
        </Field>
        <Row>
          <Button type="submit" $variant="ghost" disabled={saving.kind === 'saving'}>
            {saving.kind === 'saving' ? 'Saving...' : 'Save details'}
          </Button>
          <SaveStatus saving={saving} what="Your details" />
        </Row>
      </Form>
    </Card>
  );
}

function PreferencesSection({ uid, preferences }: { uid: string; preferences: PreferencesDocument }) {
  const [fields, setFields] = useState(preferences);
  const [saving, setSaving] = useState<Saving>({ kind: 'idle' });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaving({ kind: 'saving' });
    try {
      await savePreferences(uid, fields);
      setSaving({ kind: 'saved' });
    } catch (error) {
      // Turning emails on is refused by the rules while consent to email updates is withdrawn.
      const needsConsent = fields.emailNotifications && !preferences.emailNotifications && refused(error);
      setSaving(
        needsConsent
          ? { kind: 'failed', message: EMAILS_NEED_CONSENT, privacyLink: true }
          : { kind: 'failed', message: describeFirestoreError(error) },
      );
    }
  };

  return (
    <Card aria-labelledby="profile-preferences">
      <h2 id="profile-preferences">Preferences</h2>
      <Form noValidate onSubmit={submit}>
        <Check>
          <input
            id="profile-emails"
            type="checkbox"
            checked={fields.emailNotifications}
            onChange={(event) => {
              setFields((now) => ({ ...now, emailNotifications: event.target.checked }));
              setSaving({ kind: 'idle' });
            }}
          />
          <label htmlFor="profile-emails">Email me about my account and new tools</label>
        </Check>
        <Field>
          <label htmlFor="profile-calculator">Default calculator</label>
          <Select
            id="profile-calculator"
            value={fields.defaultCalculator}
            onChange={(event) => {
              const value = event.target.value;
              if (isCalculatorSlug(value)) setFields((now) => ({ ...now, defaultCalculator: value }));
              setSaving({ kind: 'idle' });
            }}
            aria-describedby="profile-calculator-hint"
          >
            {Object.entries(CALCULATOR_NAMES).map(([slug, name]) => (
              <option key={slug} value={slug}>
                {name}
              </option>
            ))}
          </Select>
          <FieldHint id="profile-calculator-hint">{CALCULATOR_HINT}</FieldHint>
        </Field>
        <Row>
          <Button type="submit" $variant="ghost" disabled={saving.kind === 'saving'}>
            {saving.kind === 'saving' ? 'Saving...' : 'Save preferences'}
          </Button>
          <SaveStatus saving={saving} what="Your preferences" />
        </Row>
      </Form>
    </Card>
  );
}

const Stack = styled.div`
  display: grid;
  gap: 20px;
  max-width: 760px;
`;

const Done = styled.p`
  margin: 0;
  font-weight: 600;
  color: ${({ theme }) => theme.color.success};
`;

/**
 * The details and preferences cards while the profile is read: their headings, labels, hints and
 * empty fields where they will be (no ids: the forms, once read, have them), so the sections
 * under them never move (issue 22: CLS 0).
 */
const formsPlaceholder = (
  <Stack>
    <Card>
      <h2>Your details</h2>
      <Form as="div">
        <Field>
          <span>Full name</span>
          <Input disabled />
        </Field>
        <Field>
          <span>Email</span>
          <Input disabled />
          <FieldHint>{EMAIL_HINT}</FieldHint>
        </Field>
        <Field>
          <span>Date of birth (optional)</span>
          <Input type="date" disabled />
        </Field>
        <Row>
          <Button type="button" $variant="ghost" disabled>
            Save details
          </Button>
        </Row>
      </Form>
    </Card>
    <Card>
      <h2>Preferences</h2>
      <Form as="div">
        <Check>
          <input type="checkbox" disabled />
          <span>Email me about my account and new tools</span>
        </Check>
        <Field>
          <span>Default calculator</span>
          <Select disabled />
          <FieldHint>{CALCULATOR_HINT}</FieldHint>
        </Field>
        <Row>
          <Button type="button" $variant="ghost" disabled>
            Save preferences
          </Button>
        </Row>
      </Form>
    </Card>
  </Stack>
);
