import { useState } from 'react';
import styled from 'styled-components';
import {
  Alert,
  Button,
  CONSENT_PURPOSES,
  describeFirestoreError,
  Link,
  paths,
  PRIVACY_NOTICE_VERSION,
  type SessionUser,
} from '@meridian/shared';
import { Blank, formatDateTime, Loading, NeverKept, useKeptAfterAction } from '@meridian/portal-kit';
import {
  BOARD_SENTENCE,
  DATA_PROTECTION_LINE,
  GRIEVANCE_RESPONSE_DAYS,
  PRIVACY_NOTICE_PATH,
} from '@meridian/shared/privacy';
import { PRIVACY_TAB_TEXT, PURPOSE_TEXT, RIGHTS_TEXT } from '../../content/privacy';
import { consentRows, readKeptConsents, type ConsentRow } from '../../domain/consent-rows';
import { giveConsentAgain, readConsents, withdrawConsent } from '../../data/consents';
import { Card, Muted } from './card';
import { DataSummaryCard } from './data-summary-card';
import { GrievanceCard } from './grievance-card';
import { NomineeCard } from './nominee-card';
import { DeleteCard, DownloadCard } from './your-data-section';

type Action = { kind: 'idle' } | { kind: 'working'; purpose: string } | { kind: 'failed'; message: string };

/**
 * Privacy (issue 19, items 3 and 4): each consent given, when and on which notice, withdrawn in
 * one action (recorded with its time; the rules then refuse the purpose's use, from any tab);
 * withdrawing the account's consent leads to deleting the account, with what is kept and why.
 * Then the person's rights (item 4): what is held, in a summary and a file (access); correction
 * (the Profile tab); a nominee; a grievance to the data protection officer; erasure.
 *
 * The consents and the cards' reads show at once what this person saw on this device last time,
 * inert, while they are read again (useKept, issue 22); after the person's own change, only the
 * read's answer shows.
 */
export default function PrivacyTab({ user }: { user: SessionUser }) {
  // The rows as shown (one per purpose), never the records they are made from: these grow with
  // each change, the rows do not.
  const [consents, retry, reload] = useKeptAfterAction(
    () =>
      readConsents(user.uid).then(({ records, withdrawn }) => ({ rows: consentRows(records, withdrawn), withdrawn })),
    `consents:${user.uid}`,
    { uid: user.uid, name: 'consents', restore: readKeptConsents },
  );
  const [action, setAction] = useState<Action>({ kind: 'idle' });
  const [leaving, setLeaving] = useState(false);
  // Counts the changes made in the tab (a nominee, a grievance, a consent): the summary reads again.
  const [changes, setChanges] = useState(0);
  const changed = () => setChanges((count) => count + 1);

  const run = async (purpose: ConsentRow['purpose'], withdrawnBefore: ConsentRow['purpose'][], give: boolean) => {
    if (purpose === 'account' && !give) {
      setLeaving(true);
      document.getElementById('profile-delete')?.scrollIntoView({ block: 'start' });
      return;
    }
    setAction({ kind: 'working', purpose });
    try {
      await (give ? giveConsentAgain : withdrawConsent)(user.uid, purpose, withdrawnBefore);
      setAction({ kind: 'idle' });
      reload();
      changed();
    } catch (error) {
      setAction({ kind: 'failed', message: `${describeFirestoreError(error)} Please reload the page and try again.` });
    }
  };

  return (
    <Stack>
      <Card aria-labelledby="privacy-consents">
        <h2 id="privacy-consents">Your consents</h2>
        <Muted>{PRIVACY_TAB_TEXT.intro}</Muted>
        {action.kind === 'failed' ? <Alert tone="error">{action.message}</Alert> : null}
        <Loading loaded={consents} retry={retry} placeholder={consentsPlaceholder}>
          {({ rows, withdrawn }) => (
            <List>
              {rows.map((row) => (
                <li key={row.purpose} data-consent={row.purpose} data-active={row.active}>
                  <h3>{PURPOSE_TEXT[row.purpose].label}</h3>
                  <p>{PURPOSE_TEXT[row.purpose].what}</p>
                  <p>
                    {row.given
                      ? PRIVACY_TAB_TEXT.given(formatDateTime(row.given.at), row.given.noticeVersion)
                      : row.unrecorded
                        ? PRIVACY_TAB_TEXT.unrecorded
                        : PRIVACY_TAB_TEXT.never}{' '}
                    {row.withdrawnAt !== null ? PRIVACY_TAB_TEXT.withdrawn(formatDateTime(row.withdrawnAt)) : null}
                  </p>
                  {row.active ? (
                    <>
                      <Muted>If you withdraw it: {PURPOSE_TEXT[row.purpose].withdrawing}</Muted>
                      <Button
                        type="button"
                        $variant="outline"
                        disabled={action.kind === 'working'}
                        onClick={() => void run(row.purpose, withdrawn, false)}
                      >
                        {action.kind === 'working' && action.purpose === row.purpose
                          ? 'Withdrawing...'
                          : `Withdraw: ${PURPOSE_TEXT[row.purpose].label.toLowerCase()}`}
                      </Button>
                    </>
                  ) : row.unrecorded ? (
                    // Asked once: giving it records it; withdrawing (not the account's: that is
                    // deleting it, below) records that.
                    <Actions>
                      <Button
                        type="button"
                        disabled={action.kind === 'working'}
                        onClick={() => void run(row.purpose, withdrawn, true)}
                      >
                        Give: {PURPOSE_TEXT[row.purpose].label.toLowerCase()}
                      </Button>
                      {row.purpose === 'account' ? null : (
                        <Button
                          type="button"
                          $variant="outline"
                          disabled={action.kind === 'working'}
                          onClick={() => void run(row.purpose, withdrawn, false)}
                        >
                          Withdraw: {PURPOSE_TEXT[row.purpose].label.toLowerCase()}
                        </Button>
                      )}
                    </Actions>
                  ) : row.purpose !== 'account' && row.given ? (
                    <Button
                      type="button"
                      $variant="outline"
                      disabled={action.kind === 'working'}
                      onClick={() => void run(row.purpose, withdrawn, true)}
                    >
                      Give again: {PURPOSE_TEXT[row.purpose].label.toLowerCase()}
                    </Button>
                  ) : null}
                </li>
              ))}
            </List>
          )}
        </Loading>
        {leaving ? (
          // A notice for this visit only: left out of the page as this device keeps it.
          <NeverKept>
            <Alert tone="info">
              Withdrawing consent to your account means deleting it: confirm below, under Delete my account. Until you
              do, nothing changes.
            </Alert>
          </NeverKept>
        ) : null}
      </Card>
      <Card aria-labelledby="privacy-rights">
        <h2 id="privacy-rights">{RIGHTS_TEXT.heading}</h2>
        <ul>
          <li>
            <strong>{RIGHTS_TEXT.labels.access}</strong>: {RIGHTS_TEXT.access}
          </li>
          <li>
            <strong>{RIGHTS_TEXT.labels.correction}</strong>: {RIGHTS_TEXT.correction}{' '}
            <Link to={`${paths.dashboard}/profile`}>{RIGHTS_TEXT.correctionLink}</Link>.
          </li>
          <li>
            <strong>{RIGHTS_TEXT.labels.erasure}</strong>: {RIGHTS_TEXT.erasure}
          </li>
          <li>
            <strong>{RIGHTS_TEXT.labels.nomination}</strong>: {RIGHTS_TEXT.nomination}
          </li>
          <li>
            <strong>{RIGHTS_TEXT.labels.grievance}</strong>: {RIGHTS_TEXT.grievance(GRIEVANCE_RESPONSE_DAYS)}{' '}
            {BOARD_SENTENCE}
          </li>
        </ul>
        <p>
          {RIGHTS_TEXT.contact} {DATA_PROTECTION_LINE} <Link to={PRIVACY_NOTICE_PATH}>Privacy notice</Link>
        </p>
      </Card>
      <DataSummaryCard uid={user.uid} version={changes} />
      <DownloadCard uid={user.uid} />
      <NomineeCard uid={user.uid} onChange={changed} />
      <GrievanceCard uid={user.uid} onChange={changed} />
      <DeleteCard user={user} />
    </Stack>
  );
}

const Stack = styled.div`
  display: grid;
  gap: 20px;
  max-width: 760px;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 16px;
  li {
    padding-bottom: 16px;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  h3 {
    margin: 0 0 4px;
    font-size: 1rem;
  }
  p {
    margin: 0 0 8px;
  }
`;

/** A consent's line as it reads once given, for the placeholder to take its lines. */
const SAMPLE_GIVEN = PRIVACY_TAB_TEXT.given(formatDateTime(Date.UTC(2026, 10, 24, 5, 30)), PRIVACY_NOTICE_VERSION);

/**
 * The consents while they are read, each as it usually is (given, so with what withdrawing does
 * and its button): their names and what they cover in place, the dates in grey. So the cards
 * under them do not move when the consents arrive (issue 22: CLS 0).
 */
const consentsPlaceholder = (
  <List>
    {CONSENT_PURPOSES.map((purpose) => (
      <li key={purpose}>
        <h3>{PURPOSE_TEXT[purpose].label}</h3>
        <p>{PURPOSE_TEXT[purpose].what}</p>
        <p>
          <Blank>{SAMPLE_GIVEN}</Blank>
        </p>
        <Muted>If you withdraw it: {PURPOSE_TEXT[purpose].withdrawing}</Muted>
        <Button type="button" $variant="outline" disabled>
          Withdraw: {PURPOSE_TEXT[purpose].label.toLowerCase()}
        </Button>
      </li>
    ))}
  </List>
);
