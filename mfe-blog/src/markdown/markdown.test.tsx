import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Markdown, parseBlocks } from './markdown';
import { MemoryRouter } from '@meridian/shared';

const html = (source: string) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <Markdown source={source} />
    </MemoryRouter>,
  );

describe('Markdown', () => {
  it.each([
    ['a level-2 heading', '## Why gold?', '<h2>Why gold?</h2>'],
    ['a level-3 heading', '### How to choose', '<h3>How to choose</h3>'],
    ['a level-1 heading, as h2 (the page has its own h1)', '# Title', '<h2>Title</h2>'],
    ['a paragraph over two lines', 'One line\nand the next.', '<p>One line and the next.</p>'],
    ['two paragraphs', 'One.\n\nTwo.', '<p>One.</p><p>Two.</p>'],
    ['bold', 'A **big** gain', '<p>A <strong>big</strong> gain</p>'],
    ['italic', 'An *assumed* 12%', '<p>An <em>assumed</em> 12%</p>'],
    ['bold inside italic', '*a **b** c*', '<p><em>a <strong>b</strong> c</em></p>'],
    ['italic inside bold', '**a *b* c**', '<p><strong>a <em>b</em> c</strong></p>'],
    ['inline code', 'Use `80C` here', '<p>Use <code>80C</code> here</p>'],
    ['no marks inside code', '`**not bold**`', '<p><code>**not bold**</code></p>'],
    ['a lone star as text', 'Rate 5 * 3 and 2*', '<p>Rate 5 * 3 and 2*</p>'],
    ['an unclosed bold as text', 'A **dangling mark', '<p>A **dangling mark</p>'],
    ['escaped marks as text', 'Not \\*italic\\*', '<p>Not *italic*</p>'],
    [
      'an external link',
      'See [SEBI](https://www.sebi.gov.in).',
      '<p>See <a href="https://www.sebi.gov.in" rel="noopener noreferrer">SEBI</a>.</p>',
    ],
    ['a site link, through the router', 'Try [the calculator](/calculators/sip)', '<p>Try <a href="/calculators/sip" data-discover="true">the calculator</a></p>'],
    ['an in-page link', '[Up](#top)', '<p><a href="#top">Up</a></p>'],
    ['a javascript: link as its text only', '[click](javascript:alert)', '<p>click</p>'],
    ['a data: link as its text only', '[x](data:text/html,hi)', '<p>x</p>'],
    ['a protocol-relative link as its text only', '[x](//evil.example)', '<p>x</p>'],
    ['a bullet list', '- one\n- **two**\n* three', '<ul><li>one</li><li><strong>two</strong></li><li>three</li></ul>'],
    ['a numbered list', '1. first\n2. second', '<ol><li>first</li><li>second</li></ol>'],
    ['a numbered list that starts later', '3. third\n4. fourth', '<ol start="3"><li>third</li><li>fourth</li></ol>'],
    ['an indented line continuing an item', '- one\n  more\n- two', '<ul><li>one more</li><li>two</li></ul>'],
    ['a list right after a paragraph', 'Intro:\n- a\n- b', '<p>Intro:</p><ul><li>a</li><li>b</li></ul>'],
    ['a rule', 'Above\n\n---\n\nBelow', '<p>Above</p><hr/><p>Below</p>'],
    ['fenced code, verbatim', '```\n<b>x</b> **y**\n```', '<pre><code>&lt;b&gt;x&lt;/b&gt; **y**</code></pre>'],
    ['raw HTML as text', '<script>alert(1)</script>', '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>'],
    ['an HTML attribute as text', '<img src=x onerror="alert(1)">', '<p>&lt;img src=x onerror=&quot;alert(1)&quot;&gt;</p>'],
    ['HTML inside bold as text', '**<i>x</i>**', '<p><strong>&lt;i&gt;x&lt;/i&gt;</strong></p>'],
    ['a pipe that is not a table', '| just a bar', '<p>| just a bar</p>'],
  ])('renders %s', (_, source, expected) => {
    expect(html(source)).toBe(expected);
  });

  it('renders a pipe table with a header, cells with marks, and a focusable scrolling region', () => {
    const table = '| Plan | Value |\n|---|:---:|\n| **Direct** | ₹1,00,000 |\n| Regular \\| other | ₹90,000 |';
    expect(html(table)).toBe(
      '<div class="table-scroll" role="region" aria-label="Table: Plan, Value" tabindex="0"><table>' +
        '<thead><tr><th scope="col">Plan</th><th scope="col">Value</th></tr></thead>' +
        '<tbody><tr><td><strong>Direct</strong></td><td>₹1,00,000</td></tr><tr><td>Regular | other</td><td>₹90,000</td></tr></tbody>' +
        '</table></div>',
    );
  });

  it('pads a short table row with empty cells', () => {
    expect(html('| a | b |\n|---|---|\n| 1 |')).toContain('<tr><td>1</td><td></td></tr>');
  });

  it('splits a document into blocks in order', () => {
    const blocks = parseBlocks('## Title\n\nText **here**.\n\n1. a\n2. b\n\n| x | y |\n|---|---|\n| 1 | 2 |\n\nEnd.');
    expect(blocks).toEqual([
      { kind: 'heading', level: 2, text: 'Title' },
      { kind: 'paragraph', text: 'Text **here**.' },
      { kind: 'list', ordered: true, start: 1, items: ['a', 'b'] },
      { kind: 'table', header: ['x', 'y'], rows: [['1', '2']] },
      { kind: 'paragraph', text: 'End.' },
    ]);
  });
});
