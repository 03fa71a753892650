import type { ComponentType } from 'react';
import {
  __federation_method_getRemote as getRemote,
  __federation_method_setRemote as setRemote,
} from 'virtual:__federation__';
import type { RemoteModule, RemoteName } from '@meridian/shared';
import { parseRemoteManifest, type RemoteManifest } from './remote-manifest';
import { settled, type TrackedPromise } from './tracked-promise';

/** The id of the <script type="application/json"> the page composer writes the manifest into. */
export const MANIFEST_ELEMENT_ID = 'meridian-remotes';
/** Where the manifest is fetched from when the page has none written in (a page not composed by the server). */
const MANIFEST_URL = '/remotes.json';

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

async function fetchManifest(): Promise<RemoteManifest> {
  const response = await fetch(MANIFEST_URL, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${MANIFEST_URL} answered ${response.status}.`);
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

/** The attempt each remote was last registered with; a retry registers it again. */
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

/**
 * Loads one exposed module of a remote. `attempt` > 0 is a retry: the entry URL gets a fresh
 * query so the browser fetches it again instead of replaying the failed import.
 */
async function fetchModule(remote: RemoteName, exposed: string, attempt: number): Promise<LoadedModule> {
  const read = (fresh: boolean) =>
    loadManifest(fresh).catch((error: unknown) => {
      throw new RemoteUnavailableError(remote, error instanceof Error ? error.message : String(error));
    });
  let urls = await read(false);
  if (!urls[remote] && attempt > 0) urls = await read(true);
  const url = urls[remote];
  if (!url) throw new RemoteUnavailableError(remote, 'it is not deployed yet.');
  if (registered.get(remote) !== attempt) {
    const entry = attempt === 0 ? url : `${url}${url.includes('?') ? '&' : '?'}retry=${attempt}`;
    setRemote(remote, { url: () => Promise.resolve(entry), format: 'esm', from: 'vite' });
    registered.set(remote, attempt);
  }
  try {
    return toLoaded(remote, exposed, await getRemote(remote, exposed));
  } catch (error) {
    registered.delete(remote);
    if (error instanceof RemoteUnavailableError) throw error;
    throw new RemoteUnavailableError(remote, error instanceof Error ? error.message : String(error));
  }
}

const modules = new Map<string, TrackedPromise<LoadedModule>>();

/** A remote module, loaded once per attempt; React's use() reads it at once when it has arrived. */
export function loadRemote(
  remote: RemoteName,
  exposed: RemoteModule<RemoteName>,
  attempt = 0,
): TrackedPromise<LoadedModule> {
  const key = `${remote}|${exposed}|${attempt}`;
  let promise = modules.get(key);
  if (!promise) {
    promise = settled(fetchModule(remote, exposed, attempt));
    // A failed first load is forgotten, so that a later navigation tries again.
    promise.catch(() => modules.delete(key));
    modules.set(key, promise);
  }
  return promise;
}

const routes = new Map<string, TrackedPromise<LoadedModule>>();

/**
 * A remote module together with what it needs for `pathname` (its `preload` export): the
 * section's page then renders without suspending inside it.
 */
export function loadRoute(
  remote: RemoteName,
  exposed: RemoteModule<RemoteName>,
  pathname: string | null,
  attempt = 0,
): TrackedPromise<LoadedModule> {
  const module = loadRemote(remote, exposed, attempt);
  if (pathname === null) return module;
  const key = `${remote}|${exposed}|${attempt}|${pathname}`;
  let promise = routes.get(key);
  if (!promise) {
    promise = settled(
      module.then(async (loaded) => {
        await loaded.preload?.(pathname);
        return loaded;
      }),
    );
    promise.catch(() => routes.delete(key));
    routes.set(key, promise);
  }
  return promise;
}
