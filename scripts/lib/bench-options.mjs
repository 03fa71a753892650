// The command line of `npm run bench` (scripts/bench.mjs). The default measures everything: every
// public route, the three Lighthouse presets, three runs each. The options only narrow a run (to
// check one page after a change, say); a narrowed run says so in its report.

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

export const USAGE = `npm run bench [-- options]

  --runs N          Lighthouse runs per page and preset; medians are reported (default 3)
  --routes LIST     only these routes: a comma-separated list of paths ("/,/blog"), or a
                    regular expression matched against each path ("^/calculators/")
  --presets LIST    mobile-simulated, mobile-applied, desktop (or simulated, applied, mobile, all)
  --nav-runs N      repetitions of the navigation measure per section (default 5)
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
  return {
    help: argv.includes('--help') || argv.includes('-h'),
    runs: count(argv, '--runs', 3),
    navRuns: count(argv, '--nav-runs', 5),
    build: !argv.includes('--no-build'),
    presets: presets(text(argv, '--presets')),
    routes: routeFilter(routesValue),
    narrowed: routesValue !== null || text(argv, '--presets') !== null,
  };
}
