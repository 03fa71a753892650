import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  Alert,
  AUDIT_LIMITS,
  Button,
  hasPermission,
  LEAD_STATUSES,
  Select,
  TextArea,
  useLocation,
  useNavigate,
  VisuallyHidden,
  type LeadStatus,
} from '@meridian/shared';
import { formatDateTime, Loading, ShowMore, UndoBar, usePages, useUndoableChange } from '@meridian/portal-kit';
import { actorOf } from '../data/audit';
import {
  leadsForExport,
  listLeads,
  setLeadStatus,
  LEADS_EXPORT_MAX,
  type LeadFilter,
  type LeadRow,
} from '../data/leads';
import { explainChangeFailure } from '../domain/change-failure';
import { unknownValue } from '../domain/address';
import { toCsv } from '../domain/csv';
import { tabPath } from '../tabs';
import { Card, Muted } from './card';
import type { TabProps } from './tab-props';
import { TableWrap } from './table-wrap';
import { Toolbar } from './toolbar';

const FILTERS: readonly LeadFilter[] = ['all', ...LEAD_STATUSES];

/**
 * Leads (view_leads): the contact form's messages, newest first, 25 at a time, by status; a lead's
 * message and its status (with manage_leads: new → contacted → closed and back, with a note,
 * audited). CSV export of the current filter.
 */
export default function LeadsTab({ user }: TabProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const param = new URLSearchParams(location.search).get('status');
  const filter = FILTERS.find((item) => item === param) ?? 'all';
  const notice = unknownValue(param, FILTERS, 'a lead status', 'every lead is shown');
  const pages = usePages((after) => listLeads(filter, after), filter);
  const { pending, outcome, schedule, undo } = useUndoableChange({
    done: pages.reload,
    describe: explainChangeFailure,
  });
  const [open, setOpen] = useState<string | null>(null);
  const [exporting, setExporting] = useState<string | null>(null);
  const manage = hasPermission(user.role, 'manage_leads');
  const actor = actorOf(user);

  const exportCsv = async () => {
    setExporting('Preparing the file…');
    try {
      const { rows, truncated } = await leadsForExport(filter);
      const csv = toCsv(
        ['Received', 'Name', 'Email', 'Phone', 'Status', 'Page', 'Message'],
        rows.map((row) => [
          row.createdAt?.toISOString() ?? '',
          row.name,
          row.email,
          row.phone,
          row.status,
          row.page,
          row.message,
        ]),
      );
      const link = document.createElement('a');
      link.href = URL.createObjectURL(new Blob([`\uFEFF${csv}`], { type: 'text/csv;charset=utf-8' }));
      link.download = `leads-${filter}-${new Date().toISOString().slice(0, 10)}.csv`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(link.href), 60_000);
      setExporting(
        truncated
          ? `Exported the newest ${LEADS_EXPORT_MAX.toLocaleString('en-IN')} leads; narrow the filter for the rest.`
          : `Exported ${rows.length} lead${rows.length === 1 ? '' : 's'}.`,
      );
    } catch {
      setExporting('The export failed. Check your connection and try again.');
    }
  };

  return (
    <Card aria-labelledby="leads-heading">
      <h2 id="leads-heading">Leads</h2>
      {notice ? <Alert tone="info">{notice}</Alert> : null}
      <Toolbar>
        <label htmlFor="leads-status">
          Status
          <Select
            id="leads-status"
            value={filter}
            onChange={(event) =>
              void navigate(`${tabPath('leads')}${event.target.value === 'all' ? '' : `?status=${event.target.value}`}`)
            }
          >
            {FILTERS.map((item) => (
              <option key={item} value={item}>
                {item === 'all' ? 'All' : item}
              </option>
            ))}
          </Select>
        </label>
        <Button type="button" $variant="outline" onClick={() => void exportCsv()}>
          Export CSV
        </Button>
        {exporting ? <Muted role="status">{exporting}</Muted> : null}
      </Toolbar>
      <UndoBar pending={pending} outcome={outcome} undo={undo} />
      <Loading loaded={pages.loaded} retry={pages.reload}>
        {(results) => {
          const rows = results.flatMap((result) => result.rows);
          if (rows.length === 0) return <Muted>No leads{filter === 'all' ? '' : ` with status “${filter}”`}.</Muted>;
          return (
            <>
              <TableWrap>
                <table>
                  <thead>
                    <tr>
                      <th scope="col">Received</th>
                      <th scope="col">Name</th>
                      <th scope="col">Email</th>
                      <th scope="col">Status</th>
                      <th scope="col">
                        <VisuallyHidden>Details</VisuallyHidden>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((row) => (
                      <LeadRowView
                        key={row.id}
                        row={row}
                        open={open === row.id}
                        toggle={() => setOpen(open === row.id ? null : row.id)}
                        manage={manage}
                        waiting={pending !== null}
                        onStatus={(status, note) =>
                          schedule({
                            label: `${row.email}: ${row.status} → ${status}`,
                            run: () => setLeadStatus(actor, row, status, note),
                          })
                        }
                      />
                    ))}
                  </tbody>
                </table>
              </TableWrap>
              <ShowMore pages={pages} label="Show older leads" />
            </>
          );
        }}
      </Loading>
    </Card>
  );
}

function LeadRowView({
  row,
  open,
  toggle,
  manage,
  waiting,
  onStatus,
}: {
  row: LeadRow;
  open: boolean;
  toggle: () => void;
  manage: boolean;
  /** A change is waiting for its Undo time: one at a time. */
  waiting: boolean;
  onStatus: (status: LeadStatus, note: string) => void;
}) {
  const [status, setStatus] = useState<LeadStatus>(row.status);
  const [note, setNote] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status !== row.status) onStatus(status, note);
  };
  return (
    <>
      <tr data-lead={row.email}>
        <td>{formatDateTime(row.createdAt)}</td>
        <td>{row.name}</td>
        <td>{row.email}</td>
        <td>{row.status}</td>
        <td>
          <Button
            type="button"
            $variant="outline"
            aria-expanded={open}
            aria-label={`${open ? 'Hide' : 'Open'} the lead from ${row.email}`}
            onClick={toggle}
          >
            {open ? 'Hide' : 'Open'}
          </Button>
        </td>
      </tr>
      {open ? (
        <tr>
          <td colSpan={5}>
            <Detail>
              <p>
                <strong>Phone:</strong> {row.phone || '—'} · <strong>Sent from:</strong> {row.page}
              </p>
              <Message>{row.message}</Message>
              {manage ? (
                <form onSubmit={submit}>
                  <Toolbar>
                    <label>
                      New status
                      <Select value={status} onChange={(event) => setStatus(event.target.value as LeadStatus)}>
                        {LEAD_STATUSES.map((item) => (
                          <option key={item} value={item}>
                            {item}
                          </option>
                        ))}
                      </Select>
                    </label>
                    <label>
                      Note (kept in the audit log)
                      <TextArea
                        rows={2}
                        maxLength={AUDIT_LIMITS.note}
                        value={note}
                        onChange={(event) => setNote(event.target.value)}
                      />
                    </label>
                    <Button type="submit" disabled={waiting || status === row.status}>
                      Change status
                    </Button>
                  </Toolbar>
                </form>
              ) : (
                <Muted>Only people who manage leads can change a lead’s status.</Muted>
              )}
            </Detail>
          </td>
        </tr>
      ) : null}
    </>
  );
}

const Detail = styled.div`
  padding: 8px 0;
`;

const Message = styled.p`
  white-space: pre-wrap;
  padding: 12px;
  background: ${({ theme }) => theme.color.surface};
  border-radius: ${({ theme }) => theme.radius.small};
`;
