import { useState } from 'react';
import styled from 'styled-components';
import { Button, type SessionUser } from '@meridian/shared';
import { formatDateTime } from '@meridian/portal-kit';
import type { PostRow, RevisionRow } from '../../data/posts';
import { changedFields, diffLines, FIELD_LABELS } from '../../domain/post-form';
import { Card, Muted } from '../card';
import { TableWrap } from '../table-wrap';

/**
 * The post's revisions, newest first: who saved each and when. Each can be compared with the
 * post's stored text (the published text while it is published) and restored into the editor,
 * where a save keeps it as a new revision.
 */
export function RevisionList({
  user,
  post,
  revisions,
  canRestore,
  onRestore,
}: {
  user: SessionUser;
  post: PostRow;
  revisions: RevisionRow[];
  canRestore: boolean;
  onRestore: (revision: RevisionRow) => void;
}) {
  const [compared, setCompared] = useState<string | null>(null);
  const against = post.status === 'published' ? 'the published text' : 'the text saved last';
  const who = (uid: string) =>
    uid === user.uid ? 'You' : uid === post.createdBy ? post.author : 'Another member of staff';
  return (
    <Card aria-labelledby="revisions-heading">
      <h2 id="revisions-heading">Revisions</h2>
      <Muted>Every save keeps one. Compare one with {against}, or restore it into the editor and save.</Muted>
      <TableWrap>
        <Table>
          <thead>
            <tr>
              <th scope="col">Saved</th>
              <th scope="col">By</th>
              <th scope="col">
                <span>Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {revisions.map((revision) => {
              const current = revision.id === post.revisionId;
              return (
                <tr key={revision.id} data-revision={revision.id}>
                  <td>
                    {formatDateTime(revision.savedAt)}
                    {current ? <Tag> (the text now)</Tag> : null}
                  </td>
                  <td>{who(revision.savedBy)}</td>
                  <td>
                    <Buttons>
                      <Button
                        type="button"
                        $variant="outline"
                        aria-expanded={compared === revision.id}
                        onClick={() => setCompared(compared === revision.id ? null : revision.id)}
                      >
                        Compare
                      </Button>
                      {canRestore && !current ? (
                        <Button type="button" $variant="outline" onClick={() => onRestore(revision)}>
                          Restore
                        </Button>
                      ) : null}
                    </Buttons>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      </TableWrap>
      {revisions.map((revision) =>
        revision.id === compared ? (
          <Comparison key={revision.id} revision={revision} post={post} against={against} />
        ) : null,
      )}
    </Card>
  );
}

function Comparison({ revision, post, against }: { revision: RevisionRow; post: PostRow; against: string }) {
  const fields = changedFields(revision, post);
  return (
    <Compared aria-label={`The revision of ${formatDateTime(revision.savedAt)} against ${against}`} data-comparison>
      <h3>
        The revision of {formatDateTime(revision.savedAt)} against {against}
      </h3>
      {fields.length === 0 ? (
        <Muted>They are the same.</Muted>
      ) : (
        <>
          <Muted>Differs in: {fields.map((key) => FIELD_LABELS[key]).join(', ')}.</Muted>
          {fields
            .filter((key) => key !== 'body' && key !== 'tags')
            .map((key) => (
              <p key={key}>
                <strong>{FIELD_LABELS[key]}:</strong> <del>{revision[key]}</del> → <ins>{post[key]}</ins>
              </p>
            ))}
          {fields.includes('tags') ? (
            <p>
              <strong>Tags:</strong> <del>{revision.tags.join(', ')}</del> → <ins>{post.tags.join(', ')}</ins>
            </p>
          ) : null}
          {fields.includes('body') ? (
            <Diff aria-label="The article, line by line: − in the revision only, + in the text now">
              {diffLines(revision.body, post.body).map((line, index) => (
                <div key={index} data-kind={line.kind}>
                  {line.kind === 'added' ? '+ ' : line.kind === 'removed' ? '− ' : '  '}
                  {line.text}
                </div>
              ))}
            </Diff>
          ) : null}
        </>
      )}
    </Compared>
  );
}

// Who and the buttons keep their words whole; the time wraps.
const Table = styled.table`
  td:not(:first-child) {
    overflow-wrap: normal;
    white-space: nowrap;
  }
`;

const Tag = styled.span`
  color: ${({ theme }) => theme.color.muted};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const Compared = styled.section`
  margin-top: 16px;
  h3 {
    font-size: 1rem;
    margin: 0 0 8px;
  }
  del {
    color: ${({ theme }) => theme.color.error};
  }
  ins {
    color: ${({ theme }) => theme.color.success};
  }
`;

const Diff = styled.pre`
  margin: 0;
  padding: 10px;
  max-height: 420px;
  overflow: auto;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  font-size: 0.85rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.small};
  div[data-kind='added'] {
    background: ${({ theme }) => theme.color.successSurface};
  }
  div[data-kind='removed'] {
    background: ${({ theme }) => theme.color.errorSurface};
  }
`;
