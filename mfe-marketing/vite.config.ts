import { defineConfig } from 'vite';
import { defineRemoteConfig } from '../shared/build';
import { stats } from './src/content/claims';

// The marketing remote: the home page, services, contact and legal pages (registry row 'marketing').
// Its claims' approval references are placeholders until the firm's own: a production build refuses them.
export default defineConfig(defineRemoteConfig('marketing', { placeholders: { 'home.stats': stats } }));
