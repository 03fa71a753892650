import { defineConfig } from 'vite';
import { defineRemoteConfig } from '../shared/build';

// The calculators remote: the hub, a page per calculator and the home page's SIP preview (registry row 'calculators').
export default defineConfig(defineRemoteConfig('calculators'));
