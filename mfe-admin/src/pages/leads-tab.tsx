import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  Alert,
  AUDIT_LIMITS,
  Button,
  formatIndianNumber,
  hasPermission,
  LEAD_STATUSES,
  Select,
  TextArea,
  useLocation,
  useNavigate,
  VisuallyHidden,
  type LeadStatus,
} from '@meridian/shared';
import { formatWeekdayDay } from '@meridian/shared/dates';
import { CONSULTATION_SLOT_LABELS } from '@meridian/shared/submissions';
import { formatDateTime, Loading, ShowMore, UndoBar, usePages, useUndoableChange } from '@meridian/portal-kit';
import { actorOf } from '../data/audit';
import {
  LEAD_FILTERS,
  LEAD_TYPE_FILTERS,
  leadFiltersOf,
  leadsForExport,
  listLeads,
  setLeadStatus,
  LEADS_EXPORT_MAX,
  type LeadFilter,
  type LeadRow,
  type LeadTypeFilter,
} from '../data/leads';
import { explainChangeFailure } from '../domain/change-failure';
import { unknownValue } from '../domain/address';
import { toCsv } from '../domain/csv';
import { tabPath } from '../tabs';
import { Card, Muted } from './card';
import type { TabProps } from './tab-props';
import { TableWrap } from './table-wrap';
import { Toolbar } from './toolbar';
import { UndeliveredMail } from './undelivered-mail';

const TYPE_LABELS: Record<LeadRow['type'], string> = { contact: 'Message', consultation: 'Consultation' };

/** A consultation's preferred time as staff read it: 'Thu, 26 Nov, 2026, morning (9:30 am to 12:30 pm)', or short: 'Thu, 26 Nov, 2026, morning'. */
function preferredTime(preferred: NonNullable<LeadRow['preferred']>, short = false): string {
  const [year = 0, month = 1, day = 1] = preferred.date.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  const shown = Number.isNaN(date.getTime()) ? preferred.date : formatWeekdayDay(date, 'utc');
  if (short) return `${shown}, ${preferred.slot}`;
  const slot = CONSULTATION_SLOT_LABELS[preferred.slot] ?? preferred.slot;
  return `${shown}, ${slot.replace(/^\w/, (first) => first.toLowerCase())}`;
}

/** The address of the Leads tab with a status and a type (each left out when 'all'). */
function leadsPath(status: LeadFilter, type: LeadTypeFilter): string {
  const query = new URLSearchParams();
  if (status !== 'all') query.set('status', status);
  if (type !== 'all') query.set('type', type);
  const search = query.toString();
  return `${tabPath('leads')}${search ? `?${search}` : ''}`;
}

/**
 * Leads (view_leads): the contact form's messages and the requests for a free first conversation
 * (type consultation, with the preferred time), newest first, 25 at a time, by status and type; a lead's
 * message and its status (with manage_leads: new → contacted → closed and back, with a note,
 * audited). CSV export of the current filter.
 */
export default function LeadsTab({ user }: TabProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const search = new URLSearchParams(location.search);
  const param = search.get('status');
  const typeParam = search.get('type');
  const { filter, type } = leadFiltersOf(search);
  const notice =
    unknownValue(param, LEAD_FILTERS, 'a lead status', 'every lead is shown') ??
    unknownValue(typeParam, LEAD_TYPE_FILTERS, 'a kind of lead', 'every kind is shown');
  const pages = usePages((after) => listLeads(filter, after, type), `${filter}|${type}`);
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
      const { rows, truncated } = await leadsForExport(filter, type);
      const csv = toCsv(
        ['Received', 'Type', 'Preferred time', 'Name', 'Email', 'Phone', 'Status', 'Page', 'Message'],
        rows.map((row) => [
          row.createdAt?.toISOString() ?? '',
          row.type,
          row.preferred ? `${row.preferred.date} ${row.preferred.slot}` : '',
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
      link.download = `leads-${filter}${type === 'all' ? '' : `-${type}`}-${new Date().toISOString().slice(0, 10)}.csv`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(link.href), 60_000);
      setExporting(
        truncated
          ? `Exported the newest ${formatIndianNumber(LEADS_EXPORT_MAX)} leads; narrow the filter for the rest.`
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
            onChange={(event) => void navigate(leadsPath(event.target.value as LeadFilter, type))}
          >
            {LEAD_FILTERS.map((item) => (
              <option key={item} value={item}>
                {item === 'all' ? 'All' : item}
              </option>
            ))}
          </Select>
        </label>
        <label htmlFor="leads-type">
          Type
          <Select
            id="leads-type"
            value={type}
            onChange={(event) => void navigate(leadsPath(filter, event.target.value as LeadTypeFilter))}
          >
            <option value="all">All</option>
            <option value="consultation">Consultation requests</option>
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
          if (rows.length === 0)
            return (
              <Muted>
                No {type === 'consultation' ? 'consultation requests' : 'leads'}
                {filter === 'all' ? '' : ` with status “${filter}”`}.
              </Muted>
            );
          return (
            <>
              <TableWrap cards>
                <table>
                  <thead>
                    <tr>
                      <th scope="col">Received</th>
                      <th scope="col">Type</th>
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
                            label: `${row.email || row.phone}: ${row.status} → ${status}`,
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
      {/* After the leads, not beside them: drawn while they load, it was pushed down when they came (CLS). */}
      {pages.loaded.state === 'loading' ? null : <UndeliveredMail group="leads" holdLine />}
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
      <tr data-lead={row.email || row.phone} data-lead-type={row.type}>
        <td data-label="Received">{formatDateTime(row.createdAt)}</td>
        <td data-label="Type">
          {TYPE_LABELS[row.type]}
          {row.preferred ? <Preferred>{preferredTime(row.preferred, true)}</Preferred> : null}
        </td>
        <td data-label="Name">{row.name}</td>
        <td data-label="Email">{row.email || '—'}</td>
        <td data-label="Status">{row.status}</td>
        <td>
          <Button
            type="button"
            $variant="outline"
            aria-expanded={open}
            aria-label={`${open ? 'Hide' : 'Open'} the lead from ${row.email || row.phone}`}
            onClick={toggle}
          >
            {open ? 'Hide' : 'Open'}
          </Button>
        </td>
      </tr>
      {open ? (
        <tr>
          <td colSpan={6}>
            <Detail>
              <p>
                <strong>Phone:</strong> {row.phone || '—'} · <strong>Sent from:</strong> {row.page}
                {row.preferred ? (
                  <>
                    {' '}
                    · <strong>Preferred time:</strong> {preferredTime(row.preferred)}
                  </>
                ) : null}
              </p>
              {row.message ? <Message>{row.message}</Message> : <Muted>No note.</Muted>}
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

const Preferred = styled.span`
  display: block;
  white-space: nowrap;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.color.muted};
`;

const Detail = styled.div`
  padding: 8px 0;
`;

const Message = styled.p`
  white-space: pre-wrap;
  padding: 12px;
  background: ${({ theme }) => theme.color.surface};
  border-radius: ${({ theme }) => theme.radius.small};
`;
