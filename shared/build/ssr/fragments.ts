/**
 * What the builds prerender and the page composer (functions/) puts together: the contract
 * between a section's build and the composer. Each section's build writes, beside its files,
 * ssr/manifest.json and a fragment per public page and per widget; the shell's build writes
 * ssr/shell.json. URLs in them are relative to where that site is deployed, and origins the build
 * cannot know are tokens (shared/src/config/origins.ts).
 */
import type { PageSeo } from '../head-tags';

/** A prerendered page of a section (ssr/pages/<path>.json). */
export interface PageFragment {
  /** The path it was prerendered at. */
  path: string;
  /** 404 for a section's "not found" page, served for the paths its pattern matches. */
  status: 200 | 404;
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

/** What a section's build published (ssr/manifest.json). */
export interface SectionManifest {
  remote: string;
  /** Changes with every build that changes the section's code. */
  release: string;
  /** Its remoteEntry.js, by release (immutable), e.g. 'assets/remoteEntry-1a2b3c4d.js'. */
  entry: string;
  /** Prerendered pages by path, each the file of its PageFragment. */
  pages: Record<string, string>;
  /** Those of `pages` kept out of the sitemap (their PageSeo says index: false). */
  unlisted?: string[];
  /** "Not found" pages: the file served (with status 404) for paths matching each pattern. */
  notFound: { pattern: string; file: string }[];
  /** Widgets by exposed module, each the file of its WidgetFragment. */
  widgets: Record<string, string>;
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
  /** The shell's entry module, which the page starts once painted (compose/start-script.ts). */
  entry: string;
  /** The shell's own module files every page needs (but the entry), to announce with modulepreload. */
  preload: string[];
  /** The 404 page's metadata. */
  notFoundSeo: PageSeo;
  /** The metadata of a page shown only in the browser (a guarded page). */
  privateSeo: PageSeo;
  /** Every section's routes, from the registry: which section a path belongs to, and who may open it. */
  routes: { remote: string; path: string; access: string }[];
  /** The home page's slots: the widget of which section fills each. */
  slots: Record<string, { remote: string; exposed: string }>;
}

export interface LayoutRules {
  /** The top bar's links: a path under one (or equal, for `end`) makes it the current page. */
  nav: { href: string; end: boolean }[];
  /** Route patterns where the top bar starts transparent. */
  transparent: string[];
}

/** The marker a section frame and a widget frame put where the section's HTML goes. */
export const SLOT_MARK = (name: string) => `<template data-meridian-slot="${name}"></template>`;
export const MAIN_MARK = '<template data-meridian-main=""></template>';
