// The notice where the site collects complaint data: content (see ../notices.ts).
import { type CollectionNotice } from '../notice-parts';

export const COMPLAINT_NOTICE: CollectionNotice = {
  point: 'complaint',
  title: 'What we store and why',
  summary:
    'We use these details to answer your complaint and report complaint numbers to SEBI, and keep them five years, as SEBI requires.',
  items: [
    {
      data: 'your name, email address and phone number (if given)',
      purpose: 'to answer your complaint',
      fields: ['name', 'email', 'phone'],
    },
    {
      data: 'whether you are a client, what it is about and your description',
      purpose: 'to look into it and report complaint numbers to SEBI',
      fields: ['isClient', 'category', 'impersonation', 'description'],
    },
    {
      data: 'its ticket, when we received it, the language of the form you used, its status and our answer, and your account if you were signed in',
      purpose: 'to track it to resolution, answer in your language and show it in your dashboard',
      fields: [
        'ticket',
        'receivedAt',
        'language',
        'status',
        'resolvedAt',
        'resolution',
        'source',
        'reference',
        'uid',
        'auditId',
      ],
    },
  ],
  retention:
    'SEBI requires us to keep complaints and their handling for at least five years; we keep them for that long, then delete them. Only the staff who handle complaints see them; we share one with SEBI or BSE Ltd only if you escalate it or they ask.',
  withdraw:
    'A complaint is handled because the law requires it, not on consent; to ask about its data, write to our data protection contact.',
  publicForm: true,
  consentBox: false,
};
