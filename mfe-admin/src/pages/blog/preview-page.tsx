import styled from 'styled-components';
import {
  Alert,
  Link,
  Navigate,
  PageMeta,
  paths,
  resolveAdminTab,
  useAuth,
  useLoad,
  useLocation,
} from '@meridian/shared';
import { istDate } from '@meridian/shared/complaints';
import { POST_STATUS_LABELS } from '@meridian/shared/posts';
import { Loading } from '@meridian/portal-kit';
import { readPost } from '../../data/posts';
import { useSlots } from '../../slots';
import { tabPath } from '../../tabs';
import { postPath } from './paths';

/**
 * The staff preview of a post (issue 20, item 3): /admin/blog/preview?post={id}, the post as the blog
 * draws it (the blog's PostPreview widget in the admin's postPreview slot), the page's full width,
 * for anyone who sees the Blog tab. It is inside the admin area, so the shell sends a signed-out
 * visitor to sign in, the page composer marks it noindex, and the rules let only the desk read a
 * post that is not live.
 */
export default function PreviewPage() {
  const { user } = useAuth();
  const postId = new URLSearchParams(useLocation().search).get('post') ?? '';
  if (!user) return null;
  if (resolveAdminTab(user.role, 'blog') !== 'blog') {
    const tab = resolveAdminTab(user.role, null);
    return <Navigate to={tab ? tabPath(tab) : paths.home} replace />;
  }
  return <Preview postId={postId} />;
}

function Preview({ postId }: { postId: string }) {
  const slots = useSlots();
  const [loaded, reload] = useLoad(async () => (postId === '' ? null : await readPost(postId)), postId);
  return (
    <Loading loaded={loaded} retry={reload}>
      {(post) =>
        post === null ? (
          <Page>
            <PageMeta title="Preview · Admin" description="The firm's admin area." />
            <Alert tone="error">There is no post with this address. It may have been typed wrongly.</Alert>
            <p>
              <Link to={tabPath('blog')}>← All posts</Link>
            </p>
          </Page>
        ) : (
          <>
            <PageMeta title={`Preview: ${post.title} · Admin`} description="The firm's admin area." />
            <Bar role="note" aria-label="Staff preview" data-staff-preview={post.status}>
              <strong>Staff preview</strong>: {POST_STATUS_LABELS[post.status].toLowerCase()}, at /blog/{post.slug}.
              Only the desk can open this page; readers see the post once it is published.{' '}
              <Link to={postPath(post.id)}>Back to the desk</Link>
            </Bar>
            {slots ? (
              <div data-blog-preview>
                {slots.postPreview({
                  title: post.title,
                  excerpt: post.excerpt,
                  body: post.body,
                  category: post.category,
                  tags: post.tags,
                  author: post.author,
                  datePublished: post.publishAt ? istDate(post.publishAt.getTime()) : null,
                })}
              </div>
            ) : (
              <Page>
                <Alert tone="info">
                  The blog’s preview is not available here: the site did not lend it to the admin area.
                </Alert>
              </Page>
            )}
          </>
        )
      }
    </Loading>
  );
}

const Page = styled.div`
  max-width: 960px;
  margin: 24px auto;
  padding: 0 16px;
`;

const Bar = styled.p`
  margin: 0;
  padding: 10px 16px;
  background: ${({ theme }) => theme.color.navy};
  color: ${({ theme }) => theme.color.white};
  a {
    color: inherit;
    font-weight: 600;
    text-decoration: underline;
  }
`;
