import { useDeferredValue, useMemo } from 'react';
import styled from 'styled-components';
import type { PostPreviewProps } from '@meridian/shared';
import { countWords, readTimeOf, slugify } from '@meridian/shared/posts';
import type { Article as ArticleData } from '../content/articles';
import { formatPostDate } from '../content/post-date';
import { withImage } from '../content/summaries';
import type { RelatedPosts } from '../content/posts';
import { Article } from '../pages/blog-post-page';
import { renderMarkdown } from '../render/markdown';

const NO_RELATED: RelatedPosts = { posts: [], sameCategory: true };

/**
 * A post as the desk holds it, as the article page shows it: its Markdown through the blog's own
 * renderer, its read time from its words, and its date (today's for a post not yet published).
 */
export function previewArticle(post: PostPreviewProps, today: string): ArticleData {
  const words = countWords(post.body);
  const datePublished = post.datePublished ?? today;
  return withImage({
    id: 0,
    title: post.title,
    slug: slugify(post.title),
    excerpt: post.excerpt,
    author: post.author,
    date: formatPostDate(datePublished),
    datePublished,
    readTime: readTimeOf(words),
    category: post.category,
    tags: [...post.tags],
    html: post.body.trim() ? renderMarkdown(post.body) : '',
    words,
  });
}

/**
 * The editorial desk's live preview (the admin's postPreview slot): the article exactly as readers
 * will get it, with the renderer the public page uses. It is a picture of the page, not the page:
 * inert (its links go nowhere while the post is being written), and it sets no page title.
 */
export default function PostPreview(props: PostPreviewProps) {
  // Typing stays quick on a long article: the preview follows a moment behind.
  const post = useDeferredValue(props);
  const today = new Date().toISOString().slice(0, 10);
  const article = useMemo(() => previewArticle(post, today), [post, today]);
  return (
    <Frame inert data-post-preview="">
      <Article post={article} related={NO_RELATED} meta={false} />
    </Frame>
  );
}

// The hero sits under the site's top bar on the article page; in a preview there is no bar above it.
const Frame = styled.div`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  overflow: hidden;
  & > article > header:first-child {
    padding-top: 32px;
  }
`;
