// Node cannot import TypeScript. A script that needs the project's own TypeScript (the blog's
// parser, the complaint tables) bundles its entry with esbuild (Vite's own dependency, so already
// installed) into one module held in memory and imports it from a data: URL: nothing is written
// to disk and nothing is copied into JavaScript.

const loaded = new Map();

/** The module a TypeScript entry (an absolute path) exports, bundled once a process. */
export function importTypeScript(entry) {
  if (!loaded.has(entry)) loaded.set(entry, bundle(entry));
  return loaded.get(entry);
}

async function bundle(entry) {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'silent',
  });
  const code = result.outputFiles[0].text;
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}
