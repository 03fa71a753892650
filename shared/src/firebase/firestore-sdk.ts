// The parts of the Firestore SDK the site uses. firestore.ts imports this file lazily, so that
// Firestore is a separate download and only what is listed here is in it.
export {
  addDoc,
  collection,
  connectFirestoreEmulator,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  getFirestore,
  initializeFirestore,
  query,
  serverTimestamp,
  terminate,
  where,
} from 'firebase/firestore';
