// The parts of Firebase Auth only the account pages use: creating an account, email actions,
// re-authentication, password and account changes. client.ts imports this file lazily
// (loadAccountAuthSdk), so no other page downloads them.
export {
  applyActionCode,
  confirmPasswordReset,
  createUserWithEmailAndPassword,
  deleteUser,
  EmailAuthProvider,
  reauthenticateWithCredential,
  reload,
  sendEmailVerification,
  sendPasswordResetEmail,
  updatePassword,
  updateProfile,
  verifyPasswordResetCode,
} from 'firebase/auth';
