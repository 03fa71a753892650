import type { RemoteName } from '@meridian/shared';
import { REMOTES } from '@meridian/shared/registry';

/** Where each deployed remote's remoteEntry.js lives. A remote that is not listed is not deployed. */
export type RemoteManifest = Partial<Record<RemoteName, string>>;

function isRemoteName(name: string): name is RemoteName {
  return REMOTES.some((remote) => remote.name === name);
}

/**
 * Reads /remotes.json: an object of remote name → absolute http(s) URL of its remoteEntry.js.
 * Unknown names are ignored; a value that is not such a URL is an error that names the remote.
 */
export function parseRemoteManifest(json: unknown): RemoteManifest {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw new Error('remotes.json should be an object of remote name to URL.');
  }
  const manifest: RemoteManifest = {};
  for (const [name, value] of Object.entries(json)) {
    if (!isRemoteName(name)) continue;
    if (typeof value !== 'string' || !/^https?:\/\/[^\s]+\.js(\?[^\s]*)?$/.test(value)) {
      throw new Error(`remotes.json: "${name}" should be the http(s) URL of its remoteEntry.js.`);
    }
    manifest[name] = value;
  }
  return manifest;
}
