import { describe, expect, it } from 'vitest';
import { calendarFile, escapeText, fold, type CalendarEvent } from './ics';

const event: CalendarEvent = {
  booking: 'Bk12',
  domain: 'meridian.example',
  slot: '2026-12-01T10:30',
  sequence: 0,
  stamp: '2026-11-29T10:00:05.123Z',
  summary: 'First conversation with Meridian Wealth Advisors',
  description: 'A free call, not advice; to cancel: https://meridian.example/contact/booking#b=Bk12',
  method: 'publish',
};

describe('a booking\u2019s calendar file', () => {
  it('is one event of 30 minutes, in UTC, from the IST slot, with CRLF line ends', () => {
    const file = calendarFile(event);
    expect(file.endsWith('\r\n')).toBe(true);
    expect(file.split('\r\n').filter((line) => line !== '' && !line.startsWith(' '))).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//meridian.example//First conversation//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:Bk12@meridian.example',
      'SEQUENCE:0',
      'DTSTAMP:20261129T100005Z',
      'DTSTART:20261201T050000Z',
      'DTEND:20261201T053000Z',
      'SUMMARY:First conversation with Meridian Wealth Advisors',
      expect.stringMatching(/^DESCRIPTION:A free call\\, not advice\\; to cancel: https:/),
      'STATUS:CONFIRMED',
      'TRANSP:OPAQUE',
      'END:VEVENT',
      'END:VCALENDAR',
    ]);
  });

  it('takes the event out when cancelled, with a later sequence', () => {
    const file = calendarFile({ ...event, method: 'cancel', sequence: 2 });
    expect(file).toContain('METHOD:CANCEL\r\n');
    expect(file).toContain('STATUS:CANCELLED\r\n');
    expect(file).toContain('SEQUENCE:2\r\n');
  });

  it.each([
    ['a;b,c\\d', 'a\\;b\\,c\\\\d'],
    ['line one\nline two', 'line one\\nline two'],
  ])('escapes %j as %j', (text, escaped) => {
    expect(escapeText(text)).toBe(escaped);
  });

  it('folds a long line at 75 octets, never inside a character', () => {
    const line = `DESCRIPTION:${'₹'.repeat(40)}`;
    const folded = fold(line).split('\r\n');
    expect(folded.length).toBeGreaterThan(1);
    for (const part of folded) expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
    expect(folded.map((part, index) => (index === 0 ? part : part.slice(1))).join('')).toBe(line);
  });

  it('refuses a slot or a stamp that is not one', () => {
    expect(() => calendarFile({ ...event, slot: '2026-12-01T10:15' })).toThrow('needs a slot');
    expect(() => calendarFile({ ...event, stamp: 'now' })).toThrow('the time it was written');
  });
});
