/**
 * Which advisers can take a slot, and which slots any can, at `now` (pure): the advisers'
 * calendars and the slots each already holds, read by the store, combined with the slot
 * arithmetic of '@meridian/shared/booking'. A visitor picks a time, not an adviser: the booking
 * goes to the adviser free then who holds the fewest calls that day (the uid breaks a tie).
 */
import { freeSlots, isBookable, type AdviserCalendar } from '@meridian/shared/booking';

/** An adviser as the booking sees them: their calendar and the slot ids they hold from now on. */
export interface AdviserSlots {
  uid: string;
  displayName: string;
  calendar: AdviserCalendar;
  held: readonly string[];
}

/** Firm-wide closures are each adviser's days off: the calendar knows no other holidays. */
const HOLIDAYS: readonly string[] = [];

/** Every slot id any adviser can take at `now`, in time order, each once. */
export function freeSlotIds(advisers: readonly AdviserSlots[], now: number): string[] {
  const ids = new Set<string>();
  for (const adviser of advisers) {
    for (const slot of freeSlots(adviser.calendar, adviser.held, HOLIDAYS, now)) ids.add(slot.id);
  }
  return [...ids].sort();
}

/** The advisers who can take `slot` at `now`, the one to try first first. */
export function candidatesFor(slot: string, advisers: readonly AdviserSlots[], now: number): AdviserSlots[] {
  const day = slot.slice(0, 10);
  const load = (adviser: AdviserSlots) => adviser.held.filter((held) => held.startsWith(day)).length;
  return advisers
    .filter((adviser) => isBookable(slot, adviser.calendar, adviser.held, HOLIDAYS, now))
    .sort((a, b) => load(a) - load(b) || a.uid.localeCompare(b.uid));
}

/** Up to `count` free slots after `slot` (or the first ones, when none is after it). */
export function nextFreeAfter(slot: string, advisers: readonly AdviserSlots[], now: number, count = 3): string[] {
  const free = freeSlotIds(advisers, now);
  const after = free.filter((id) => id > slot);
  return (after.length > 0 ? after : free).slice(0, count);
}
