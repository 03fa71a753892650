/**
 * GET /api/slots: the slots a visitor may book now (issue 36, item 2), by id in time order, from
 * every adviser's calendar less what each holds (calendar.ts). Who the adviser is stays on the
 * server: a visitor picks a time. Never cached: a slot booked a moment ago must not be offered.
 */
import type { SlotsAnswer } from '@meridian/shared/booking';
import { freeSlotIds, type AdviserSlots } from './calendar';

export interface SlotsDeps {
  advisers: (now: number) => Promise<AdviserSlots[]>;
  now: () => number;
}

export interface SlotsResponse {
  status: number;
  headers: Record<string, string>;
  body: SlotsAnswer | { ok: false; message: string };
}

const HEADERS = { 'cache-control': 'no-store', 'content-type': 'application/json; charset=utf-8' };

export async function handleSlots(method: string, deps: SlotsDeps): Promise<SlotsResponse> {
  if (method !== 'GET' && method !== 'HEAD') {
    return { status: 405, headers: { ...HEADERS, allow: 'GET' }, body: { ok: false, message: 'Use GET.' } };
  }
  const now = deps.now();
  return { status: 200, headers: HEADERS, body: { ok: true, slots: freeSlotIds(await deps.advisers(now), now) } };
}
