import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compositionFor } from './static-server.mjs';

const made = [];
afterAll(() => made.forEach((root) => rmSync(root, { recursive: true, force: true })));

function remote(files) {
  const root = mkdtempSync(join(tmpdir(), 'remote-'));
  made.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const SHELL_HTML = `<html><head>\n<title>Default</title>\n<meta\n  name="description"\n  content="Default text"\n/>\n</head><body></body></html>`;

describe('compositionFor', () => {
  const blog = remote({ 'seo/head/blog/a-post.html': '<title>A post</title>\n<meta name="description" content="About A" />', 'seo/sitemap.txt': '/blog\n/blog/a-post\n' });
  const marketing = remote({ 'seo/head/index.html': '<title>Home</title>', 'seo/sitemap.txt': '/\n/services\n/blog\n' });
  const composition = compositionFor([marketing, blog]);

  it("puts the owning remote's head fragment in place of the shell's defaults", async () => {
    const html = await composition.page(SHELL_HTML, '/blog/a-post');
    expect(html).toContain('<title>A post</title>');
    expect(html).not.toContain('Default');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(await composition.page(SHELL_HTML, '/')).toContain('<title>Home</title>');
  });

  it('leaves pages without a fragment, and odd paths, as they are', async () => {
    expect(await composition.page(SHELL_HTML, '/no-such-page')).toBe(SHELL_HTML);
    expect(await composition.page(SHELL_HTML, '/blog/../../etc/passwd')).toBe(SHELL_HTML);
    expect(await composition.page(SHELL_HTML, '/blog/<script>')).toBe(SHELL_HTML);
  });

  it('lists every remote’s paths once in the sitemap, as absolute URLs', async () => {
    const xml = await composition.sitemap('https://meridian.example');
    expect(xml.match(/<loc>/g)).toHaveLength(4);
    expect(xml).toContain('<loc>https://meridian.example/blog/a-post</loc>');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });
});
