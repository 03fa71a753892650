import { defineConfig } from 'vite';
import { defineShellConfig } from '../shared/build';

// The shell: the federation host of every remote in the registry (shared/registry.js).
export default defineConfig(defineShellConfig());
