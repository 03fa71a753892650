// One lint config for the whole repository. Besides the usual rules it enforces the boundaries
// the architecture depends on (see docs/architecture.md); scripts/lint-boundaries.test.mjs shows
// each one refusing what it should.
import { readFileSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { REMOTES, SHELL } from './shared/registry.js';

/** The shell and every remote, by workspace folder (from the registry). */
const SECTIONS = [SHELL.dir, ...REMOTES.map((remote) => remote.dir)];

const packageJson = (folder) => JSON.parse(readFileSync(new URL(`${folder}/package.json`, import.meta.url), 'utf8'));
/** Every workspace, by folder (the root package.json's list). */
const WORKSPACES = packageJson('.').workspaces;

// Workspaces meet by package name, through the doors each one's package.json `exports` lists:
// never by a relative path into another workspace's folder. (The exceptions are into shared:
// its build door and server renderer, which have no package name, and what Vite's config loader
// reads, which bundles relative imports only; see sharedBeyond and the blocks that give it paths.)
const workspaceReach = (own, skip = []) => {
  const others = WORKSPACES.filter((name) => name !== own && name !== 'shared' && !skip.includes(name));
  return {
    regex: `^(\\.\\./)+(${others.join('|')})(/|$)`,
    message: `${own} reaches another workspace by its package name (@meridian/…) and the doors its package.json exports, never by a path into its folder.`,
  };
};

// Files that run in Node at build time. They reach shared only through its build door.
const BUILD_FILES = [
  '**/vite.config.ts',
  '**/vite.*.config.ts',
  '**/vitest.config.ts',
  '**/vitest.*.config.ts',
  'mfe-*/build/**/*.{ts,tsx}',
];
const TEST_FILES = ['**/*.test.ts', '**/*.test.tsx'];

// Firebase is reached only through shared/src/firebase.
const firebaseBan = {
  regex: '^(firebase|@firebase)(/|$)',
  message: "Use the Firebase handles of @meridian/shared (loadAuthSdk, loadFirestore) in your section's src/data/.",
};

// The router's one copy is re-exported by shared/src/router.ts (see shared/build/federation.ts).
const routerBan = {
  regex: '^react-router(-dom)?(/|$)',
  message: "Import routing from '@meridian/shared': the router's one copy lives there (shared/src/router.ts).",
};

// shared is entered only through its doors, and a file uses the one made for it: the package
// name and the subpaths of shared/package.json's `exports` (the table in docs/architecture.md,
// pinned there by scripts/doors.test.mjs), and '../shared/build' for build files. Never its
// folders by relative path, nor a file behind a door.
const sharedBeyond = (
  byPath,
  message = "Import from one of shared's doors (shared/package.json's exports, docs/architecture.md): '@meridian/shared', '@meridian/shared/<door>', or '../shared/build' in build files.",
) => ({
  regex: `^(\\.\\./)+shared(/(?!(${byPath.join('|')})$)|$)|^@meridian/shared/((src|build)(/|$)|testing/)`,
  message,
});
const sharedInsides = sharedBeyond(['build']);
/** The doors that carry React: browser code only. The others are plain, for server code too. */
const BROWSER_DOORS = ['privacy', 'privacy-hi', 'form-kit', 'languages'];
/** The folders behind shared's doors (src/ and each door's own), but its testing door. */
const SHARED_DOOR_FOLDERS = [
  ...new Set(
    Object.values(packageJson('shared').exports)
      .map((target) => target.split('/'))
      .filter((parts) => parts.length > 2 && parts[1] !== 'testing')
      .map((parts) => parts[1]),
  ),
];
/** The folders of the plain doors (not src/, the runtime's own). */
const PLAIN_DOOR_FOLDERS = SHARED_DOOR_FOLDERS.filter((folder) => folder !== 'src' && !BROWSER_DOORS.includes(folder));
const runtimeInPlainDoor = {
  name: '@meridian/shared',
  message:
    "A plain door imports nothing of the browser runtime (server code bundles it, React and all): take the file by path, e.g. '../src/contracts/documents'.",
};
const buildDoorBan = {
  group: ['**/shared/build', '@meridian/shared/registry'],
  message:
    "shared/build is for build files (vite.config.ts, a section's build/); browser code uses '@meridian/shared'.",
};
const testingDoorBan = {
  group: ['@meridian/shared/testing'],
  message: "'@meridian/shared/testing' is for unit tests (*.test.ts[x]) only.",
};

// The portal kit (portal-kit/) has one door, and two for pure code: its dates (for domain/) and
// its kept-list reader.
const portalKitInsides = {
  regex: '^(\\.\\./)+portal-kit(/|$)|^@meridian/portal-kit/src(/|$)',
  message:
    "Import the portal kit from '@meridian/portal-kit' (domain/ takes its dates from '@meridian/portal-kit/dates').",
};

/** What a section's code may not import: other sections' files, Firebase, the router directly, shared's insides. */
function boundaries(own, { test = false, sharedByPath = [] } = {}) {
  const others = SECTIONS.filter((name) => name !== own);
  return [
    firebaseBan,
    routerBan,
    {
      group: others.flatMap((name) => [`**/${name}/**`, `@meridian/${name}`, `@meridian/${name}/**`]),
      message: `${own} may import only its own files and @meridian/shared. Another section's content comes through the shell's slots.`,
    },
    sharedBeyond(['build', ...sharedByPath]),
    portalKitInsides,
    workspaceReach(own, [...SECTIONS, 'portal-kit']),
    {
      // The site's code uses the libraries (shared, the portal kit); the server and the tests use it.
      regex: '^@meridian/(composer|functions|firestore|e2e)(/|$)',
      message: `${own} imports shared and the portal kit, not the composer, the functions or the tests.`,
    },
    // The shell alone reads the registry at run time (its routes and slots); remotes never need it.
    ...(own === SHELL.dir ? [{ ...buildDoorBan, group: ['**/shared/build'] }] : [buildDoorBan]),
    ...(test ? [] : [testingDoorBan]),
  ];
}

// Pages are prerendered on their own and hydrated inside the shell, where React's useId would
// give other ids: sections name their ids themselves.
const useIdBan = {
  name: 'react',
  importNames: ['useId'],
  message: 'Prerendered pages need ids that do not depend on where they are mounted: name them (e.g. from a key).',
};

const restricted = (patterns, paths = []) => ['error', { patterns, paths }];

// India's numbers and dates are written by shared's formatters (formatIndianNumber, formatRupees,
// '@meridian/shared/dates'), the same in Node and in every browser, and without Intl: a page's
// first Intl formatter costs about 100 ms of the bench phone's CPU, loading the locale's data.
const INTL_MESSAGE =
  "Write numbers with formatIndianNumber or formatRupees ('@meridian/shared') and dates with '@meridian/shared/dates': Intl's first formatter costs the phone about 100 ms.";
const intlBan = { name: 'Intl', message: INTL_MESSAGE };
const localeFormatBans = ['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'].map((property) => ({
  property,
  message: INTL_MESSAGE,
}));

// A section's domain/ holds its pure logic: the rules of its data and forms, its maths, its
// wording. Plain TypeScript on shared's contracts and validators: no React, no UI, no Firebase.
const pureBans = [
  {
    regex: '^(react|react-.*|styled-components)(/.*)?$',
    message: "domain/ is pure TypeScript: no React or UI (shared's contracts and validators are fine).",
  },
  {
    regex: '^@meridian/portal-kit$',
    message: "domain/ imports no UI: the portal kit's dates are at '@meridian/portal-kit/dates'.",
  },
];
// Pure logic of a section: its domain/ folder.
const pureFiles = (own) => [`${own}/src/domain/**/*.ts`];

// What the portal kit may import: react, styled-components and @meridian/shared, which the
// remotes that bundle it borrow from the shell; its tests add vitest and Testing Library.
const portalKitOnly = (extra = []) => ({
  regex: `^(?!(${['react', 'styled-components', '@meridian/shared', ...extra].join('|')})(/|$))[^.]`,
  message: 'The portal kit imports react, styled-components and @meridian/shared, and nothing else of the site.',
});
const portalKitBans = (test) => [
  portalKitOnly(test ? ['vitest', '@testing-library/[^/]+'] : []),
  {
    group: ['**/shell/**', '**/mfe-*/**'],
    message: 'The portal kit imports no section’s files: sections import it.',
  },
  sharedInsides,
  workspaceReach('portal-kit', ['shell', ...SECTIONS]),
  buildDoorBan,
  ...(test ? [] : [testingDoorBan]),
];

// The composer and the site's functions run in a Cloud Function, whose code is functions/lib (the
// composer and shared's doors bundled in) and whose packages are functions/package.json's own,
// installed by Cloud Build: Node's modules, those packages, and no browser code.
const deployedPackages = Object.keys(packageJson('functions').dependencies);
const serverBans = (own, { test = false } = {}) => [
  {
    // The Firebase web SDK is not among them: server code uses the Admin SDK (firebase-admin).
    regex: `^(?!(node:|(${[...deployedPackages, '@meridian/composer', '@meridian/shared', ...(test ? ['vitest', '@meridian/shell', 'react'] : [])].join('|')})(/|$)))[^.]`,
    message: `The deployed function loads only Node's modules and functions/package.json's dependencies (${deployedPackages.join(', ')}; for Firebase, the Admin SDK); the composer and shared's doors are bundled in.`,
  },
  {
    regex: `^@meridian/shared(/(${[...BROWSER_DOORS, 'session-check'].join('|')}))?$`,
    message:
      "Server code takes shared's plain doors ('@meridian/shared/submissions', '/complaints', '/posts', '/roles', …): the browser runtime, the privacy notices and the form kit carry React, and the session's check Firebase's web SDK.",
  },
  workspaceReach(own),
  // The pipeline test renders a section's fragments as a section's build does: shared's ssr door.
  test ? sharedBeyond(['build', 'build/ssr']) : sharedInsides,
  ...(test ? [] : [testingDoorBan]),
];
// shared is below every workspace: it imports none of their packages, nor their files by path.
const sharedBelow = [
  workspaceReach('shared', SECTIONS),
  {
    regex: '^@meridian/(?!shared(/|$))',
    message: 'shared is below every workspace: it imports none of their packages.',
  },
];
/** The Node workspaces outside the site's code: the rules tests and the end-to-end tests. */
const toolingBans = (own) => [workspaceReach(own), sharedInsides];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/.releases/**',
      'functions/lib/**',
      'mfe-blog/functions/lib/**',
      '**/node_modules/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'bench-results/**',
      '.run/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // No import cycles anywhere: a cycle makes load order decide what a module sees. Imports are
    // resolved as TypeScript resolves them, through the workspaces' packages; type-only imports
    // do not count (they are gone at run time), dynamic ones do.
    files: ['**/*.{js,mjs,ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.base.json' })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
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
  {
    // shared/src/format is the one home of the site's number and date formats (see intlBan).
    files: ['**/*.{ts,tsx}'],
    ignores: ['shared/src/format/**', 'e2e/**', ...TEST_FILES],
    rules: {
      'no-restricted-globals': ['error', intlBan],
      'no-restricted-properties': ['error', ...localeFormatBans],
    },
  },
  ...SECTIONS.map((own) => ({
    files: [`${own}/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': restricted(boundaries(own), [useIdBan]) },
  })),
  ...SECTIONS.map((own) => ({
    files: TEST_FILES.map((pattern) => `${own}/${pattern}`),
    rules: { 'no-restricted-imports': restricted(boundaries(own, { test: true }), [useIdBan]) },
  })),
  ...[
    { test: false, folders: SHARED_DOOR_FOLDERS.filter((folder) => !PLAIN_DOOR_FOLDERS.includes(folder)) },
    { test: false, folders: PLAIN_DOOR_FOLDERS, paths: [runtimeInPlainDoor] },
    { test: true, folders: SHARED_DOOR_FOLDERS },
  ].map(({ test, folders, paths = [] }) => ({
    // shared is below every workspace. Its browser code (src/) and its doors' folders never reach
    // into its build door, nor (but in tests) its testing door; only src/firebase/ imports Firebase.
    // A plain door (one server code may take) imports nothing of the browser runtime.
    files: folders.flatMap((folder) =>
      test ? TEST_FILES.map((pattern) => `shared/${folder}/${pattern}`) : [`shared/${folder}/**/*.{ts,tsx}`],
    ),
    ignores: ['shared/src/firebase/**', ...(test ? [] : TEST_FILES)],
    rules: {
      'no-restricted-imports': restricted(
        [
          firebaseBan,
          ...sharedBelow,
          {
            group: [
              '**/shell/**',
              '**/mfe-*/**',
              '**/build',
              '**/build/**',
              ...(test ? [] : ['**/testing', '**/testing/**']),
            ],
            message: test
              ? "shared's tests import none of the sections, nor shared's build door."
              : "shared's browser code imports none of the sections, nor shared's build or testing doors.",
          },
        ],
        paths,
      ),
    },
  })),
  {
    // Two of the blog's modules serve both its pages and its build (build/posts-plugin.ts, which
    // its vite and vitest configs load): Vite bundles a config's relative imports but leaves
    // packages to Node, which cannot load TypeScript, so they reach the posts door by its folder.
    files: ['mfe-blog/src/content/categories.ts', 'mfe-blog/src/render/markdown.ts'],
    rules: { 'no-restricted-imports': restricted(boundaries('mfe-blog', { sharedByPath: ['posts'] }), [useIdBan]) },
  },
  {
    // The same for a post's date (build/front-matter.ts reads it): the dates door by its file.
    files: ['mfe-blog/src/content/post-date.ts'],
    rules: { 'no-restricted-imports': restricted(boundaries('mfe-blog', { sharedByPath: ['src/format/dates'] })) },
  },
  ...SECTIONS.map((own) => ({
    files: pureFiles(own),
    ignores: TEST_FILES,
    rules: { 'no-restricted-imports': restricted([...boundaries(own), ...pureBans]) },
  })),
  ...SECTIONS.map((own) => ({
    files: pureFiles(own).flatMap((glob) => TEST_FILES.map((test) => glob.replace('**/*.ts', test))),
    rules: { 'no-restricted-imports': restricted([...boundaries(own, { test: true }), ...pureBans]) },
  })),
  {
    files: ['portal-kit/**/*.{ts,tsx}'],
    ignores: [...TEST_FILES, ...BUILD_FILES],
    rules: { 'no-restricted-imports': restricted(portalKitBans(false), [useIdBan]) },
  },
  {
    files: TEST_FILES.map((pattern) => `portal-kit/${pattern}`),
    rules: { 'no-restricted-imports': restricted(portalKitBans(true), [useIdBan]) },
  },
  {
    // Build files run in Node at build time. The one way into shared is its build door,
    // '../shared/build' (imported by relative path: Vite bundles a config's relative imports but
    // leaves package imports to Node, which cannot load TypeScript). A remote deployed alone
    // builds from its own folder and that door, never from shared's insides or another
    // section's files. (They may read their own section's plain content modules.)
    files: BUILD_FILES,
    ignores: ['shared/**'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'no-console': 'off',
      'no-restricted-imports': restricted([
        sharedInsides,
        {
          regex: '^@meridian/shared(/.*)?$',
          message: "Build files import '../shared/build', the node-safe door.",
        },
        {
          group: SECTIONS.flatMap((name) => [`../${name}/**`, `../../${name}/**`]),
          message: "A section's build reads only its own files and '@meridian/shared/build'.",
        },
      ]),
    },
  },
  {
    // The blog's front matter is read by its build and by the seed (scripts/lib/post-documents.ts,
    // bundled by esbuild), which must not bundle the build door's Vite plugins: it takes the posts
    // door by its folder, as categories.ts does.
    files: ['mfe-blog/build/front-matter.ts'],
    rules: { 'no-restricted-imports': restricted(boundaries('mfe-blog', { sharedByPath: ['posts'] })) },
  },
  {
    // The blog's live site (src/live) runs on the server, in the blog's own function: it renders
    // the blog's components with shared's prerender renderer, its one door into shared/build.
    files: ['mfe-blog/src/live/**/*.{ts,tsx}'],
    ignores: TEST_FILES,
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'no-restricted-imports': restricted(
        [
          firebaseBan,
          routerBan,
          sharedBeyond(
            ['build/ssr'],
            "The blog's live site renders through '../../../shared/build/ssr' and imports the rest from '@meridian/shared' and its doors.",
          ),
          {
            group: SECTIONS.filter((name) => name !== 'mfe-blog').flatMap((name) => [
              `**/${name}/**`,
              `@meridian/${name}`,
            ]),
            message: 'The blog imports no other section’s files.',
          },
        ],
        [useIdBan],
      ),
    },
  },
  {
    // The shell's server build renders the shell's own components with shared's prerender
    // renderer (its one door into shared/build besides the index: it is bundled with them).
    files: ['shell/build/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'no-restricted-imports': restricted([
        firebaseBan,
        routerBan,
        sharedBeyond(
          ['build/ssr'],
          "The shell's build renders through '../../shared/build/ssr' and imports the rest from '@meridian/shared' and its doors.",
        ),
        {
          group: REMOTES.flatMap((remote) => [`**/${remote.dir}/**`, `@meridian/${remote.dir}`]),
          message: 'The shell imports no section’s files.',
        },
      ]),
    },
  },
  {
    // The calculators' results are prerendered in Node and hydrated in the browser: both must get
    // the same bits, and engines differ in the last bits of Math.exp, Math.log, `**` and the like.
    // Their maths uses domain/portable-math.ts, built of + − × ÷ only.
    files: ['mfe-calculators/src/**/*.{ts,tsx}'],
    ignores: ['mfe-calculators/src/domain/portable-math.ts', ...TEST_FILES],
    rules: {
      'no-restricted-properties': [
        'error',
        ...localeFormatBans,
        ...[
          'exp',
          'expm1',
          'log',
          'log1p',
          'log10',
          'log2',
          'pow',
          'cbrt',
          'sin',
          'cos',
          'tan',
          'atan',
          'atan2',
          'hypot',
        ].map((property) => ({
          object: 'Math',
          property,
          message: 'Engines differ in its last bits: use domain/portable-math.ts, so prerender and browser agree.',
        })),
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "BinaryExpression[operator='**'], AssignmentExpression[operator='**=']",
          message: 'Engines differ in the last bits of `**`: use pow or powerOfTen from domain/portable-math.ts.',
        },
      ],
    },
  },
  {
    // The benchmark's plain-React baseline (npm run bench): a fixture, not part of the site, that
    // deliberately imports across sections (the shell's layout, the marketing home page, the blog's
    // and calculators' widgets, the blog's build plugin) to build the same page as one bundle
    // without federation. No workspace builds, ships or typechecks it; the bench builds it into
    // .run/bench/. Firebase and the router stay banned: the baseline needs neither directly.
    files: ['scripts/bench/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restricted([firebaseBan, routerBan]) },
  },
  {
    // Repository tooling and shared's build door: Node programs outside the workspaces' boundaries.
    files: ['scripts/**/*.{js,mjs}', '*.config.{js,ts}', 'shared/build/**/*.{ts,tsx}', 'shared/*.config.ts'],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-console': 'off', 'no-restricted-imports': 'off' },
  },
  {
    // shared's build door and its testing door are below every workspace too.
    files: ['shared/build/**/*.{ts,tsx}', 'shared/testing/**/*.{ts,tsx}', 'shared/*.config.ts'],
    rules: {
      'no-restricted-imports': restricted([
        ...sharedBelow,
        {
          group: ['**/shell/**', '**/mfe-*/**'],
          message: 'shared is below every workspace: it imports no section’s files.',
        },
      ]),
    },
  },
  {
    // The workspaces that run in Node: the composer and the site's functions (one Cloud Function),
    // the rules tests and the end-to-end tests.
    files: ['composer/**/*.{ts,tsx}', 'functions/**/*.ts', 'firestore/**/*.ts', 'e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-console': 'off' },
  },
  ...['composer', 'functions'].flatMap((own) => [
    {
      files: [`${own}/**/*.{ts,tsx}`],
      ignores: [...TEST_FILES, ...BUILD_FILES],
      rules: { 'no-restricted-imports': restricted(serverBans(own)) },
    },
    {
      files: TEST_FILES.map((pattern) => `${own}/${pattern}`),
      rules: { 'no-restricted-imports': restricted(serverBans(own, { test: true })) },
    },
  ]),
  ...['firestore', 'e2e'].map((own) => ({
    files: [`${own}/**/*.ts`],
    ignores: BUILD_FILES,
    rules: { 'no-restricted-imports': restricted(toolingBans(own)) },
  })),
);
