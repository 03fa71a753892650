/**
 * '@meridian/shared/booking': the first conversation (issue 36, item 2). The calendar, pure and
 * small (slots.ts): an adviser's weekly windows and days off in IST, cut into 30-minute slots on
 * the half hour from the working day after today. The booking as sent and read (request.ts): its
 * fields, their checks, the changes a confirmation's link allows and the link itself. Its
 * documents in Firestore (documents.ts). Read by the booking page, the admin's Clients tab, the
 * public write that stores a booking and GET /api/slots.
 */
export * from './slots';
export * from './request';
export * from './documents';
