import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One entry of the manifest Vite writes with build.manifest (dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  imports?: string[];
}

export type ViteManifest = Record<string, ManifestChunk>;

export function readViteManifest(outDir: string): ViteManifest {
  const file = join(outDir, '.vite', 'manifest.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: the client build must run with build.manifest.`);
  return JSON.parse(readFileSync(file, 'utf8')) as ViteManifest;
}

/**
 * The files a browser needs to run the given source modules (paths relative to the build's root,
 * e.g. 'src/app.tsx'): each module's chunk and, transitively, the chunks it imports statically.
 * `skip` leaves out chunks the page already has from elsewhere (the shell's shared modules).
 */
export function chunkFiles(
  manifest: ViteManifest,
  sources: readonly string[],
  skip: (file: string) => boolean = () => false,
): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file) || skip(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const source of sources) {
    if (!manifest[source]) throw new Error(`The client build has no chunk for ${source}.`);
    visit(source);
  }
  return [...files];
}
