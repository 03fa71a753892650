import styled from 'styled-components';
import { onMobile } from '@meridian/shared';
import type { PostSummary } from '../content/post';

/**
 * Who wrote a post, when, and how long it takes to read. Cards put the author on a line of its
 * own ('stacked'); the article's dark hero keeps it all on one line.
 */
export function PostMeta({ post, variant = 'stacked' }: { post: PostSummary; variant?: 'stacked' | 'hero' }) {
  return (
    <Line $variant={variant}>
      <span>
        By <Author>{post.author}</Author>
      </span>
      {variant === 'hero' ? <AuthorDot aria-hidden="true">·</AuthorDot> : null}
      <Group>
        <time dateTime={post.datePublished}>{post.date}</time>
        <Dot aria-hidden="true">·</Dot>
        <span>{post.readTime}</span>
      </Group>
    </Line>
  );
}

const Line = styled.p<{ $variant: 'stacked' | 'hero' }>`
  display: flex;
  flex-direction: ${({ $variant }) => ($variant === 'hero' ? 'row' : 'column')};
  flex-wrap: wrap;
  gap: 4px 8px;
  margin: 0;
  font-size: 0.9rem;
  color: ${({ theme, $variant }) => ($variant === 'hero' ? theme.color.onDarkMuted : theme.color.muted)};
  ${onMobile} {
    flex-direction: column;
  }
`;

const Group = styled.span`
  display: inline-flex;
  gap: 8px;
  white-space: nowrap;
`;

const Author = styled.span`
  font-weight: 600;
`;

const Dot = styled.span`
  opacity: 0.8;
`;

// On a phone the author has a line of their own, so nothing separates them from the date.
const AuthorDot = styled(Dot)`
  ${onMobile} {
    display: none;
  }
`;
