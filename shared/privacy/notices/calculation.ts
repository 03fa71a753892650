// The notice where the site collects calculation data: content (see ../notices.ts).
import { type CollectionNotice } from '../notice-parts';

export const CALCULATION_NOTICE: CollectionNotice = {
  point: 'calculation',
  title: 'What saving keeps',
  summary: 'Saving keeps the calculator, your values and its results in your account until you delete them.',
  items: [
    {
      data: 'the calculator, the values you entered, its results and the name it is listed by',
      purpose: 'to show them again in your dashboard',
      fields: ['calculator', 'path', 'inputs', 'results', 'headline', 'title'],
    },
    {
      data: 'your account and the time you saved it',
      purpose: 'to list it as yours',
      fields: ['userId', 'createdAt'],
    },
  ],
  retention: 'We keep it until you delete it or your account.',
  withdraw:
    'Delete it in My Calculations, or withdraw consent to saved calculations in your dashboard (Privacy): nothing more is saved.',
  publicForm: false,
  consentBox: false,
};
