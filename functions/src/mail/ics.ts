/**
 * A booking's calendar file (iCalendar, RFC 5545): one event, in UTC, that a calendar adds
 * (METHOD:PUBLISH) or, sent again with a higher SEQUENCE, moves or takes out (METHOD:CANCEL,
 * STATUS:CANCELLED). Lines end in CRLF and are folded at 75 octets; texts are escaped. Pure.
 */
import { parseSlotId, SLOT_MINUTES } from '@meridian/shared/booking';

export interface CalendarEvent {
  /** The booking's id: with the domain, the event's UID, the same in every file of one booking. */
  booking: string;
  domain: string;
  slot: string;
  /** 0 for the first file, one more with each change. */
  sequence: number;
  /** When the file was written (ISO 8601). */
  stamp: string;
  summary: string;
  description: string;
  method: 'publish' | 'cancel';
}

/** '2026-12-01T05:00:00.000Z' → '20261201T050000Z'. */
const utc = (instant: number): string =>
  new Date(instant)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** A TEXT value escaped: backslash, semicolon, comma and line breaks. */
export function escapeText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** A content line folded so that no line is longer than 75 octets (continuations begin with a space). */
export function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character, 'utf8');
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** The file's text; throws when the slot or the stamp is not one (nothing half-made is sent). */
export function calendarFile(event: CalendarEvent): string {
  const start = parseSlotId(event.slot);
  const stamp = Date.parse(event.stamp);
  if (start === null) throw new Error(`The calendar file needs a slot, not "${event.slot}".`);
  if (!Number.isFinite(stamp))
    throw new Error(`The calendar file needs the time it was written, not "${event.stamp}".`);
  const cancel = event.method === 'cancel';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(event.domain)}//First conversation//EN`,
    'CALSCALE:GREGORIAN',
    `METHOD:${cancel ? 'CANCEL' : 'PUBLISH'}`,
    'BEGIN:VEVENT',
    `UID:${event.booking}@${event.domain}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utc(stamp)}`,
    `DTSTART:${utc(start)}`,
    `DTEND:${utc(start + SLOT_MINUTES * 60_000)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `STATUS:${cancel ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}
