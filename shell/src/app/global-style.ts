import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; scroll-padding-top: ${({ theme }) => theme.layout.topBarHeight}; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.font.body};
    font-size: 16px;
    line-height: 1.55;
    color: ${({ theme }) => theme.color.text};
    background: ${({ theme }) => theme.color.white};
    -webkit-font-smoothing: antialiased;
  }
  img, svg { max-width: 100%; height: auto; }
  a { color: ${({ theme }) => theme.color.navy}; }
  button, input, textarea, select { font: inherit; }
  /* The keyboard focus, everywhere (WCAG 2.4.7): a gold ring with a navy one inside it, so that
     one of the two stands out at 3:1 or more on white, on the light surfaces and on navy alike. */
  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.gold};
    outline-offset: 2px;
    box-shadow: 0 0 0 2px ${({ theme }) => theme.color.navy};
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { transition: none !important; animation: none !important; scroll-behavior: auto !important; }
  }
`;
