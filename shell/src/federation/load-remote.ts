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

/** The attempt each remote was last registered with; a retry registers it again. */
const registered = new Map<RemoteName, number>();

/**
 * Loads one exposed module of a remote. `attempt` > 0 is a retry: the entry URL gets a fresh
 * query so the browser fetches it again instead of replaying the failed import.
 */
export async function loadRemoteModule(remote: RemoteName, exposed: RemoteModule<RemoteName>, attempt: number) {
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
