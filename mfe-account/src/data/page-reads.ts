import { paths } from '@meridian/shared';
import { early } from './early-reads';
import { recentActivities } from './activities';
import { countCalculations, listCalculations } from './calculations';
import { readConsents } from './consents';
import { listMyGrievances } from './grievances';
import { readNominee } from './nominee';
import { readAccountDetails } from './profiles';

/** How many activities the overview shows (its recentActivities call). */
export const OVERVIEW_ACTIVITIES = 5;

/** The reads each dashboard screen makes first, for a uid: exactly what its page then asks for. */
export function pageReads(pathname: string, uid: string): [string, () => Promise<unknown>][] {
  switch (pathname.replace(/\/+$/, '')) {
    case paths.dashboard:
      return [
        [`activities:${uid}:${OVERVIEW_ACTIVITIES}`, () => recentActivities(uid, OVERVIEW_ACTIVITIES)],
        [`count:${uid}`, () => countCalculations(uid)],
        [`details:${uid}`, () => readAccountDetails(uid)],
      ];
    case `${paths.dashboard}/calculations`:
      return [[`calculations:${uid}`, () => listCalculations(uid)]];
    case `${paths.dashboard}/profile`:
      return [[`details:${uid}`, () => readAccountDetails(uid)]];
    case `${paths.dashboard}/privacy`:
      return [
        [`consents:${uid}`, () => readConsents(uid)],
        [`nominee:${uid}`, () => readNominee(uid)],
        [`grievances:${uid}`, () => listMyGrievances(uid)],
      ];
    default:
      return [];
  }
}

/** Starts the first reads of the page being opened, as soon as the session gives the uid. */
export function startPageReads(pathname: string): void {
  early.startFor(pathname, (uid) => pageReads(pathname, uid));
}
