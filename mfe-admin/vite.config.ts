import { defineConfig } from 'vite';
import { defineRemoteConfig } from '../shared/build';

// The admin remote: /admin and its tabs (registry row 'admin'), released on its own.
export default defineConfig(defineRemoteConfig('admin'));
