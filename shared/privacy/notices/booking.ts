// The notice where a visitor books the first conversation: content (see ../notices.ts).
import { RECORD_ITEM, type CollectionNotice } from '../notice-parts';

export const BOOKING_NOTICE: CollectionNotice = {
  point: 'booking',
  title: 'What we do with your booking',
  summary:
    'We use these details only to arrange and hold the call, and keep them up to three years (five as a client).',
  items: [
    { data: 'your name', purpose: 'to address you', fields: ['name'] },
    {
      data: 'your email address and phone number',
      purpose: 'to confirm the booking, send the calendar file and the link to change it, and to call you',
      fields: ['email', 'phone'],
    },
    {
      data: 'the time you chose, what you would like to talk about, and who of our advisers takes it',
      purpose: 'to keep the time for you and come prepared',
      fields: ['topic', 'slot', 'start', 'end', 'adviser', 'adviserName'],
    },
    {
      data: 'whether you changed or cancelled it, whether the call took place, and a code that checks your link',
      purpose: 'to let only you change it, and to keep a true record of our contact',
      fields: ['keyHash', 'sequence', 'changedAt', 'outcomeBy', 'outcomeAt'],
    },
    RECORD_ITEM,
  ],
  retention:
    'We keep it, and the adviser’s notes of the call, up to three years from our last contact, or five years if you become a client (SEBI record-keeping).',
  withdraw:
    'To withdraw your consent or have your booking erased, cancel it through the link in your confirmation, or write to our data protection contact; we then stop using it, except what SEBI requires us to keep.',
  publicForm: true,
  consentBox: true,
  consentLabel: 'I agree to the firm using these details to arrange and hold the call, as this notice says.',
};
