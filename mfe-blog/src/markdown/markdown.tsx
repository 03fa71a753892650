// A small Markdown renderer that builds React elements, never HTML strings: whatever the source
// holds (a <script> tag, an onclick attribute) reaches the page as text. It knows the subset the
// articles use: ## and ### headings, paragraphs, bullet and numbered lists, pipe tables, fenced
// code, rules, and inline **bold**, *italic*, `code` and [links](https://…).
import { Fragment, type ReactNode } from 'react';
import { Link } from '@meridian/shared';

export type Block =
  | { kind: 'heading'; level: 2 | 3 | 4; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; ordered: boolean; start: number; items: string[] }
  | { kind: 'table'; header: string[]; rows: string[][] }
  | { kind: 'code'; text: string }
  | { kind: 'rule' };

const HEADING = /^(#{1,6})\s+(.+?)\s*#*\s*$/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*(\d{1,9})[.)]\s+(.*)$/;
const RULE = /^\s*([-*_])(\s*\1){2,}\s*$/;
const FENCE = /^\s*```/;
const TABLE_ROW = /^\s*\|/;
const TABLE_DIVIDER = /^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/;

/** The cells of a `| a | b |` row; `\|` is a literal bar inside a cell. */
function splitRow(line: string): string[] {
  const inner = line.trim().replace(/^\|/, '').replace(/(?<!\\)\|$/, '');
  return inner.split(/(?<!\\)\|/).map((cell) => cell.trim().replace(/\\\|/g, '|'));
}

/** Splits Markdown into blocks. Lines that fit no other block join the paragraph they are in. */
export function parseBlocks(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    paragraph = [];
  };

  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] ?? '';
    if (line.trim() === '') {
      flush();
      continue;
    }
    if (FENCE.test(line)) {
      flush();
      const code: string[] = [];
      index += 1;
      while (index < lines.length && !FENCE.test(lines[index] ?? '')) {
        code.push(lines[index] ?? '');
        index += 1;
      }
      blocks.push({ kind: 'code', text: code.join('\n') });
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      flush();
      const hashes = heading[1]?.length ?? 2;
      blocks.push({ kind: 'heading', level: hashes <= 2 ? 2 : hashes === 3 ? 3 : 4, text: heading[2] ?? '' });
      continue;
    }
    if (RULE.test(line)) {
      flush();
      blocks.push({ kind: 'rule' });
      continue;
    }
    if (TABLE_ROW.test(line) && TABLE_DIVIDER.test(lines[index + 1] ?? '')) {
      flush();
      const header = splitRow(line);
      const rows: string[][] = [];
      index += 2;
      while (index < lines.length && TABLE_ROW.test(lines[index] ?? '')) {
        rows.push(splitRow(lines[index] ?? ''));
        index += 1;
      }
      index -= 1;
      blocks.push({ kind: 'table', header, rows });
      continue;
    }
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    if (bullet || numbered) {
      flush();
      const ordered = numbered !== null;
      const items: string[] = [];
      const start = numbered ? Number(numbered[1]) : 1;
      const itemPattern = ordered ? NUMBERED : BULLET;
      while (index < lines.length) {
        const current = lines[index] ?? '';
        const item = itemPattern.exec(current);
        if (item) {
          items.push((ordered ? item[2] : item[1]) ?? '');
        } else if (current.trim() !== '' && /^\s+/.test(current) && items.length > 0) {
          // An indented line continues the item above it.
          items[items.length - 1] += ` ${current.trim()}`;
        } else {
          break;
        }
        index += 1;
      }
      index -= 1;
      blocks.push({ kind: 'list', ordered, start, items });
      continue;
    }
    paragraph.push(line.trim());
  }
  flush();
  return blocks;
}

const EXTERNAL = /^(https?:\/\/|mailto:)/i;

/** A link's target, or null when it is neither http(s), mailto, an in-page anchor nor a site path. */
function linkTarget(href: string): { kind: 'external' | 'anchor' | 'route'; href: string } | null {
  if (EXTERNAL.test(href)) return { kind: 'external', href };
  if (href.startsWith('#')) return { kind: 'anchor', href };
  if (href.startsWith('/') && !href.startsWith('//')) return { kind: 'route', href };
  return null;
}

/** The position of the * that closes an italic run: after a non-space, and not half of a **. */
function closingStar(text: string, from: number): number {
  for (let at = from; at < text.length; at += 1) {
    if (text[at] !== '*') continue;
    if (text[at + 1] === '*') {
      at += 1;
      continue;
    }
    if (!/\s/.test(text[at - 1] ?? ' ')) return at;
  }
  return -1;
}

const LINK = /^\[((?:\\.|[^\]\\])+)\]\(([^()\s]+)\)/;

/** Inline Markdown → React nodes. Unclosed marks stay as the characters they are. */
export function renderInline(text: string, keyPrefix = 'i'): ReactNode[] {
  const nodes: ReactNode[] = [];
  let plain = '';
  const push = (node: ReactNode) => {
    if (plain) nodes.push(plain);
    plain = '';
    nodes.push(node);
  };
  let index = 0;
  while (index < text.length) {
    const char = text[index] ?? '';
    const key = `${keyPrefix}-${nodes.length}`;
    if (char === '\\' && /[\\`*_[\]()#+\-.!|<>]/.test(text[index + 1] ?? '')) {
      plain += text[index + 1];
      index += 2;
      continue;
    }
    if (char === '`') {
      const end = text.indexOf('`', index + 1);
      if (end > index + 1) {
        push(<code key={key}>{text.slice(index + 1, end)}</code>);
        index = end + 1;
        continue;
      }
    }
    if (text.startsWith('**', index)) {
      const end = text.indexOf('**', index + 2);
      if (end > index + 2) {
        push(<strong key={key}>{renderInline(text.slice(index + 2, end), key)}</strong>);
        index = end + 2;
        continue;
      }
    }
    if (char === '*' && text[index + 1] !== '*' && !/\s/.test(text[index + 1] ?? ' ')) {
      const end = closingStar(text, index + 2);
      if (end > index + 1) {
        push(<em key={key}>{renderInline(text.slice(index + 1, end), key)}</em>);
        index = end + 1;
        continue;
      }
    }
    if (char === '[') {
      const link = LINK.exec(text.slice(index));
      if (link) {
        const [whole, label = '', href = ''] = link;
        const target = linkTarget(href);
        const children = renderInline(label, key);
        if (target?.kind === 'external') {
          push(
            <a key={key} href={target.href} rel="noopener noreferrer">
              {children}
            </a>,
          );
        } else if (target?.kind === 'anchor') {
          push(
            <a key={key} href={target.href}>
              {children}
            </a>,
          );
        } else if (target?.kind === 'route') {
          push(
            <Link key={key} to={target.href}>
              {children}
            </Link>,
          );
        } else {
          // An unsafe or unknown scheme (javascript:, data:, …): the label only, as text.
          push(<Fragment key={key}>{children}</Fragment>);
        }
        index += whole.length;
        continue;
      }
    }
    plain += char;
    index += 1;
  }
  if (plain) nodes.push(plain);
  return nodes;
}

function renderBlock(block: Block, key: string): ReactNode {
  switch (block.kind) {
    case 'heading': {
      const Heading = `h${block.level}` as const;
      return <Heading key={key}>{renderInline(block.text, key)}</Heading>;
    }
    case 'paragraph':
      return <p key={key}>{renderInline(block.text, key)}</p>;
    case 'list': {
      const items = block.items.map((item, index) => <li key={index}>{renderInline(item, `${key}-${index}`)}</li>);
      return block.ordered ? (
        <ol key={key} start={block.start === 1 ? undefined : block.start}>
          {items}
        </ol>
      ) : (
        <ul key={key}>{items}</ul>
      );
    }
    case 'table':
      // Wide tables scroll sideways on small screens; the region is focusable so that keyboard
      // users can scroll it too.
      return (
        <div key={key} className="table-scroll" role="region" aria-label={`Table: ${block.header.join(', ')}`} tabIndex={0}>
          <table>
            <thead>
              <tr>
                {block.header.map((cell, index) => (
                  <th key={index} scope="col">
                    {renderInline(cell, `${key}-h${index}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, rowIndex) => (
                <tr key={rowIndex}>
                  {block.header.map((_, index) => (
                    <td key={index}>{renderInline(row[index] ?? '', `${key}-${rowIndex}-${index}`)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case 'code':
      return (
        <pre key={key}>
          <code>{block.text}</code>
        </pre>
      );
    case 'rule':
      return <hr key={key} />;
  }
}

/** Renders Markdown as React elements; the caller styles them. */
export function Markdown({ source }: { source: string }) {
  return <>{parseBlocks(source).map((block, index) => renderBlock(block, `b${index}`))}</>;
}
