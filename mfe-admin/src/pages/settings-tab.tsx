import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  Alert,
  Button,
  Field,
  FieldError,
  FieldHint,
  Input,
  RATE_LIMITS,
  RATE_SCHEMES,
  type RateScheme,
} from '@meridian/shared';
import { formatDateTime, Loading, NeverKept, useKeptAfterAction } from '@meridian/portal-kit';
import { actorOf, type Actor } from '../data/audit';
import { readRates, saveRates } from '../data/settings';
import {
  keptRates,
  rateAgeNote,
  readKeptRates,
  SCHEME_NAMES,
  staleSchemes,
  validateRates,
  type RatesDraft,
  type RatesErrors,
  type RatesRead,
  type StoredRates,
} from '../domain/rates-form';
import { Card, Muted } from './card';
import type { TabProps } from './tab-props';

const EMPTY: RatesDraft = Object.fromEntries(
  RATE_SCHEMES.map((scheme) => [scheme, { ratePct: '', asOf: '' }]),
) as RatesDraft;

/**
 * Settings (manage_settings): the government scheme rates the calculators pre-fill, each with the
 * quarter or year it is "as of". Saved to Firestore (settings/rates), audited; the calculators
 * read them after their first paint and fall back to the rates they ship with.
 *
 * The form shows at once, inert, as this person last saw it on this device, while the rates are
 * read again (the scheme rates are public figures, no one's details). It is then filled afresh
 * from the read's answer (Loading draws it in new nodes), so what the person types starts from
 * the stored rates and is never replaced: nothing can be typed in the kept form.
 */
export default function SettingsTab({ user }: TabProps) {
  // Once rates are saved they are read again (readAfterSave), and the rates kept from an earlier
  // visit, older than the ones just saved, are not shown meanwhile.
  const [loaded, reload, readAfterSave] = useKeptAfterAction<RatesRead | null>(readRates, 'rates', {
    uid: user.uid,
    name: 'rates',
    save: (rates) => rates && keptRates(rates),
    restore: readKeptRates,
  });
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <Card aria-labelledby="rates-heading">
      <h2 id="rates-heading">Small-savings and provident-fund rates</h2>
      {/* For this visit only: left out of the page as this device keeps it. */}
      {notice ? (
        <NeverKept>
          <Alert tone="success">{notice}</Alert>
        </NeverKept>
      ) : null}
      <Loading loaded={loaded} retry={reload}>
        {(stored) => (
          <RatesForm
            key={stored?.updatedAt?.getTime() ?? 0}
            stored={stored?.stored ?? null}
            updatedAt={stored?.updatedAt ?? null}
            actor={actorOf(user)}
            saved={() => {
              setNotice('Rates saved. The calculators show them from their next page load.');
              readAfterSave();
            }}
            editing={() => setNotice(null)}
          />
        )}
      </Loading>
    </Card>
  );
}

function RatesForm({
  stored,
  updatedAt,
  actor,
  saved,
  editing,
}: {
  stored: StoredRates | null;
  updatedAt: Date | null;
  actor: Actor;
  saved: () => void;
  editing: () => void;
}) {
  const [draft, setDraft] = useState<RatesDraft>(stored ? stored.draft : EMPTY);
  const [errors, setErrors] = useState<RatesErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // Today, for telling a rate older than the current quarter (this form shows only once the rates are read, never prerendered).
  const [today] = useState(() => new Date());
  const stale = stored ? staleSchemes(stored.draft, today) : [];

  const set = (scheme: RateScheme, key: 'ratePct' | 'asOf', value: string) => {
    editing();
    setDraft({ ...draft, [scheme]: { ...draft[scheme], [key]: value } });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validateRates(draft);
    if (!result.ok) {
      setErrors(result.errors);
      setProblem('Some rates need fixing before they can be saved.');
      return;
    }
    setErrors({});
    setProblem(null);
    setSaving(true);
    try {
      await saveRates(actor, stored ? stored.before : null, result.rates);
      saved();
    } catch (error) {
      const refused =
        typeof error === 'object' && error !== null && 'code' in error && error.code === 'permission-denied';
      setProblem(
        refused
          ? 'The rates could not be saved: someone may have changed them meanwhile, or your role no longer allows it. Reload the page to see the stored rates, then try again.'
          : 'The rates could not be saved. Check your connection and try again.',
      );
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Muted>
        {updatedAt
          ? `Last changed ${formatDateTime(updatedAt)}. Every change is kept in the audit log.`
          : 'No rates are stored yet: the calculators use the rates they were released with.'}
      </Muted>
      {stored && stored.missing.length > 0 ? (
        <Alert tone="info">
          No usable rate is stored for {stored.missing.map((scheme) => SCHEME_NAMES[scheme]).join(', ')}: enter{' '}
          {stored.missing.length === 1 ? 'it' : 'them'} to save the rates.
        </Alert>
      ) : null}
      {stale.length > 0 ? (
        <Alert tone="info">
          {stale.length === 1 ? 'One stored rate is' : `${stale.length} stored rates are`} older than the current
          quarter: {stale.map((scheme) => SCHEME_NAMES[scheme]).join(', ')}. Confirm{' '}
          {stale.length === 1 ? 'it' : 'each'} against the latest government notification and update its “As of”.
        </Alert>
      ) : null}
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      <Grid>
        {RATE_SCHEMES.map((scheme) => {
          const rateError = errors[`${scheme}.ratePct`];
          const asOfError = errors[`${scheme}.asOf`];
          const ageNote = rateAgeNote(draft[scheme].asOf, today);
          const asOfDescribed = [asOfError ? `${scheme}-as-of-error` : '', ageNote ? `${scheme}-as-of-age` : '']
            .filter(Boolean)
            .join(' ');
          return (
            <fieldset key={scheme}>
              <legend>{SCHEME_NAMES[scheme]}</legend>
              <Field>
                <label htmlFor={`${scheme}-rate`}>Rate, % a year</label>
                <Input
                  id={`${scheme}-rate`}
                  inputMode="decimal"
                  value={draft[scheme].ratePct}
                  aria-invalid={rateError ? true : undefined}
                  aria-describedby={rateError ? `${scheme}-rate-error` : undefined}
                  onChange={(event) => set(scheme, 'ratePct', event.target.value)}
                />
                {rateError ? <FieldError id={`${scheme}-rate-error`}>{rateError}</FieldError> : null}
              </Field>
              <Field>
                <label htmlFor={`${scheme}-as-of`}>As of</label>
                <Input
                  id={`${scheme}-as-of`}
                  value={draft[scheme].asOf}
                  maxLength={RATE_LIMITS.asOf}
                  aria-invalid={asOfError ? true : undefined}
                  aria-describedby={asOfDescribed || undefined}
                  onChange={(event) => set(scheme, 'asOf', event.target.value)}
                />
                {asOfError ? <FieldError id={`${scheme}-as-of-error`}>{asOfError}</FieldError> : null}
                {ageNote ? (
                  <FieldHint id={`${scheme}-as-of-age`} data-rate-age={scheme}>
                    {ageNote}
                  </FieldHint>
                ) : null}
              </Field>
            </fieldset>
          );
        })}
      </Grid>
      <Button type="submit" disabled={saving}>
        {saving ? 'Saving…' : 'Save rates'}
      </Button>
    </form>
  );
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
  gap: 16px;
  margin: 16px 0 20px;
  fieldset {
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.small};
    padding: 12px 14px;
    display: flex;
    flex-direction: column;
    gap: 10px;
  }
  legend {
    font-weight: 600;
    padding: 0 4px;
  }
`;
