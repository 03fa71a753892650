/**
 * A production build refuses while the brand module (shared/src/config/brand.ts) holds a
 * placeholder: a real Firebase project (VITE_FIREBASE_PROJECT_ID not `demo-…`) would put
 * "INA000000000 (placeholder)" in front of the public. The emulators' demo build keeps them.
 * The same for the compliance configuration (shared/compliance/: UPI IDs, audit dates, sources),
 * and a malformed value there fails every build, naming its field.
 */
import type { Plugin } from 'vite';
import { complianceRefusal } from '../compliance';
import { placeholderRefusal, sitePlaceholders } from '../disclosures';

export function placeholderGuard(): Plugin {
  let projectId: string | undefined;
  return {
    name: 'meridian:placeholder-guard',
    apply: 'build',
    configResolved(config) {
      // Vite's env holds the VITE_ variables of the .env files and of the process environment.
      const fromEnv: unknown = config.env.VITE_FIREBASE_PROJECT_ID;
      projectId = typeof fromEnv === 'string' ? fromEnv : process.env.VITE_FIREBASE_PROJECT_ID;
    },
    buildStart() {
      const refusal = placeholderRefusal(projectId, sitePlaceholders());
      if (refusal) this.error(refusal);
      // The payments, audits and sources (shared/compliance/): malformed fails every build.
      const compliance = complianceRefusal(projectId);
      if (compliance) this.error(compliance);
    },
  };
}
