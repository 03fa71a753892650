import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { Alert, hasPermission, Link, useLocation } from '@meridian/shared';
import { POST_STATUSES } from '@meridian/shared/posts';
import { unknownValue } from '../../domain/address';
import type { TabProps } from '../tab-props';
import { CommentQueue } from './comment-queue';
import { blogListPath } from './paths';
import { PostDesk } from './post-desk';
import { PostList } from './post-list';

/**
 * The Blog tab: the editorial desk (issue 20). Anyone with create_posts, edit_posts,
 * approve_comments or manage_blog sees it; each action needs its own permission (the workflow
 * table in @meridian/shared/posts, which the rules mirror). The list of posts, filtered by status
 * in the address (?status=), with the readers' comments to moderate below it for approve_comments
 * (drawn once the list has been read, so that the list's rows arriving never move it: CLS 0); and
 * one post's editor, revisions and workflow (?post=id, or ?post=new for a new draft).
 */
export default function BlogTab({ user }: TabProps) {
  const params = new URLSearchParams(useLocation().search);
  const [listRead, setListRead] = useState(false);
  // One function for the tab's life, so the list's effect runs once it is read, not on each render.
  const listShown = useCallback(() => setListRead(true), []);
  const post = params.get('post');
  const creates = hasPermission(user.role, 'create_posts');
  if (post === 'new' && !creates) {
    return (
      <Alert tone="info">
        Writing a new post needs the permission create_posts. <Link to={blogListPath()}>Back to the posts</Link>
      </Alert>
    );
  }
  if (post !== null) {
    return (
      <>
        <Back>
          <Link to={blogListPath()}>← All posts</Link>
        </Back>
        <PostDesk key={post} user={user} postId={post === 'new' ? null : post} />
      </>
    );
  }
  const param = params.get('status');
  const filters = ['all', ...POST_STATUSES] as const;
  const status = filters.find((item) => item === param) ?? 'all';
  const notice = unknownValue(param, filters, 'a post status', 'every post is shown');
  return (
    <>
      {notice ? <Alert tone="info">{notice}</Alert> : null}
      <PostList status={status} creates={creates} uid={user.uid} onRead={listShown} />
      {listRead && hasPermission(user.role, 'approve_comments') ? <CommentQueue user={user} /> : null}
    </>
  );
}

const Back = styled.p`
  margin: 0 0 12px;
  a {
    font-weight: 600;
  }
`;
