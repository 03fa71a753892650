import { defineTestConfig } from '../shared/build';

export default defineTestConfig({ environment: 'node' });
