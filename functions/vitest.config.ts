import { defineTestConfig } from '../shared/build';

// The unit tests: pure, no emulator. The stores' tests against Firestore (*.emulator.test.ts) run
// in the rules stage, beside the rules tests' own emulator (vitest.emulator.config.ts).
export default defineTestConfig({ environment: 'node', exclude: ['src/**/*.emulator.test.ts'] });
