// The blog's six articles as Firestore documents (issue 20, item 1): read from their Markdown files
// (mfe-blog/src/content/posts/*.md) by post-documents.ts and written with the Admin SDK, past the
// rules, by the demo seed (seed.mjs: the emulators of npm start and npm test) and by
// `npm run import:posts` (import-posts.mjs: a real project).
//
// post-documents.ts reads the files with the blog's own parser and checks them with the desk's own
// field rules (shared/posts); it is imported through importTypeScript (typescript-module.mjs).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './paths.mjs';
import { importTypeScript } from './typescript-module.mjs';

export const POSTS_DIR = join(repoRoot, 'mfe-blog', 'src', 'content', 'posts');
const ENTRY = join(repoRoot, 'scripts', 'lib', 'post-documents.ts');

/** post-documents.ts, bundled and imported (once a process). */
export function loadPostContract() {
  return importTypeScript(ENTRY);
}

/** The Markdown files of the articles, sorted by name. */
export function postFiles(dir = POSTS_DIR) {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.md'))
    .sort()
    .map((file) => ({ file, source: readFileSync(join(dir, file), 'utf8') }));
}

/**
 * Writes each article's post, address and first revision, each article in one transaction:
 * - no post with its id yet: all three are created ('created');
 * - a post already there: kept as it is ('kept', or 'unchanged' when its content is the file's),
 *   unless `force`, which writes the file's content and status over it with a new revision
 *   ('replaced'; the old revisions stay, as revisions do);
 * - its address taken by another post: nothing is written ('refused').
 * `admin` is { db, FieldValue, Timestamp } of firebase-admin/firestore. Returns one line per article.
 */
export async function writePosts(admin, { force = false, dir = POSTS_DIR } = {}) {
  const { db, FieldValue, Timestamp } = admin;
  const { postDocuments, sameContent, SEED_REVISION } = await loadPostContract();
  const now = FieldValue.serverTimestamp();
  // Every file is read and checked before anything is written: one bad file writes nothing.
  const articles = postFiles(dir).map(({ file, source }) => ({
    file,
    source,
    documents: postDocuments(source, file, now),
  }));
  const results = [];
  for (const { file, source, documents } of articles) {
    const postRef = db.doc(`posts/${documents.id}`);
    const slugRef = db.doc(`slugs/${documents.post.slug}`);
    const outcome = await db.runTransaction(async (transaction) => {
      const [post, slug] = await transaction.getAll(postRef, slugRef);
      if (slug.exists && slug.get('postId') !== documents.id) return 'refused';
      if (post.exists && !force) return sameContent(post.data(), documents.post) ? 'unchanged' : 'kept';
      // A post written again gets a revision of its own: the old one is a record, never changed.
      const revisionId = post.exists ? `${SEED_REVISION}-${Date.now()}` : SEED_REVISION;
      const { post: fields, revision } = post.exists ? postDocuments(source, file, now, revisionId) : documents;
      // Replaced, it keeps who created it and when.
      const created = post.exists ? { createdBy: post.get('createdBy'), createdAt: post.get('createdAt') } : {};
      transaction.set(postRef, { ...fields, publishAt: Timestamp.fromMillis(fields.publishAt), ...created });
      if (!slug.exists) transaction.create(slugRef, documents.slug);
      transaction.create(postRef.collection('revisions').doc(revisionId), revision);
      return post.exists ? 'replaced' : 'created';
    });
    results.push({ id: documents.id, slug: documents.post.slug, file, outcome });
  }
  return results;
}
