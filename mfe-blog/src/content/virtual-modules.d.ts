// The articles, as the blog's build gives them (build/posts-plugin.ts). An ambient module
// declaration cannot import, so the types are named with import() here.
/* eslint-disable @typescript-eslint/consistent-type-imports */
declare module 'virtual:blog-summaries' {
  const summaries: readonly import('./post').PostSummary[];
  export default summaries;
}

declare module 'virtual:blog-posts' {
  const posts: readonly import('./post').Post[];
  export default posts;
}

declare module 'virtual:blog-pictures' {
  /** The category pictures by their path in public/ ('/images/investment.svg'), as data: URLs. */
  const pictures: Readonly<Record<string, string>>;
  export default pictures;
}

declare module 'virtual:blog-live-preload' {
  /** The module files the live pages and widget need, as the blog's build found them (vite.live.config.ts). */
  const preload: import('../live/render').LivePreload;
  export default preload;
}
