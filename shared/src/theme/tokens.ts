/** Theme tokens, provided by the shell's ThemeProvider and read by every remote's styled components. */
export const theme = {
  color: {
    navy: '#0a2540',
    navyDeep: '#061a2e',
    gold: '#f2b705',
    goldDark: '#8a6400',
    teal: '#0b7a64',
    text: '#1f2933',
    muted: '#4a5663',
    surface: '#f5f7fa',
    white: '#ffffff',
    border: '#d5dde6',
    /** The border of text inputs, selects and choice chips (3:1 against white, WCAG 1.4.11). */
    inputBorder: '#8a97a6',
    /** Secondary text on navy backgrounds (hero text, footer text). */
    onDarkMuted: '#dbe4ee',
    /** The primary button's hover. */
    goldLight: '#ffc933',
    /** Form messages on navy backgrounds. */
    errorOnDark: '#ffd7d2',
    successOnDark: '#b7f0cf',
    /** Tinted panels: a notice, a highlighted result, a selected row. */
    noticeSurface: '#fff8e1',
    tealSurface: '#effaf6',
    navySurface: '#eef3f8',
    /** Chart grid lines and empty chart tracks. */
    gridLine: '#e4e9ef',
    error: '#b42318',
    errorSurface: '#fef3f2',
    success: '#05603a',
    successSurface: '#ecfdf3',
  },
  font: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif",
    heading: "Georgia, 'Times New Roman', serif",
  },
  radius: { small: '6px', medium: '12px', large: '20px' },
  shadow: {
    card: '0 1px 3px rgba(10, 37, 64, 0.08), 0 8px 24px rgba(10, 37, 64, 0.06)',
    bar: '0 2px 12px rgba(10, 37, 64, 0.12)',
  },
  layout: { maxWidth: '1180px', topBarHeight: '72px' },
  breakpoint: { mobile: '760px' },
} as const;

export type Theme = typeof theme;

/** A media query for screens narrower than the mobile breakpoint. */
export const onMobile = `@media (max-width: ${theme.breakpoint.mobile})`;
