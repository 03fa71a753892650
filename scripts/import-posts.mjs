// npm run import:posts [-- --force]: writes the blog's articles (mfe-blog/src/content/posts/*.md)
// into a real Firebase project's Firestore as published posts, each with its address and first
// revision: the same documents the demo seed writes into the emulator (seed-posts.mjs).
//
// The project: GCLOUD_PROJECT (or GOOGLE_CLOUD_PROJECT); the credentials: a service account's key
// file named by GOOGLE_APPLICATION_CREDENTIALS (or the machine's application-default credentials).
// With FIRESTORE_EMULATOR_HOST set it writes to that emulator instead.
//
// A post that is already there is never overwritten unless --force is given: the command says
// which it kept and ends with status 1 when one differs from its file. An address that belongs to
// another post is never taken, --force or not.
import { fail, info, ok, step } from './lib/log.mjs';
import { writePosts } from './lib/seed-posts.mjs';

const args = process.argv.slice(2);
const unknown = args.filter((arg) => arg !== '--force');
if (unknown.length > 0) {
  fail(`Unknown option ${unknown.join(' ')}. Usage: npm run import:posts [-- --force]`);
  process.exit(2);
}
const force = args.includes('--force');
const projectId = process.env.GCLOUD_PROJECT || process.env.GOOGLE_CLOUD_PROJECT;
if (!projectId) {
  fail('Name the project: GCLOUD_PROJECT=<project id> (and GOOGLE_APPLICATION_CREDENTIALS=<key file>).');
  process.exit(2);
}

step(`Importing the blog's articles into ${process.env.FIRESTORE_EMULATOR_HOST ? 'the emulator of ' : ''}${projectId}`);
const { initializeApp } = await import('firebase-admin/app');
const { getFirestore, FieldValue, Timestamp } = await import('firebase-admin/firestore');
const db = getFirestore(initializeApp({ projectId }));

const WORDS = {
  created: 'created',
  replaced: 'replaced (--force), with a new revision',
  unchanged: 'already there, unchanged',
  kept: 'already there and different: kept (give --force to overwrite it)',
  refused: 'not written: its address belongs to another post',
};

try {
  const results = await writePosts({ db, FieldValue, Timestamp }, { force });
  for (const { slug, outcome } of results) {
    const line = `${slug}: ${WORDS[outcome]}`;
    if (outcome === 'kept' || outcome === 'refused') fail(line);
    else ok(line);
  }
  const problems = results.filter(({ outcome }) => outcome === 'kept' || outcome === 'refused');
  info(`${results.length} articles, ${problems.length} not written.`);
  process.exitCode = problems.length > 0 ? 1 : 0;
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
