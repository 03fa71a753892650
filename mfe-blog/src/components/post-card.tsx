import styled from 'styled-components';
import { Link, paths } from '@meridian/shared';
import type { PostCardData } from '../content/post';
import { CATEGORY_IMAGES } from '../content/categories';
import { PostMeta } from './post-meta';

const { width: IMAGE_WIDTH, height: IMAGE_HEIGHT } = CATEGORY_IMAGES.Investment;

export interface PostCardProps {
  post: PostCardData;
  /** The card title's heading level: 2 on the blog page, 3 under another section's heading. */
  headingLevel?: 2 | 3;
  /** Images above the fold load at once; the others when they come near. */
  eager?: boolean;
}

/** A post in a grid: its category image, date, read time, title, excerpt, category and author. */
export function PostCard({ post, headingLevel = 2, eager = false }: PostCardProps) {
  const to = paths.blogPost(post.slug);
  return (
    <Card>
      {/* The title's link is the one announced; this one repeats it for pointer users. */}
      <ImageLink to={to} tabIndex={-1} aria-hidden="true">
        <img
          src={post.imageSrc}
          alt={post.imageAlt}
          width={IMAGE_WIDTH}
          height={IMAGE_HEIGHT}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
      </ImageLink>
      <Body>
        <Category>{post.category}</Category>
        <Title as={headingLevel === 3 ? 'h3' : 'h2'}>
          <Link to={to}>{post.title}</Link>
        </Title>
        <Excerpt>{post.excerpt}</Excerpt>
        <PostMeta post={post} />
      </Body>
    </Card>
  );
}

export const CardGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr));
  gap: 24px;
  margin: 0;
  padding: 0;
`;

const Card = styled.article`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.white};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

const ImageLink = styled(Link)`
  display: block;
  background: ${({ theme }) => theme.color.navy};
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: ${IMAGE_WIDTH} / ${IMAGE_HEIGHT};
  }
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 10px;
  padding: 20px 22px 22px;
`;

const Category = styled.p`
  margin: 0;
  font-size: 0.8rem;
  font-weight: 700;
  letter-spacing: 0.05em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.color.teal};
`;

const Title = styled.h2`
  margin: 0;
  font-family: ${({ theme }) => theme.font.heading};
  font-size: 1.25rem;
  line-height: 1.3;
  a {
    color: ${({ theme }) => theme.color.navy};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
  a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.gold};
    outline-offset: 2px;
  }
`;

const Excerpt = styled.p`
  flex: 1;
  margin: 0;
  line-height: 1.55;
  color: ${({ theme }) => theme.color.text};
`;
