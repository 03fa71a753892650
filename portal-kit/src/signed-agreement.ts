import { loadFirestore } from '@meridian/shared';

/** Hands a file to the browser to save, under `name`. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * A client's signed advisory agreement as a PDF (agreementPdfs/{uid}, written by the signing
 * function; read by the client and by staff who may see clients), saved by the browser. Throws in
 * words when it is not there.
 */
export async function downloadSignedAgreement(uid: string): Promise<void> {
  const { db, sdk } = await loadFirestore();
  const stored = await sdk.getDoc(sdk.doc(db, 'agreementPdfs', uid));
  const pdf: unknown = stored.data()?.pdf;
  if (typeof pdf !== 'string' || pdf === '')
    throw new Error('The signed PDF is not there yet. Please try again in a minute.');
  const bytes = Uint8Array.from(atob(pdf), (character) => character.charCodeAt(0));
  saveFile(new Blob([bytes], { type: 'application/pdf' }), 'advisory-agreement-signed.pdf');
}
