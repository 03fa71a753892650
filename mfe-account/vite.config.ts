import { defineConfig } from 'vite';
import { defineRemoteConfig } from '../shared/build';
import { commonPasswords } from './build/common-passwords';

// The account remote: sign-in, sign-up, password reset and the dashboard (registry row 'account').
export default defineConfig(defineRemoteConfig('account', { plugins: [commonPasswords()] }));
