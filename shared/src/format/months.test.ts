import { describe, expect, it } from 'vitest';
import { MONTH_NAMES, SHORT_MONTH_NAMES } from './months';

describe('the months’ names', () => {
  it.each([
    [1, 'January', 'Jan'],
    [2, 'February', 'Feb'],
    [3, 'March', 'Mar'],
    [4, 'April', 'Apr'],
    [5, 'May', 'May'],
    [6, 'June', 'Jun'],
    [7, 'July', 'Jul'],
    [8, 'August', 'Aug'],
    [9, 'September', 'Sep'],
    [10, 'October', 'Oct'],
    [11, 'November', 'Nov'],
    [12, 'December', 'Dec'],
  ])('month %i is %s, short %s', (month, name, short) => {
    expect(MONTH_NAMES[month - 1]).toBe(name);
    expect(SHORT_MONTH_NAMES[month - 1]).toBe(short);
  });

  it('has twelve of each, as the calendar has', () => {
    expect(MONTH_NAMES).toHaveLength(12);
    expect(SHORT_MONTH_NAMES).toHaveLength(12);
  });
});
