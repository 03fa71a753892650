import styled from 'styled-components';
import { paths } from '../config/paths';
import { onMobile } from '../theme/tokens';
import { PageMeta } from './page-meta';
import { ButtonLink, Container } from './layout';

export interface NotFoundProps {
  /** The heading and the page's title: 'Page Not Found' (spec §2) unless a section says more. */
  title?: string;
  /** The sentence under it. */
  text?: string;
  /** The page's meta description (the builds' public-pages.ts give the same): `text` unless set. */
  description?: string;
  /** Where the visitor can go instead: home unless a section has a better place. */
  action?: { to: string; label: string };
  /**
   * Whether the page starts under the shell's top bar, transparent there until scrolled (spec §2:
   * the blog's articles): the band then begins at the top of the page, so the bar's white links
   * stay on navy.
   */
  underTopBar?: boolean;
}

/**
 * The site's one 404 design (spec §2, any other route), used by the shell for unknown paths and by
 * the sections for unknown sub-paths (the blog's unknown article, with its own words and link).
 */
export function NotFound({
  title = 'Page Not Found',
  text = "The page you're looking for doesn't exist or has been moved.",
  description = text,
  action = { to: paths.home, label: 'Go back home' },
  underTopBar = false,
}: NotFoundProps) {
  return (
    <Band $underTopBar={underTopBar}>
      <PageMeta title={title} description={description} />
      <Container>
        <Code aria-hidden="true">404</Code>
        <h1>{title}</h1>
        <p>{text}</p>
        <ButtonLink to={action.to}>{action.label}</ButtonLink>
      </Container>
    </Band>
  );
}

// Fills most of the screen, so that no white band sits between it and the contact section.
const Band = styled.section<{ $underTopBar: boolean }>`
  min-height: 60vh;
  display: flex;
  align-items: center;
  text-align: center;
  background:
    radial-gradient(circle at 85% 15%, rgba(242, 183, 5, 0.16), transparent 45%),
    linear-gradient(135deg, ${({ theme }) => theme.color.navyDeep} 0%, ${({ theme }) => theme.color.navy} 75%);
  color: ${({ theme }) => theme.color.white};
  padding: ${({ theme, $underTopBar }) => ($underTopBar ? `calc(${theme.layout.topBarHeight} + 64px)` : '64px')} 0 64px;
  ${onMobile} {
    padding: ${({ theme, $underTopBar }) => ($underTopBar ? `calc(${theme.layout.topBarHeight} + 40px)` : '40px')} 0
      48px;
  }
  h1 {
    font-family: ${({ theme }) => theme.font.heading};
    font-size: clamp(1.8rem, 4vw, 2.4rem);
    margin: 0 0 12px;
  }
  p {
    color: ${({ theme }) => theme.color.onDarkMuted};
    font-size: 1.1rem;
    margin: 0 auto 28px;
    max-width: 560px;
  }
`;

const Code = styled.p`
  && {
    font-size: 4.5rem;
    font-weight: 800;
    line-height: 1;
    margin: 0 auto 8px;
    color: ${({ theme }) => theme.color.gold};
  }
`;
