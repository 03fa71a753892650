// The notice where the site collects consultation data: content (see ../notices.ts).
import { RECORD_ITEM, type CollectionNotice } from '../notice-parts';

export const CONSULTATION_NOTICE: CollectionNotice = {
  point: 'consultation',
  title: 'What we do with your request',
  summary:
    'We use these details only to arrange the conversation, and keep them up to three years (five if you become a client).',
  items: [
    { data: 'your name', purpose: 'to address you', fields: ['firstName', 'lastName'] },
    {
      data: 'your email address or phone number',
      purpose: 'to arrange the conversation',
      fields: ['email', 'phone'],
    },
    {
      data: 'the day and time of day you prefer, and your note',
      purpose: 'to call you when it suits you, prepared',
      fields: ['preferredDate', 'preferredSlot', 'message', 'type'],
    },
    RECORD_ITEM,
  ],
  retention:
    'We keep it up to three years from our last contact, or five years if you become a client (SEBI record-keeping of prospective clients).',
  withdraw: `To withdraw your consent or have your request erased, write to our data protection contact; we then stop using it, except what SEBI requires us to keep.`,
  publicForm: true,
  consentBox: true,
  consentLabel: 'I agree to the firm using these details to arrange the conversation, as this notice says.',
};
