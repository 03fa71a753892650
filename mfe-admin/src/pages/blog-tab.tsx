import { useLoad } from '@meridian/shared';
import { Loading } from '@meridian/portal-kit';
import styled from 'styled-components';
import { describePostsError, readPublishedPostsFile } from '../data/blog';
import { checkPreview } from '../domain/post-preview';
import { Card, Muted } from './card';
import type { TabProps } from './tab-props';
import { TableWrap } from './table-wrap';

/**
 * Blog (manage_blog): the published posts as the blog section publishes them, each with a check
 * of its search preview. There is no editor yet: posts are Markdown files in the blog's source.
 */
export default function BlogTab(_props: TabProps) {
  const [loaded, reload] = useLoad(readPublishedPostsFile, 'posts', describePostsError);
  return (
    <Card aria-labelledby="blog-heading">
      <h2 id="blog-heading">Published posts</h2>
      <Muted>
        There is no editor here yet: posts are written with the website’s developers and go live with the blog’s next
        release. This list is what is live now.
      </Muted>
      <Loading loaded={loaded} retry={reload}>
        {({ posts, origin }) => (
          <TableWrap>
            <table>
              <thead>
                <tr>
                  <th scope="col">Title</th>
                  <th scope="col">Published</th>
                  <th scope="col">Category</th>
                  <th scope="col">Search preview</th>
                </tr>
              </thead>
              <tbody>
                {posts.map((post) => (
                  <tr key={post.slug} data-post={post.slug}>
                    <td>
                      <a href={`/blog/${post.slug}`}>{post.title}</a>
                    </td>
                    <td>{post.datePublished}</td>
                    <td>{post.category}</td>
                    <td>
                      <Checks>
                        {checkPreview(post).map((check) => (
                          <li key={check.field} data-ok={check.ok}>
                            {check.ok ? '✓' : '⚠'} {check.message}
                          </li>
                        ))}
                      </Checks>
                      {post.preview.image ? (
                        <Thumb src={`${origin}${post.preview.image}`} alt="" width="64" height="36" />
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
        )}
      </Loading>
    </Card>
  );
}

const Checks = styled.ul`
  margin: 0 0 6px;
  padding: 0;
  list-style: none;
  li[data-ok='false'] {
    color: ${({ theme }) => theme.color.error};
    font-weight: 600;
  }
`;

const Thumb = styled.img`
  border-radius: 4px;
  object-fit: cover;
`;
