import { useEffect } from 'react';
import styled from 'styled-components';
import { ButtonLink, Link, Select, useLoad, useNavigate, type Loaded } from '@meridian/shared';
import { POST_STATUS_LABELS, POST_STATUSES, type PostStatus } from '@meridian/shared/posts';
import { formatDateTime, Loading, useKept } from '@meridian/portal-kit';
import { listPosts, POSTS_LIST_MAX } from '../../data/posts';
import { listedPost, readKeptPosts, type ListedPost } from '../../domain/listed-posts';
import { Card, Muted } from '../card';
import { TableWrap } from '../table-wrap';
import { Toolbar } from '../toolbar';
import { blogListPath, postPath } from './paths';

/**
 * The posts, last changed first, of one status or all; "New post" for create_posts. `onRead` is
 * called once the list shows what was read (or why it could not be).
 */
export function PostList({
  status,
  creates,
  uid,
  onRead,
}: {
  status: PostStatus | 'all';
  creates: boolean;
  uid: string;
  onRead?: () => void;
}) {
  const navigate = useNavigate();
  return (
    <Card aria-labelledby="posts-heading">
      <Heading>
        <h2 id="posts-heading">Posts</h2>
        {creates ? <ButtonLink to={postPath('new')}>New post</ButtonLink> : null}
      </Heading>
      <Toolbar>
        <label>
          Status
          <Select value={status} onChange={(event) => void navigate(blogListPath(event.target.value))}>
            <option value="all">All</option>
            {POST_STATUSES.map((item) => (
              <option key={item} value={item}>
                {POST_STATUS_LABELS[item]}
              </option>
            ))}
          </Select>
        </label>
      </Toolbar>
      {status === 'all' ? (
        <EveryPost uid={uid} onRead={onRead} />
      ) : (
        <PostsOf status={status} uid={uid} onRead={onRead} />
      )}
    </Card>
  );
}

/**
 * Every post, the list as the tab opens: shown at once as this person last saw it on this device,
 * while it is read again (issue 22). Only this first, unfiltered view is kept; a status chosen is
 * read afresh each time. A component of its own, so coming back to it recalls what was kept last.
 */
function EveryPost({ uid, onRead }: { uid: string; onRead: (() => void) | undefined }) {
  const [loaded, reload] = useKept(
    () => listPosts('all').then((rows) => rows.map((row) => listedPost(row, uid))),
    'all',
    { uid, name: 'posts', restore: (kept) => readKeptPosts(kept, POSTS_LIST_MAX) },
  );
  return <PostRows status="all" loaded={loaded} reload={reload} onRead={onRead} />;
}

/** The posts of one status, read afresh each time. */
function PostsOf({ status, uid, onRead }: { status: PostStatus; uid: string; onRead: (() => void) | undefined }) {
  const [loaded, reload] = useLoad(
    () => listPosts(status).then((rows) => rows.map((row) => listedPost(row, uid))),
    status,
  );
  return <PostRows status={status} loaded={loaded} reload={reload} onRead={onRead} />;
}

function PostRows({
  status,
  loaded,
  reload,
  onRead,
}: {
  status: PostStatus | 'all';
  loaded: Loaded<ListedPost[]>;
  reload: () => void;
  onRead: (() => void) | undefined;
}) {
  const read = loaded.state !== 'loading';
  useEffect(() => {
    if (read) onRead?.();
  }, [read, onRead]);
  return (
    <Loading loaded={loaded} retry={reload}>
      {(posts) =>
        posts.length === 0 ? (
          <Muted data-posts-empty>
            {status === 'all' ? 'No posts yet.' : `No posts are ${POST_STATUS_LABELS[status].toLowerCase()}.`}
          </Muted>
        ) : (
          <>
            <TableWrap cards>
              <Rows>
                <thead>
                  <tr>
                    <th scope="col">Title</th>
                    <th scope="col">Status</th>
                    <th scope="col">Category</th>
                    <th scope="col">Last changed</th>
                    <th scope="col">By</th>
                  </tr>
                </thead>
                <tbody>
                  {posts.map((post) => (
                    <tr key={post.id} data-post-row={post.id}>
                      <td>
                        <Link to={postPath(post.id)}>{post.title}</Link>
                        <Slug>/blog/{post.slug}</Slug>
                      </td>
                      <td data-status={post.status} data-label="Status">
                        {POST_STATUS_LABELS[post.status]}
                      </td>
                      <td data-label="Category">{post.category}</td>
                      <td data-label="Last changed">{formatDateTime(post.updatedAt)}</td>
                      <td data-label="By">{post.by}</td>
                    </tr>
                  ))}
                </tbody>
              </Rows>
            </TableWrap>
            {posts.length >= POSTS_LIST_MAX ? (
              <Muted>The {POSTS_LIST_MAX} last changed are shown; choose a status to see others.</Muted>
            ) : null}
          </>
        )
      }
    </Loading>
  );
}

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  justify-content: space-between;
  margin-bottom: 10px;
  h2 {
    margin: 0;
  }
`;

/** The table; on a phone each post is a block of labelled lines instead of a row squeezed into five columns. */
const Rows = styled.table`
  td[data-status] {
    white-space: nowrap;
  }
`;

const Slug = styled.span`
  display: block;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.color.muted};
`;
