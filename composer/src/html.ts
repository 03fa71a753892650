/** Putting text into HTML, literally: no replacement patterns ($&, $') are ever interpreted. */

/** `text` with the first `mark` replaced by `insert`, exactly as given. */
export function insertAt(text: string, mark: string, insert: string): string {
  const at = text.indexOf(mark);
  if (at === -1) throw new Error(`The frame has no ${mark}.`);
  return text.slice(0, at) + insert + text.slice(at + mark.length);
}

/** `text` with every `token` replaced by `value`, exactly as given. */
export function replaceAll(text: string, token: string, value: string): string {
  return text.split(token).join(value);
}

export function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** JSON to write inside a <script> element: nothing in it can close the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * styled-components' server style tags, made one set. Each build numbers its rule groups from 1,
 * so the shell's and a section's tags reuse numbers; in the browser, styled-components reads every
 * tag into one sheet by those numbers, and a component clearing its own group (a global style
 * mounting) would delete another's rules. Each component gets one number across all the tags.
 */
export function renumberStyleGroups(css: string): string {
  const groups = new Map<string, number>();
  return css.replace(/data-styled\.g\d+\[id="([^"]+)"\]/g, (_marker, id: string) => {
    let group = groups.get(id);
    if (group === undefined) {
      group = groups.size + 1;
      groups.set(id, group);
    }
    return `data-styled.g${group}[id="${id}"]`;
  });
}
