// The parts of Firestore the site uses, from its lite SDK: plain requests, no live listeners
// and no offline cache, which nothing on the site needs (about a quarter of the full SDK's
// bytes). firestore.ts imports this file lazily, so that Firestore is a separate download and
// only what is listed here is in it.
export {
  addDoc,
  collection,
  connectFirestoreEmulator,
  count,
  deleteDoc,
  doc,
  documentId,
  getAggregate,
  getCount,
  getDoc,
  getDocs,
  getFirestore,
  increment,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  startAfter,
  terminate,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore/lite';
export { firebaseApp } from './app';
