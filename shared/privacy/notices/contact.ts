// The notice where the site collects contact data: content (see ../notices.ts).
import { RECORD_ITEM, type CollectionNotice } from '../notice-parts';

export const CONTACT_NOTICE: CollectionNotice = {
  point: 'contact',
  title: 'What we do with your message',
  summary: 'We use these details only to reply to you, and keep them up to three years (five if you become a client).',
  items: [
    { data: 'your first and last name', purpose: 'to address you', fields: ['firstName', 'lastName'] },
    { data: 'your email address', purpose: 'to reply to you', fields: ['email'] },
    { data: 'your phone number, if you give it', purpose: 'to call you back if you prefer', fields: ['phone'] },
    { data: 'your message', purpose: 'to answer your question', fields: ['message'] },
    RECORD_ITEM,
  ],
  retention:
    'We keep it up to three years from our last contact, or five years if you become a client (SEBI record-keeping).',
  withdraw: `To withdraw your consent or have your message erased, write to our data protection contact; we then stop using it, except what SEBI requires us to keep.`,
  publicForm: true,
  consentBox: true,
  consentLabel: 'I agree to the firm using these details to reply to me, as this notice says.',
};
