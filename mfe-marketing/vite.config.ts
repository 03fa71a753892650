import { defineConfig } from 'vite';
import { defineRemoteConfig } from '../shared/build';

// The marketing remote: the home page, services, contact and legal pages (registry row 'marketing').
export default defineConfig(defineRemoteConfig('marketing'));
