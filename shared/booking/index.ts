/**
 * '@meridian/shared/booking': the first conversation's calendar (issue 36, item 2), pure and
 * small: an adviser's weekly windows and days off in IST, cut into 30-minute slots on the half
 * hour from the working day after today, and a slot's id ('2026-12-01T10:30'), which with the
 * adviser's makes the booking's document id, so that an adviser's slot can be held once. The booking page, the advisers' availability in
 * the admin and the public write that stores a booking are to read it; none does yet.
 */
export * from './slots';
