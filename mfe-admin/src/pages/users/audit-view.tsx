import styled from 'styled-components';
import { formatDateTime, Loading, ShowMore, usePages } from '@meridian/portal-kit';
import { listAudit } from '../../data/audit';
import { auditChanges, auditSentence, type AuditNames } from '../../domain/audit-sentence';
import { Card, Muted } from '../card';

/**
 * Every audited change, newest first, 25 at a time, each as a sentence ("Esha Editor moved ‘SIP
 * step-up…’ from draft to in review") with when, the figures it changed where a sentence can't
 * hold them, and the note given. Entries can't be edited or deleted (the rules).
 */
export function AuditView() {
  const pages = usePages(listAudit, 'audit');
  return (
    <Card aria-labelledby="audit-heading">
      <h2 id="audit-heading">Audit log</h2>
      <Muted>Every change made in the admin area, who made it and when. Entries can’t be changed or deleted.</Muted>
      <Loading loaded={pages.loaded} retry={pages.reload}>
        {(results) => {
          const entries = results.flatMap((result) => result.entries);
          const names: AuditNames = {
            people: new Map(results.flatMap((result) => [...result.names.people])),
            posts: new Map(results.flatMap((result) => [...result.names.posts])),
          };
          return entries.length === 0 ? (
            <Muted>No changes have been made yet.</Muted>
          ) : (
            <>
              <Entries>
                {entries.map((entry) => {
                  const changes = auditChanges(entry);
                  return (
                    <li key={entry.id} data-audit-action={entry.action} data-audit-target={entry.target}>
                      <Sentence>{auditSentence(entry, names)}.</Sentence>
                      {changes.length > 0 ? <Muted>{changes.join(' · ')}</Muted> : null}
                      {entry.note ? <Note>“{entry.note}”</Note> : null}
                      <Muted as="p">{formatDateTime(entry.at)}</Muted>
                    </li>
                  );
                })}
              </Entries>
              <ShowMore pages={pages} label="Show older changes" />
            </>
          );
        }}
      </Loading>
    </Card>
  );
}

const Entries = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    padding: 10px 0;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    overflow-wrap: anywhere;
  }
  p {
    margin: 2px 0;
  }
`;

const Sentence = styled.p`
  font-weight: 600;
`;

const Note = styled.p`
  font-style: italic;
`;
