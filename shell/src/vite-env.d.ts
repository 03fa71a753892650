/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The year the shell was built (its layout prerendered), set by shared/build's shell config. */
  readonly BUILD_YEAR?: string;
  /** 'true' while the brand's facts are a demo firm's (any placeholder left), set by shared/build's shell config. */
  readonly DEMO_FIRM?: string;
}
