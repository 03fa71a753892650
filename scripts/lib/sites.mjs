// Every part of the site that is built and served, with its local port. The shell's port can be
// moved with PORT; the remotes' ports are the ones shell/public/remotes.json points at.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './paths.mjs';

export const PROJECT_ID = process.env.FIREBASE_PROJECT_ID ?? 'demo-meridian';
export const AUTH_PORT = 9099;
export const FIRESTORE_PORT = 8080;

const ALL = [
  { name: 'shell', dir: 'shell', port: Number(process.env.PORT ?? 5173), spa: true },
  { name: 'marketing', dir: 'mfe-marketing', port: 5174 },
  { name: 'blog', dir: 'mfe-blog', port: 5175 },
  { name: 'calculators', dir: 'mfe-calculators', port: 5176 },
  { name: 'account', dir: 'mfe-account', port: 5177 },
  { name: 'admin', dir: 'mfe-admin', port: 5178 },
];

/** The parts that exist in this checkout (a remote arrives with its workspace). */
export const sites = ALL.filter((site) => existsSync(join(repoRoot, site.dir, 'package.json')));

export const shellUrl = `http://localhost:${sites[0].port}`;
