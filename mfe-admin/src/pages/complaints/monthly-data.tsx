import { useState } from 'react';
import styled from 'styled-components';
import {
  Alert,
  Button,
  describeFirestoreError,
  hasPermission,
  Select,
  useLoad,
  useLocation,
  useNavigate,
  type ComplaintTablesProps,
  type SessionUser,
} from '@meridian/shared';
import {
  complaintData,
  istMonthStart,
  monthId,
  parseMonthId,
  type ComplaintDataResult,
  type YearMonth,
} from '@meridian/shared/complaints';
import { formatDateTime, Loading, UndoBar, useUndoableChange } from '@meridian/portal-kit';
import { complaintsBefore, countReceivedIn, publishMonth, readPublishedMonth } from '../../data/complaints';
import { explainChangeFailure } from '../../domain/change-failure';
import { endedMonths, monthName, REGISTERED_ON } from '../../domain/complaint-months';
import { quoted } from '../../domain/address';
import { useSlot } from '../../slots';
import { tabPath } from '../../tabs';
import { Card, Muted } from '../card';
import { Toolbar } from '../toolbar';

/**
 * The monthly complaint data SEBI wants published by the 7th of the next month: any ended month's
 * three tables previewed from the stored complaints (the shared pure function), and published
 * with manage_complaints (the snapshot stored, audited, the public page's pointer moved when it
 * is newer). A published month shows its stored tables, when and by whom; it can't be published
 * again. The tables are drawn by the public page's own renderer (marketing's, lent through the
 * complaintTables slot: issue 34, item 4), so what staff approve is what the public sees; without
 * it, nothing can be published.
 */
export function MonthlyData({ user, now }: { user: SessionUser; now: number }) {
  const location = useLocation();
  const navigate = useNavigate();
  const months = endedMonths(REGISTERED_ON, now);
  const param = new URLSearchParams(location.search).get('month');
  const asked = param === null ? null : parseMonthId(param);
  const chosen = months.find((month) => asked !== null && monthId(month) === monthId(asked)) ?? months[0];
  const notice =
    param !== null && (chosen === undefined || monthId(chosen) !== param)
      ? `${quoted(param)} is not a month that has ended since our registration, so ${chosen ? monthName(chosen) : 'none'} is shown.`
      : null;

  return (
    <Card aria-labelledby="data-heading">
      <h2 id="data-heading">Monthly complaint data</h2>
      <Muted>
        SEBI asks us to publish each month’s complaint figures on the website by the 7th of the next month. Preview a
        month’s tables from the complaints recorded here, then publish them: the published figures never change
        afterwards.
      </Muted>
      {notice ? <Alert tone="info">{notice}</Alert> : null}
      {chosen === undefined ? (
        <Muted>No month has ended since our registration yet.</Muted>
      ) : (
        <>
          <Toolbar>
            <label htmlFor="data-month">
              Month
              <Select
                id="data-month"
                value={monthId(chosen)}
                onChange={(event) => void navigate(`${tabPath('complaints')}?view=data&month=${event.target.value}`)}
              >
                {months.map((month) => (
                  <option key={monthId(month)} value={monthId(month)}>
                    {monthName(month)}
                  </option>
                ))}
              </Select>
            </label>
          </Toolbar>
          <MonthView key={monthId(chosen)} month={chosen} user={user} />
        </>
      )}
    </Card>
  );
}

function MonthView({ month, user }: { month: YearMonth; user: SessionUser }) {
  const id = monthId(month);
  const [published, reload] = useLoad(() => readPublishedMonth(id), id);
  const [preview, setPreview] = useState<
    | { state: 'idle' }
    | { state: 'reading' }
    | { state: 'ready'; result: ComplaintDataResult }
    | { state: 'failed'; message: string }
  >({ state: 'idle' });
  const manage = hasPermission(user.role, 'manage_complaints');
  const drawTables = useSlot('complaintTables');
  const { pending, outcome, schedule, undo } = useUndoableChange({ done: reload, describe: explainChangeFailure });

  const read = async () => {
    setPreview({ state: 'reading' });
    try {
      const complaints = await complaintsBefore(istMonthStart({ year: month.year, month: month.month + 1 }));
      setPreview({ state: 'ready', result: complaintData(complaints, month, REGISTERED_ON) });
    } catch (error) {
      setPreview({
        state: 'failed',
        message: error instanceof Error && !('code' in error) ? error.message : describeFirestoreError(error),
      });
    }
  };

  return (
    <>
      <UndoBar pending={pending} outcome={outcome} undo={undo} />
      <Loading loaded={published} retry={reload}>
        {(stored) =>
          stored ? (
            <section aria-label={`Published data for ${monthName(month)}`}>
              <Alert tone="success" data-published={id}>
                Published on {formatDateTime(stored.publishedAt)} by {stored.publishedBy}. Published figures can’t be
                changed or published again.
              </Alert>
              <RecordedSince month={month} published={stored.snapshot.monthTable.grandTotal.received} />
              <MonthTables month={{ snapshot: stored.snapshot, publishedAt: stored.publishedAt }} />
            </section>
          ) : (
            <section aria-label={`Preview of ${monthName(month)}`}>
              <Muted>{monthName(month)} is not published yet.</Muted>
              <Button
                type="button"
                $variant="outline"
                disabled={preview.state === 'reading'}
                onClick={() => void read()}
              >
                {preview.state === 'reading'
                  ? 'Counting…'
                  : preview.state === 'ready'
                    ? 'Count again'
                    : `Preview ${monthName(month)}`}
              </Button>
              {preview.state === 'failed' ? <Alert tone="error">{preview.message}</Alert> : null}
              {preview.state === 'ready' ? (
                <Preview>
                  {preview.result.issues.length > 0 ? (
                    <Alert tone="error">
                      <p>
                        {preview.result.issues.length === 1
                          ? 'One complaint can’t be counted, so the month can’t be published until it is corrected:'
                          : `${preview.result.issues.length} complaints can’t be counted, so the month can’t be published until they are corrected:`}
                      </p>
                      <ul>
                        {preview.result.issues.map((issue) => (
                          <li key={issue.ticket}>{issue.message}</li>
                        ))}
                      </ul>
                    </Alert>
                  ) : null}
                  <MonthTables month={{ snapshot: preview.result.snapshot, publishedAt: null }} />
                  {manage ? (
                    <Button
                      type="button"
                      disabled={pending !== null || preview.result.issues.length > 0 || drawTables === null}
                      onClick={() => {
                        const total = preview.result.snapshot.monthTable.grandTotal;
                        const previewed = {
                          received: total.received,
                          resolved: total.resolved,
                          pending: total.pendingAtEndOfMonth,
                        };
                        schedule({
                          label: `Publish the complaint data for ${monthName(month)}`,
                          run: () => publishMonth(id, previewed),
                        });
                      }}
                    >
                      Publish {monthName(month)}
                    </Button>
                  ) : (
                    <Muted>Publishing needs the permission to manage complaints.</Muted>
                  )}
                </Preview>
              ) : null}
            </section>
          )
        }
      </Loading>
    </>
  );
}

/**
 * Complaints recorded into a month after it was published (issue 37, item 5): the complaints now
 * recorded as received in it, counted, against the published Grand Total's received. Said only
 * when there are more; the published figures stay as they are.
 */
function RecordedSince({ month, published }: { month: YearMonth; published: number }) {
  const [received] = useLoad(
    () => countReceivedIn(istMonthStart(month), istMonthStart({ year: month.year, month: month.month + 1 })),
    `received:${monthId(month)}`,
  );
  if (received.state !== 'ready' || received.value <= published) return null;
  const late = received.value - published;
  return (
    <Alert tone="error" data-recorded-late={late}>
      {late === 1 ? 'One complaint' : `${late} complaints`} received in {monthName(month)} {late === 1 ? 'was' : 'were'}{' '}
      recorded after these figures were published, so {late === 1 ? 'it is' : 'they are'} not in them. Published figures
      don’t change: the next month to be published counts {late === 1 ? 'it' : 'them'} in its trends. Tell the
      compliance officer.
    </Alert>
  );
}

/** Said in place of the tables when the site lent no renderer (the admin's standalone preview, an older shell). */
export const TABLES_UNAVAILABLE =
  'The tables can’t be shown here: the site did not lend the public page’s tables to the admin area. A month can be published only once its tables are seen as the public will see them.';

/** A month's tables as the public page /complaints-data draws them (the complaintTables slot). */
function MonthTables({ month }: { month: ComplaintTablesProps }) {
  const drawTables = useSlot('complaintTables');
  return drawTables ? drawTables(month) : <Alert tone="info">{TABLES_UNAVAILABLE}</Alert>;
}

const Preview = styled.div`
  margin-top: 16px;
`;
