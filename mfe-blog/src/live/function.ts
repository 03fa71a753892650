/**
 * The blog's Cloud Function (codebase "blog", mfe-blog/functions; built by vite.live.config.ts):
 * blogLive, behind the blog's Hosting site at /live/** and /data/** (firebase.json). It reads the
 * posts with the Admin SDK and answers with the blog's own rendering (handler.ts).
 */
import { initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/https';
import preload from 'virtual:blog-live-preload';
import { handleLive, type LiveStore } from './handler';
import { LIVE_HTTP_OPTIONS } from './http-options';

let db: Firestore | undefined;
const firestore = () => (db ??= getFirestore(initializeApp()));

const store: LiveStore = {
  async posts() {
    const snapshot = await firestore()
      .collection('posts')
      .where('status', 'in', ['published', 'unpublished', 'archived'])
      .get();
    return snapshot.docs.map((document) => ({ id: document.id, data: document.data() }));
  },
  async redirect(slug) {
    const snapshot = await firestore().collection('redirects').doc(slug).get();
    const to: unknown = snapshot.get('to');
    const postId: unknown = snapshot.get('postId');
    return typeof to === 'string' && typeof postId === 'string' ? { to, postId } : null;
  },
};

export const blogLive = onRequest(LIVE_HTTP_OPTIONS, (request, response) => {
  handleLive(request.method, request.url, store, preload, Date.now())
    .then((answer) => {
      response
        .status(answer.status)
        .set(answer.headers)
        .send(request.method === 'HEAD' ? '' : answer.body);
    })
    .catch((error: unknown) => {
      logger.error('The blog could not answer', { url: request.url, error: String(error) });
      response
        .status(503)
        .set({ 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', 'retry-after': '30' });
      response.send('The blog is being updated. Please try again in a minute.\n');
    });
});
