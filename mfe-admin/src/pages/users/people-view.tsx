import { Fragment, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  Alert,
  Button,
  hasPermission,
  Input,
  onMobile,
  ROLES,
  Select,
  useLoad,
  useNavigate,
  useLocation,
  type Role,
  type SessionUser,
} from '@meridian/shared';
import { Blank, formatDateTime, Loading, UndoBar, useUndoableChange } from '@meridian/portal-kit';
import { actorOf } from '../../data/audit';
import { changeRole, listUsers, setAccountStatus, type UserRow } from '../../data/users';
import { explainChangeFailure } from '../../domain/change-failure';
import { emailBreakParts } from '../../domain/email-breaks';
import { assignableRoles, roleChangeProblem, statusChangeProblem } from '../../domain/user-changes';
import {
  normaliseEmailPrefix,
  parseUsersListState,
  USERS_QUERY_MAX,
  usersListNotices,
  usersListSearch,
  type UsersListState,
} from '../../domain/users-list';
import { tabPath } from '../../tabs';
import { Card, Muted } from '../card';
import { TableWrap } from '../table-wrap';
import { Toolbar } from '../toolbar';
import { InvitePanel } from './invite-panel';

/**
 * The people, 25 to a page, never all at once: search by the start of an email address, or
 * everyone by creation or last sign-in. The search, the sort and the page are in the address.
 */
export function PeopleView({ user }: { user: SessionUser }) {
  const location = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  const state = parseUsersListState(params);
  const notices = usersListNotices(params);
  const go = (next: UsersListState) => void navigate(`${tabPath('users')}${usersListSearch(next)}`);
  const [loaded, reload] = useLoad(() => listUsers(state), usersListSearch(state));
  const { pending, outcome, schedule, undo } = useUndoableChange({ done: reload, describe: explainChangeFailure });
  const manage = hasPermission(user.role, 'manage_users');
  const actor = actorOf(user);

  return (
    <>
      <Card aria-labelledby="people-heading">
        <h2 id="people-heading">People</h2>
        {notices.map((notice) => (
          <Alert key={notice} tone="info">
            {notice}
          </Alert>
        ))}
        <Toolbar>
          <SearchForm key={state.q} q={state.q} search={(q) => go({ ...state, q, after: null })} />
          <label>
            Sort by
            <Select
              value={state.sort}
              disabled={state.q !== ''}
              onChange={(event) =>
                go({ ...state, sort: event.target.value === 'lastLogin' ? 'lastLogin' : 'created', after: null })
              }
            >
              <option value="created">Newest accounts</option>
              <option value="lastLogin">Latest sign-in</option>
            </Select>
          </label>
        </Toolbar>
        {state.q ? <Muted>Matches are listed by email address.</Muted> : null}
        <UndoBar pending={pending} outcome={outcome} undo={undo} />
        <Loading loaded={loaded} retry={reload} placeholder={<PeoplePlaceholder manage={manage} />}>
          {(page) => (
            <>
              {page.rows.length === 0 ? (
                <Muted>{state.q ? `No account’s email starts with “${state.q}”.` : 'No accounts yet.'}</Muted>
              ) : (
                <TableWrap cards>
                  <table>
                    <PeopleHead manage={manage} />
                    <tbody>
                      {page.rows.map((row) => (
                        <tr key={row.uid} data-user={row.email}>
                          <td>{row.name || '—'}</td>
                          <EmailCell data-label="Email">
                            <BreakableEmail email={row.email} />
                          </EmailCell>
                          <RoleCell data-label="Role">{row.role}</RoleCell>
                          <td data-label="Created">{formatDateTime(row.createdAt)}</td>
                          <td data-label="Last sign-in">{formatDateTime(row.lastLoginAt)}</td>
                          <td data-label="Status">
                            {row.status === 'disabled' ? <Disabled>Disabled</Disabled> : 'Active'}
                          </td>
                          {manage ? (
                            <td>
                              <RowActions
                                me={user}
                                row={row}
                                waiting={pending !== null}
                                onRole={(to) =>
                                  schedule({
                                    label: `${row.email}: role ${row.role} → ${to}`,
                                    run: () => changeRole(actor, row, to),
                                  })
                                }
                                onStatus={() =>
                                  schedule({
                                    label: `${row.email}: ${row.status === 'disabled' ? 'enable' : 'disable'}`,
                                    run: () =>
                                      setAccountStatus(actor, row, row.status === 'disabled' ? 'active' : 'disabled'),
                                  })
                                }
                              />
                            </td>
                          ) : null}
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </TableWrap>
              )}
              <Pager data-reads={page.reads}>
                {state.after ? (
                  <Button type="button" $variant="outline" onClick={() => go({ ...state, after: null })}>
                    First page
                  </Button>
                ) : null}
                {page.next ? (
                  <Button type="button" $variant="outline" onClick={() => go({ ...state, after: page.next })}>
                    Next page
                  </Button>
                ) : null}
              </Pager>
            </>
          )}
        </Loading>
      </Card>
      {manage ? (
        <InvitePanel user={user} schedule={schedule} />
      ) : (
        <Muted>You can see accounts. Only people who manage users can change them.</Muted>
      )}
      {manage ? (
        <Muted>
          Disabling an account ends its access at once, its open sessions included. An account is deleted by its owner,
          from the Privacy tab of their dashboard, or by the firm’s technical administrator on a written request.
        </Muted>
      ) : null}
    </>
  );
}

const COLUMNS = ['Name', 'Email', 'Role', 'Created', 'Last sign-in', 'Status'] as const;

function PeopleHead({ manage }: { manage: boolean }) {
  return (
    <thead>
      <tr>
        {COLUMNS.map((column) => (
          <th key={column} scope="col">
            {column}
          </th>
        ))}
        {manage ? <th scope="col">Change</th> : null}
      </tr>
    </thead>
  );
}

/** Rows the placeholder keeps: at least a phone's screen, so what is under the list stays below it. */
const PLACEHOLDER_ROWS = 10;

/**
 * The list's shape while it is read: the table's head where it will be, rows of grey and the
 * pager's line. Its height is kept once the list arrives (Loading), so the invitation panel below
 * never moves up into the screen, and a full page of 25 rows only pushes it further down, out of
 * sight (issue 22: CLS 0).
 */
function PeoplePlaceholder({ manage }: { manage: boolean }) {
  const cells = COLUMNS.length + (manage ? 1 : 0);
  return (
    <>
      <TableWrap cards>
        <table>
          <PeopleHead manage={manage} />
          <tbody>
            {Array.from({ length: PLACEHOLDER_ROWS }, (_, row) => (
              <tr key={row}>
                {Array.from({ length: cells }, (_, cell) => (
                  <td key={cell} data-label={cell > 0 ? COLUMNS[cell] : undefined}>
                    <Blank width="4em" />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
      <Pager>
        <Muted as="span">
          <Blank width="9em" />
        </Muted>
      </Pager>
    </>
  );
}

/** The search box, fresh for each search in the address (so Back shows the search it goes back to). */
function SearchForm({ q, search }: { q: string; search: (q: string) => void }) {
  const [text, setText] = useState(q);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    search(normaliseEmailPrefix(text));
  };
  return (
    <SearchBox role="search" onSubmit={onSubmit}>
      <label>
        Email starts with
        <Input
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="e.g. priya@"
          maxLength={USERS_QUERY_MAX}
          autoComplete="off"
        />
      </label>
      <Button type="submit">Search</Button>
    </SearchBox>
  );
}

/**
 * An email address that wraps only after an '@' or a '.', never one letter a line: each piece
 * is kept on one line (a browser would otherwise also break after a '-' in it).
 */
function BreakableEmail({ email }: { email: string }) {
  return (
    <>
      {emailBreakParts(email).map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          <Unbroken>{part}</Unbroken>
        </Fragment>
      ))}
    </>
  );
}

function RowActions({
  me,
  row,
  waiting,
  onRole,
  onStatus,
}: {
  me: SessionUser;
  row: UserRow;
  /** A change is waiting for its Undo time: one at a time. */
  waiting: boolean;
  onRole: (to: Role) => void;
  onStatus: () => void;
}) {
  const [to, setTo] = useState<Role>(row.role);
  const actor = { uid: me.uid, role: me.role };
  const target = { uid: row.uid, role: row.role };
  const roleProblem = to === row.role ? null : roleChangeProblem(actor, target, to);
  const statusProblem = statusChangeProblem(actor, target);
  const self = me.uid === row.uid;
  if (self) return <Muted as="span">You</Muted>;
  const options = assignableRoles(me.role, ROLES);
  const locked = row.role === 'superadmin' && me.role !== 'superadmin';
  return (
    <Actions>
      <Select
        aria-label={`Role of ${row.email}`}
        value={to}
        disabled={locked}
        onChange={(event) => setTo(event.target.value as Role)}
      >
        {(options.includes(row.role) ? options : [row.role, ...options]).map((role) => (
          <option key={role} value={role}>
            {role}
          </option>
        ))}
      </Select>
      <Button
        type="button"
        $variant="outline"
        disabled={waiting || to === row.role || roleProblem !== null}
        title={roleProblem ?? undefined}
        aria-label={`Change the role of ${row.email}`}
        onClick={() => onRole(to)}
      >
        Change role
      </Button>
      <Button
        type="button"
        $variant="outline"
        disabled={waiting || statusProblem !== null}
        title={statusProblem ?? undefined}
        aria-label={`${row.status === 'disabled' ? 'Enable' : 'Disable'} ${row.email}`}
        onClick={onStatus}
      >
        {row.status === 'disabled' ? 'Enable' : 'Disable'}
      </Button>
      {locked ? <Muted as="span">Only a superadmin can change a superadmin.</Muted> : null}
    </Actions>
  );
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  align-items: center;
  button {
    padding: 6px 12px;
  }
`;

const SearchBox = styled.form`
  display: flex;
  gap: 12px;
  align-items: flex-end;
  flex-wrap: wrap;
`;

const Pager = styled.div`
  display: flex;
  gap: 12px;
  align-items: center;
  margin-top: 16px;
`;

/** The table's cells may break anywhere; an address breaks only where BreakableEmail allows. */
const EmailCell = styled.td`
  && {
    overflow-wrap: normal;
    word-break: normal;
  }
  /* On a phone the address is the column people scan: a size smaller, so a long piece of it
     (a hyphenated name before the '@') still fits beside the name. */
  ${onMobile} {
    && {
      font-size: 0.8rem;
    }
  }
`;

const Unbroken = styled.span`
  white-space: nowrap;
`;

const RoleCell = styled.td`
  && {
    white-space: nowrap;
  }
`;

const Disabled = styled.strong`
  color: ${({ theme }) => theme.color.error};
`;
