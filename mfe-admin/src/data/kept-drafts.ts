import { parseKept, serializeKept, type KeptDraft } from '../domain/post-form';

// The editorial desk's unsaved drafts, kept in this browser (localStorage) so that a closed tab
// or a crash loses nothing. A browser that refuses storage (private modes, a full quota) keeps
// nothing, and the desk works on without it.

export function readKept(key: string): KeptDraft | null {
  try {
    return parseKept(window.localStorage.getItem(key));
  } catch {
    return null;
  }
}

export function keep(key: string, kept: KeptDraft): void {
  try {
    window.localStorage.setItem(key, serializeKept(kept));
  } catch {
    // Nothing to do: the draft is still on screen.
  }
}

export function forget(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing kept, or nothing we may remove.
  }
}
