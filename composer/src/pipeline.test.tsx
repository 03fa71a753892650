import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  BODY_MARK,
  HEAD_MARK,
  layoutKey,
  MAIN_MARK,
  MANIFEST_ELEMENT_ID,
  PAGE_READY_EVENT,
  REMOTE_UNAVAILABLE_DIGEST,
  SLOT_ATTRIBUTE,
  WIDGET_ATTRIBUTE,
  WIDGET_ID_MARK,
  type PageFragment,
  type SectionManifest,
  type ShellManifest,
  type WidgetFragment,
} from '@meridian/shared/page-contract';
import { HOME_SLOTS, REMOTES } from '@meridian/shared/registry';
import { layoutRules, layoutSamples, renderFrames } from '@meridian/shell/render-frames';
import { renderFragment, slotPlaceholder } from '../../shared/build/ssr';
import { compose, type ComposerConfig } from './compose';
import type { JsonSource } from './fetcher';

// The page pipeline end to end, with its real parts: the shell's frames as its build renders them
// (shell/build/render-frames.tsx), a section's page and a widget rendered as a section's build
// renders them (shared/build/ssr), put together by the composer; then each name of the page
// contract ('@meridian/shared/page-contract') is checked in what the browser would receive.

const config: ComposerConfig = {
  siteUrl: 'https://meridian.example',
  shellOrigin: 'https://shell.example',
  remoteOrigins: { marketing: 'https://marketing.example', calculators: 'https://calculators.example' },
  cdnSeconds: 60,
};

async function shellManifest(): Promise<ShellManifest> {
  const frames = await renderFrames((path) => layoutKey(path, layoutRules), layoutSamples());
  const document = readFileSync(new URL('../../shell/index.html', import.meta.url), 'utf8').replace(
    /<script type="module"[^>]*><\/script>/,
    '',
  );
  return {
    release: 'pipeline-test',
    document,
    entry: '/assets/index-test.js',
    layoutRules,
    preload: [],
    notFoundSeo: { path: '/404', title: 'Page Not Found', description: 'Not found.' },
    privateSeo: { path: '/', title: 'Meridian', description: 'Private.' },
    siteName: 'Meridian Wealth Advisors',
    routes: REMOTES.flatMap((remote) =>
      remote.routes.map((route) => ({ remote: remote.name, path: route.path, access: route.access })),
    ),
    slots: { ...HOME_SLOTS },
    ...frames,
  };
}

async function sectionSources(withCalculators: boolean): Promise<Record<string, unknown>> {
  const home = await renderFragment(
    <section>
      <h1>Plan with clarity</h1>
      {slotPlaceholder('sipPreview')}
    </section>,
    { url: '/' },
  );
  const widget = await renderFragment(<p>The SIP preview</p>, { url: '/' });
  const page: PageFragment = {
    path: '/',
    status: 200,
    seo: { path: '/', title: 'Home', description: 'The home page.' },
    html: home.html,
    css: home.css,
    links: [],
    preload: [],
  };
  const marketing: SectionManifest = {
    remote: 'marketing',
    release: 'm1',
    entry: 'assets/remoteEntry-m1.js',
    pages: { '/': 'pages/index.json' },
    notFound: [],
    widgets: {},
  };
  const calculators: SectionManifest = {
    remote: 'calculators',
    release: 'c1',
    entry: 'assets/remoteEntry-c1.js',
    pages: {},
    notFound: [],
    widgets: { './SipPreview': 'widgets/sip-preview.json' },
  };
  const preview: WidgetFragment = { html: widget.html, css: widget.css, links: [], preload: [] };
  return {
    'https://shell.example/ssr/shell.json': await shellManifest(),
    'https://marketing.example/ssr/manifest.json': marketing,
    'https://marketing.example/ssr/pages/index.json': page,
    ...(withCalculators
      ? {
          'https://calculators.example/ssr/manifest.json': calculators,
          'https://calculators.example/ssr/widgets/sip-preview.json': preview,
        }
      : {}),
  };
}

function sourceOf(files: Record<string, unknown>): JsonSource {
  return {
    async json<T>(url: string): Promise<T> {
      if (!(url in files)) throw new Error(`404 ${url}`);
      return files[url] as T;
    },
  };
}

describe('the page pipeline honours every name of the page contract', () => {
  it('composes the home page from the real shell frames and a real section fragment', async () => {
    const response = await compose('GET', '/', config, sourceOf(await sectionSources(true)));
    expect(response.status).toBe(200);
    const html = response.body;
    // The shell's document: both marks replaced, the head tags and the body in their place.
    expect(html).not.toContain(HEAD_MARK);
    expect(html).not.toContain(BODY_MARK);
    expect(html).toContain('<title>Home</title>');
    // The layout's main and every slot are filled: no mark is left for the browser.
    expect(html).not.toContain(MAIN_MARK);
    expect(html).not.toContain(`${SLOT_ATTRIBUTE}=`);
    expect(html).toContain('<h1>Plan with clarity</h1>');
    expect(html).toContain('The SIP preview');
    // The widget's frame names its widget, where the shell's gate looks for it.
    expect(html).not.toContain(WIDGET_ID_MARK);
    expect(html).toContain(`${WIDGET_ATTRIBUTE}="calculators:./SipPreview"`);
    // The manifest the shell reads, under the id it reads it by.
    const manifest = new RegExp(`<script type="application/json" id="${MANIFEST_ELEMENT_ID}">(.*?)</script>`).exec(
      html,
    );
    expect(JSON.parse(manifest?.[1] ?? 'null')).toEqual({
      marketing: 'https://marketing.example/assets/remoteEntry-m1.js',
      calculators: 'https://calculators.example/assets/remoteEntry-c1.js',
    });
    // The start script waits for the event the shell dispatches when the page is ready.
    expect(html).toContain(JSON.stringify(PAGE_READY_EVENT));
    expect(html).toContain('/assets/index-test.js');
  });

  it('a section that cannot be composed arrives as its fallback, with the digest the shell expects', async () => {
    const response = await compose('GET', '/', config, sourceOf(await sectionSources(false)));
    expect(response.body).toContain(`data-dgst="${REMOTE_UNAVAILABLE_DIGEST}"`);
    expect(response.body).toMatch(
      /data-remote-fallback="calculators"[^>]*><strong>The calculators(<!-- -->)? could not be loaded\./,
    );
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
