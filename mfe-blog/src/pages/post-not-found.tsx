import { ButtonLink, Container, PageMeta, paths } from '@meridian/shared';
import styled from 'styled-components';
import { DarkHero } from '../components/dark-hero';

/** An unknown /blog/{slug} (spec §2). The top bar is transparent here too, so it sits on the dark hero. */
export function PostNotFound() {
  return (
    <Hero>
      <PageMeta
        title="Blog post not found"
        description="The article you're looking for doesn't exist or has been moved."
      />
      <Container>
        <h1>Blog post not found</h1>
        <Text>
          The article you&apos;re looking for doesn&apos;t exist or has been moved. Browse all our articles instead.
        </Text>
        <ButtonLink to={paths.blog}>Back to all articles</ButtonLink>
      </Container>
    </Hero>
  );
}

// Fills the page's minimum height, so that no white band sits between it and the contact section.
const Hero = styled(DarkHero)`
  min-height: 60vh;
`;

const Text = styled.p`
  font-size: 1.1rem;
  color: ${({ theme }) => theme.color.onDarkMuted};
  margin: 0 0 28px;
  max-width: 640px;
`;
