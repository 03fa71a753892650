import type { Theme } from './tokens';

// Lets every styled component in every workspace read `props.theme` with the site's token types.
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
