/**
 * The page composer: puts a page together, per request, from what the sites published (the
 * shell's frames, the owning section's prerendered page, the widgets in its slots), in the shape
 * the browser then hydrates. Pure but for `source`: it reads nothing from the request but the
 * method and the target, and nothing of the target goes into the page but the path it served.
 * functions/ runs it as a Cloud Function behind the shell's Hosting site.
 */
import {
  BODY_MARK,
  fallbackBoundary,
  firstMatch,
  HEAD_MARK,
  layoutKey,
  LIVE_PATH,
  MAIN_MARK,
  MANIFEST_ELEMENT_ID,
  MANIFEST_PATH,
  remoteOriginToken,
  SITE_ORIGIN_TOKEN,
  slotBoundary,
  slotMark,
  WIDGET_ID_MARK,
  type DocumentFragment,
  type LiveAnswer,
  type LivePaths,
  type PageFragment,
  type PageSeo,
  type SectionManifest,
  type ShellManifest,
  type WidgetFragment,
} from '@meridian/shared/page-contract';
import type { JsonSource } from './fetcher';
import { headTags } from './head-tags';
import { escapeText, insertAt, renumberStyleGroups, replaceAll, scriptJson } from './html';
import { readTarget } from './request';
import { startScript, type StartPlan } from './start-script';

export interface ComposerConfig {
  /** The site's canonical origin, e.g. 'https://meridian.example': from configuration, never from the request. */
  siteUrl: string;
  /** Where the shell's Hosting site serves its files (ssr/shell.json). */
  shellOrigin: string;
  /** Where each section's Hosting site is. A section not listed is not deployed. */
  remoteOrigins: Record<string, string>;
  /** How long the CDN may keep a composed page, in seconds. */
  cdnSeconds: number;
}

export interface ComposedResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'SAMEORIGIN',
};

function text(status: number, body: string, headers: Record<string, string> = {}): ComposedResponse {
  return {
    status,
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
      ...SECURITY_HEADERS,
      ...headers,
    },
    body: `${body}\n`,
  };
}

interface Sections {
  manifests: Map<string, SectionManifest>;
  origin(remote: string): string | undefined;
}

/** Every deployed section's manifest; a section whose manifest cannot be read is left out. */
async function readSections(config: ComposerConfig, source: JsonSource): Promise<Sections> {
  const entries = await Promise.all(
    Object.entries(config.remoteOrigins).map(async ([remote, origin]) => {
      try {
        return [remote, await source.json<SectionManifest>(`${origin}/ssr/manifest.json`)] as const;
      } catch {
        return null;
      }
    }),
  );
  return {
    manifests: new Map(entries.filter((entry) => entry !== null)),
    origin: (remote) => config.remoteOrigins[remote],
  };
}

/** A slot frame (its Suspense boundary around the slot's mark) filled with a section's HTML. */
function filled(frame: string, slot: string, html: string): string {
  return insertAt(frame, slotMark(slot), html);
}

/**
 * A slot frame whose section could not be composed: its fallback, in a boundary React renders in
 * the browser (`<!--$!-->`), with a digest that tells the shell this is the expected case.
 */
function fellBack(frame: string, slot: string, fallback: string): string {
  return insertAt(frame, slotBoundary(slot), fallbackBoundary(fallback));
}

interface Page {
  status: number;
  seo: PageSeo;
  main: string;
  css: string[];
  links: string[];
  preload: string[];
  private: boolean;
  /**
   * A page of the person's own (access 'signed-in'): what this device kept of it is drawn before
   * the modules run (startPlan). A staff page starts its modules at once.
   */
  keptFirst: boolean;
  /** True when some part could not be composed: the page must not be cached. */
  degraded: boolean;
  /** True when some part came from a live section: the CDN keeps it for half as long (see cacheControl). */
  live: boolean;
  /** Where the page moved (a live section's 301). */
  movedTo?: string;
}

/** A live section's URL for one of its parts (SectionManifest.live): `${origin}/live/page?path=…`. */
function liveUrl(origin: string, part: 'page' | 'widget' | 'document' | 'paths', key?: [string, string]): string {
  const query = key ? `?${key[0]}=${encodeURIComponent(key[1])}` : '';
  return `${origin}${LIVE_PATH}/${part}${query}`;
}

async function composeWidgets(
  html: string,
  shell: ShellManifest,
  sections: Sections,
  source: JsonSource,
  page: Page,
): Promise<string> {
  let result = html;
  for (const [slot, widget] of Object.entries(shell.slots)) {
    const mark = slotMark(slot);
    if (!result.includes(mark)) continue;
    const frame = replaceAll(shell.widgetFrame, WIDGET_ID_MARK, escapeText(`${widget.remote}:${widget.exposed}`));
    const manifest = sections.manifests.get(widget.remote);
    const origin = sections.origin(widget.remote);
    const file = manifest?.widgets[widget.exposed];
    const live = manifest?.live?.widgets.includes(widget.exposed) ?? false;
    let content: string;
    try {
      if (!manifest || !origin || !(file || live)) throw new Error(`${widget.remote} has no ${widget.exposed}.`);
      const url = live ? liveUrl(origin, 'widget', ['name', widget.exposed]) : `${origin}/ssr/${file ?? ''}`;
      if (live) page.live = true;
      const fragment = await source.json<WidgetFragment>(url);
      content = filled(frame, 'widget', fragment.html);
      page.css.push(fragment.css);
      page.links.push(...fragment.links);
      // The widget's code loads when it is wanted (near the screen, or when the browser is idle),
      // not with the page: its files are not announced.
    } catch {
      content = fellBack(frame, 'widget', shell.fallbacks[widget.remote]?.widget ?? '');
      page.degraded = true;
    }
    result = insertAt(result, mark, content);
  }
  return result;
}

async function composeMain(path: string, shell: ShellManifest, sections: Sections, source: JsonSource): Promise<Page> {
  const page: Page = {
    status: 200,
    seo: shell.notFoundSeo,
    main: shell.main.notFound,
    css: [shell.css],
    links: [],
    preload: [...shell.preload],
    private: false,
    keptFirst: false,
    degraded: false,
    live: false,
  };
  const route = firstMatch(shell.routes, (item) => item.path, path);
  if (!route) {
    page.status = 404;
    return page;
  }
  if (route.access !== 'public') {
    // A guarded page shows in the browser only, once the visitor's session is known. What it
    // needs is announced at once, to download together: the session's and the reads' code
    // (Auth, Firestore), the section's entry and its ./App's files (else fetched one level of
    // imports after another once the entry asks for them).
    const manifest = sections.manifests.get(route.remote);
    const origin = sections.origin(route.remote);
    const preload = [
      ...page.preload,
      ...(shell.guardedPreload ?? []),
      ...(manifest && origin
        ? [`${origin}/${manifest.entry}`, ...(manifest.app ?? []).map((file) => `${origin}${file}`)]
        : []),
    ];
    return {
      ...page,
      preload,
      seo: { ...shell.privateSeo, path },
      main: shell.main.guarded,
      private: true,
      keptFirst: route.access === 'signed-in',
    };
  }
  // 503, not 200: a crawler keeps the page it has and comes back, rather than index the fallback.
  const unavailable = (): Page => ({
    ...page,
    status: 503,
    seo: { ...shell.privateSeo, path },
    main: fellBack(shell.main.section, 'page', shell.fallbacks[route.remote]?.page ?? ''),
    degraded: true,
  });
  const manifest = sections.manifests.get(route.remote);
  const origin = sections.origin(route.remote);
  if (!manifest || !origin) return unavailable();
  // A live section renders the page now, from its data; otherwise it is the build's.
  const live = firstMatch(manifest.live?.pages ?? [], (pattern) => pattern, path) !== undefined;
  const file = manifest.pages[path] ?? firstMatch(manifest.notFound, (item) => item.pattern, path)?.file;
  if (!file && !live) {
    page.status = 404;
    return page;
  }
  let fragment: PageFragment;
  try {
    if (live) {
      page.live = true;
      const answer = await source.json<LiveAnswer>(liveUrl(origin, 'page', ['path', path]));
      if (answer.status === 301) return { ...page, status: 301, movedTo: answer.location };
      fragment = answer;
    } else {
      fragment = await source.json<PageFragment>(`${origin}/ssr/${file ?? ''}`);
    }
  } catch {
    return unavailable();
  }
  page.status = fragment.status;
  page.seo = { ...fragment.seo, path };
  page.css.push(fragment.css);
  page.links.push(...fragment.links);
  page.preload.push(`${origin}/${manifest.entry}`, ...fragment.preload.map((file) => `${origin}${file}`));
  page.main = filled(shell.main.section, 'page', await composeWidgets(fragment.html, shell, sections, source, page));
  return page;
}

/** Where each deployed section's entry is, for the shell (by release: an open tab keeps its own). */
function remoteEntries(sections: Sections): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const [remote, manifest] of sections.manifests) entries[remote] = `${sections.origin(remote)}/${manifest.entry}`;
  return entries;
}

/** The tokens prerendered HTML carries for origins the build could not know, replaced. */
function withOrigins(text: string, config: ComposerConfig): string {
  let result = replaceAll(text, SITE_ORIGIN_TOKEN, config.siteUrl);
  for (const [remote, origin] of Object.entries(config.remoteOrigins)) {
    result = replaceAll(result, remoteOriginToken(remote), origin);
  }
  return result;
}

/** The boot module's tag, after its files' (announced at once, to download together). */
function bootTags([entry, ...files]: string[]): string[] {
  if (!entry) return [];
  return [
    ...files.map((file) => `<link rel="modulepreload" crossorigin href="${file}" />`),
    `<script type="module" crossorigin src="${entry}"></script>`,
  ];
}

/**
 * What the page's start script starts: the shell's entry after the page's modules; a guarded page
 * once parsed. A page of the person's own starts after the session's first check when its head
 * checks the session (and, with the shell's `waitAttribute`, only when it has a kept page to
 * draw): its kept content comes first. A staff page does not wait: what counts there is the fresh
 * list (the kept one, of the firm's own figures, draws when the check confirms the session, if
 * the fresh one has not come first).
 */
function startPlan(shell: ShellManifest, page: Page): StartPlan {
  const plan: StartPlan = { entry: shell.entry, preload: [...new Set(page.preload)] };
  if (!page.private) return plan;
  const guarded = shell.guardedHead;
  if (!page.keptFirst || !guarded?.boot || !guarded.startEvent) return { ...plan, whenParsed: true };
  const { startEvent, waitAttribute } = guarded;
  return { ...plan, whenParsed: true, startEvent, ...(waitAttribute ? { waitAttribute } : {}) };
}

function document(shell: ShellManifest, page: Page, path: string, sections: Sections, config: ComposerConfig): string {
  const guarded = shell.guardedHead;
  const head = [
    // A guarded page draws what this person saw on it last time on this device, if the device
    // kept it, once their session is confirmed, and checks that session first, with a module of
    // its own: the shell's build gives both (ShellManifest.guardedHead). First in the head,
    // before the page's CSS and the start script.
    page.private && guarded ? `<script>${guarded.script}</script>` : '',
    ...(page.private && guarded?.boot ? bootTags(guarded.boot) : []),
    headTags(page.seo, config.siteUrl, shell.siteName),
    page.private || page.status === 404 || page.seo.index === false ? '<meta name="robots" content="noindex" />' : '',
    ...[...new Set(page.links)],
    `<script type="application/json" id="${MANIFEST_ELEMENT_ID}">${scriptJson(remoteEntries(sections))}</script>`,
    renumberStyleGroups(page.css.join('\n')),
    // The page paints from its HTML and CSS alone; its modules are announced and run once it has
    // (a guarded page's, whose HTML is only a frame, once it is parsed).
    `<script>${startScript(startPlan(shell, page))}</script>`,
  ]
    .filter(Boolean)
    .join('\n    ');
  const layout = shell.layouts[layoutKey(path, shell.layoutRules)] ?? shell.layouts['solid:'] ?? '';
  const body = insertAt(layout, MAIN_MARK, page.main);
  return withOrigins(insertAt(insertAt(shell.document, HEAD_MARK, head), BODY_MARK, body), config);
}

/**
 * Every listed page: a live section's as it answers now (its prerendered ones if it cannot be
 * asked), every other section's as its build published them.
 */
async function sitemap(sections: Sections, config: ComposerConfig, source: JsonSource): Promise<string> {
  const lists = await Promise.all(
    [...sections.manifests].map(async ([remote, manifest]) => {
      const built = Object.keys(manifest.pages).filter((path) => !manifest.unlisted?.includes(path));
      const origin = sections.origin(remote);
      if (!manifest.live || !origin) return built;
      const patterns = manifest.live.pages;
      try {
        const { pages } = await source.json<LivePaths>(liveUrl(origin, 'paths'));
        const others = built.filter((path) => firstMatch(patterns, (pattern) => pattern, path) === undefined);
        return [...others, ...pages.filter((path) => typeof path === 'string' && path.startsWith('/'))];
      } catch {
        return built;
      }
    }),
  );
  const paths = lists.flat();
  // A page offered in several languages names each version (hreflang), as its head does.
  const alternates = new Map<string, { hreflang: string; path: string }[]>();
  for (const manifest of sections.manifests.values())
    for (const [path, list] of Object.entries(manifest.alternates ?? {})) alternates.set(path, list);
  const urls = [...new Set(paths)].sort().map((path) => {
    const links = (alternates.get(path) ?? []).map(
      (alternate) =>
        `<xhtml:link rel="alternate" hreflang="${escapeText(alternate.hreflang)}" href="${escapeText(config.siteUrl + alternate.path)}" />`,
    );
    return `  <url><loc>${escapeText(config.siteUrl + path)}</loc>${links.join('')}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/** The file of a document a section published at `path` (the blog's feed), if one did. */
function publishedDocument(sections: Sections, path: string): { url: string } | null {
  for (const [remote, manifest] of sections.manifests) {
    const origin = sections.origin(remote);
    if (origin && manifest.live?.documents.includes(path)) return { url: liveUrl(origin, 'document', ['path', path]) };
    const file = manifest.documents?.[path];
    if (file) return { url: `${origin}/ssr/${file}` };
  }
  return null;
}

/**
 * Answers one request: a composed page, the sitemap, a section's document, the remotes' manifest, or a refusal.
 * (robots.txt is a file of the shell's site: the Functions emulator keeps /robots.txt from functions.)
 */
export async function compose(
  method: string,
  rawTarget: string,
  config: ComposerConfig,
  source: JsonSource,
): Promise<ComposedResponse> {
  const target = readTarget(method, rawTarget);
  if (target.kind === 'refused')
    return text(target.status, target.reason, target.status === 405 ? { allow: 'GET, HEAD' } : {});
  if (target.kind === 'redirect')
    return {
      ...text(301, `Moved to ${target.location}`),
      headers: { ...text(301, '').headers, location: target.location },
    };

  const cache = `public, max-age=0, s-maxage=${config.cdnSeconds}`;
  // What a live section rendered is kept by the CDN for half its time: the composer keeps the
  // section's answer for up to FRAGMENT_TTL_SECONDS (at most the other half), so a post is on the
  // site, or off it, within cdnSeconds of the change.
  const liveCache = `public, max-age=0, s-maxage=${Math.floor(config.cdnSeconds / 2)}`;
  const sections = await readSections(config, source);
  const anyLive = [...sections.manifests.values()].some((manifest) => manifest.live);
  let shell: ShellManifest | null = null;
  try {
    shell = await source.json<ShellManifest>(`${config.shellOrigin}/ssr/shell.json`);
  } catch {
    shell = null;
  }
  if (target.path === '/sitemap.xml') {
    return {
      status: 200,
      headers: {
        'content-type': 'application/xml; charset=utf-8',
        'cache-control': anyLive ? liveCache : cache,
        ...SECURITY_HEADERS,
      },
      body: await sitemap(sections, config, source),
    };
  }
  const published = publishedDocument(sections, target.path);
  if (published) {
    try {
      const document = await source.json<DocumentFragment>(published.url);
      return {
        status: 200,
        headers: {
          'content-type': document.contentType,
          'cache-control': published.url.includes(`${LIVE_PATH}/`) ? liveCache : cache,
          ...SECURITY_HEADERS,
        },
        body: withOrigins(document.body, config),
      };
    } catch {
      return text(503, 'This document is being updated. Please try again in a minute.', { 'retry-after': '30' });
    }
  }
  if (target.path === MANIFEST_PATH) {
    return {
      status: 200,
      headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-cache', ...SECURITY_HEADERS },
      body: `${JSON.stringify(remoteEntries(sections))}\n`,
    };
  }
  if (!shell)
    return text(503, 'The site is being updated. Please try again in a minute.', {
      'retry-after': '30',
    });

  const page = await composeMain(target.path, shell, sections, source);
  if (page.movedTo)
    return {
      ...text(301, `Moved to ${page.movedTo}`),
      headers: { ...text(301, '').headers, 'cache-control': liveCache, location: page.movedTo },
    };
  return {
    status: page.status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': page.degraded || page.private ? 'no-store' : page.live ? liveCache : cache,
      ...(page.status === 503 ? { 'retry-after': '30' } : {}),
      vary: 'Accept-Encoding',
      ...SECURITY_HEADERS,
    },
    body: document(shell, page, target.path, sections, config),
  };
}
