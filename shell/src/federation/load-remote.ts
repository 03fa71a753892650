import {
  __federation_method_getRemote as getRemote,
  __federation_method_setRemote as setRemote,
  __federation_method_unwrapDefault as unwrapDefault,
} from 'virtual:__federation__';
import type { RemoteModule, RemoteName } from '@meridian/shared';
import { parseRemoteManifest, type RemoteManifest } from './remote-manifest';

/** Fetched once per page load, beside the shell; replace the file to move a remote without a rebuild. */
const MANIFEST_URL = '/remotes.json';

let manifest: Promise<RemoteManifest> | undefined;

function loadManifest(): Promise<RemoteManifest> {
  manifest ??= fetch(MANIFEST_URL, { cache: 'no-cache' })
    .then((response) => {
      if (!response.ok) throw new Error(`${MANIFEST_URL} answered ${response.status}.`);
      return response.json() as Promise<unknown>;
    })
    .then(parseRemoteManifest)
    .catch((error: unknown) => {
      manifest = undefined;
      throw error;
    });
  return manifest;
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

const firstLoads = new Map<string, Promise<unknown>>();
const loaded = new Map<string, unknown>();
const keyOf = (remote: RemoteName, exposed: string) => `${remote}|${exposed}`;

/**
 * Starts loading a module before it is rendered (the shell preloads the first page's remotes
 * during the auth check). The first render then finds it ready and nothing jumps.
 */
export function preloadRemoteModule(remote: RemoteName, exposed: RemoteModule<RemoteName>): Promise<unknown> {
  const key = keyOf(remote, exposed);
  let promise = firstLoads.get(key);
  if (!promise) {
    promise = fetchRemoteModule(remote, exposed, 0);
    promise.then((module) => loaded.set(key, module)).catch(() => firstLoads.delete(key));
    firstLoads.set(key, promise);
  }
  return promise;
}

/** The module, if an earlier load has already finished. */
export function loadedRemoteModule(remote: RemoteName, exposed: RemoteModule<RemoteName>): unknown {
  return loaded.get(keyOf(remote, exposed));
}

/**
 * Loads one exposed module of a remote. `attempt` > 0 is a retry: the entry URL gets a fresh
 * query so the browser fetches it again instead of replaying the failed import.
 */
export function loadRemoteModule(remote: RemoteName, exposed: RemoteModule<RemoteName>, attempt: number) {
  return attempt === 0 ? preloadRemoteModule(remote, exposed) : fetchRemoteModule(remote, exposed, attempt);
}

/** The attempt each remote was last registered with; a retry registers it again. */
const registered = new Map<RemoteName, number>();

async function fetchRemoteModule(remote: RemoteName, exposed: RemoteModule<RemoteName>, attempt: number) {
  const urls = await loadManifest().catch((error: unknown) => {
    throw new RemoteUnavailableError(remote, error instanceof Error ? error.message : String(error));
  });
  const url = urls[remote];
  if (!url) throw new RemoteUnavailableError(remote, 'it is not deployed yet.');
  if (registered.get(remote) !== attempt) {
    const entry = attempt === 0 ? url : `${url}${url.includes('?') ? '&' : '?'}retry=${attempt}`;
    setRemote(remote, { url: () => Promise.resolve(entry), format: 'esm', from: 'vite' });
    registered.set(remote, attempt);
  }
  try {
    return unwrapDefault(await getRemote(remote, exposed));
  } catch (error) {
    registered.delete(remote);
    throw new RemoteUnavailableError(remote, error instanceof Error ? error.message : String(error));
  }
}
