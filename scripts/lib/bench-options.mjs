// The command line of `npm run bench` (scripts/bench.mjs). The default measures everything: every
// public route, the three Lighthouse presets, three runs each, and every signed-in screen. The
// options only narrow a run (to check one page after a change, say); a narrowed run says so in its
// report.
import { selectScreens, SCREENS } from './bench-signed-in.mjs';

/** The bench's parts, in the order they run: what --only names. */
export const PHASES = ['first-load', 'navigation', 'input-latency', 'lighthouse', 'signed-in'];

/** Shorter or other names a person is likely to type for the parts. */
const PHASE_ALIASES = {
  'first-paint': ['first-load'],
  pages: ['first-load'],
  nav: ['navigation'],
  latency: ['input-latency'],
  input: ['input-latency'],
  lh: ['lighthouse'],
  signedin: ['signed-in'],
  'signed-in-pages': ['signed-in'],
};

/** The Lighthouse presets, by the name the command line and the report use. */
export const PRESET_NAMES = ['mobile-simulated', 'mobile-applied', 'desktop'];

/** Shorter names a person is likely to type for the presets. */
const PRESET_ALIASES = {
  simulated: ['mobile-simulated'],
  applied: ['mobile-applied'],
  devtools: ['mobile-applied'],
  mobile: ['mobile-simulated', 'mobile-applied'],
  desktop: ['desktop'],
  all: PRESET_NAMES,
};

/** Text wrapped to the option column of the usage. */
function wrapped(words, indent = ' '.repeat(20), width = 96) {
  const lines = [];
  let line = indent;
  for (const word of words.split(' ')) {
    if (line.length + word.length + 1 > width && line.trim()) {
      lines.push(line.trimEnd());
      line = indent;
    }
    line += `${word} `;
  }
  lines.push(line.trimEnd());
  return lines.join('\n');
}

export const USAGE = `npm run bench [-- options]

  --runs N          runs per page: Lighthouse per page and preset, and the signed-in screens
                    per profile and cache; medians are reported (default 3)
  --routes LIST     only these routes: a comma-separated list of paths ("/,/blog"), or a
                    regular expression matched against each path ("^/calculators/")
  --presets LIST    mobile-simulated, mobile-applied, desktop (or simulated, applied, mobile, all)
  --nav-runs N      repetitions of the navigation measure per section (default 5)
  --signed-in LIST  only these signed-in screens (/ is always measured beside them): a
                    comma-separated list of paths ("/dashboard,/admin/users") or a regular
                    expression ("^/admin"). The screens:
${wrapped(SCREENS.map((screen) => screen.path).join(', '))}
  --only LIST       only these parts of the bench (comma-separated), e.g. --only signed-in:
${wrapped(PHASES.join(', '))}
  --no-build        when the bench has to start the site itself, serve the current build
  --help            this text

Measures the site that answers at http://localhost:5173 as it is (a running \`npm start\` is
left running); only if nothing answers does it build and start the site itself, and it stops
only what it started.`;

/** A positive integer option, or the default when it is absent. */
function count(argv, name, fallback) {
  const index = argv.indexOf(name);
  if (index === -1) return fallback;
  const value = Number(argv[index + 1]);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} takes a whole number of at least 1.`);
  return value;
}

/** The value after an option, or null when the option is absent. */
function text(argv, name) {
  const index = argv.indexOf(name);
  if (index === -1) return null;
  const value = argv[index + 1];
  if (!value || value.startsWith('--')) throw new Error(`${name} needs a value.`);
  return value;
}

/**
 * Which routes to measure. A value made only of path characters (letters, digits, -, _, ., /)
 * and commas is a list of exact paths, which need not be in the sitemap; anything else is a
 * regular expression, so that "^/blog/" and "/calculators/(sip|fd)$" do what they look like.
 * @returns {{ describe: string, select: (routes: string[]) => string[] }}
 */
export function routeFilter(value) {
  if (value === null) return { describe: 'every public route', select: (routes) => routes };
  if (/^[\w\-./,]+$/.test(value)) {
    const paths = value
      .split(',')
      .map((path) => path.trim())
      .filter(Boolean)
      .map((path) => (path.startsWith('/') ? path : `/${path}`));
    return { describe: paths.join(', '), select: () => paths };
  }
  let pattern;
  try {
    pattern = new RegExp(value);
  } catch (error) {
    throw new Error(`--routes ${value}: not a list of paths nor a valid regular expression (${error.message}).`);
  }
  return { describe: `routes matching ${pattern}`, select: (routes) => routes.filter((path) => pattern.test(path)) };
}

/** The parts of the bench named by --only, in the order they run; every part without it. */
export function phases(value) {
  if (value === null) return PHASES;
  const wanted = new Set();
  for (const name of value.split(',').map((item) => item.trim().toLowerCase())) {
    const resolved = PHASE_ALIASES[name] ?? (PHASES.includes(name) ? [name] : null);
    if (!resolved) throw new Error(`--only: unknown part "${name}" (known: ${PHASES.join(', ')}).`);
    resolved.forEach((phase) => wanted.add(phase));
  }
  return PHASES.filter((phase) => wanted.has(phase));
}

/** The presets named on the command line, in the canonical order. */
function presets(value) {
  if (value === null) return PRESET_NAMES;
  const wanted = new Set();
  for (const name of value.split(',').map((item) => item.trim().toLowerCase())) {
    const resolved = PRESET_ALIASES[name] ?? (PRESET_NAMES.includes(name) ? [name] : null);
    if (!resolved) throw new Error(`--presets: unknown preset "${name}" (known: ${PRESET_NAMES.join(', ')}).`);
    resolved.forEach((preset) => wanted.add(preset));
  }
  return PRESET_NAMES.filter((name) => wanted.has(name));
}

/**
 * Reads the command line.
 * @param {string[]} argv the arguments after the script's name
 */
export function parseBenchOptions(argv) {
  const routesValue = text(argv, '--routes');
  const signedInValue = text(argv, '--signed-in');
  const onlyValue = text(argv, '--only');
  return {
    help: argv.includes('--help') || argv.includes('-h'),
    runs: count(argv, '--runs', 3),
    navRuns: count(argv, '--nav-runs', 5),
    build: !argv.includes('--no-build'),
    presets: presets(text(argv, '--presets')),
    routes: routeFilter(routesValue),
    only: phases(onlyValue),
    signedIn: selectScreens(signedInValue),
    signedInDescribe: signedInValue ?? 'every signed-in screen',
    narrowed: routesValue !== null || text(argv, '--presets') !== null || signedInValue !== null || onlyValue !== null,
  };
}
