/**
 * '@meridian/shared/page-contract': everything the page pipeline's parts must agree on, in one
 * module. The parts: each section's build, which prerenders its pages into fragments
 * (shared/build/ssr); the shell's build, which prerenders the frames around them
 * (shell/build/render-frames.tsx); the page composer, which puts a page together per request
 * (composer/); the start script it inlines into each page (composer/src/start-script.ts); and the
 * shell in the browser, which hydrates the result (shell/src). Each reads these names from here,
 * and composer/src/pipeline.test.tsx renders a page through the real pipeline and checks that
 * every one of them is honoured. Plain strings and types: node-safe and browser-safe, bundled
 * into whoever imports it (not the federation-shared '@meridian/shared').
 */
import type { PageSeo } from '../src/contracts/pages';
import type { LayoutRules } from './layout-key';

export { layoutKey, type LayoutRules } from './layout-key';
export { firstMatch, matchesPattern } from './route-match';
/** The tokens prerendered HTML carries for origins the build cannot know; the composer replaces them. */
export { remoteOriginToken, SITE_ORIGIN_TOKEN } from '../src/config/origins';
/** The site's own rules the composer applies as the site does: absolute URLs, one-line text. */
export { absoluteUrl } from '../src/config/paths';
/** The share previews' description: the page's, ending with the registered name and number (issue 35, item 4). */
export { REGISTRATION_SIGNATURE, shareDescription } from '../src/config/registrations';
export { hasControlCharacter } from '../src/validation/text';
export type { PageSeo };

// ---------------------------------------------------------------------------------------------
// Marks: where the composer puts each piece
// ---------------------------------------------------------------------------------------------

/** In the shell's document: where the page's head tags go. */
export const HEAD_MARK = '<!--meridian:head-->';
/** In the shell's document: where the page's body (the layout with its main) goes. */
export const BODY_MARK = '<!--meridian:body-->';
/** The attribute of the template that marks a slot in a frame. */
export const SLOT_ATTRIBUTE = 'data-meridian-slot';
/** The attribute of the template that marks main's content in a layout. */
export const MAIN_ATTRIBUTE = 'data-meridian-main';

/**
 * The marker a frame puts where a section's HTML goes ('page' in main, 'widget' in a widget's
 * frame), and a page where another section's widget goes (its slot's name, e.g. 'sipPreview'):
 * slotMark('page') → '<template data-meridian-slot="page"></template>'.
 */
export const slotMark = (name: string): string => `<template ${SLOT_ATTRIBUTE}="${name}"></template>`;
/** The marker a layout puts where main's content goes. */
export const MAIN_MARK = `<template ${MAIN_ATTRIBUTE}=""></template>`;
/** The attribute that names a widget's frame (`data-remote-widget="blog:./LatestInsights"`). */
export const WIDGET_ATTRIBUTE = 'data-remote-widget';
/** The placeholder id in the prerendered widget frame, which the composer replaces with the widget's own. */
export const WIDGET_ID_MARK = 'meridian-widget-id';

// ---------------------------------------------------------------------------------------------
// What the composed page tells the browser
// ---------------------------------------------------------------------------------------------

/** The id of the <script type="application/json"> that holds each remote's entry, by release. */
export const MANIFEST_ELEMENT_ID = 'meridian-remotes';
/** Where the same manifest is fetched from by a page that has none written in (and after a release). */
export const MANIFEST_PATH = '/remotes.json';

/**
 * The event the shell dispatches on `document` once the page's section has hydrated. The page's
 * start script then replays the clicks and submissions a visitor made before it had.
 */
export const PAGE_READY_EVENT = 'meridian:page-ready';

/**
 * The event a guarded page's first check of the session ('@meridian/shared/session-check')
 * dispatches on `document` once it is done (Auth's answer, then the profile's): the page's start
 * script then runs the page's modules, when it has a kept page to draw
 * (ShellManifest.guardedHead.startEvent and waitAttribute).
 */
export const SESSION_CHECKED_EVENT = 'meridian:session-checked';

/**
 * The digest the composer gives React for a section it could not compose (it sends the section's
 * fallback in a boundary React renders on the client), so the shell can tell this expected case
 * from a real error.
 */
export const REMOTE_UNAVAILABLE_DIGEST = 'meridian:remote-unavailable';

/** A slot's boundary as a frame is prerendered: React's Suspense markers around the slot's mark. */
export const slotBoundary = (name: string): string => `<!--$-->${slotMark(name)}<!--/$-->`;

/** The same boundary with a section's fallback in it, for React to render again in the browser. */
export const fallbackBoundary = (fallback: string): string =>
  `<!--$!--><template data-dgst="${REMOTE_UNAVAILABLE_DIGEST}"></template>${fallback}<!--/$-->`;

// ---------------------------------------------------------------------------------------------
// What the builds publish (ssr/ on each site): URLs relative to where that site is deployed, and
// origins the build cannot know as tokens (shared/src/config/origins.ts)
// ---------------------------------------------------------------------------------------------

/** A prerendered page of a section (ssr/pages/<path>.json). */
export interface PageFragment {
  /** The path it was prerendered at. */
  path: string;
  /**
   * 404 for a section's "not found" page, served for the paths its pattern matches; from a live
   * section (SectionManifest.live), also 410 for a page taken down.
   */
  status: 200 | 404 | 410;
  seo: PageSeo;
  /** The section's HTML; `<template data-meridian-slot="name"></template>` marks a slot. */
  html: string;
  /** Its styles (styled-components' <style> tags). */
  css: string;
  /** Resource hints for the head (preloads of the page's first images). */
  links: string[];
  /** The section's own module files the page needs, to announce with modulepreload. */
  preload: string[];
}

/** A prerendered widget another section shows in a slot (ssr/widgets/<name>.json). */
export interface WidgetFragment {
  html: string;
  css: string;
  links: string[];
  preload: string[];
}

/** A document a section published at a site path (ssr/documents/<name>.json): the blog's feed. */
export interface DocumentFragment {
  contentType: string;
  /** May hold SITE_ORIGIN_TOKEN, replaced by the site's address when served. */
  body: string;
}

/** What a section's build published (ssr/manifest.json). */
export interface SectionManifest {
  remote: string;
  /** Changes with every build that changes the section's code. */
  release: string;
  /** Its remoteEntry.js, by release (immutable), e.g. 'assets/remoteEntry-1a2b3c4d.js'. */
  entry: string;
  /**
   * The files of its ./App and of what that imports statically (not the shell's shared modules),
   * e.g. ['/assets/__federation_expose_App-1a2b.js', …]: a guarded page, which has no fragment
   * to list them, announces them with the entry. (A public page's fragment lists its own.)
   */
  app?: string[];
  /** Prerendered pages by path, each the file of its PageFragment. */
  pages: Record<string, string>;
  /** Those of `pages` kept out of the sitemap (their PageSeo says index: false). */
  unlisted?: string[];
  /** The hreflang alternates of those of `pages` offered in several languages (their PageSeo's), for the sitemap. */
  alternates?: Record<string, { hreflang: string; path: string }[]>;
  /** "Not found" pages: the file served (with status 404) for paths matching each pattern. */
  notFound: { pattern: string; file: string }[];
  /** Widgets by exposed module, each the file of its WidgetFragment. */
  widgets: Record<string, string>;
  /** Documents that are not pages, by site path, each the file of its DocumentFragment. */
  documents?: Record<string, string>;
  /**
   * What the section renders per request rather than at build time (the blog's posts, from
   * Firestore), at its site's LIVE_PATH, by the section's own code: the composer asks it before
   * the prerendered files. Omitted: everything the section has is prerendered.
   */
  live?: LiveParts;
}

/** Where a live section answers, on its own site: `${origin}${LIVE_PATH}/page?path=…` and so on. */
export const LIVE_PATH = '/live';

/** What a live section renders; it also answers GET /live/paths (LivePaths) for the sitemap. */
export interface LiveParts {
  /** Route patterns ('/blog', '/blog/:slug') whose pages it renders: GET /live/page?path= → LiveAnswer. */
  pages: string[];
  /** Exposed widgets it renders: GET /live/widget?name= → WidgetFragment. */
  widgets: string[];
  /** Site paths of documents it renders: GET /live/document?path= → DocumentFragment. */
  documents: string[];
}

/** A live section's answer for a page: the page, or that it moved. */
export type LiveAnswer = PageFragment | { status: 301; location: string };

/** The pages a live section has now, for the sitemap. */
export interface LivePaths {
  pages: string[];
}

/** What the shell's build published (ssr/shell.json): the frame every page is composed into. */
export interface ShellManifest {
  release: string;
  /** The document, with <!--meridian:head--> and <!--meridian:body--> where the page goes, and no script. */
  document: string;
  /** The layout (top bar, main, contact section, footer) by layout key; main holds `<template data-meridian-main></template>`. */
  layouts: Record<string, string>;
  /** Which layout a path gets: the top bar's links and the paths where it starts transparent. */
  layoutRules: LayoutRules;
  /** What goes in main: a section's page frame (with its slot), the guard's wait, the 404 page. */
  main: { section: string; guarded: string; notFound: string };
  /** The frame of another section's widget in a slot. */
  widgetFrame: string;
  /** Each section's fallback when it cannot be loaded, by size. */
  fallbacks: Record<string, { page: string; widget: string }>;
  /** The shell's styles (every frame above). */
  css: string;
  /** The site's name, for the titles the composer writes (brand.name when the shell was built). */
  siteName: string;
  /** The shell's entry module, which the page starts once painted (compose/start-script.ts). */
  entry: string;
  /** The shell's own module files every page needs (but the entry), to announce with modulepreload. */
  preload: string[];
  /**
   * What a guarded page needs beyond `preload`, announced with it: Firebase Auth and Firestore
   * (its session and its first reads), so that they download beside the shell's code instead of
   * after it. Absent in a manifest built before it existed.
   */
  guardedPreload?: string[];
  /**
   * What a guarded page's head begins with, as the shell's build wrote it. Absent in a manifest
   * built before it existed: then nothing is drawn, and the session is checked by the shell.
   */
  guardedHead?: {
    /** The script that draws the page this device kept for its person ('@meridian/shared/device-memory', which the composer never imports). */
    script: string;
    /**
     * The module that checks the session at once (the shell's src/boot.ts:
     * '@meridian/shared/session-check'), then the files it imports and the Firestore it reads
     * the profile with, to announce with modulepreload. Absent in a manifest built before it existed.
     */
    boot?: string[];
    /**
     * The event the check dispatches on the document once it is done: the page's modules wait for
     * it (a short while at most), so that running them does not hold back the check.
     */
    startEvent?: string;
    /**
     * With `startEvent`: the attribute `script` sets on the root element while it has a kept page
     * to draw once the session is confirmed. The modules wait for the check only when it is there:
     * otherwise nothing is drawn before them, and they run while the check waits for the network.
     * Absent in a manifest built before it existed: then the modules always wait.
     */
    waitAttribute?: string;
  };
  /** The 404 page's metadata. */
  notFoundSeo: PageSeo;
  /** The metadata of a page shown only in the browser (a guarded page). */
  privateSeo: PageSeo;
  /** Every section's routes, from the registry: which section a path belongs to, and who may open it. */
  routes: { remote: string; path: string; access: string }[];
  /** The home page's slots: the widget of which section fills each. */
  slots: Record<string, { remote: string; exposed: string }>;
}
