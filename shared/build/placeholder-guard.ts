/**
 * A production build refuses while the brand module (shared/src/config/brand.ts) holds a
 * placeholder, or a section's content does: a real Firebase project (VITE_FIREBASE_PROJECT_ID not
 * `demo-…`) would put the demo firm's invented facts in front of the public. The emulators' demo
 * build keeps them.
 * The same for the compliance configuration (shared/compliance/: UPI IDs, audit dates, sources),
 * and a malformed value there or in the brand module fails every build, naming its field.
 */
import type { Plugin } from 'vite';
import { complianceRefusal } from '../compliance';
import { listPlaceholders, placeholderRefusal, sitePlaceholders } from '../disclosures';
import { brandRefusal } from '../disclosures/brand-problems';

/**
 * `content` is a section's own content that may hold placeholders, by the name a refusal gives it
 * (marketing's home-page claims: their approval references).
 */
export function placeholderGuard(content: Readonly<Record<string, unknown>> = {}): Plugin {
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
      // The firm's facts: a malformed registration number, CIN, date or contact fails every build.
      const malformed = brandRefusal();
      if (malformed) this.error(malformed);
      const own = Object.entries(content).flatMap(([path, value]) => listPlaceholders(value, path));
      const refusal = placeholderRefusal(projectId, [...sitePlaceholders(), ...own]);
      if (refusal) this.error(refusal);
      // The payments, audits and sources (shared/compliance/): malformed fails every build.
      const compliance = complianceRefusal(projectId);
      if (compliance) this.error(compliance);
    },
  };
}
