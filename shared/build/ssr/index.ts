/**
 * The prerender's rendering, for the shell's server build (shell/build): the one part of
 * shared/build that is bundled with the code it renders, so it shares that code's React, router
 * and @meridian/shared.
 */
export { renderToHtml, ServerStyleSheet, SiteProviders } from './render';
export type { LayoutRules } from '../../page-contract';
