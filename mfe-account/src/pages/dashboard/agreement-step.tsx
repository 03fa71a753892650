import { useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Alert, Button, Field, FieldError, FieldHint, formatRupees, Input, useLoad } from '@meridian/shared';
import { longDate } from '@meridian/shared/compliance';
import { downloadSignedAgreement, formatDate, formatDateTime, Loading } from '@meridian/portal-kit';
import { codeProblem, SIGNING_CODE, type EndingRead, type RenderedAgreement } from '@meridian/shared/onboarding';
import { callAgreement, readMyOnboarding, type MyAgreement, type MySuitability } from '../../data/agreement';
import { Actions, Muted, Quote, Step } from './card';

/**
 * The onboarding's last two steps (issue 36, item 3): the adviser's record of why the service
 * suits the accepted risk profile (step 3, the client reads it), and the advisory agreement
 * (step 4): read in full as rendered from the records, signed with a one-time code sent to the
 * registered email, then shown signed with its fingerprint and the PDF to download. Read afresh
 * each time; a code typed stays if signing fails.
 */
export function AgreementSteps({ uid }: { uid: string }) {
  const [onboarding, reload] = useLoad(() => readMyOnboarding(uid), `agreement:${uid}`);
  return (
    <Loading loaded={onboarding} retry={reload}>
      {({ suitability, agreement }) => (
        <>
          <SuitabilityStep suitability={suitability} />
          <AgreementStep uid={uid} agreement={agreement} onSigned={reload} />
        </>
      )}
    </Loading>
  );
}

function SuitabilityStep({ suitability }: { suitability: MySuitability | null }) {
  return (
    <Step aria-labelledby="suitability-step" data-suitability={suitability ? 'recorded' : 'waiting'}>
      <h3 id="suitability-step">Step 3: why our service suits you</h3>
      {suitability ? (
        <>
          <p>
            Your adviser recorded on {suitability.at === null ? 'a date not known' : formatDate(suitability.at)} that{' '}
            <strong>{suitability.service.toLowerCase()}</strong> suits you, resting on your risk profile version{' '}
            <Code>{suitability.profileVersion}</Code>:
          </p>
          <Quote>{suitability.reason}</Quote>
        </>
      ) : (
        <Muted>
          Once you have accepted your risk profile, your adviser talks it through with you and records here why our
          service suits it. Nothing for you to do until then.
        </Muted>
      )}
    </Step>
  );
}

function AgreementStep({ uid, agreement, onSigned }: { uid: string; agreement: MyAgreement; onSigned: () => void }) {
  return (
    <Step aria-labelledby="agreement-step" data-agreement={agreement.state}>
      <h3 id="agreement-step">Step 4: your advisory agreement</h3>
      {agreement.state === 'none' ? (
        <Muted>
          We prepare your agreement once your adviser has recorded why the service suits you. You read it here in full
          and sign it with a code we email you. No advice is given and no fee is charged before you sign.
        </Muted>
      ) : agreement.state === 'waiting' ? (
        <Muted>{agreement.message}</Muted>
      ) : agreement.state === 'signed' ? (
        <Signed uid={uid} agreement={agreement} />
      ) : (
        <>
          <AgreementText rendered={agreement.rendered} />
          <Signing shownHash={agreement.hash} onSigned={onSigned} />
        </>
      )}
    </Step>
  );
}

/** What the ending refunds, in words: nothing, all of the part not yet served, or it less the breakage fee. */
function refundWords(ending: EndingRead): ReactNode {
  if (ending.unexpired === 0) return 'That period had all been served, so nothing is refunded.';
  if (ending.breakage === 0)
    return (
      <>
        The part not yet served is {formatRupees(ending.unexpired)}, which we refund in full:{' '}
        <strong>{formatRupees(ending.refund)}</strong>.
      </>
    );
  return (
    <>
      The part not yet served is {formatRupees(ending.unexpired)}; less a breakage fee of{' '}
      {formatRupees(ending.breakage)} (SEBI allows at most one quarter’s fee), we refund{' '}
      <strong>{formatRupees(ending.refund)}</strong>.
    </>
  );
}

function Ended({ ending }: { ending: EndingRead }) {
  return (
    <div data-agreement-ended="">
      <p>
        <strong>
          It ended on {longDate(ending.endedOn)}
          {ending.reason === 'client' ? ', as you asked' : ', ended by us'}.
        </strong>{' '}
        We give no further advice and charge no further fee under it.
      </p>
      <p>
        You had paid {formatRupees(ending.paid)} for {longDate(ending.periodFrom)} to {longDate(ending.periodTo)}.{' '}
        {refundWords(ending)}
      </p>
      {ending.note ? <Quote>{ending.note}</Quote> : null}
    </div>
  );
}

function Signed({ uid, agreement }: { uid: string; agreement: Extract<MyAgreement, { state: 'signed' }> }) {
  const [failed, setFailed] = useState('');
  return (
    <div data-signed="">
      <p>
        You signed it on {agreement.at === null ? 'a date not known' : formatDateTime(agreement.at)}
        {agreement.method === 'email-code' ? ' with a one-time code sent to your registered email' : ''}.
        {agreement.ended ? '' : ' You are now our advisory client.'}
      </p>
      {agreement.ended ? <Ended ending={agreement.ended} /> : null}
      <Muted>
        Its fingerprint (SHA-256), which changes if a single character of the text does: <Code>{agreement.hash}</Code>
      </Muted>
      {failed ? <Alert tone="error">{failed}</Alert> : null}
      <Actions>
        <Button
          type="button"
          onClick={() => {
            setFailed('');
            downloadSignedAgreement(uid).catch((error: unknown) =>
              setFailed(error instanceof Error ? error.message : 'The PDF could not be read. Please try again.'),
            );
          }}
        >
          Download the signed PDF
        </Button>
      </Actions>
      {agreement.rendered ? (
        <details>
          <summary>Read the agreement as signed</summary>
          <AgreementText rendered={agreement.rendered} />
        </details>
      ) : null}
    </div>
  );
}

function AgreementText({ rendered }: { rendered: RenderedAgreement }) {
  return (
    <Document tabIndex={0} aria-label={`${rendered.title}, to read before signing`}>
      <h4>{rendered.title}</h4>
      {rendered.sections.map((section) => (
        <section key={section.heading}>
          <h5>{section.heading}</h5>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
    </Document>
  );
}

type Sending = { kind: 'idle' } | { kind: 'working' } | { kind: 'sent'; sentTo: string; minutes: number };

function Signing({ shownHash, onSigned }: { shownHash: string; onSigned: () => void }) {
  const [sending, setSending] = useState<Sending>({ kind: 'idle' });
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState('');
  const [failure, setFailure] = useState('');
  const [signing, setSigning] = useState(false);

  const sendCode = async () => {
    setSending({ kind: 'working' });
    setFailure('');
    const answer = await callAgreement({ action: 'send-code', shownHash });
    if (answer.ok && 'sentTo' in answer)
      setSending({ kind: 'sent', sentTo: answer.sentTo, minutes: answer.validMinutes });
    else {
      setSending({ kind: 'idle' });
      if (!answer.ok) setFailure(answer.message);
    }
  };

  const sign = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = codeProblem(code);
    setCodeError(problem ?? '');
    if (problem) {
      document.getElementById('agreement-code')?.focus();
      return;
    }
    setSigning(true);
    setFailure('');
    const answer = await callAgreement({ action: 'sign', shownHash, code });
    setSigning(false);
    if (answer.ok) {
      onSigned();
      return;
    }
    if (answer.reason === 'code') {
      setCodeError(answer.message);
      document.getElementById('agreement-code')?.focus();
    } else setFailure(answer.message);
  };

  return (
    <form noValidate onSubmit={(event) => void sign(event)} aria-label="Sign the agreement">
      <Muted>
        To sign, we email a {SIGNING_CODE.digits}-digit code to your registered address; typing it here is your
        signature of the text above, and of nothing else.
      </Muted>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {sending.kind === 'sent' ? (
        <Alert tone="success">
          We sent a code to {sending.sentTo}. It works for {sending.minutes} minutes.
        </Alert>
      ) : null}
      <Actions>
        <Button
          type="button"
          $variant={sending.kind === 'sent' ? 'outline' : undefined}
          disabled={sending.kind === 'working'}
          onClick={() => void sendCode()}
        >
          {sending.kind === 'working' ? 'Sending…' : sending.kind === 'sent' ? 'Send a new code' : 'Email me a code'}
        </Button>
      </Actions>
      <Field>
        <label htmlFor="agreement-code">The code from the email</label>
        <FieldHint id="agreement-code-hint">Only for this agreement; we never ask for it by phone.</FieldHint>
        <CodeInput
          id="agreement-code"
          value={code}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={12}
          aria-invalid={codeError ? true : undefined}
          aria-describedby={['agreement-code-hint', codeError ? 'agreement-code-error' : ''].filter(Boolean).join(' ')}
          onChange={(event) => {
            setCode(event.target.value);
            setCodeError('');
          }}
        />
        {codeError ? <FieldError id="agreement-code-error">{codeError}</FieldError> : null}
      </Field>
      <div>
        <Button type="submit" disabled={signing}>
          {signing ? 'Signing…' : 'Sign the agreement'}
        </Button>
      </div>
    </form>
  );
}

const Document = styled.article`
  max-height: 24rem;
  overflow-y: auto;
  margin: 0 0 12px;
  padding: 12px 16px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.color.surface};
  overflow-wrap: anywhere;
  h4 {
    margin: 0 0 8px;
    font-size: 1.1rem;
  }
  h5 {
    margin: 12px 0 4px;
    font-size: 1rem;
    color: ${({ theme }) => theme.color.navy};
  }
  p {
    margin: 0 0 6px;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.gold};
  }
`;

const Code = styled.code`
  overflow-wrap: anywhere;
  font-size: 0.85em;
`;

const CodeInput = styled(Input)`
  max-width: 12rem;
  letter-spacing: 0.2em;
`;
