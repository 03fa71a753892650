import { Link, useLoad, useLocation, type SessionUser } from '@meridian/shared';
import { formatDateTime, Loading } from '@meridian/portal-kit';
import { listOnboarding, ONBOARDING_READ_LIMIT, type OnboardingRow } from '../../data/onboarding';
import { STAGE_WORDS } from '../../domain/onboarding-stage';
import { tabPath } from '../../tabs';
import { Card, Muted, Pill } from '../card';
import { TableWrap } from '../table-wrap';
import { ClientFile } from './client-file';

/** The address of a client's file in this view. */
export const clientFilePath = (uid: string): string =>
  `${tabPath('clients')}?view=onboarding&client=${encodeURIComponent(uid)}`;

/**
 * The client pipeline (issue 36, item 4): every prospect who booked a first call and every client
 * who has declared, newest first, with where they stand (from their records:
 * onboarding-stage.ts); a client's file opened (?client=uid) shows below the list, where an
 * adviser (manage_clients) records suitability, offers the agreement and ends a signed one. A
 * reviewer (view_clients) reads it all and changes nothing.
 */
export function OnboardingView({ user, manage }: { user: SessionUser; manage: boolean }) {
  const location = useLocation();
  const open = new URLSearchParams(location.search).get('client');
  const [loaded, reload] = useLoad(() => listOnboarding(), 'onboarding');
  return (
    <>
      <Card aria-labelledby="onboarding-heading">
        <h2 id="onboarding-heading">Onboarding</h2>
        <Muted>
          Each prospect who booked a first call, and each client who has declared advice, not distribution, with where
          they stand: call booked or held, declared, risk profile accepted, suitability recorded, agreement offered,
          signed (an active client) or ended. Only a signed agreement makes a client. The newest {ONBOARDING_READ_LIMIT}{' '}
          of each are shown.
        </Muted>
        <Loading loaded={loaded} retry={reload}>
          {(rows) => <Rows rows={rows} open={open} />}
        </Loading>
      </Card>
      {open ? <ClientFile key={open} uid={open} user={user} manage={manage} changed={reload} /> : null}
    </>
  );
}

function Rows({ rows, open }: { rows: OnboardingRow[]; open: string | null }) {
  if (rows.length === 0)
    return <Muted data-onboarding-empty="">No one has booked a first call or made their declaration yet.</Muted>;
  return (
    <TableWrap cards>
      <table aria-label="Clients and where they stand">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Email</th>
            <th scope="col">Since</th>
            <th scope="col">Stage</th>
            <th scope="col">File</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.uid ?? row.email} data-onboarding={row.email} data-stage={row.stage}>
              <td data-label="Name">{row.name || '—'}</td>
              <td data-label="Email">{row.email}</td>
              <td data-label="Since">
                {row.uid ? 'Declared' : 'Call'} {formatDateTime(row.since)}
              </td>
              <td data-label="Stage">
                <Pill>{STAGE_WORDS[row.stage]}</Pill>
              </td>
              <td data-label="File">
                {row.uid ? (
                  <Link
                    to={clientFilePath(row.uid)}
                    aria-current={open === row.uid ? 'page' : undefined}
                    aria-label={`Open the file of ${row.name || row.email}`}
                  >
                    Open
                  </Link>
                ) : (
                  <Muted as="span">No declaration yet</Muted>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
}
