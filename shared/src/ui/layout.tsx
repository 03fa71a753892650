import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { onMobile } from '../theme/tokens';

/** The centred column every section's content sits in. */
export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 24px;
  ${onMobile} {
    padding: 0 16px;
  }
`;

export const Section = styled.section<{ $tone?: 'white' | 'surface' | 'navy' }>`
  padding: 72px 0;
  background: ${({ theme, $tone = 'white' }) =>
    $tone === 'navy' ? theme.color.navy : $tone === 'surface' ? theme.color.surface : theme.color.white};
  color: ${({ theme, $tone }) => ($tone === 'navy' ? theme.color.white : theme.color.text)};
  ${onMobile} {
    padding: 48px 0;
  }
`;

export const SectionTitle = styled.h2`
  font-family: ${({ theme }) => theme.font.heading};
  font-size: clamp(1.6rem, 3vw, 2.2rem);
  line-height: 1.2;
  margin: 0 0 12px;
`;

export const Lead = styled.p`
  font-size: 1.1rem;
  line-height: 1.6;
  margin: 0 0 32px;
  max-width: 720px;
`;

/**
 * A button's look: 'primary' (gold), 'outline' (the text colour around it, with a border) or
 * 'ghost' (solid navy). Each variant pairs its text colour with its background, so a container
 * must not recolour the buttons inside it (a card's `button { color: navy }` made navy on navy).
 */
const buttonStyle = css<{ $variant?: 'primary' | 'outline' | 'ghost' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 44px;
  padding: 10px 22px;
  border-radius: ${({ theme }) => theme.radius.small};
  font: 600 1rem/1.2 ${({ theme }) => theme.font.body};
  text-decoration: none;
  cursor: pointer;
  border: 2px solid transparent;
  transition:
    background-color 0.15s ease,
    color 0.15s ease;
  ${({ theme, $variant = 'primary' }) =>
    $variant === 'primary'
      ? css`
          background: ${theme.color.gold};
          color: ${theme.color.navyDeep};
          &:hover {
            background: ${theme.color.goldLight};
          }
        `
      : $variant === 'outline'
        ? css`
            background: transparent;
            color: inherit;
            border-color: currentColor;
            &:hover {
              background: rgba(255, 255, 255, 0.12);
            }
          `
        : css`
            background: ${theme.color.navy};
            color: ${theme.color.white};
            &:hover {
              background: ${theme.color.navyDeep};
            }
          `}
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.gold};
    outline-offset: 2px;
  }
  &:disabled {
    opacity: 0.65;
    cursor: not-allowed;
  }
`;

export const Button = styled.button<{ $variant?: 'primary' | 'outline' | 'ghost' }>`
  ${buttonStyle}
`;

export const ButtonLink = styled(Link)<{ $variant?: 'primary' | 'outline' | 'ghost' }>`
  ${buttonStyle}
`;

/** The banner at the top of inner pages: a title and a subtitle on dark blue. */
export function PageBanner({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <Banner>
      <Container>
        <h1>{title}</h1>
        {subtitle ? <p>{subtitle}</p> : null}
      </Container>
    </Banner>
  );
}

const Banner = styled.header`
  background: linear-gradient(135deg, ${({ theme }) => theme.color.navyDeep}, ${({ theme }) => theme.color.navy});
  color: ${({ theme }) => theme.color.white};
  padding: 64px 0 56px;
  h1 {
    font-family: ${({ theme }) => theme.font.heading};
    font-size: clamp(1.9rem, 4vw, 2.8rem);
    line-height: 1.15;
    margin: 0 0 12px;
  }
  p {
    font-size: 1.15rem;
    margin: 0;
    max-width: 720px;
    color: ${({ theme }) => theme.color.onDarkMuted};
  }
`;
