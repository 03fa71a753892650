// The four legal pages, in the footer's order.
import { privacy } from './privacy';
import { terms } from './terms';
import { cookies } from './cookies';
import { disclaimers } from './disclaimers';
import type { LegalDocument } from './legal-document';

export type { LegalDocument };

export const legalDocuments: readonly LegalDocument[] = [privacy, terms, cookies, disclaimers];
