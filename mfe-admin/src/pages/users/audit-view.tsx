import { formatDateTime, Loading, ShowMore, usePages } from '@meridian/portal-kit';
import { listAudit, type AuditEntry } from '../../data/audit';
import { Card, Muted } from '../card';
import { TableWrap } from '../table-wrap';

const ACTION_WORDS: Record<AuditEntry['action'], string> = {
  'role.change': 'Changed role',
  'user.disable': 'Disabled account',
  'user.enable': 'Enabled account',
  'invite.create': 'Invited',
  'invite.revoke': 'Revoked invitation',
  'invite.accept': 'Accepted invitation',
  'lead.status': 'Changed lead status',
  'settings.rates': 'Changed rates',
  'complaint.record': 'Recorded complaint',
  'complaint.status': 'Changed complaint status',
  'complaints.publish': 'Published complaint data',
  'grievance.answer': 'Answered data protection grievance',
  'post.status': 'Moved blog post',
  'comment.moderate': 'Moderated comment',
};

const values = (map: AuditEntry['before']): string =>
  map
    ? Object.entries(map)
        .map(([key, value]) => `${key}: ${value === null ? '—' : String(value)}`)
        .join(', ')
    : '—';

/** Every audited change, newest first, 25 at a time. Entries can't be edited or deleted (the rules). */
export function AuditView() {
  const pages = usePages(listAudit, 'audit');
  return (
    <Card aria-labelledby="audit-heading">
      <h2 id="audit-heading">Audit log</h2>
      <Muted>Every change made in the admin area, who made it and when. Entries can’t be changed or deleted.</Muted>
      <Loading loaded={pages.loaded} retry={pages.reload}>
        {(results) => {
          const entries = results.flatMap((result) => result.entries);
          return entries.length === 0 ? (
            <Muted>No changes have been made yet.</Muted>
          ) : (
            <>
              <TableWrap>
                <table>
                  <thead>
                    <tr>
                      <th scope="col">When</th>
                      <th scope="col">Who</th>
                      <th scope="col">What</th>
                      <th scope="col">Of</th>
                      <th scope="col">Before</th>
                      <th scope="col">After</th>
                      <th scope="col">Note</th>
                    </tr>
                  </thead>
                  <tbody>
                    {entries.map((entry) => (
                      <tr key={entry.id} data-audit-action={entry.action}>
                        <td>{formatDateTime(entry.at)}</td>
                        <td>{entry.actorEmail}</td>
                        <td>{ACTION_WORDS[entry.action] ?? entry.action}</td>
                        <td>{entry.target}</td>
                        <td>{values(entry.before)}</td>
                        <td>{values(entry.after)}</td>
                        <td>{entry.note || '—'}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableWrap>
              <ShowMore pages={pages} label="Show older changes" />
            </>
          );
        }}
      </Loading>
    </Card>
  );
}
