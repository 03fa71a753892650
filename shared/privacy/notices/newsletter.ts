// The notice where the site collects newsletter data: content (see ../notices.ts).
import { RECORD_ITEM, type CollectionNotice } from '../notice-parts';

export const NEWSLETTER_NOTICE: CollectionNotice = {
  point: 'newsletter',
  title: 'What we do with your email address',
  summary: 'We use your email address only to send the newsletter, until you unsubscribe.',
  items: [
    { data: 'your email address', purpose: 'to send you the newsletter you asked for', fields: ['email'] },
    RECORD_ITEM,
  ],
  retention: 'We keep it until you unsubscribe, then delete it.',
  withdraw:
    'Unsubscribe with the link in any newsletter or by writing to our data protection contact; we stop sending at once.',
  publicForm: true,
  consentBox: true,
  consentLabel: 'I agree to receive the newsletter by email, as this notice says.',
};
