/**
 * Whether text holds a character that breaks a single line or that a person does not type: a
 * control character (C0 U+0000–U+001F, DEL U+007F, C1 U+0080–U+009F, which holds NEL U+0085) or a
 * line or paragraph separator (U+2028, U+2029). firestore.rules' singleLine() refuses the same.
 * hasControlCharacter('Asha\nRao') === true.
 */
export function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029) return true;
  }
  return false;
}
