// One lint config for the whole repository. Besides the usual rules it enforces the boundaries
// the architecture depends on (see README, "Boundaries").
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const REMOTES = ['mfe-marketing', 'mfe-blog', 'mfe-calculators', 'mfe-account', 'mfe-admin'];

// Firebase is reached only through shared/src/firebase.
const firebaseBan = {
  regex: '^(firebase|@firebase)(/|$)',
  message: 'Call the verb-named functions of @meridian/shared (shared/src/firebase) instead of Firebase directly.',
};

// The router's one copy is re-exported by shared/src/router.ts (see shared/federation.ts).
const routerBan = {
  regex: '^react-router(-dom)?(/|$)',
  message: "Import routing from '@meridian/shared': the router's one copy lives there (shared/src/router.ts).",
};

/** What a workspace may not import: other workspaces' files, Firebase outside its module, the router directly. */
function boundaries(own) {
  const others = ['shell', ...REMOTES].filter((name) => name !== own);
  return [
    firebaseBan,
    routerBan,
    {
      group: others.flatMap((name) => [`**/${name}/**`, `@meridian/${name}`, `@meridian/${name}/**`]),
      message: `${own} may import only its own files and @meridian/shared. Another section's content comes through the shell's slots.`,
    },
    {
      group: ['**/shared/src/**', '@meridian/shared/src/**'],
      message: 'Import from @meridian/shared, its public surface.',
    },
  ];
}

const restricted = (patterns) => ['error', { patterns }];

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/test-results/**', '**/playwright-report/**', 'bench-results/**', '.run/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      eqeqeq: ['error', 'always'],
    },
  },
  ...['shell', ...REMOTES].map((own) => ({
    files: [`${own}/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': restricted(boundaries(own)) },
  })),
  {
    files: ['shared/**/*.{ts,tsx}'],
    ignores: ['shared/src/firebase/**'],
    rules: {
      'no-restricted-imports': restricted([
        firebaseBan,
        { group: ['**/shell/**', '**/mfe-*/**', '@meridian/shell', '@meridian/mfe-*'], message: 'shared is below every section: it imports none of them.' },
      ]),
    },
  },
  {
    // Pure maths: no UI, no Firebase, no DOM.
    files: ['**/src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': restricted([
        { regex: '^(react|react-.*|styled-components|firebase|@firebase/.*|@meridian/.*)(/.*)?$', message: 'domain/ is pure TypeScript: no React, no Firebase, no shared UI.' },
      ]),
    },
  },
  {
    // Build tooling runs in Node at build time: it may read another workspace's plain data files.
    files: ['scripts/**/*.{js,mjs}', '*.config.{js,ts}', '**/vite.config.ts', '**/vitest*.config.ts', '*/seo-pages.ts', 'e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-console': 'off', 'no-restricted-imports': 'off' },
  },
);
