import { loadEnv, type Plugin } from 'vite';
import { readFirebaseSettings } from '../src/firebase/settings';

/** The constant the shell's boot module reads the Firebase settings from (shell/src/vite-env.d.ts). */
export const FIREBASE_SETTINGS_CONSTANT = '__MERIDIAN_FIREBASE_SETTINGS__';

/**
 * Writes the Firebase settings into the shell's code as a constant, read from the build's
 * environment (`.env` files and `VITE_*` variables) as the runtime reads them from
 * `import.meta.env`. The guarded page's boot module uses it, so that it needs no module of the
 * runtime (one of them would be split out of the shared chunk every page downloads). A real
 * project without its keys fails the build, as it would fail in the browser.
 */
export function firebaseSettingsConstant(): Plugin {
  return {
    name: 'meridian-firebase-settings',
    config(config, { mode }) {
      const env = loadEnv(mode, config.envDir || config.root || process.cwd(), 'VITE_');
      return { define: { [FIREBASE_SETTINGS_CONSTANT]: JSON.stringify(readFirebaseSettings(env)) } };
    },
  };
}
