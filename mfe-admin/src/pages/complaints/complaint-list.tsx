import { Fragment, useState } from 'react';
import styled from 'styled-components';
import {
  Alert,
  Button,
  hasPermission,
  Select,
  useLoad,
  useLocation,
  useNavigate,
  VisuallyHidden,
  type SessionUser,
} from '@meridian/shared';
import {
  CATEGORY_LABELS,
  COMPLAINT_CATEGORIES,
  COMPLAINT_SOURCES,
  SOURCE_NAMES,
  STATUS_LABELS,
  RESPONSE_DAYS,
} from '@meridian/shared/complaints';
import { formatDateTime, Loading, ShowMore, UndoBar, usePages, useUndoableChange } from '@meridian/portal-kit';
import { actorOf } from '../../data/audit';
import { countOverdue, listComplaints, setComplaintStatus } from '../../data/complaints';
import { explainChangeFailure } from '../../domain/change-failure';
import {
  complaintAge,
  filterSearch,
  parseFilter,
  STATUS_FILTER_LABELS,
  STATUS_FILTERS,
  type ComplaintFilter,
} from '../../domain/complaint-desk';
import { tabPath } from '../../tabs';
import { Card, Muted } from '../card';
import { TableWrap } from '../table-wrap';
import { Toolbar } from '../toolbar';
import { ComplaintDetail } from './complaint-detail';

/**
 * The complaints of the filters in the address (status, category, source), newest first, 25 at a
 * time, each with its days against the 21-day limit (overdue ones say so in words); a row opens
 * its details and, with manage_complaints, its status change (audited, with Undo meanwhile).
 */
export function ComplaintList({ user, now }: { user: SessionUser; now: number }) {
  const location = useLocation();
  const navigate = useNavigate();
  const { filter, notices } = parseFilter(location.search);
  const key = filterSearch(filter);
  const pages = usePages((after) => listComplaints(filter, after), key);
  const [overdue, reloadOverdue] = useLoad(() => countOverdue(now), 'overdue');
  const { pending, outcome, schedule, undo } = useUndoableChange({
    done: () => {
      pages.reload();
      reloadOverdue();
    },
    describe: explainChangeFailure,
  });
  const [open, setOpen] = useState<string | null>(null);
  // The overdue count shows above the filters: they and the list wait for its first answer (both
  // are read at once), so nothing on screen moves when it comes (issue 22: CLS 0).
  const [counted, setCounted] = useState(false);
  if (!counted && overdue.state !== 'loading') setCounted(true);
  const manage = hasPermission(user.role, 'manage_complaints');
  const actor = actorOf(user);

  const choose = (change: Partial<ComplaintFilter>) => {
    setOpen(null);
    void navigate(`${tabPath('complaints')}${filterSearch({ ...filter, ...change })}`);
  };

  return (
    <Card aria-labelledby="complaints-heading">
      <h2 id="complaints-heading">Complaints</h2>
      <Muted>
        We answer every complaint within {RESPONSE_DAYS} days of receiving it. After that the complainant can go to SEBI
        SCORES.
      </Muted>
      {counted ? null : <VisuallyHidden role="status">Loading…</VisuallyHidden>}
      {counted ? (
        <>
          {overdue.state === 'ready' && overdue.value > 0 ? (
            <Alert tone="error" data-overdue-count={overdue.value}>
              {overdue.value === 1
                ? `1 open complaint is past its ${RESPONSE_DAYS} days.`
                : `${overdue.value} open complaints are past their ${RESPONSE_DAYS} days.`}
            </Alert>
          ) : null}
          {notices.map((notice) => (
            <Alert key={notice} tone="info">
              {notice}
            </Alert>
          ))}
          <Toolbar>
            <label htmlFor="complaints-status">
              Status
              <Select
                id="complaints-status"
                value={filter.status}
                onChange={(event) =>
                  choose({ status: STATUS_FILTERS.find((item) => item === event.target.value) ?? 'open' })
                }
              >
                {STATUS_FILTERS.map((item) => (
                  <option key={item} value={item}>
                    {STATUS_FILTER_LABELS[item]}
                  </option>
                ))}
              </Select>
            </label>
            <label htmlFor="complaints-category">
              Category
              <Select
                id="complaints-category"
                value={filter.category}
                onChange={(event) =>
                  choose({ category: COMPLAINT_CATEGORIES.find((item) => item === event.target.value) ?? 'all' })
                }
              >
                <option value="all">All</option>
                {COMPLAINT_CATEGORIES.map((item) => (
                  <option key={item} value={item}>
                    {CATEGORY_LABELS[item]}
                  </option>
                ))}
              </Select>
            </label>
            <label htmlFor="complaints-source">
              Received from
              <Select
                id="complaints-source"
                value={filter.source}
                onChange={(event) =>
                  choose({ source: COMPLAINT_SOURCES.find((item) => item === event.target.value) ?? 'all' })
                }
              >
                <option value="all">Anywhere</option>
                {COMPLAINT_SOURCES.map((item) => (
                  <option key={item} value={item}>
                    {SOURCE_NAMES[item]}
                  </option>
                ))}
              </Select>
            </label>
          </Toolbar>
          <UndoBar pending={pending} outcome={outcome} undo={undo} />
          <Loading loaded={pages.loaded} retry={pages.reload}>
            {(results) => {
              const rows = results.flatMap((result) => result.rows);
              if (rows.length === 0) return <Muted>No complaints match these filters.</Muted>;
              return (
                <>
                  <TableWrap cards>
                    <table>
                      <thead>
                        <tr>
                          <th scope="col">Ticket</th>
                          <th scope="col">Received</th>
                          <th scope="col">From</th>
                          <th scope="col">About</th>
                          <th scope="col">Status</th>
                          <th scope="col">Days against the {RESPONSE_DAYS}-day limit</th>
                          <th scope="col">
                            <VisuallyHidden>Details</VisuallyHidden>
                          </th>
                        </tr>
                      </thead>
                      <tbody>
                        {rows.map((row) => {
                          const age =
                            row.receivedAt === null ? null : complaintAge(row.receivedAt, row.resolvedAt, now);
                          const shown = open === row.ticket;
                          return (
                            <Fragment key={row.ticket}>
                              <Row data-complaint={row.ticket} data-overdue={age?.overdue ? '' : undefined}>
                                <td>{row.ticket}</td>
                                <td data-label="Received">{formatDateTime(row.receivedAt)}</td>
                                <td data-label="From">
                                  {row.name}
                                  <br />
                                  <Small>{SOURCE_NAMES[row.source]}</Small>
                                </td>
                                <td data-label="About">{CATEGORY_LABELS[row.category]}</td>
                                <td data-label="Status">{STATUS_LABELS[row.status]}</td>
                                <td data-label={`Days against the ${RESPONSE_DAYS}-day limit`}>
                                  {age ? age.overdue ? <Overdue>{age.text}</Overdue> : age.text : '—'}
                                </td>
                                <td>
                                  <Button
                                    type="button"
                                    $variant="outline"
                                    aria-expanded={shown}
                                    aria-label={`${shown ? 'Hide' : 'Open'} ${row.ticket}`}
                                    onClick={() => setOpen(shown ? null : row.ticket)}
                                  >
                                    {shown ? 'Hide' : 'Open'}
                                  </Button>
                                </td>
                              </Row>
                              {shown ? (
                                <tr>
                                  <td colSpan={7}>
                                    <ComplaintDetail
                                      row={row}
                                      now={now}
                                      manage={manage}
                                      waiting={pending !== null}
                                      onChange={(change) =>
                                        schedule({
                                          label: `${row.ticket}: ${STATUS_LABELS[row.status]} → ${STATUS_LABELS[change.status]}`,
                                          run: () =>
                                            setComplaintStatus(
                                              actor,
                                              row,
                                              change.status,
                                              change.resolution,
                                              change.note,
                                            ),
                                        })
                                      }
                                    />
                                  </td>
                                </tr>
                              ) : null}
                            </Fragment>
                          );
                        })}
                      </tbody>
                    </table>
                  </TableWrap>
                  <ShowMore pages={pages} label="Show older complaints" />
                </>
              );
            }}
          </Loading>
        </>
      ) : null}
    </Card>
  );
}

const Row = styled.tr`
  &[data-overdue] td:first-child {
    border-left: 4px solid ${({ theme }) => theme.color.error};
  }
`;

const Overdue = styled.strong`
  color: ${({ theme }) => theme.color.error};
`;

const Small = styled.span`
  font-size: 0.85rem;
  color: ${({ theme }) => theme.color.muted};
`;
