import type { ContactFields } from '../validation/contact';
import { loadFirestore, settleWrite } from './firestore';

export interface LeadInput extends ContactFields {
  /** The path of the page the form was sent from. */
  page: string;
}

/**
 * Stores a contact-form submission in `leads` with status 'new' and the server's time.
 * firestore.rules accepts exactly this shape from anyone. Returns the new lead's id; if the
 * server cannot be reached within WRITE_TIMEOUT_MS the write is cancelled and this throws.
 */
export async function submitLead(input: LeadInput): Promise<string> {
  const handle = await loadFirestore();
  const { db, sdk } = handle;
  const write = sdk.addDoc(sdk.collection(db, 'leads'), {
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    email: input.email.trim(),
    phone: input.phone.trim(),
    message: input.message.trim(),
    page: input.page.slice(0, 200),
    status: 'new',
    createdAt: sdk.serverTimestamp(),
  });
  return (await settleWrite(handle, write)).id;
}
