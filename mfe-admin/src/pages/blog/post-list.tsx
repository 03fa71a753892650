import { useEffect } from 'react';
import styled from 'styled-components';
import { ButtonLink, Link, Select, useNavigate } from '@meridian/shared';
import { POST_STATUS_LABELS, POST_STATUSES, type PostStatus } from '@meridian/shared/posts';
import { formatDateTime, Loading, ShowMore, useKeptPages, usePages, type Pages } from '@meridian/portal-kit';
import { listPosts, POSTS_PAGE } from '../../data/posts';
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

/** A page of the list as its rows show it. */
interface ListedPage {
  items: ListedPost[];
  next: unknown;
}

/** A page of the posts of one status, or all, as `uid`'s list shows them. */
function readPage(status: PostStatus | 'all', uid: string, after: unknown): Promise<ListedPage> {
  return listPosts(status, after).then(({ rows, next }) => ({ items: rows.map((row) => listedPost(row, uid)), next }));
}

/**
 * Every post, the list as the tab opens: its first page shown at once as this person last saw it
 * on this device, while it is read again (issue 22). Only this first, unfiltered page is kept; a
 * status chosen is read afresh each time. A component of its own, so coming back to it recalls
 * what was kept last.
 */
function EveryPost({ uid, onRead }: { uid: string; onRead: (() => void) | undefined }) {
  const pages = useKeptPages((after) => readPage('all', uid, after), `posts:all:${uid}`, {
    uid,
    name: 'posts',
    save: (page) => page.items,
    restore: (kept) => {
      const items = readKeptPosts(kept, POSTS_PAGE);
      return items && { items, next: null };
    },
  });
  return <PostRows status="all" pages={pages} onRead={onRead} />;
}

/** The posts of one status, read afresh each time. */
function PostsOf({ status, uid, onRead }: { status: PostStatus; uid: string; onRead: (() => void) | undefined }) {
  const pages = usePages((after) => readPage(status, uid, after), `posts:${status}:${uid}`);
  return <PostRows status={status} pages={pages} onRead={onRead} />;
}

function PostRows({
  status,
  pages,
  onRead,
}: {
  status: PostStatus | 'all';
  pages: Pages<ListedPage>;
  onRead: (() => void) | undefined;
}) {
  const { loaded } = pages;
  const read = loaded.state !== 'loading';
  useEffect(() => {
    if (read) onRead?.();
  }, [read, onRead]);
  return (
    <Loading loaded={loaded} retry={pages.reload}>
      {(shown) => {
        const posts = shown.flatMap((page) => page.items);
        return posts.length === 0 ? (
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
            <ShowMore pages={pages} label="Show older posts" />
          </>
        );
      }}
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
