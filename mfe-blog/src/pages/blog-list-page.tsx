import styled from 'styled-components';
import { Button, Container, PageBanner, PageMeta, paths, Section, useLocation, useNavigate } from '@meridian/shared';
import { CategoryFilter } from '../components/category-filter';
import { CardGrid, PostCard } from '../components/post-card';
import { FeedLink } from '../components/feed-link';
import { BLOG_PAGE } from '../content/page-seo';
import { categoryFromSearch, filterByCategory, searchForCategory } from '../content/posts';
import { BlogDataScript, useSummaries, useSummaryList } from '../content/blog-source';

/** /blog: every post as a card, with a category filter kept in the URL (?category=…). */
export function BlogListPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const category = categoryFromSearch(location.search);
  const list = useSummaryList();
  const summaries = useSummaries();
  const shown = filterByCategory(summaries, category);

  // Each choice is a history entry, so Back returns to the previous filter.
  const choose = (next: string | null) => {
    if (next !== category) navigate({ pathname: paths.blog, search: searchForCategory(next) });
  };

  return (
    <>
      <BlogDataScript data={{ summaries: list }} />
      <PageMeta title={BLOG_PAGE.title} description={BLOG_PAGE.description} />
      <FeedLink />
      <PageBanner title={BLOG_PAGE.heading} subtitle={BLOG_PAGE.description} />
      <Section $tone="surface" aria-label="Articles">
        <Container>
          <CategoryFilter selected={category} onSelect={choose} />
          <Count role="status">
            Showing {shown.length} {shown.length === 1 ? 'article' : 'articles'}
            {category ? ` in ${category}` : ''}
          </Count>
          {shown.length === 0 ? (
            <Empty>
              <p>There are no articles in “{category}” yet.</p>
              <Button type="button" $variant="ghost" onClick={() => choose(null)}>
                Show all articles
              </Button>
            </Empty>
          ) : (
            <CardGrid>
              {shown.map((post, index) => (
                <PostCard key={post.slug} post={post} eager={index < 3} />
              ))}
            </CardGrid>
          )}
        </Container>
      </Section>
    </>
  );
}

const Count = styled.p`
  min-height: 1.5em;
  margin: 0 0 20px;
  color: ${({ theme }) => theme.color.muted};
`;

const Empty = styled.div`
  padding: 40px 24px;
  text-align: center;
  border: 1px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.white};
  p {
    margin: 0 0 16px;
    font-size: 1.1rem;
  }
`;
