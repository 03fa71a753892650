import styled from 'styled-components';
import { CardGrid, PostCard } from '../components/post-card';
import { BlogDataScript, useSummaries, useSummaryList } from '../content/blog-source';

/** How many posts the home page shows (spec §9). */
export const LATEST_COUNT = 3;

/**
 * The home page's Latest Insights: the three newest posts as cards. The home page supplies the
 * section heading and the 'View all articles' link; this fills the slot below them. The images
 * are under 1 KB each, so they load with the page rather than popping in when scrolled to.
 */
export default function LatestInsights() {
  const list = useSummaryList();
  const summaries = useSummaries();
  // It carries every summary, not only its three: a visitor who goes on to /blog gets the list at once.
  return (
    <Grid>
      <BlogDataScript data={{ summaries: list }} />
      {summaries.slice(0, LATEST_COUNT).map((post) => (
        <PostCard key={post.slug} post={post} headingLevel={3} eager />
      ))}
    </Grid>
  );
}

// Cards have fixed-ratio images, so the height is known once fonts are in; this keeps a card's
// worth of space while they are.
const Grid = styled(CardGrid)`
  min-height: 380px;
`;
