// @vitest-environment node
// The blog's build runs this renderer in Node, so its tests do too (esbuild refuses jsdom's
// TextEncoder); the editorial desk's preview runs the same module in the browser.
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown';

const html = (source: string) => renderMarkdown(source).trim();

/** The elements of rendered HTML with their attributes (markdown-it writes every value in double quotes, escaped). */
function elements(output: string): { tag: string; attributes: Record<string, string> }[] {
  return [...output.matchAll(/<([a-z][a-z0-9]*)((?:\s+[a-z-]+(?:="[^"]*")?)*)\s*\/?>/gi)].map(
    ([, tag = '', rest = '']) => ({
      tag: tag.toLowerCase(),
      attributes: Object.fromEntries(
        [...rest.matchAll(/\s([a-z-]+)(?:="([^"]*)")?/gi)].map(([, name = '', value = '']) => [
          name.toLowerCase(),
          value,
        ]),
      ),
    }),
  );
}

describe('renderMarkdown (markdown-it, at build time)', () => {
  it.each([
    ['a level-2 heading', '## Why gold?', '<h2>Why gold?</h2>'],
    ['a level-3 heading', '### How to choose', '<h3>How to choose</h3>'],
    ['a level-1 heading, as h2 (the page has its own h1)', '# Title', '<h2>Title</h2>'],
    ['a paragraph over two lines', 'One line\nand the next.', '<p>One line\nand the next.</p>'],
    ['two paragraphs', 'One.\n\nTwo.', '<p>One.</p>\n<p>Two.</p>'],
    ['bold', 'A **big** gain', '<p>A <strong>big</strong> gain</p>'],
    ['italic', 'An *assumed* 12%', '<p>An <em>assumed</em> 12%</p>'],
    ['inline code', 'Use `80C` here', '<p>Use <code>80C</code> here</p>'],
    ['no marks inside code', '`**not bold**`', '<p><code>**not bold**</code></p>'],
    ['escaped marks as text', 'Not \\*italic\\*', '<p>Not *italic*</p>'],
    [
      'a link to another site, telling it nothing',
      'See [SEBI](https://www.sebi.gov.in).',
      '<p>See <a href="https://www.sebi.gov.in" rel="noopener noreferrer">SEBI</a>.</p>',
    ],
    [
      'a site link',
      'Try [the calculator](/calculators/sip)',
      '<p>Try <a href="/calculators/sip">the calculator</a></p>',
    ],
    ['an in-page link', '[Up](#top)', '<p><a href="#top">Up</a></p>'],
    ['a bullet list', '- one\n- **two**', '<ul>\n<li>one</li>\n<li><strong>two</strong></li>\n</ul>'],
    [
      'a numbered list that starts later',
      '3. third\n4. fourth',
      '<ol start="3">\n<li>third</li>\n<li>fourth</li>\n</ol>',
    ],
    ['a rule', 'Above\n\n---\n\nBelow', '<p>Above</p>\n<hr>\n<p>Below</p>'],
    ['fenced code, verbatim', '```\n<b>x</b> **y**\n```', '<pre><code>&lt;b&gt;x&lt;/b&gt; **y**\n</code></pre>'],
  ])('renders %s', (_, source, expected) => {
    expect(html(source)).toBe(expected);
  });

  it.each([
    ['raw HTML', '<script>alert(1)</script>'],
    ['an HTML attribute', '<img src=x onerror="alert(1)">'],
    ['HTML inside bold', '**<i>x</i>**'],
  ])('writes %s out as text, never as markup', (_, source) => {
    const output = html(source);
    expect(output).not.toMatch(/<(script|img|i)[\s>]/);
    expect(output).toContain('&lt;');
  });

  it.each([
    ['javascript:', '[click](javascript:alert(1))'],
    ['javascript: in mixed case', '[click](JaVaScRiPt:alert(1))'],
    ['javascript: written with an entity', '[click](&#106;avascript:alert(1))'],
    ['javascript: after a tab', '[click](java\tscript:alert(1))'],
    ['javascript: as an autolink', '<javascript:alert(1)>'],
    ['javascript: as a reference link', '[click][x]\n\n[x]: javascript:alert(1)'],
    ['data:', '[x](data:text/html,hi)'],
    ['a protocol-relative address', '[x](//evil.example)'],
    ['vbscript:', '[x](vbscript:msgbox)'],
  ])('makes no link of %s', (_, source) => {
    const output = html(source);
    expect(output).not.toContain('<a ');
    expect(output).not.toMatch(/href=/i);
  });

  // Whatever an author (or a compromised account) writes, the HTML has no element that runs code,
  // no event attribute and no address that does.
  it.each([
    ['a script element', '<script>alert(1)</script>'],
    ['a script split over lines', '<scr\nipt>alert(1)</script>'],
    ['an event attribute on an image', '<img src=x onerror=alert(1)>'],
    ['an SVG with onload', '<svg onload=alert(1)></svg>'],
    ['an iframe', '<iframe src="https://evil.example"></iframe>'],
    ['a style element', '<style>body{display:none}</style>'],
    ['a raw link with javascript:', '<a href="javascript:alert(1)">x</a>'],
    ['an image with javascript:', '![x](javascript:alert(1))'],
    ['an image with data:', '![x](data:image/svg+xml,<svg onload=alert(1)>)'],
    ['an attribute smuggled in a link title', String.raw`[x](/ok "a\" onmouseover=\"alert(1)")`],
    ['an attribute smuggled in an image alt', '![a" onerror="alert(1)](/x.png)'],
    ['a form', '<form action="https://evil.example"><input name=p></form>'],
    ['an HTML comment', '<!-- <script>alert(1)</script> -->'],
    ['a meta refresh', '<meta http-equiv="refresh" content="0;url=https://evil.example">'],
  ])('renders %s inert', (_, source) => {
    const output = html(source);
    const found = elements(output);
    // Every '<' that is not one of these elements was written out as '&lt;'.
    expect(output.replace(/<\/?[a-z][a-z0-9]*(?:\s+[a-z-]+(?:="[^"]*")?)*\s*\/?>/gi, '')).not.toContain('<');
    expect(found.map((element) => element.tag).filter((tag) => !['p', 'a', 'img', 'code', 'br'].includes(tag))).toEqual(
      [],
    );
    for (const { attributes } of found) {
      expect(Object.keys(attributes).filter((name) => name.startsWith('on'))).toEqual([]);
      for (const address of [attributes.href, attributes.src]) {
        if (address !== undefined) expect(address).toMatch(/^(https?:\/\/|\/(?![/\\])|#)/i);
      }
    }
  });

  it('keeps a backslash path on this site (browsers would read /\\evil.example as another site)', () => {
    const output = html('[x](/\\evil.example)');
    expect(output).not.toMatch(/href="(\/\/|\/\\|[a-z]+:)/i);
    expect(output).not.toContain('\\');
  });

  it('renders a pipe table in a labelled, focusable scrolling region with column headers', () => {
    const table = '| Plan | Value |\n|---|:---:|\n| **Direct** | ₹1,00,000 |\n| Regular \\| other | ₹90,000 |';
    const output = html(table);
    expect(output).toMatch(
      /^<div class="table-scroll" role="region" aria-label="Table: Plan, Value" tabindex="0"><table>/,
    );
    expect(output).toContain('<th scope="col">Plan</th>');
    expect(output).toContain('<td><strong>Direct</strong></td>');
    expect(output).toContain('<td>Regular | other</td>');
    expect(output).toMatch(/<\/table>\n?<\/div>$/);
  });

  it('renders a crafted 30 KB heading in linear time (no backtracking)', () => {
    const crafted = `# ${'#'.repeat(15_000)}${' \t'.repeat(7_500)}x`;
    const started = performance.now();
    renderMarkdown(crafted);
    renderMarkdown(`## ${'a '.repeat(15_000)}#`);
    // The hand-written parser this replaced took 17.8 s on such input; markdown-it takes milliseconds.
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
