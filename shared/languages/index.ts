/**
 * '@meridian/shared/languages': the languages notices are offered in, their addresses, the
 * translation status, and the language switch (issue 35, item 6). See languages.ts.
 */
export * from './languages';
export { LANGUAGE_FRAMES, type LanguageFrame } from './frames';
export { LanguageSwitch, SECTION_ATTRIBUTE } from './language-switch';
