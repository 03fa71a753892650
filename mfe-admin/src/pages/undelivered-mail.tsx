import styled from 'styled-components';
import { useLoad } from '@meridian/shared';
import { formatDateTime } from '@meridian/portal-kit';
import { listUndelivered, type MailGroup } from '../data/mail';
import { undeliveredLine } from '../domain/mail-delivery';
import { Muted } from './card';

/**
 * The acknowledgement emails of a tab's records that were not delivered: retrying at the
 * back-off's next time, or failed for good (mail/{id}, read as the rules allow), at the end of
 * the tab's card.
 */
export function UndeliveredMail({ group, holdLine = false }: { group: MailGroup; holdLine?: boolean }) {
  const [loaded, reload] = useLoad(() => listUndelivered(group), group);
  // holdLine: a line of the same height while it reads, where it is drawn once nothing above it
  // loads any more (the Leads tab's end, after its leads), so that what follows does not move when
  // the answer comes. Without it, nothing while it reads: a line drawn early below a view that
  // loads on its own (the Complaints tab's) was pushed down when the view came (CLS).
  if (loaded.state === 'loading') return holdLine ? <Muted aria-busy="true">Emails: checking delivery…</Muted> : null;
  if (loaded.state === 'failed') {
    return (
      <Muted role="status">
        The emails’ delivery could not be read: {loaded.message}{' '}
        <Retry type="button" onClick={reload}>
          Try again
        </Retry>
      </Muted>
    );
  }
  if (loaded.value.length === 0) return <Muted>Emails: all sent or on their way.</Muted>;
  return (
    <Box aria-labelledby={`undelivered-${group}`}>
      <h3 id={`undelivered-${group}`}>Emails not delivered ({loaded.value.length})</h3>
      <ul>
        {loaded.value.map((mail) => (
          <li key={mail.id}>{undeliveredLine(mail, formatDateTime)}</li>
        ))}
      </ul>
    </Box>
  );
}

const Box = styled.section`
  margin-top: 16px;
  padding: 12px 16px;
  border-left: 4px solid ${({ theme }) => theme.color.error};
  background: ${({ theme }) => theme.color.surface};
  h3 {
    margin: 0 0 8px;
    font-size: 1rem;
  }
  ul {
    margin: 0;
    padding-left: 20px;
  }
`;

const Retry = styled.button`
  background: none;
  border: none;
  padding: 0;
  color: inherit;
  text-decoration: underline;
  cursor: pointer;
  font: inherit;
`;
