import styled from 'styled-components';
import { Link, paths } from '@meridian/shared';
import { Blank, Loading, useKept } from '@meridian/portal-kit';
import { listMyComplaints } from '../../data/complaints';
import { readKeptComplaints } from '../../domain/my-complaints';
import { Card, Muted, Pill, RecordList, RecordTop } from './card';

/**
 * My complaints (issue 18, item 3): the complaints the signed-in person lodged from the complaint
 * desk, with their ticket, status and the date by which the firm answers (or the answer, once
 * resolved). Only their own: the rules let a person list complaints carrying their uid. Shows at
 * once what this person saw on this device last time, while it is read again (useKept, issue 22).
 */
export function ComplaintsCard({ uid }: { uid: string }) {
  const [complaints, reload] = useKept(() => listMyComplaints(uid), `complaints:${uid}`, {
    uid,
    name: 'complaints',
    restore: readKeptComplaints,
  });
  return (
    <Wide aria-labelledby="overview-complaints">
      <h2 id="overview-complaints">My complaints</h2>
      <Loading loaded={complaints} retry={reload} placeholder={placeholder}>
        {(items) =>
          items.length === 0 ? (
            <Muted>You have not lodged any complaint with us.</Muted>
          ) : (
            <RecordList>
              {items.map((item) => (
                <li key={item.ticket} data-ticket={item.ticket}>
                  <RecordTop>
                    <strong>{item.ticket}</strong>
                    <Status $status={item.status}>{item.statusLabel}</Status>
                  </RecordTop>
                  <Facts>
                    {item.category}. Received on {item.receivedOn}.{' '}
                    {item.dueBy ? <>We will answer by {item.dueBy}.</> : <>Resolved on {item.resolvedOn}.</>}
                  </Facts>
                  {item.resolution ? <Resolution>{item.resolution}</Resolution> : null}
                </li>
              ))}
            </RecordList>
          )
        }
      </Loading>
      <p>
        <Link to={paths.complaints}>Lodge a complaint</Link>
      </p>
    </Wide>
  );
}

const Wide = styled(Card)`
  grid-column: 1 / -1;
  a:not([class]) {
    color: ${({ theme }) => theme.color.navy};
    font-weight: 600;
  }
  & > p:last-child {
    margin: 12px 0 0;
  }
`;

const Status = styled(Pill)<{ $status: 'received' | 'in-progress' | 'resolved' }>`
  color: ${({ theme, $status }) => ($status === 'resolved' ? theme.color.success : theme.color.navy)};
  background: ${({ theme, $status }) => ($status === 'resolved' ? theme.color.successSurface : theme.color.navySurface)};
`;

const Facts = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.muted};
`;

const Resolution = styled.p`
  margin: 6px 0 0;
  white-space: pre-line;
`;

/** One complaint's shape while they are read: its ticket line and two lines of facts. */
const placeholder = (
  <RecordList>
    <li>
      <RecordTop>
        <Blank width="11em" />
      </RecordTop>
      <Facts>
        <Blank width="100%" />
        <Blank width="50%" />
      </Facts>
    </li>
  </RecordList>
);
