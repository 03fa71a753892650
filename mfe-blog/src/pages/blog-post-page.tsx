import styled from 'styled-components';
import { useMemo, type MouseEvent } from 'react';
import {
  absoluteUrl,
  brand,
  ButtonLink,
  Container,
  Link,
  onMobile,
  PageMeta,
  paths,
  Section,
  SectionTitle,
  useNavigate,
} from '@meridian/shared';
import { CommentsSection } from '../comments/comments-section';
import { DarkHero } from '../components/dark-hero';
import { FeedLink } from '../components/feed-link';
import { CardGrid, PostCard } from '../components/post-card';
import { PostMeta } from '../components/post-meta';
import { Prose } from '../components/prose';
import { CATEGORY_IMAGES } from '../content/categories';
import { articleJsonLd } from '../content/page-seo';
import type { Article as ArticleData } from '../content/articles';
import { BlogDataScript, useArticle, useSummaries, useSummaryList } from '../content/blog-source';
import { relatedPosts, searchForCategory, type RelatedPosts } from '../content/posts';
import { withImage } from '../content/summaries';
import { PostNotFound } from './post-not-found';

export const CONTENT_FALLBACK = 'Content coming soon...';

/** /blog/{slug}: the post, or 'Blog post not found' for an unknown slug. Loaded on demand (app.tsx). */
export default function BlogPostPage({ slug }: { slug: string }) {
  const post = useArticle(slug);
  const list = useSummaryList();
  const cards = useSummaries();
  const article = useMemo(() => (post ? withImage(post) : null), [post]);
  return (
    <>
      <BlogDataScript data={{ articles: { [slug]: post }, summaries: list }} />
      {article ? <Article post={article} related={relatedPosts(article, cards)} /> : <PostNotFound />}
    </>
  );
}

/**
 * Follows a link in the article's body inside the site (as the router's links do), and lets any
 * other click (another site, a new tab, a modified click) do what the browser does.
 */
function useInSiteLinks() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as Element).closest('a');
    const href = link?.getAttribute('href');
    if (!link || !href || !href.startsWith('/') || href.startsWith('//') || link.target) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate(href);
  };
}

export function Article({
  post,
  related,
  meta = true,
}: {
  post: ArticleData;
  /** What to read next (none in the desk's preview). */
  related: RelatedPosts;
  /** Whether the article sets the page's title, description and structured data (not in the desk's preview). */
  meta?: boolean;
}) {
  const followLink = useInSiteLinks();
  // Only the page's metadata (set in the browser) uses the origin; the page itself never shows it.
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const jsonLd = articleJsonLd(post, absoluteUrl(origin, paths.blogPost(post.slug)), { url: origin, name: brand.name });
  const { width, height } = CATEGORY_IMAGES.Investment;
  return (
    <>
      <article aria-labelledby="post-title">
        {meta ? (
          <>
            <PageMeta
              title={post.searchTitle ?? post.title}
              description={post.description ?? post.excerpt}
              type="article"
              image={post.image}
              jsonLd={jsonLd}
            />
            <FeedLink />
          </>
        ) : null}
        <DarkHero>
          <Container>
            <HeroLayout>
              <div>
                <Trail aria-label="Breadcrumb">
                  <ol>
                    <li>
                      <Link to={paths.blog}>Blog</Link>
                    </li>
                    <li>
                      <Link to={`${paths.blog}${searchForCategory(post.category)}`}>{post.category}</Link>
                    </li>
                  </ol>
                </Trail>
                <h1 id="post-title">{post.title}</h1>
                <Excerpt>{post.excerpt}</Excerpt>
                <PostMeta post={post} variant="hero" />
              </div>
              <HeroImage src={post.imageSrc} alt={post.imageAlt} width={width} height={height} fetchPriority="high" />
            </HeroLayout>
          </Container>
        </DarkHero>

        <Section>
          <Container>
            {post.html ? (
              // The HTML was rendered from the article's Markdown when the blog was built, by
              // markdown-it with raw HTML off and links limited to safe ones (render/markdown.ts).
              <Prose onClick={followLink} dangerouslySetInnerHTML={{ __html: post.html }} />
            ) : (
              <Prose>
                <p>{CONTENT_FALLBACK}</p>
              </Prose>
            )}
            <Footer>
              {post.tags.length > 0 ? (
                <>
                  <h2 id="post-tags">Tags</h2>
                  <Tags aria-labelledby="post-tags">
                    {post.tags.map((tag) => (
                      <li key={tag}>{tag}</li>
                    ))}
                  </Tags>
                </>
              ) : null}
              <ButtonLink to={paths.blog} $variant="ghost">
                <span aria-hidden="true">←</span> Back to all articles
              </ButtonLink>
            </Footer>
            {/* The desk's preview shows the article alone. */}
            {meta ? (
              <CommentsSection key={post.slug} postId={post.postId ?? post.slug} path={paths.blogPost(post.slug)} />
            ) : null}
          </Container>
        </Section>
      </article>

      {related.posts.length > 0 ? (
        <Section $tone="surface" aria-labelledby="related-title">
          <Container>
            <SectionTitle id="related-title">
              {related.sameCategory ? 'Related articles' : 'More articles'}
            </SectionTitle>
            {related.sameCategory ? null : (
              <Note>There are no other {post.category} articles yet, so here are our latest.</Note>
            )}
            <CardGrid>
              {related.posts.map((other) => (
                <PostCard key={other.slug} post={other} headingLevel={3} />
              ))}
            </CardGrid>
          </Container>
        </Section>
      ) : null}
    </>
  );
}

const HeroLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 320px;
  gap: 48px;
  align-items: center;
  ${onMobile} {
    grid-template-columns: 1fr;
  }
`;

const Trail = styled.nav`
  margin: 0 0 16px;
  font-size: 0.9rem;
  font-weight: 600;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.color.gold};
  ol {
    display: flex;
    flex-wrap: wrap;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li + li::before {
    content: '/';
    margin: 0 10px;
  }
  a {
    color: ${({ theme }) => theme.color.gold};
    text-underline-offset: 3px;
    padding: 4px 0;
  }
  a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.gold};
    outline-offset: 2px;
  }
`;

const Excerpt = styled.p`
  font-size: 1.15rem;
  line-height: 1.6;
  color: ${({ theme }) => theme.color.onDarkMuted};
  margin: 0 0 20px;
  max-width: 720px;
`;

const HeroImage = styled.img`
  display: block;
  width: 100%;
  height: auto;
  border: 1px solid rgba(255, 255, 255, 0.18);
  border-radius: ${({ theme }) => theme.radius.medium};
  box-shadow: 0 12px 32px rgba(0, 0, 0, 0.25);
  ${onMobile} {
    display: none;
  }
`;

const Footer = styled.footer`
  max-width: 760px;
  margin-top: 40px;
  padding-top: 24px;
  border-top: 1px solid ${({ theme }) => theme.color.border};
  h2 {
    font-size: 1rem;
    margin: 0 0 12px;
    color: ${({ theme }) => theme.color.navy};
  }
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  list-style: none;
  margin: 0 0 28px;
  padding: 0;
  li {
    padding: 4px 12px;
    border-radius: 999px;
    background: ${({ theme }) => theme.color.surface};
    border: 1px solid ${({ theme }) => theme.color.border};
    font-size: 0.9rem;
    color: ${({ theme }) => theme.color.text};
  }
`;

const Note = styled.p`
  margin: 0 0 24px;
  color: ${({ theme }) => theme.color.muted};
`;
