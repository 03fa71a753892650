/**
 * Whether text holds a control character (U+0000–U+001F or U+007F): a line break or tab in a
 * single-line field, or anything a person does not type. hasControlCharacter('Asha\nRao') === true.
 */
export function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}
