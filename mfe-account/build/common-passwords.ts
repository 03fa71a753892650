/**
 * The list of common passwords the password policy refuses, as a module the account pages
 * import on demand (`virtual:common-passwords`): the 10,000 most used passwords of the ranked
 * list in @zxcvbn-ts/language-common (from leaked-password corpora), lower case, one per line.
 * Built at build time from that package's data; the pages download it (≈ 35 KB gzip) only
 * where a password is chosen, after the page has painted.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

export const COMMON_PASSWORD_COUNT = 10_000;
const ID = 'virtual:common-passwords';

/** The most used passwords, most used first, lower case, without repeats. */
export function readCommonPasswords(count = COMMON_PASSWORD_COUNT): string[] {
  const require = createRequire(import.meta.url);
  const file = require.resolve('@zxcvbn-ts/language-common/src/passwords.json');
  const ranked: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(ranked) || !ranked.every((item): item is string => typeof item === 'string')) {
    throw new Error(`${file} is not a list of passwords.`);
  }
  const unique = [...new Set(ranked.map((password) => password.toLowerCase()))];
  if (unique.length < count) throw new Error(`${file} has only ${unique.length} passwords; ${count} are needed.`);
  return unique.slice(0, count);
}

export function commonPasswords(): Plugin {
  return {
    name: 'meridian-common-passwords',
    resolveId: (id) => (id === ID ? `\0${ID}` : null),
    load(id) {
      if (id !== `\0${ID}`) return null;
      return `export default ${JSON.stringify(readCommonPasswords().join('\n'))};`;
    },
  };
}
