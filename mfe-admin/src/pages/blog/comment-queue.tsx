import { useState } from 'react';
import styled from 'styled-components';
import { Alert, Button, Link, paths, type CommentStatus, type SessionUser } from '@meridian/shared';
import { formatDateTime, Loading, NeverKept, ShowMore, usePages } from '@meridian/portal-kit';
import { actorOf } from '../../data/audit';
import { listQueuedComments, moderateComment, type QueuedComment } from '../../data/comment-queue';
import { explainChangeFailure } from '../../domain/change-failure';
import { moderationMoves, QUEUE_VIEWS } from '../../domain/comment-moderation';
import { Card, Muted } from '../card';

/**
 * The comment moderation queue (issue 20, item 5), for approve_comments: readers' comments by
 * status, oldest first, each with its article, author and text (shown as typed, never as HTML);
 * a pending one is approved, rejected or marked spam, an approved one taken down, each move
 * audited. A moderator's own comment waits for another. Readers' names and words are other
 * people's data: left out of the Blog tab's page as this device keeps it (NeverKept).
 */
export function CommentQueue({ user }: { user: SessionUser }) {
  const [status, setStatus] = useState<CommentStatus>('pending');
  const pages = usePages((after) => listQueuedComments(status, after), `comments:${status}`);
  return (
    <NeverKept>
      <Card aria-labelledby="comment-queue-heading" data-comment-queue="">
        <h2 id="comment-queue-heading">Readers’ comments</h2>
        <Muted>
          A comment shows under its article once approved, with its author’s display name. Rejected and spam comments
          stay hidden; the author can still see and delete their own.
        </Muted>
        <Views role="group" aria-label="Show comments">
          {QUEUE_VIEWS.map((view) => (
            <Button
              key={view.status}
              type="button"
              $variant={view.status === status ? 'primary' : 'ghost'}
              aria-pressed={view.status === status}
              onClick={() => setStatus(view.status)}
            >
              {view.label}
            </Button>
          ))}
        </Views>
        <Loading loaded={pages.loaded} retry={pages.reload}>
          {(results) => {
            const rows = results.flatMap((result) => result.rows);
            if (rows.length === 0) return <Muted>No comments here.</Muted>;
            return (
              <>
                <List>
                  {rows.map((comment) => (
                    <QueuedItem key={comment.id} comment={comment} user={user} onDone={pages.reload} />
                  ))}
                </List>
                <ShowMore pages={pages} label="Show more comments" />
              </>
            );
          }}
        </Loading>
      </Card>
    </NeverKept>
  );
}

function QueuedItem({ comment, user, onDone }: { comment: QueuedComment; user: SessionUser; onDone: () => void }) {
  const [state, setState] = useState<{ kind: 'idle' | 'working' } | { kind: 'failed'; message: string }>({
    kind: 'idle',
  });
  const own = comment.uid === user.uid;
  const moves = moderationMoves(comment.status, own);
  const move = async (to: CommentStatus) => {
    setState({ kind: 'working' });
    try {
      await moderateComment(actorOf(user), comment, to);
      setState({ kind: 'idle' });
      onDone();
    } catch (failure) {
      setState({ kind: 'failed', message: explainChangeFailure(failure) });
    }
  };
  return (
    <li data-queued-comment={comment.id} aria-label={`Comment by ${comment.displayName || 'a reader'}`}>
      <Top>
        <strong>{comment.displayName || 'Reader'}</strong>
        <span>{formatDateTime(comment.createdAt)}</span>
        {comment.slug ? <Link to={paths.blogPost(comment.slug)}>on /blog/{comment.slug}</Link> : null}
      </Top>
      <Text>{comment.text}</Text>
      {state.kind === 'failed' ? <Alert tone="error">{state.message}</Alert> : null}
      {moves.length > 0 ? (
        <Actions>
          {moves.map((item) => (
            <Button
              key={item.to}
              type="button"
              $variant={item.to === 'approved' ? 'primary' : 'ghost'}
              disabled={state.kind === 'working'}
              onClick={() => void move(item.to)}
            >
              {item.label}
            </Button>
          ))}
        </Actions>
      ) : own ? (
        <Muted>Your own comment: another moderator decides on it.</Muted>
      ) : null}
    </li>
  );
}

const Views = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 16px 0;
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 16px;
  & > li {
    padding-bottom: 16px;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  align-items: baseline;
  span {
    color: ${({ theme }) => theme.color.muted};
    font-size: 0.9rem;
  }
  a {
    overflow-wrap: anywhere;
  }
`;

const Text = styled.p`
  margin: 8px 0 12px;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;
