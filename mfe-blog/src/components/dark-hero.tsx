import styled from 'styled-components';
import { onMobile } from '@meridian/shared';

/**
 * The dark top of an article page. The shell's top bar is transparent over it until the page is
 * scrolled (spec §2), so it starts under the bar and keeps the bar's white links readable.
 */
export const DarkHero = styled.header`
  background:
    radial-gradient(circle at 85% 15%, rgba(242, 183, 5, 0.16), transparent 45%),
    linear-gradient(135deg, ${({ theme }) => theme.color.navyDeep} 0%, ${({ theme }) => theme.color.navy} 75%);
  color: ${({ theme }) => theme.color.white};
  padding: calc(${({ theme }) => theme.layout.topBarHeight} + 48px) 0 56px;
  ${onMobile} {
    padding: calc(${({ theme }) => theme.layout.topBarHeight} + 28px) 0 40px;
  }
  h1 {
    font-family: ${({ theme }) => theme.font.heading};
    font-size: clamp(1.8rem, 4vw, 2.7rem);
    line-height: 1.15;
    margin: 0 0 16px;
  }
`;
