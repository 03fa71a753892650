/**
 * The prerender's rendering, for the shell's server build (shell/build), the blog's live site
 * (mfe-blog/src/live, its function) and the composer's pipeline test: the one part of
 * shared/build that is bundled with the code it renders, so it shares that code's React, router
 * and @meridian/shared.
 */
export {
  renderFragment,
  renderToHtml,
  ServerStyleSheet,
  SiteProviders,
  slotPlaceholder,
  type Fragment,
} from './render';
export type { LayoutRules } from '../../page-contract';
