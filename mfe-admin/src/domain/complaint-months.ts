/**
 * The monthly complaint data's calendar (issue 18, item 5): which months can be previewed and
 * published (every ended month since registration), and the reminder the complaints tab shows
 * when last month's data is late (SEBI wants it by the 7th of the next month). Pure: the time now
 * is always passed in; months are India's (IST).
 */
import { firstReportableMonth, istMonthOf, MONTH_NAMES, monthId, type YearMonth } from '@meridian/shared/complaints';
import { brand } from '@meridian/shared/brand';
import { COMPLAINT_DATA_DUE_DAY } from '@meridian/shared/compliance';

/**
 * The date of the firm's SEBI registration, 'YYYY-MM-DD': the tables count from its month. The
 * brand module's one fact (a placeholder until the firm sets it; a production build refuses it).
 */
export const REGISTERED_ON = brand.registration.registeredOn.value;

/**
 * A month in words.
 * @example monthName({ year: 2026, month: 10 }) // 'October 2026'
 */
export function monthName({ year, month }: YearMonth): string {
  return `${MONTH_NAMES[month - 1] ?? ''} ${year}`;
}

function addMonths({ year, month }: YearMonth, count: number): YearMonth {
  const index = year * 12 + (month - 1) + count;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

const order = ({ year, month }: YearMonth): number => year * 12 + month;

/** The month before the one `now` is in (IST): the latest that has ended. */
export function previousMonth(now: number): YearMonth {
  return addMonths(istMonthOf(now), -1);
}

/**
 * The months that can be previewed, newest first: every month that has ended (IST) since the
 * month of registration, at most `count`.
 * @example endedMonths('2026-09-15', Date.parse('2026-12-02T00:00:00Z')).map(monthId) // ['2026-11', '2026-10', '2026-09']
 */
export function endedMonths(registeredOn: string, now: number, count = 36): YearMonth[] {
  const first = firstReportableMonth(registeredOn);
  const months: YearMonth[] = [];
  for (
    let month = previousMonth(now);
    order(month) >= order(first) && months.length < count;
    month = addMonths(month, -1)
  )
    months.push(month);
  return months;
}

export interface PublishReminder {
  /** The month not yet published, 'YYYY-MM'. */
  month: string;
  /** 'error' once it is late (after the 7th), 'info' while it is due. */
  tone: 'error' | 'info';
  text: string;
}

/**
 * What the tab says on top about last month's data: nothing once it is published (or when last
 * month is before the registration); that it is due by the 7th until then; that it is late after.
 * @example publishReminder(Date.parse('2026-12-08T06:00:00Z'), '2024-05-10', false)?.text // 'The complaint data for November 2026 is not published yet: it was due by 7 December 2026.'
 */
export function publishReminder(now: number, registeredOn: string, published: boolean): PublishReminder | null {
  const month = previousMonth(now);
  if (published || order(month) < order(firstReportableMonth(registeredOn))) return null;
  const current = istMonthOf(now);
  const day = new Date(now + 330 * 60 * 1000).getUTCDate();
  const dueBy = `${COMPLAINT_DATA_DUE_DAY} ${monthName(current)}`;
  return day > COMPLAINT_DATA_DUE_DAY
    ? {
        month: monthId(month),
        tone: 'error',
        text: `The complaint data for ${monthName(month)} is not published yet: it was due by ${dueBy}.`,
      }
    : {
        month: monthId(month),
        tone: 'info',
        text: `The complaint data for ${monthName(month)} is due to be published by ${dueBy}.`,
      };
}
