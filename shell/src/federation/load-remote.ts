import type { ComponentType } from 'react';
import {
  __federation_method_getRemote as getRemote,
  __federation_method_setRemote as setRemote,
} from 'virtual:__federation__';
import type { RemoteModule, RemoteName } from '@meridian/shared';
import { MANIFEST_ELEMENT_ID, MANIFEST_PATH } from '@meridian/shared/page-contract';
import { parseRemoteManifest, type RemoteManifest } from './remote-manifest';
import { createSectionLoad, type SectionLoad } from './section-load';
import { settled, type TrackedPromise } from './tracked-promise';

/** A remote module as the shell uses it: its component, and what it preloads for a path. */
export interface LoadedModule {
  component: ComponentType<Record<string, unknown>>;
  preload?: (pathname: string) => Promise<unknown>;
}

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: RemoteName,
    reason: string,
  ) {
    super(`The ${remote} section could not be loaded: ${reason}`);
    this.name = 'RemoteUnavailableError';
  }
}

let manifest: Promise<RemoteManifest> | undefined;

/** The remotes' entries as the site serves them now (not as this page was composed). */
export async function fetchManifest(): Promise<RemoteManifest> {
  const response = await fetch(MANIFEST_PATH, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${MANIFEST_PATH} answered ${response.status}.`);
  return parseRemoteManifest(await response.json());
}

/**
 * The manifest the composer wrote into the page, read once; otherwise /remotes.json. `fresh`
 * asks the server again: a retry does, when the page's manifest lacks the remote (it was down
 * when the page was composed, and may be back).
 */
function loadManifest(fresh = false): Promise<RemoteManifest> {
  if (fresh) manifest = undefined;
  manifest ??= (async () => {
    const written = fresh || typeof document === 'undefined' ? null : document.getElementById(MANIFEST_ELEMENT_ID);
    if (written?.textContent) return parseRemoteManifest(JSON.parse(written.textContent));
    return fetchManifest();
  })().catch((error: unknown) => {
    manifest = undefined;
    throw error;
  });
  return manifest;
}

/** The entry this tab loads a remote from (null if it has none): the release it was opened with. */
export async function entryInUse(remote: RemoteName): Promise<string | null> {
  try {
    return (await loadManifest())[remote] ?? null;
  } catch {
    return null;
  }
}

/**
 * How many times each remote's entry has been asked for again after a failure. Each new try gets
 * a fresh query on the entry's URL, so the browser fetches it instead of replaying a failed import.
 */
const tries = new Map<RemoteName, number>();
/** The try each remote is registered with in the federation runtime. */
const registered = new Map<RemoteName, number>();

function toLoaded(remote: RemoteName, exposed: string, module: unknown): LoadedModule {
  const namespace = module as { default?: unknown; preload?: unknown } | null;
  const component = namespace?.default;
  if (typeof component !== 'function' && (typeof component !== 'object' || component === null)) {
    throw new RemoteUnavailableError(remote, `${exposed} has no default export.`);
  }
  const preload = typeof namespace?.preload === 'function' ? (namespace.preload as LoadedModule['preload']) : undefined;
  return { component: component as LoadedModule['component'], ...(preload ? { preload } : {}) };
}

/** Loads one exposed module of a remote; `again` is true when an earlier try failed. */
async function fetchModule(remote: RemoteName, exposed: string, again: boolean): Promise<LoadedModule> {
  const read = (fresh: boolean) =>
    loadManifest(fresh).catch((error: unknown) => {
      throw new RemoteUnavailableError(remote, error instanceof Error ? error.message : String(error));
    });
  let urls = await read(false);
  if (!urls[remote] && again) urls = await read(true);
  const url = urls[remote];
  if (!url) throw new RemoteUnavailableError(remote, 'it is not deployed yet.');
  if (again) tries.set(remote, (tries.get(remote) ?? 0) + 1);
  const attempt = tries.get(remote) ?? 0;
  if (registered.get(remote) !== attempt) {
    const entry = attempt === 0 ? url : `${url}${url.includes('?') ? '&' : '?'}retry=${attempt}`;
    setRemote(remote, { url: () => Promise.resolve(entry), format: 'esm', from: 'vite' });
    registered.set(remote, attempt);
  }
  try {
    return toLoaded(remote, exposed, await getRemote(remote, exposed));
  } catch (error) {
    if (error instanceof RemoteUnavailableError) throw error;
    throw new RemoteUnavailableError(remote, error instanceof Error ? error.message : String(error));
  }
}

/**
 * The promise cached under `key`, unless it failed and `retryFailed`: then `make(true)` tries
 * again. Nothing here retries by itself; a section's load asks again, with its back-off.
 */
function cached<T>(
  cache: Map<string, TrackedPromise<T>>,
  key: string,
  make: (again: boolean) => Promise<T>,
  retryFailed: boolean,
): TrackedPromise<T> {
  const known = cache.get(key);
  if (known && (known.status !== 'rejected' || !retryFailed)) return known;
  const promise = settled(make(known !== undefined));
  // Rejections are read by whoever asked (use(), a section's load); this one only keeps the cache's.
  promise.catch(() => {});
  cache.set(key, promise);
  return promise;
}

const modules = new Map<string, TrackedPromise<LoadedModule>>();

/** A remote module, loaded once; React's use() reads it at once when it has arrived. */
export function loadRemote(
  remote: RemoteName,
  exposed: RemoteModule<RemoteName>,
  retryFailed = true,
): TrackedPromise<LoadedModule> {
  return cached(modules, `${remote}|${exposed}`, (again) => fetchModule(remote, exposed, again), retryFailed);
}

const routes = new Map<string, TrackedPromise<LoadedModule>>();

/**
 * A remote module together with what it needs for `pathname` (its `preload` export): the
 * section's page then renders without suspending inside it. A prefetch passes `retryFailed:
 * false`: a section that failed is tried again only by its slot's load, which backs off.
 */
export function loadRoute(
  remote: RemoteName,
  exposed: RemoteModule<RemoteName>,
  pathname: string | null,
  { retryFailed = true }: { retryFailed?: boolean } = {},
): TrackedPromise<LoadedModule> {
  if (pathname === null) return loadRemote(remote, exposed, retryFailed);
  return cached(
    routes,
    `${remote}|${exposed}|${pathname}`,
    () =>
      loadRemote(remote, exposed, retryFailed).then(async (loaded) => {
        await loaded.preload?.(pathname);
        return loaded;
      }),
    retryFailed,
  );
}

const sections = new Map<string, SectionLoad<LoadedModule>>();

/**
 * A slot's load of its section (section-load.ts: tries with back-off, one promise that settles
 * only with success, a status to show). One per remote, module and path, kept for the tab's life.
 */
export function sectionLoad(
  remote: RemoteName,
  exposed: RemoteModule<RemoteName>,
  pathname: string | null,
): SectionLoad<LoadedModule> {
  const key = `${remote}|${exposed}|${pathname ?? ''}`;
  let load = sections.get(key);
  if (!load) {
    // The first try takes what is already known (the page's start-up prefetch may have failed a
    // moment ago: its failure counts as this first try); later ones ask the remote again.
    load = createSectionLoad((n) => loadRoute(remote, exposed, pathname, { retryFailed: n > 0 }));
    sections.set(key, load);
  }
  return load;
}
