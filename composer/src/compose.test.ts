import { describe, expect, it } from 'vitest';
import {
  type DocumentFragment,
  MANIFEST_ELEMENT_ID,
  REMOTE_UNAVAILABLE_DIGEST,
  remoteOriginToken,
  SITE_ORIGIN_TOKEN,
  type PageFragment,
  type SectionManifest,
  type ShellManifest,
  type WidgetFragment,
} from '@meridian/shared/page-contract';
import { compose, type ComposerConfig } from './compose';
import { fakeStarterWindow } from './fake-starter-window';
import type { JsonSource } from './fetcher';

const config: ComposerConfig = {
  siteUrl: 'https://meridian.example',
  shellOrigin: 'https://shell.example',
  remoteOrigins: {
    marketing: 'https://marketing.example',
    blog: 'https://blog.example',
    calculators: 'https://calc.example',
  },
  cdnSeconds: 60,
};

const frame = (slot: string) => `<!--$--><template data-meridian-slot="${slot}"></template><!--/$-->`;

/** The guarded page's head script, boot module and its check's event, as the shell's build would give them. */
const GUARDED_HEAD = {
  script: "document.documentElement.dataset.keptPageScript = 'ran'",
  boot: ['/assets/boot.js', '/assets/auth-sdk.js', '/assets/firestore-sdk.js'],
  startEvent: 'test:checked',
  waitAttribute: 'data-test-pending',
};
const KEPT_SCRIPT_MARK = 'keptPageScript';

const shell: ShellManifest = {
  release: 's1',
  // Data from the shell's build (shared/build/ssr/prerender-shell.ts): the composer only writes it in.
  guardedHead: GUARDED_HEAD,
  siteName: 'Meridian Wealth Advisors',
  document:
    '<!doctype html><html><head><!--meridian:head--></head><body><div id="root"><!--meridian:body--></div></body></html>',
  entry: '/assets/index.js',
  layouts: {
    'clear:/':
      '<header data-layout="home"></header><main><!--$--><template data-meridian-main=""></template><!--/$--></main>',
    'solid:/blog':
      '<header data-layout="blog"></header><main><!--$--><template data-meridian-main=""></template><!--/$--></main>',
    'clear:/blog':
      '<header data-layout="article"></header><main><!--$--><template data-meridian-main=""></template><!--/$--></main>',
    'solid:':
      '<header data-layout="none"></header><main><!--$--><template data-meridian-main=""></template><!--/$--></main>',
  },
  layoutRules: {
    nav: [
      { href: '/', end: true },
      { href: '/blog', end: false },
    ],
    transparent: ['/', '/blog/:slug'],
  },
  main: { section: frame('page'), guarded: '<p>Checking your sign-in…</p>', notFound: '<h1>Page Not Found</h1>' },
  widgetFrame: `<div data-remote-widget="meridian-widget-id"><!--$-->${frame('widget')}<!--/$--></div>`,
  fallbacks: {
    marketing: {
      page: '<div data-remote-fallback="marketing">This page could not be loaded.</div>',
      widget: '<div>m</div>',
    },
    blog: {
      page: '<div data-remote-fallback="blog">Our articles could not be loaded.</div>',
      widget: '<div data-remote-fallback="blog">Our articles could not be loaded.</div>',
    },
    calculators: {
      page: '<div>c</div>',
      widget: '<div data-remote-fallback="calculators">The calculators could not be loaded.</div>',
    },
    account: { page: '<div data-remote-fallback="account">Your account could not be loaded.</div>', widget: '' },
  },
  css: '<style data-styled="true">.shell{}/*!sc*/\ndata-styled.g1[id="sc-shell"]{content:"a,"}/*!sc*/\n</style>',
  preload: ['/assets/shared.js'],
  notFoundSeo: { path: '/404', title: 'Page Not Found | Meridian', description: 'Not here.' },
  privateSeo: { path: '/', title: 'Meridian', description: 'Advice.' },
  routes: [
    { remote: 'marketing', path: '/', access: 'public' },
    { remote: 'blog', path: '/blog/*', access: 'public' },
    { remote: 'account', path: '/signin', access: 'public' },
    { remote: 'account', path: '/dashboard/*', access: 'signed-in' },
    { remote: 'admin', path: '/admin/*', access: 'staff' },
  ],
  slots: {
    latestInsights: { remote: 'blog', exposed: './LatestInsights' },
    sipPreview: { remote: 'calculators', exposed: './SipPreview' },
  },
};

const blogManifest: SectionManifest = {
  remote: 'blog',
  release: 'b1',
  entry: 'assets/remoteEntry-b1.js',
  pages: { '/blog': 'pages/blog.json', '/blog/a-post': 'pages/blog/a-post.json' },
  notFound: [
    { pattern: '/blog/:slug', file: 'pages/blog/no-such-post.json' },
    { pattern: '/blog/*', file: 'pages/blog/no/such.json' },
  ],
  widgets: { './LatestInsights': 'widgets/LatestInsights.json' },
};

const page = (path: string, html: string, extra: Partial<PageFragment> = {}): PageFragment => ({
  path,
  status: 200,
  seo: { path, title: `${path} | Meridian`, description: 'A page.' },
  html,
  css: '<style data-styled="true">.p{}/*!sc*/\ndata-styled.g1[id="sc-page"]{content:"b,"}/*!sc*/\n</style>',
  links: [],
  preload: ['/assets/app.js'],
  ...extra,
});

/** What the sites published, by URL; an entry set to null answers as a failed read. */
function site(overrides: Record<string, unknown> = {}): JsonSource & { reads: string[] } {
  const files: Record<string, unknown> = {
    'https://shell.example/ssr/shell.json': shell,
    'https://blog.example/ssr/manifest.json': blogManifest,
    'https://blog.example/ssr/pages/blog.json': page('/blog', '<h1>Financial Insights</h1>'),
    'https://blog.example/ssr/pages/blog/a-post.json': page(
      '/blog/a-post',
      `<article><img src="${remoteOriginToken('blog')}/images/a.svg"/><h1>A post</h1></article>`,
      {
        seo: {
          path: '/blog/a-post',
          title: 'A post | Meridian',
          description: 'About A.',
          image: `${remoteOriginToken('blog')}/images/a.svg`,
          jsonLd: { '@id': `${SITE_ORIGIN_TOKEN}/blog/a-post` },
        },
        links: [`<link rel="preload" as="image" href="${remoteOriginToken('blog')}/images/a.svg"/>`],
      },
    ),
    'https://blog.example/ssr/pages/blog/no-such-post.json': page(
      '/blog/no-such-post',
      '<h1>Blog post not found</h1>',
      { status: 404 },
    ),
    'https://blog.example/ssr/pages/blog/no/such.json': page('/blog/no/such', '<h1>Page Not Found</h1>', {
      status: 404,
    }),
    'https://blog.example/ssr/widgets/LatestInsights.json': {
      html: '<ul><li>Latest</li></ul>',
      css: '',
      links: [],
      preload: ['/assets/w.js'],
    } satisfies WidgetFragment,
    'https://marketing.example/ssr/manifest.json': {
      remote: 'marketing',
      release: 'm1',
      entry: 'assets/remoteEntry-m1.js',
      pages: { '/': 'pages/index.json' },
      notFound: [],
      widgets: {},
    } satisfies SectionManifest,
    'https://marketing.example/ssr/pages/index.json': page(
      '/',
      '<h1>Plan with clarity</h1><div><template data-meridian-slot="sipPreview"></template></div><div><template data-meridian-slot="latestInsights"></template></div>',
    ),
    ...overrides,
  };
  const reads: string[] = [];
  return {
    reads,
    async json<T>(url: string): Promise<T> {
      reads.push(url);
      const value = files[url];
      if (value === undefined || value === null) throw new Error(`${url} answered 404.`);
      return value as T;
    },
  };
}

describe('compose: a section’s page', () => {
  it('is the shell’s document with the page’s head, the layout for its path, and the page in main', async () => {
    const response = await compose('GET', '/blog/a-post', config, site());
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=0, s-maxage=60');
    const html = response.body;
    expect(html).toContain('<title>A post | Meridian</title>');
    expect(html).toContain('<header data-layout="article"></header>');
    expect(html).toContain('<main><!--$--><!--$--><article>');
    expect(html).toContain('<h1>A post</h1></article><!--/$--><!--/$--></main>');
    expect(html.indexOf('<title>')).toBeLessThan(html.indexOf('<script>'));
  });

  it('names the canonical address from its configuration, and the origins the build could not know', async () => {
    const html = (await compose('GET', '/blog/a-post', config, site())).body;
    expect(html).toContain('<link rel="canonical" href="https://meridian.example/blog/a-post" />');
    expect(html).toContain('<img src="https://blog.example/images/a.svg"/>');
    expect(html).toContain('<meta property="og:image" content="https://blog.example/images/a.svg" />');
    expect(html).toContain('"@id":"https://meridian.example/blog/a-post"');
    expect(html).toContain('<link rel="preload" as="image" href="https://blog.example/images/a.svg"/>');
    expect(html).not.toContain('.origin.invalid');
  });

  it('starts, once painted, the shell’s entry after announcing its and the page’s modules; and writes where every section’s entry is', async () => {
    const html = (await compose('GET', '/blog', config, site())).body;
    expect(html, 'no script but the starter runs before the paint').not.toMatch(
      /<script[^>]*\bsrc=|rel="modulepreload"/,
    );
    const inline = [...html.matchAll(/<script>(.*?)<\/script>/gs)].map((match) => match[1] ?? '');
    expect(inline).toHaveLength(1);
    const fake = fakeStarterWindow();
    fake.run(inline[0] ?? '');
    fake.paint();
    fake.load();
    fake.twoFrames();
    expect(fake.added).toEqual([
      'modulepreload /assets/shared.js',
      'modulepreload https://blog.example/assets/remoteEntry-b1.js',
      'modulepreload https://blog.example/assets/app.js',
      'module /assets/index.js',
    ]);
    const manifest = new RegExp(`<script type="application/json" id="${MANIFEST_ELEMENT_ID}">(.*?)</script>`).exec(
      html,
    )?.[1];
    expect(JSON.parse(manifest ?? '')).toEqual({
      blog: 'https://blog.example/assets/remoteEntry-b1.js',
      marketing: 'https://marketing.example/assets/remoteEntry-m1.js',
    });
  });

  it('gives the shell’s and the page’s styles one styled-components group each', async () => {
    const html = (await compose('GET', '/blog', config, site())).body;
    expect(html).toContain('data-styled.g1[id="sc-shell"]');
    expect(html).toContain('data-styled.g2[id="sc-page"]');
  });

  it('fills the home page’s slots with the widgets, and a missing widget with its section’s fallback', async () => {
    const response = await compose('GET', '/', config, site());
    const html = response.body;
    expect(html).toContain(
      '<div data-remote-widget="blog:./LatestInsights"><!--$--><!--$--><ul><li>Latest</li></ul><!--/$--><!--/$--></div>',
    );
    // The calculators are not deployed here: their slot is their fallback, rendered again in the browser.
    expect(html).toContain(
      `<div data-remote-widget="calculators:./SipPreview"><!--$--><!--$!--><template data-dgst="${REMOTE_UNAVAILABLE_DIGEST}"></template><div data-remote-fallback="calculators">The calculators could not be loaded.</div><!--/$--><!--/$--></div>`,
    );
    expect(html).not.toContain('data-meridian-slot');
    expect(response.headers['cache-control']).toBe('no-store');
    // A widget's code loads when wanted, not with the page.
    expect(html).not.toContain('https://blog.example/assets/w.js');
  });

  it('inserts a fragment’s text literally, replacement patterns included', async () => {
    const tricky = "<p>$& $' $` $$ $1</p>";
    const response = await compose(
      'GET',
      '/blog',
      config,
      site({ 'https://blog.example/ssr/pages/blog.json': page('/blog', tricky) }),
    );
    expect(response.body).toContain(tricky);
  });
});

describe('compose: pages that are not a section’s public page', () => {
  it('answers a path no section owns with the site’s 404 page, status 404', async () => {
    const response = await compose('GET', '/no-such-page', config, site());
    expect(response.status).toBe(404);
    expect(response.body).toContain('<h1>Page Not Found</h1>');
    expect(response.body).toContain('<title>Page Not Found | Meridian</title>');
    expect(response.body).toContain('<meta name="robots" content="noindex" />');
  });

  it.each([
    ['/blog/unknown', 'Blog post not found'],
    ['/blog/a/b', 'Page Not Found'],
  ])('answers %s with the section’s own not-found page, status 404', async (path, heading) => {
    const response = await compose('GET', path, config, site());
    expect(response.status).toBe(404);
    expect(response.body).toContain(`<h1>${heading}</h1>`);
  });

  it('answers a guarded page with the guard’s wait, never cached and never indexed', async () => {
    const response = await compose('GET', '/dashboard/profile', config, site());
    expect(response.status).toBe(200);
    expect(response.body).toContain('<p>Checking your sign-in…</p>');
    expect(response.body).toContain('<meta name="robots" content="noindex" />');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('announces on a guarded page, besides the shell’s modules, Auth’s, Firestore’s, the section’s entry and its ./App’s files, to download at once', async () => {
    const withAccount: ComposerConfig = {
      ...config,
      remoteOrigins: { ...config.remoteOrigins, account: 'https://account.example' },
    };
    const files = site({
      'https://shell.example/ssr/shell.json': {
        ...shell,
        guardedPreload: ['/assets/auth-sdk.js', '/assets/firestore-sdk.js'],
      },
      'https://account.example/ssr/manifest.json': {
        remote: 'account',
        release: 'a1',
        entry: 'assets/remoteEntry-a1.js',
        app: ['/assets/__federation_expose_App-a1.js', '/assets/page-a1.js'],
        pages: {},
        notFound: [],
        widgets: {},
      } satisfies SectionManifest,
    });
    const response = await compose('GET', '/dashboard', withAccount, files);
    expect(response.headers['cache-control']).toBe('no-store');
    const inline = [...response.body.matchAll(/<script>(.*?)<\/script>/gs)].map((match) => match[1] ?? '');
    // A device with a kept page to draw (its script, which comes first, marked the root element).
    const fake = fakeStarterWindow({ rootAttributes: [GUARDED_HEAD.waitAttribute] });
    fake.run(inline.find((script) => script !== GUARDED_HEAD.script) ?? '');
    // Its HTML is only a frame: it starts once parsed and its session checked, not once painted.
    fake.parsed();
    fake.advance(0);
    expect(fake.added, 'the session is not checked yet').toEqual([]);
    fake.documentEvent(GUARDED_HEAD.startEvent);
    fake.advance(0);
    expect(fake.added).toEqual([
      'modulepreload /assets/shared.js',
      'modulepreload /assets/auth-sdk.js',
      'modulepreload /assets/firestore-sdk.js',
      'modulepreload https://account.example/assets/remoteEntry-a1.js',
      'modulepreload https://account.example/assets/__federation_expose_App-a1.js',
      'modulepreload https://account.example/assets/page-a1.js',
      'module /assets/index.js',
    ]);
  });

  it('writes into a guarded page’s head the script the shell’s build gave, that draws the page this device kept; into no public page', async () => {
    const guarded = (await compose('GET', '/dashboard', config, site())).body;
    const script = `<script>${GUARDED_HEAD.script}</script>`;
    expect(guarded).toContain(script);
    // The head's first script, before its styles and its title: it starts reading the session
    // while the rest of the page arrives.
    const head = guarded.slice(guarded.indexOf('<head>'), guarded.indexOf('</head>'));
    expect(head.indexOf(script)).toBeGreaterThan(0);
    expect(head.indexOf(script)).toBe(head.indexOf('<script'));
    expect(head.indexOf(script)).toBeLessThan(head.indexOf('<style'));
    expect(head.indexOf(script)).toBeLessThan(head.indexOf('<title'));
    for (const path of ['/', '/blog', '/no-such-page']) {
      expect((await compose('GET', path, config, site())).body).not.toContain(KEPT_SCRIPT_MARK);
    }
  });

  it('loads in a guarded page’s head, after that script, the module that checks the session, its files announced; in no public page', async () => {
    const guarded = (await compose('GET', '/dashboard', config, site())).body;
    const head = guarded.slice(guarded.indexOf('<head>'), guarded.indexOf('</head>'));
    const boot = '<script type="module" crossorigin src="/assets/boot.js"></script>';
    expect(head).toContain(boot);
    for (const file of ['/assets/auth-sdk.js', '/assets/firestore-sdk.js']) {
      const link = `<link rel="modulepreload" crossorigin href="${file}" />`;
      expect(head).toContain(link);
      expect(head.indexOf(link)).toBeLessThan(head.indexOf(boot));
    }
    expect(head.indexOf(boot)).toBeGreaterThan(head.indexOf(`<script>${GUARDED_HEAD.script}</script>`));
    expect(head.indexOf(boot)).toBeLessThan(head.indexOf('<style'));
    for (const path of ['/', '/blog', '/no-such-page']) {
      expect((await compose('GET', path, config, site())).body).not.toContain('/assets/boot.js');
    }
  });

  it('starts a guarded page once parsed, without waiting for the session’s check, when nothing kept is to be drawn', async () => {
    const html = (await compose('GET', '/dashboard', config, site())).body;
    const inline = [...html.matchAll(/<script>(.*?)<\/script>/gs)].map((match) => match[1] ?? '');
    const fake = fakeStarterWindow();
    fake.run(inline.find((script) => script !== GUARDED_HEAD.script) ?? '');
    fake.parsed();
    fake.advance(0);
    expect(fake.added.at(-1)).toBe('module /assets/index.js');
  });

  it('starts a staff page once parsed even with a kept page to draw: its fresh list counts, not the kept one', async () => {
    const html = (await compose('GET', '/admin/analytics', config, site())).body;
    expect(html).toContain(`<script>${GUARDED_HEAD.script}</script>`);
    const inline = [...html.matchAll(/<script>(.*?)<\/script>/gs)].map((match) => match[1] ?? '');
    const fake = fakeStarterWindow({ rootAttributes: [GUARDED_HEAD.waitAttribute] });
    fake.run(inline.find((script) => script !== GUARDED_HEAD.script) ?? '');
    fake.parsed();
    fake.advance(0);
    expect(fake.added.at(-1)).toBe('module /assets/index.js');
  });

  it('writes no such script when the shell’s manifest has none (built before it existed), and starts the page once parsed', async () => {
    const older: ShellManifest = { ...shell };
    delete older.guardedHead;
    const files = site({ 'https://shell.example/ssr/shell.json': older });
    const guarded = (await compose('GET', '/dashboard', config, files)).body;
    expect(guarded).not.toContain(KEPT_SCRIPT_MARK);
    const inline = [...guarded.matchAll(/<script>(.*?)<\/script>/gs)].map((match) => match[1] ?? '');
    expect(inline).toHaveLength(1);
  });

  it('starts a public page once painted, never merely parsed', async () => {
    const html = (await compose('GET', '/blog', config, site())).body;
    const fake = fakeStarterWindow();
    fake.run([...html.matchAll(/<script>(.*?)<\/script>/gs)].map((match) => match[1] ?? '')[0] ?? '');
    fake.parsed();
    fake.advance(0);
    expect(fake.added).toEqual([]);
    fake.paint();
    fake.load();
    fake.twoFrames();
    expect(fake.added).toContain('module /assets/index.js');
  });

  it('announces on a public page none of the guarded pages’ modules', async () => {
    const files = site({
      'https://shell.example/ssr/shell.json': { ...shell, guardedPreload: ['/assets/auth-sdk.js'] },
    });
    const html = (await compose('GET', '/blog', config, files)).body;
    expect(html).not.toContain('auth-sdk');
  });

  it.each([
    ['a section that is not deployed', '/signin', {}],
    ['a section whose manifest cannot be read', '/blog', { 'https://blog.example/ssr/manifest.json': null }],
    ['a section whose page cannot be read', '/blog', { 'https://blog.example/ssr/pages/blog.json': null }],
  ])('answers a page of %s with its fallback, to render again in the browser (503)', async (_, path, overrides) => {
    const response = await compose('GET', path, config, site(overrides));
    expect(response.status).toBe(503);
    expect(response.headers['retry-after']).toBe('30');
    expect(response.body).toMatch(
      new RegExp(
        `<!--\\$!--><template data-dgst="${REMOTE_UNAVAILABLE_DIGEST}"></template><div data-remote-fallback="(account|blog)">`,
      ),
    );
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('says the site is being updated (503) when the shell’s frames cannot be read', async () => {
    const response = await compose('GET', '/', config, site({ 'https://shell.example/ssr/shell.json': null }));
    expect(response.status).toBe(503);
    expect(response.headers['retry-after']).toBe('30');
  });
});

describe('compose: other answers', () => {
  it('redirects another spelling of a path to its one spelling (301)', async () => {
    const response = await compose('GET', '/Blog/?category=Tax', config, site());
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe('/blog?category=Tax');
  });

  it.each([['/%'], ['//evil.example'], ['/\\evil'], ['/blog/../../x']])(
    'refuses %j with 400, reading nothing',
    async (raw) => {
      const source = site();
      const response = await compose('GET', raw, config, source);
      expect(response.status).toBe(400);
      expect(source.reads).toEqual([]);
    },
  );

  it('refuses a POST (405, saying what is allowed)', async () => {
    const response = await compose('POST', '/', config, site());
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
  });

  it('lists every section’s public pages in the sitemap, on the canonical origin', async () => {
    const response = await compose('GET', '/sitemap.xml', config, site());
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const urls = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(urls).toEqual([
      'https://meridian.example/',
      'https://meridian.example/blog',
      'https://meridian.example/blog/a-post',
    ]);
  });

  it('names each language version of a page in the sitemap (hreflang), as its head does', async () => {
    const alternates = [
      { hreflang: 'en', path: '/blog' },
      { hreflang: 'hi', path: '/blog/a-post' },
      { hreflang: 'x-default', path: '/blog' },
    ];
    const files = site({
      'https://blog.example/ssr/manifest.json': { ...blogManifest, alternates: { '/blog': alternates } },
      'https://blog.example/ssr/pages/blog.json': page('/blog', '<h1>Blog</h1>', {
        seo: { path: '/blog', title: 'Blog | Meridian', description: 'Posts.', alternates },
      }),
    });
    const sitemap = (await compose('GET', '/sitemap.xml', config, files)).body;
    expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(sitemap).toContain(
      '<url><loc>https://meridian.example/blog</loc><xhtml:link rel="alternate" hreflang="en" href="https://meridian.example/blog" /><xhtml:link rel="alternate" hreflang="hi" href="https://meridian.example/blog/a-post" /><xhtml:link rel="alternate" hreflang="x-default" href="https://meridian.example/blog" /></url>',
    );
    expect(sitemap).toContain('<url><loc>https://meridian.example/blog/a-post</loc></url>');
    const head = (await compose('GET', '/blog', config, files)).body;
    expect(head).toContain('<link rel="alternate" hreflang="hi" href="https://meridian.example/blog/a-post" />');
  });

  it('keeps a page that asks not to be indexed out of the sitemap, and marks it noindex', async () => {
    const files = site({
      'https://blog.example/ssr/manifest.json': { ...blogManifest, unlisted: ['/blog/a-post'] },
      'https://blog.example/ssr/pages/blog/a-post.json': page('/blog/a-post', '<h1>Reset</h1>', {
        seo: { path: '/blog/a-post', title: 'Reset | Meridian', description: 'A form.', index: false },
      }),
    });
    const sitemap = await compose('GET', '/sitemap.xml', config, files);
    expect(sitemap.body).not.toContain('/blog/a-post');
    expect(sitemap.body).toContain('https://meridian.example/blog</loc>');
    const unlisted = await compose('GET', '/blog/a-post', config, files);
    expect(unlisted.status).toBe(200);
    expect(unlisted.body).toContain('<meta name="robots" content="noindex" />');
    const listed = await compose('GET', '/blog', config, files);
    expect(listed.body).not.toContain('noindex');
  });

  it('serves a document a section published (the blog’s feed) with its type, on the canonical origin, cached like a page', async () => {
    const feed: DocumentFragment = {
      contentType: 'application/rss+xml; charset=utf-8',
      body: `<rss><link>${SITE_ORIGIN_TOKEN}/blog</link></rss>`,
    };
    const files = site({
      'https://blog.example/ssr/manifest.json': {
        ...blogManifest,
        documents: { '/blog/feed.xml': 'documents/blog/feed.xml.json' },
      },
      'https://blog.example/ssr/documents/blog/feed.xml.json': feed,
    });
    const response = await compose('GET', '/blog/feed.xml', config, files);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=0, s-maxage=60');
    expect(response.body).toBe('<rss><link>https://meridian.example/blog</link></rss>');
  });

  it('answers 503 with Retry-After when a published document cannot be read, and a path no section published is a page', async () => {
    const files = site({
      'https://blog.example/ssr/manifest.json': {
        ...blogManifest,
        documents: { '/blog/feed.xml': 'documents/gone.json' },
      },
    });
    const response = await compose('GET', '/blog/feed.xml', config, files);
    expect(response.status).toBe(503);
    expect(response.headers['retry-after']).toBe('30');
    const unpublished = await compose('GET', '/blog/feed.xml', config, site());
    expect(unpublished.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('serves where every section’s entry is at /remotes.json, uncached', async () => {
    const response = await compose('GET', '/remotes.json', config, site());
    expect(JSON.parse(response.body)).toMatchObject({ blog: 'https://blog.example/assets/remoteEntry-b1.js' });
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});

describe('compose: a live section (SectionManifest.live: the blog’s posts, rendered per request)', () => {
  const liveManifest: SectionManifest = {
    ...blogManifest,
    live: { pages: ['/blog', '/blog/:slug'], widgets: ['./LatestInsights'], documents: ['/blog/feed.xml'] },
  };
  const live = (overrides: Record<string, unknown> = {}) =>
    site({
      'https://blog.example/ssr/manifest.json': liveManifest,
      'https://blog.example/live/page?path=%2Fblog%2Fnew-post': page('/blog/new-post', '<h1>New post</h1>'),
      'https://blog.example/live/page?path=%2Fblog%2Fgone': page('/blog/gone', '<h1>Blog post not found</h1>', {
        status: 410,
      }),
      'https://blog.example/live/page?path=%2Fblog%2Fold-name': { status: 301, location: '/blog/new-post' },
      'https://blog.example/live/widget?name=.%2FLatestInsights': {
        html: '<ul><li>Live latest</li></ul>',
        css: '',
        links: [],
        preload: [],
      } satisfies WidgetFragment,
      'https://blog.example/live/document?path=%2Fblog%2Ffeed.xml': {
        contentType: 'application/rss+xml; charset=utf-8',
        body: '<rss>live</rss>',
      } satisfies DocumentFragment,
      'https://blog.example/live/paths': { pages: ['/blog', '/blog/new-post'] },
      ...overrides,
    });

  it('asks the section for a page its build never saw, and the CDN keeps it half as long', async () => {
    const files = live();
    const response = await compose('GET', '/blog/new-post', config, files);
    expect(response.status).toBe(200);
    expect(response.body).toContain('<h1>New post</h1>');
    expect(response.headers['cache-control']).toBe('public, max-age=0, s-maxage=30');
    expect(files.reads).toContain('https://blog.example/live/page?path=%2Fblog%2Fnew-post');
    expect(files.reads).not.toContain('https://blog.example/ssr/pages/blog/no-such-post.json');
  });

  it('answers a page taken down with 410 and the section’s page, and a moved one with 301 to its new address', async () => {
    const gone = await compose('GET', '/blog/gone', config, live());
    expect(gone.status).toBe(410);
    expect(gone.body).toContain('Blog post not found');
    const moved = await compose('GET', '/blog/old-name', config, live());
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toBe('/blog/new-post');
    expect(moved.headers['cache-control']).toBe('public, max-age=0, s-maxage=30');
  });

  it('keeps the prerendered pages for paths outside its live patterns', async () => {
    const response = await compose('GET', '/blog/no/such', config, live());
    expect(response.status).toBe(404);
    expect(response.body).toContain('Page Not Found');
  });

  it('says the page is being updated (503) when the section cannot answer', async () => {
    const response = await compose(
      'GET',
      '/blog/new-post',
      config,
      live({ 'https://blog.example/live/page?path=%2Fblog%2Fnew-post': null }),
    );
    expect(response.status).toBe(503);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('fills the home page’s slot with the live widget, and serves the live feed', async () => {
    const files = live();
    const home = await compose('GET', '/', config, files);
    expect(home.body).toContain('Live latest');
    expect(files.reads).not.toContain('https://blog.example/ssr/widgets/LatestInsights.json');
    const feed = await compose('GET', '/blog/feed.xml', config, live());
    expect(feed.body).toBe('<rss>live</rss>');
  });

  it('lists the live section’s pages in the sitemap as it answers now, or its built ones if it cannot', async () => {
    const urls = (body: string) => [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(urls((await compose('GET', '/sitemap.xml', config, live())).body)).toEqual([
      'https://meridian.example/',
      'https://meridian.example/blog',
      'https://meridian.example/blog/new-post',
    ]);
    const down = await compose('GET', '/sitemap.xml', config, live({ 'https://blog.example/live/paths': null }));
    expect(urls(down.body)).toContain('https://meridian.example/blog/a-post');
  });
});
