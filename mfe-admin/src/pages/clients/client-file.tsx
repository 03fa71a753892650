import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  Alert,
  Button,
  Field,
  FieldError,
  FieldHint,
  Input,
  Select,
  TextArea,
  useLoad,
  type SessionUser,
} from '@meridian/shared';
import { AGREEMENT_TEMPLATE } from '@meridian/shared/compliance';
import { downloadSignedAgreement, formatDate, formatDateTime, Loading } from '@meridian/portal-kit';
import {
  ADVISORY_SERVICES,
  explainRisk,
  feeWords,
  onCurrentTemplate,
  reviewDue,
  RISK_CATEGORY_WORDS,
  scoreRisk,
  SUITABILITY_REASON,
  type AgreementTerms,
  type StoredRiskVersion,
  type StoredSuitability,
} from '@meridian/shared/onboarding';
import { actorOf } from '../../data/audit';
import { offerAgreement, readClientFile, recordSuitability, type ClientFile as File } from '../../data/onboarding';
import { explainChangeFailure } from '../../domain/change-failure';
import { EMPTY_OFFER, offerFormOf, readOffer, type OfferErrors, type OfferForm } from '../../domain/offer-form';
import { Card, Muted } from '../card';
import { EndAgreement, EndedAgreement } from './agreement-ending';
import { ClientCalls } from './client-calls';
import { FieldsSideBySide, FileForm } from './form-layout';

type Work = { kind: 'idle' | 'working' } | { kind: 'failed'; message: string };

/**
 * One client's onboarding file (issue 36, items 3 and 4): their risk profile versions (the latest
 * accepted explained), the adviser's suitability records on them, and the agreement. With
 * manage_clients: a suitability record on the latest accepted profile, the agreement offered (or
 * its offer changed until signed, each offer audited) within SEBI's caps, checked beside each
 * field, and a signed agreement ended with its refund (agreement-ending.tsx); the signature is the
 * client's alone. What was typed stays when a write fails.
 */
export function ClientFile({
  uid,
  user,
  manage,
  changed,
}: {
  uid: string;
  user: SessionUser;
  manage: boolean;
  changed: () => void;
}) {
  const [file, reload] = useLoad(() => readClientFile(uid), `client-file:${uid}`);
  const after = () => {
    reload();
    changed();
  };
  return (
    <Card aria-labelledby="client-file-heading" data-client-file={uid}>
      <h2 id="client-file-heading">Client file</h2>
      <Loading loaded={file} retry={reload}>
        {(read) => <FileBody file={read} user={user} manage={manage} changed={after} />}
      </Loading>
    </Card>
  );
}

function FileBody({
  file,
  user,
  manage,
  changed,
}: {
  file: File;
  user: SessionUser;
  manage: boolean;
  changed: () => void;
}) {
  const accepted = file.versions.find((version) => version.acceptedAt !== null) ?? null;
  const suitable = accepted ? (file.suitability.find((record) => record.profileVersion === accepted.id) ?? null) : null;
  return (
    <>
      <Muted>PAN {file.pan || '—'} (declared advice, not distribution).</Muted>
      <Part aria-labelledby="file-calls">
        <h3 id="file-calls">First conversations</h3>
        <ClientCalls email={file.email} user={user} manage={manage} />
      </Part>
      <Part aria-labelledby="file-profile">
        <h3 id="file-profile">Risk profile</h3>
        {accepted ? <Accepted version={accepted} /> : <Muted>No version accepted yet.</Muted>}
        <Muted>
          {file.versions.length} version{file.versions.length === 1 ? '' : 's'} answered; none is ever overwritten.
        </Muted>
      </Part>
      <Part aria-labelledby="file-suitability">
        <h3 id="file-suitability">Suitability</h3>
        {file.suitability.length === 0 ? <Muted>None recorded.</Muted> : null}
        {file.suitability.map((record) => (
          <Record key={record.id} record={record} current={record.id === suitable?.id} />
        ))}
        {manage && accepted && !suitable ? (
          <SuitabilityForm uid={file.uid} adviser={user.uid} profile={accepted} recorded={changed} />
        ) : null}
      </Part>
      <Part aria-labelledby="file-agreement">
        <h3 id="file-agreement">Agreement</h3>
        {file.agreement && file.agreement.state !== 'offered' && file.agreement.signed ? (
          <>
            <SignedAgreement uid={file.uid} signed={file.agreement.signed} />
            {file.agreement.ended ? <EndedAgreement ending={file.agreement.ended} /> : null}
            {manage && file.agreement.state === 'signed' ? (
              <EndAgreement uid={file.uid} user={user} terms={file.agreement.terms} ended={changed} />
            ) : null}
          </>
        ) : (
          <>
            {file.agreement ? (
              <p data-offered="">
                Offered {formatDateTime(file.agreement.preparedAt)} on template {file.agreement.templateVersion}:{' '}
                {feeWords(file.agreement.terms)}{' '}
                {onCurrentTemplate(file.agreement)
                  ? 'Waiting for the client to sign.'
                  : `The agreement's words have changed since (template ${AGREEMENT_TEMPLATE.version}): the client cannot sign this offer. Offer it again below.`}
              </p>
            ) : (
              <Muted>Not offered yet: it needs suitability recorded on the latest accepted profile.</Muted>
            )}
            {manage && accepted && suitable ? (
              <OfferForm
                uid={file.uid}
                user={user}
                profileId={accepted.id}
                suitabilityId={suitable.id}
                start={file.agreement ? offerFormOf(file.agreement.terms) : EMPTY_OFFER}
                previous={file.agreement?.terms ?? null}
                offered={changed}
              />
            ) : null}
          </>
        )}
      </Part>
    </>
  );
}

function Accepted({ version }: { version: StoredRiskVersion }) {
  const result = scoreRisk(version.answers);
  if (!result || version.acceptedAt === null) return <Muted>The stored answers no longer make a profile.</Muted>;
  return (
    <div data-file-profile={result.category}>
      <p>
        <strong>{RISK_CATEGORY_WORDS[result.category].name}</strong>, accepted {formatDateTime(version.acceptedAt)}{' '}
        (version <code>{version.id}</code>, questionnaire of {version.questionnaireVersion}); review by{' '}
        {formatDate(reviewDue(version.acceptedAt))}.
      </p>
      <Muted>{explainRisk(result)}</Muted>
    </div>
  );
}

function Record({ record, current }: { record: StoredSuitability; current: boolean }) {
  return (
    <div data-suitability-record={record.id}>
      <p>
        {record.service}, on profile version <code>{record.profileVersion}</code>, {formatDateTime(record.at)}
        {current ? '' : ' (an earlier profile)'}:
      </p>
      <Reason>{record.reason}</Reason>
    </div>
  );
}

function SignedAgreement({
  uid,
  signed,
}: {
  uid: string;
  signed: NonNullable<NonNullable<File['agreement']>['signed']>;
}) {
  const [failed, setFailed] = useState('');
  return (
    <div data-signed="">
      <p>
        Signed {formatDateTime(signed.at)} by {signed.signerEmail},{' '}
        {signed.method === 'email-code' ? 'with a one-time code to the registered email' : `by ${signed.method}`}.
      </p>
      <Muted>
        SHA-256 of the text signed: <code>{signed.hash}</code>
      </Muted>
      {failed ? <Alert tone="error">{failed}</Alert> : null}
      <Button
        type="button"
        $variant="outline"
        onClick={() => {
          setFailed('');
          downloadSignedAgreement(uid).catch((error: unknown) =>
            setFailed(error instanceof Error ? error.message : 'The PDF could not be read.'),
          );
        }}
      >
        Download the signed PDF
      </Button>
    </div>
  );
}

function SuitabilityForm({
  uid,
  adviser,
  profile,
  recorded,
}: {
  uid: string;
  adviser: string;
  profile: StoredRiskVersion;
  recorded: () => void;
}) {
  const [service, setService] = useState<string>(ADVISORY_SERVICES[0]);
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const [work, setWork] = useState<Work>({ kind: 'idle' });
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const length = reason.trim().length;
    const problem =
      length < SUITABILITY_REASON.min
        ? `Say why in at least ${SUITABILITY_REASON.min} characters: the client reads it, and SEBI may.`
        : length > SUITABILITY_REASON.max
          ? `Keep it to ${SUITABILITY_REASON.max} characters.`
          : '';
    setError(problem);
    if (problem) {
      document.getElementById('suitability-reason')?.focus();
      return;
    }
    setWork({ kind: 'working' });
    try {
      await recordSuitability(adviser, uid, { profileVersion: profile.id, service, reason });
      setWork({ kind: 'idle' });
      recorded();
    } catch (failure) {
      setWork({ kind: 'failed', message: `The suitability was not recorded. ${explainChangeFailure(failure)}` });
    }
  };
  return (
    <FileForm noValidate onSubmit={(event) => void submit(event)} aria-label="Record suitability">
      {work.kind === 'failed' ? <Alert tone="error">{work.message}</Alert> : null}
      <Field>
        <label htmlFor="suitability-service">The service</label>
        <Select id="suitability-service" value={service} onChange={(event) => setService(event.target.value)}>
          {ADVISORY_SERVICES.map((item) => (
            <option key={item}>{item}</option>
          ))}
        </Select>
      </Field>
      <Field>
        <label htmlFor="suitability-reason">Why it suits the accepted profile</label>
        <FieldHint id="suitability-reason-hint">
          Rests on version {profile.id}. Kept as written; a later record does not replace it.
        </FieldHint>
        <TextArea
          id="suitability-reason"
          rows={4}
          maxLength={SUITABILITY_REASON.max}
          value={reason}
          aria-invalid={error ? true : undefined}
          aria-describedby={['suitability-reason-hint', error ? 'suitability-reason-error' : '']
            .filter(Boolean)
            .join(' ')}
          onChange={(event) => setReason(event.target.value)}
        />
        {error ? <FieldError id="suitability-reason-error">{error}</FieldError> : null}
      </Field>
      <div>
        <Button type="submit" disabled={work.kind === 'working'}>
          {work.kind === 'working' ? 'Recording…' : 'Record suitability'}
        </Button>
      </div>
    </FileForm>
  );
}

function OfferForm({
  uid,
  user,
  profileId,
  suitabilityId,
  start,
  previous,
  offered,
}: {
  uid: string;
  user: SessionUser;
  profileId: string;
  suitabilityId: string;
  start: OfferForm;
  previous: AgreementTerms | null;
  offered: () => void;
}) {
  const [form, setForm] = useState<OfferForm>(start);
  const [errors, setErrors] = useState<OfferErrors>({});
  const [work, setWork] = useState<Work>({ kind: 'idle' });
  const set = (change: Partial<OfferForm>) => {
    setForm((current) => ({ ...current, ...change }));
    setErrors({});
  };
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const read = readOffer(form);
    if ('errors' in read) {
      setErrors(read.errors);
      const first = (['feeAmount', 'assetsUnderAdvice', 'quartersBilled', 'advanceAgreed'] as const).find(
        (key) => read.errors[key],
      );
      if (first) document.getElementById(`offer-${first}`)?.focus();
      return;
    }
    setWork({ kind: 'working' });
    try {
      await offerAgreement(
        actorOf(user),
        uid,
        { terms: read.terms, riskProfileId: profileId, suitabilityId },
        previous,
      );
      setWork({ kind: 'idle' });
      offered();
    } catch (failure) {
      setWork({ kind: 'failed', message: `The agreement was not offered. ${explainChangeFailure(failure)}` });
    }
  };
  const described = (key: keyof OfferErrors, hint?: string) => ({
    'aria-invalid': errors[key] ? true : undefined,
    'aria-describedby': [hint, errors[key] ? `offer-${key}-error` : ''].filter(Boolean).join(' ') || undefined,
  });
  const error = (key: keyof OfferErrors) =>
    errors[key] ? <FieldError id={`offer-${key}-error`}>{errors[key]}</FieldError> : null;
  return (
    <FileForm noValidate onSubmit={(event) => void submit(event)} aria-label="Offer the agreement">
      {work.kind === 'failed' ? <Alert tone="error">{work.message}</Alert> : null}
      <FieldsSideBySide>
        <Field>
          <label htmlFor="offer-clientKind">The client is</label>
          <Select
            id="offer-clientKind"
            value={form.clientKind}
            onChange={(event) => set({ clientKind: event.target.value === 'huf' ? 'huf' : 'individual' })}
          >
            <option value="individual">An individual</option>
            <option value="huf">A Hindu undivided family</option>
          </Select>
        </Field>
        <Field>
          <label htmlFor="offer-feeKind">Fee mode</label>
          <Select
            id="offer-feeKind"
            value={form.feeKind}
            onChange={(event) => set({ feeKind: event.target.value === 'assets' ? 'assets' : 'fixed' })}
          >
            <option value="fixed">Fixed fee a year</option>
            <option value="assets">Percentage of assets under advice</option>
          </Select>
        </Field>
      </FieldsSideBySide>
      <FieldsSideBySide>
        <Field>
          <label htmlFor="offer-feeAmount">
            {form.feeKind === 'fixed' ? 'Fee a year (₹)' : 'Fee a year (% of assets)'}
          </label>
          <Input
            id="offer-feeAmount"
            inputMode="decimal"
            value={form.feeAmount}
            {...described('feeAmount')}
            onChange={(event) => set({ feeAmount: event.target.value })}
          />
          {error('feeAmount')}
        </Field>
        <Field>
          <label htmlFor="offer-assetsUnderAdvice">Assets under advice (₹)</label>
          <Input
            id="offer-assetsUnderAdvice"
            inputMode="numeric"
            value={form.assetsUnderAdvice}
            {...described('assetsUnderAdvice')}
            onChange={(event) => set({ assetsUnderAdvice: event.target.value })}
          />
          {error('assetsUnderAdvice')}
        </Field>
        <Field>
          <label htmlFor="offer-quartersBilled">Quarters billed at a time</label>
          <Select
            id="offer-quartersBilled"
            value={form.quartersBilled}
            {...described('quartersBilled')}
            onChange={(event) => set({ quartersBilled: event.target.value })}
          >
            {['1', '2', '3', '4'].map((quarters) => (
              <option key={quarters} value={quarters}>
                {quarters}
              </option>
            ))}
          </Select>
          {error('quartersBilled')}
        </Field>
      </FieldsSideBySide>
      <Agree>
        <input
          id="offer-advanceAgreed"
          type="checkbox"
          checked={form.advanceAgreed}
          {...described('advanceAgreed')}
          onChange={(event) => set({ advanceAgreed: event.target.checked })}
        />
        <label htmlFor="offer-advanceAgreed">The client agrees to pay each bill at the start of its quarters</label>
      </Agree>
      {error('advanceAgreed')}
      <div>
        <Button type="submit" disabled={work.kind === 'working'}>
          {work.kind === 'working' ? 'Offering…' : previous ? 'Change the offer' : 'Offer the agreement'}
        </Button>
      </div>
    </FileForm>
  );
}

const Part = styled.section`
  margin-top: 16px;
  padding-top: 12px;
  border-top: 1px solid ${({ theme }) => theme.color.border};
  overflow-wrap: anywhere;
  h3 {
    margin: 0 0 8px;
    font-size: 1rem;
    color: ${({ theme }) => theme.color.navy};
  }
  p {
    margin: 0 0 8px;
  }
`;

const Reason = styled.p`
  white-space: pre-wrap;
  padding: 12px;
  background: ${({ theme }) => theme.color.surface};
  border-radius: ${({ theme }) => theme.radius.small};
`;

const Agree = styled.div`
  display: flex;
  gap: 10px;
  align-items: flex-start;
  input {
    width: 24px;
    height: 24px;
    margin: 2px 0 0;
    flex: none;
  }
`;
