import { useState } from 'react';
import styled from 'styled-components';
import { Button, type SessionUser } from '@meridian/shared';
import { formatDateTime } from '@meridian/portal-kit';
import type { PostRow, RevisionRow } from '../../data/posts';
import { changedFields, diffLines, FIELD_LABELS, type PostContent } from '../../domain/post-form';
import { publishedRevisionOf, whoSaved } from '../../domain/post-history';
import { Card, Muted } from '../card';
import { TableWrap } from '../table-wrap';

/** Which comparison is open: a revision against the text now, or against the published text. */
interface Compared {
  id: string;
  with: 'now' | 'published';
}

/**
 * The post's revisions, newest first: who saved each (the name stored with it) and when. Each can
 * be compared with the post's stored text and, once the post has been published, with the
 * published text (the revision its last publish recorded), and restored into the editor, where a
 * save keeps it as a new revision.
 */
export function RevisionList({
  user,
  post,
  revisions,
  published,
  canRestore,
  onRestore,
}: {
  user: SessionUser;
  post: PostRow;
  revisions: RevisionRow[];
  /** The revision last published, when the post has one (it may be older than the list). */
  published: RevisionRow | null;
  canRestore: boolean;
  onRestore: (revision: RevisionRow) => void;
}) {
  const [compared, setCompared] = useState<Compared | null>(null);
  const now = post.status === 'published' ? 'the published text' : 'the text saved last';
  const publishedId = publishedRevisionOf(post);
  const toggle = (next: Compared) => setCompared(compared?.id === next.id && compared.with === next.with ? null : next);
  const isOpen = (id: string, against: Compared['with']) => compared?.id === id && compared.with === against;
  const shown = compared ? revisions.find((revision) => revision.id === compared.id) : undefined;
  return (
    <Card aria-labelledby="revisions-heading">
      <h2 id="revisions-heading">Revisions</h2>
      <Muted>
        Every save keeps one. Compare one with {now}
        {published && post.status !== 'published' ? ' or with the text last published' : ''}, or restore it into the
        editor and save.
      </Muted>
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
              const isPublished = revision.id === publishedId;
              return (
                <tr key={revision.id} data-revision={revision.id}>
                  <td>
                    {formatDateTime(revision.savedAt)}
                    {current ? <Tag> (the text now)</Tag> : null}
                    {isPublished ? <Tag data-published-revision> (published)</Tag> : null}
                  </td>
                  <td title={revision.savedBy}>{whoSaved(revision, user.uid)}</td>
                  <td>
                    <Buttons>
                      <Button
                        type="button"
                        $variant="outline"
                        aria-expanded={isOpen(revision.id, 'now')}
                        onClick={() => toggle({ id: revision.id, with: 'now' })}
                      >
                        Compare
                      </Button>
                      {published && !isPublished ? (
                        <Button
                          type="button"
                          $variant="outline"
                          aria-expanded={isOpen(revision.id, 'published')}
                          onClick={() => toggle({ id: revision.id, with: 'published' })}
                        >
                          Compare with published
                        </Button>
                      ) : null}
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
      {shown && compared?.with === 'now' ? (
        <Comparison
          key={`${shown.id}:now`}
          title={`The revision of ${formatDateTime(shown.savedAt)} against ${now}`}
          before={shown}
          after={post}
          legend="− in the revision only, + in the text now"
        />
      ) : null}
      {shown && published && compared?.with === 'published' ? (
        <Comparison
          key={`${shown.id}:published`}
          title={`The published text (${formatDateTime(published.savedAt)}) against the revision of ${formatDateTime(shown.savedAt)}`}
          before={published}
          after={shown}
          legend="− in the published text only, + in the revision only"
        />
      ) : null}
    </Card>
  );
}

/** What changed from `before` to `after`: the fields that differ, and the article line by line. */
function Comparison({
  title,
  before,
  after,
  legend,
}: {
  title: string;
  before: PostContent;
  after: PostContent;
  legend: string;
}) {
  const fields = changedFields(before, after);
  return (
    <ComparedBox aria-label={title} data-comparison>
      <h3>{title}</h3>
      {fields.length === 0 ? (
        <Muted>They are the same.</Muted>
      ) : (
        <>
          <Muted>Differs in: {fields.map((key) => FIELD_LABELS[key]).join(', ')}.</Muted>
          {fields
            .filter((key) => key !== 'body' && key !== 'tags')
            .map((key) => (
              <p key={key}>
                <strong>{FIELD_LABELS[key]}:</strong> <del>{before[key]}</del> → <ins>{after[key]}</ins>
              </p>
            ))}
          {fields.includes('tags') ? (
            <p>
              <strong>Tags:</strong> <del>{before.tags.join(', ')}</del> → <ins>{after.tags.join(', ')}</ins>
            </p>
          ) : null}
          {fields.includes('body') ? (
            <Diff aria-label={`The article, line by line: ${legend}`}>
              {diffLines(before.body, after.body).map((line, index) => (
                <div key={index} data-kind={line.kind}>
                  {line.kind === 'added' ? '+ ' : line.kind === 'removed' ? '− ' : '  '}
                  {line.text}
                </div>
              ))}
            </Diff>
          ) : null}
        </>
      )}
    </ComparedBox>
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

const ComparedBox = styled.section`
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
