import { useState, type FormEvent } from 'react';
import {
  Button,
  Field,
  FieldError,
  Input,
  INVITE_LIFETIME_DAYS,
  isEmail,
  ROLES,
  Select,
  useLoad,
  VisuallyHidden,
  type Role,
  type SessionUser,
} from '@meridian/shared';
import { formatDateTime, Loading, type UndoableChanges } from '@meridian/portal-kit';
import { actorOf } from '../../data/audit';
import { invite, listPendingInvites, revokeInvite, type InviteRow } from '../../data/users';
import { inviteExpiryText } from '../../domain/invite-expiry';
import { assignableRoles } from '../../domain/user-changes';
import { Card, Muted } from '../card';
import { TableWrap } from '../table-wrap';
import { Toolbar } from '../toolbar';

/**
 * "Add User": invite an email address with a role. The role applies at that address's next sign-in
 * with the address verified (a new account: once it has confirmed its address), within
 * INVITE_LIFETIME_DAYS; the rules check the address against the verified one the person signed
 * in with, the expiry, and that whoever invited can still give the role. Pending invitations show
 * when they expire, and can be revoked; an expired one can be sent again.
 */
/** The pending invitations, and the time they were read (their expiry is told against it). */
async function loadPendingInvites(): Promise<{ rows: InviteRow[]; now: Date }> {
  return { rows: await listPendingInvites(), now: new Date() };
}

export function InvitePanel({ user, schedule }: { user: SessionUser; schedule: UndoableChanges['schedule'] }) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('user');
  const [error, setError] = useState<string | null>(null);
  const [invites, reload] = useLoad(loadPendingInvites, 'invites');
  const actor = actorOf(user);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim().toLowerCase();
    if (!isEmail(address)) {
      setError('Enter an email address, like name@example.com.');
      return;
    }
    setError(null);
    // The address stays in the field until the invitation is sent: Undo or a failure keeps it.
    schedule({
      label: `Invite ${address} as ${role}`,
      run: async () => {
        await invite(actor, address, role);
        reload();
      },
      sent: () => setEmail(''),
    });
  };

  return (
    <Card aria-labelledby="invite-heading">
      <h2 id="invite-heading">Add User</h2>
      <Muted>
        The role applies at this address’s next sign-in with the address confirmed: a new account takes it once it has
        followed the link in its verification email and signs in again. An invitation works for {INVITE_LIFETIME_DAYS}{' '}
        days, and only while whoever sent it can still give the role.
      </Muted>
      <Toolbar as="form" onSubmit={onSubmit} noValidate>
        <Field>
          <label htmlFor="invite-email">Email</label>
          <Input
            id="invite-email"
            type="email"
            value={email}
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'invite-email-error' : undefined}
            onChange={(event) => setEmail(event.target.value)}
          />
          {error ? <FieldError id="invite-email-error">{error}</FieldError> : null}
        </Field>
        <Field>
          <label htmlFor="invite-role">Role</label>
          <Select id="invite-role" value={role} onChange={(event) => setRole(event.target.value as Role)}>
            {assignableRoles(user.role, ROLES).map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </Select>
        </Field>
        <Button type="submit">Invite</Button>
      </Toolbar>
      <h3>Pending invitations</h3>
      <Loading loaded={invites} retry={reload}>
        {({ rows, now }) =>
          rows.length === 0 ? (
            <Muted>None.</Muted>
          ) : (
            <TableWrap>
              <table>
                <thead>
                  <tr>
                    <th scope="col">Email</th>
                    <th scope="col">Role</th>
                    <th scope="col">Invited</th>
                    <th scope="col">Expiry</th>
                    <th scope="col">
                      <VisuallyHidden>Revoke</VisuallyHidden>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.email} data-invite={row.email}>
                      <td>{row.email}</td>
                      <td>{row.role}</td>
                      <td>{formatDateTime(row.createdAt)}</td>
                      <td data-invite-expiry>{inviteExpiryText(row.expiresAt, now)}</td>
                      <td>
                        <Button
                          type="button"
                          $variant="outline"
                          aria-label={`Revoke the invitation of ${row.email}`}
                          disabled={row.role === 'superadmin' && user.role !== 'superadmin'}
                          onClick={() =>
                            schedule({
                              label: `Revoke the invitation of ${row.email}`,
                              run: async () => {
                                await revokeInvite(actor, row);
                                reload();
                              },
                            })
                          }
                        >
                          Revoke
                        </Button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableWrap>
          )
        }
      </Loading>
    </Card>
  );
}
