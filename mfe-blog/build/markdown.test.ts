// @vitest-environment node
// Build-time code runs in Node, so its tests do too (esbuild refuses jsdom's TextEncoder).
import { describe, expect, it } from 'vitest';
import { isAllowedLink, renderMarkdown } from './markdown';

const html = (source: string) => renderMarkdown(source).trim();

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
    ['data:', '[x](data:text/html,hi)'],
    ['a protocol-relative address', '[x](//evil.example)'],
    ['vbscript:', '[x](vbscript:msgbox)'],
  ])('makes no link of %s', (_, source) => {
    expect(html(source)).not.toContain('<a ');
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

describe('isAllowedLink', () => {
  it.each([
    ['https://www.sebi.gov.in/x', true],
    ['http://example.com', true],
    ['/blog/sip-basics', true],
    ['#section', true],
    ['//evil.example', false],
    ['/\\evil.example', false],
    ['javascript:alert(1)', false],
    [' javascript:alert(1)', false],
    ['JAVASCRIPT:alert(1)', false],
    ['mailto:a@b.c', false],
    ['https:\\\\evil.example', false],
    ['/ok\nnext', false],
    ['', false],
  ])('%j → %s', (href, expected) => {
    expect(isAllowedLink(href)).toBe(expected);
  });
});
