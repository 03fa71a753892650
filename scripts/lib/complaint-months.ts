// The demo seed's published complaint data (issue 38, item 3): every month that has ended since
// the firm's registration, computed from the stored complaints with the function the admin's
// Complaints tab publishes with, so that /complaints-data is never "Not yet published" and staff
// see no overdue reminder on a fresh start. Imported by seed.mjs through importTypeScript.
import { endedMonths, REGISTERED_ON } from '../../mfe-admin/src/domain/complaint-months';
import { complaintData, monthId, type ComplaintDataSnapshot, type ComplaintFacts } from '../../shared/complaints';

export interface DemoMonth {
  /** 'YYYY-MM' */
  id: string;
  snapshot: ComplaintDataSnapshot;
  /** What the publication's audit entry records, as the Complaints tab records it. */
  after: { received: number; resolved: number; pending: number };
}

/** Every month that has ended by `now` since the registration, oldest first, with its tables. */
export function demoMonths(complaints: readonly ComplaintFacts[], now: number): DemoMonth[] {
  return endedMonths(REGISTERED_ON, now, Number.POSITIVE_INFINITY)
    .reverse()
    .map((month) => {
      const { snapshot, issues } = complaintData(complaints, month, REGISTERED_ON);
      if (issues.length > 0)
        throw new Error(`The demo complaints can't be counted: ${issues.map((issue) => issue.message).join('; ')}`);
      const total = snapshot.monthTable.grandTotal;
      return {
        id: monthId(month),
        snapshot,
        after: { received: total.received, resolved: total.resolved, pending: total.pendingAtEndOfMonth },
      };
    });
}
