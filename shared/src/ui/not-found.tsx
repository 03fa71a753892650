import styled from 'styled-components';
import { paths } from '../config/paths';
import { PageMeta } from './page-meta';
import { ButtonLink, Container } from './layout';

/** The site's 404 page (spec §2, any other route), used by the shell and by remotes for unknown sub-paths. */
export function NotFound() {
  return (
    <Wrapper>
      <PageMeta title="Page Not Found" description="The page you're looking for doesn't exist or has been moved." />
      <Container>
        <Code aria-hidden="true">404</Code>
        <h1>Page Not Found</h1>
        <p>The page you&apos;re looking for doesn&apos;t exist or has been moved.</p>
        <ButtonLink to={paths.home} $variant="ghost">
          Go back home
        </ButtonLink>
      </Container>
    </Wrapper>
  );
}

const Wrapper = styled.section`
  padding: 96px 0;
  text-align: center;
  h1 {
    font-family: ${({ theme }) => theme.font.heading};
    font-size: 2.2rem;
    margin: 0 0 12px;
  }
  p {
    color: ${({ theme }) => theme.color.muted};
    margin: 0 0 28px;
  }
`;

const Code = styled.p`
  font-size: 4.5rem;
  font-weight: 800;
  margin: 0;
  line-height: 1;
  color: ${({ theme }) => theme.color.muted};
`;
