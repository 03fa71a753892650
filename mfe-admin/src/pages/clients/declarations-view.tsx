import { useState } from 'react';
import { useLoad } from '@meridian/shared';
import { formatDateTime, Loading } from '@meridian/portal-kit';
import { DECLARATION_READ_LIMIT, listDeclarations, type DeclarationRow } from '../../data/declarations';
import { Card, Muted, Pill } from '../card';
import { TableWrap } from '../table-wrap';

/**
 * The declarations (issue 36, item 3): the clients' accounts (role user), newest first, with
 * whether each has declared advice, not distribution, with their PAN; those who have not first,
 * or only they. Read-only: a client makes their declaration in their dashboard.
 */
export function DeclarationsView() {
  const [loaded, reload] = useLoad(() => listDeclarations(), 'declarations');
  const [missingOnly, setMissingOnly] = useState(true);
  return (
    <Card aria-labelledby="declarations-heading">
      <h2 id="declarations-heading">Declarations</h2>
      <Muted>
        Before any advice, each client declares in their dashboard that they take advice, not distribution, from us,
        with their PAN (shown here by its last four characters). The newest {DECLARATION_READ_LIMIT} accounts are looked
        at.
      </Muted>
      <label>
        <input type="checkbox" checked={missingOnly} onChange={(event) => setMissingOnly(event.target.checked)} /> Only
        those who have not declared
      </label>
      <Loading loaded={loaded} retry={reload}>
        {(rows) => <Rows rows={missingOnly ? rows.filter((row) => row.declared === null) : rows} all={rows.length} />}
      </Loading>
    </Card>
  );
}

function Rows({ rows, all }: { rows: DeclarationRow[]; all: number }) {
  if (rows.length === 0)
    return (
      <Muted data-declarations-empty="">
        {all === 0 ? 'No client has an account yet.' : 'Every client has made their declaration.'}
      </Muted>
    );
  return (
    <TableWrap cards>
      <table aria-label="Clients and their declarations">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Email</th>
            <th scope="col">Account opened</th>
            <th scope="col">Declaration</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.uid} data-declaration={row.email} data-declared={row.declared ? 'yes' : 'no'}>
              <td data-label="Name">{row.name || '—'}</td>
              <td data-label="Email">{row.email}</td>
              <td data-label="Account opened">{formatDateTime(row.joinedAt)}</td>
              <td data-label="Declaration">
                {row.declared ? (
                  `Advice, not distribution: ${formatDateTime(row.declared.at)} (PAN ${row.declared.pan})`
                ) : (
                  <Pill>Not yet</Pill>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
}
