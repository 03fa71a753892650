/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** When the section was built (its pages prerendered), set by shared/build's remote config. */
  readonly BUILD_DATE?: string;
}
