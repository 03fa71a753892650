import { loadFirestore, settleWrite, type LeadDocument, type ToWrite } from '@meridian/shared';
import { cleanPhone, leadPage, type ContactFields } from '../layout/contact/validate-contact';

export interface LeadInput extends ContactFields {
  /** The path of the page the form was sent from. */
  page: string;
}

/**
 * Stores a contact-form message in `leads` with status 'new' and the server's time.
 * firestore.rules accepts exactly this shape from anyone, once validateContact() found no error
 * (the page is made a path of this site by leadPage()). Returns the new lead's id; if the
 * server cannot be reached within WRITE_TIMEOUT_MS the write is cancelled and this throws.
 */
export async function submitLead(input: LeadInput): Promise<string> {
  const handle = await loadFirestore();
  const { db, sdk } = handle;
  const lead: ToWrite<LeadDocument, 'createdAt'> = {
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    email: input.email.trim(),
    phone: cleanPhone(input.phone),
    message: input.message.trim(),
    page: leadPage(input.page),
    status: 'new',
    createdAt: sdk.serverTimestamp(),
  };
  return (await settleWrite(handle, sdk.addDoc(sdk.collection(db, 'leads'), lead))).id;
}
