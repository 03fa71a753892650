import { formatIndianNumber, MONTH_NAMES, type AuditLogDocument, type AuditValues } from '@meridian/shared';
import { STATUS_LABELS as COMPLAINT_STATUS_LABELS } from '@meridian/shared/complaints';
import { isPostStatus, POST_STATUS_LABELS } from '@meridian/shared/posts';

/** What an audit entry says, in words: the parts of the stored entry a sentence needs. */
export type AuditFacts = Pick<AuditLogDocument, 'actor' | 'actorEmail' | 'action' | 'target' | 'before' | 'after'>;

/**
 * The names the audit log can show for what it refers to, read alongside a page of entries:
 * people by uid (their name, else their email) and posts by id (their title). A name not read
 * (the document gone, or not readable) leaves the sentence to describe the thing instead.
 */
export interface AuditNames {
  people: ReadonlyMap<string, string>;
  posts: ReadonlyMap<string, string>;
}

export const NO_NAMES: AuditNames = { people: new Map(), posts: new Map() };

/** The documents whose names a page of entries needs: the actors and people changed, and the posts. */
export function namesNeeded(entries: readonly AuditFacts[]): { people: string[]; posts: string[] } {
  const people = new Set<string>();
  const posts = new Set<string>();
  for (const entry of entries) {
    if (entry.actor) people.add(entry.actor);
    const [collection, id] = splitTarget(entry.target);
    if ((collection === 'users' || collection === 'agreements') && id) people.add(id);
    if (collection === 'posts' && id) posts.add(id);
  }
  return { people: [...people], posts: [...posts] };
}

function splitTarget(target: string): [string, string] {
  const slash = target.indexOf('/');
  return slash < 0 ? [target, ''] : [target.slice(0, slash), target.slice(slash + 1)];
}

/** 'YYYY-MM' as 'November 2026' (the id of a month's complaint data); anything else as given. */
function monthName(id: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(id);
  const month = match ? MONTH_NAMES[Number(match[2]) - 1] : undefined;
  return match && month ? `${month} ${match[1]}` : id;
}

const value = (values: AuditValues | null, key: string): string => {
  const found = values?.[key];
  return found === undefined || found === null ? '' : String(found);
};

/** A status as the screens that set it show it. */
function statusWords(action: AuditFacts['action'], status: string): string {
  if (action === 'post.status' && isPostStatus(status)) return POST_STATUS_LABELS[status].toLowerCase();
  if (action === 'complaint.status' || action === 'complaint.record') {
    const label = (COMPLAINT_STATUS_LABELS as Readonly<Record<string, string>>)[status];
    if (label) return label.toLowerCase();
  }
  return status.replace(/[_-]/g, ' ');
}

/** A post's title in quotes, cut at a word before 60 characters. */
function quoted(title: string): string {
  if (title.length <= 60) return `‘${title}’`;
  const cut = title.slice(0, 59);
  const space = cut.lastIndexOf(' ');
  return `‘${(space > 20 ? cut.slice(0, space) : cut).replace(/[\s,:;–-]+$/, '')}…’`;
}

/**
 * One audit entry as a sentence a member of staff reads ("Esha Editor moved ‘SIP step-up…’ from
 * draft to in review"): who (their name, else their email), what they did, to what (a person's
 * name, a post's title, a ticket, a month) and from what to what. Codes and document paths never
 * show; a thing whose name was not read is described ("a post", "an account").
 */
export function auditSentence(entry: AuditFacts, names: AuditNames = NO_NAMES): string {
  const who = names.people.get(entry.actor) || entry.actorEmail || 'Someone';
  const { target } = entry;
  const [, id] = splitTarget(target);
  const name = names.people.get(id);
  const person = name ?? 'an account';
  const account = name ? `the account of ${name}` : 'an account';
  const from = (key: string) => statusWords(entry.action, value(entry.before, key));
  const to = (key: string) => statusWords(entry.action, value(entry.after, key));
  switch (entry.action) {
    case 'role.change':
      return `${who} changed the role of ${person} from ${from('role')} to ${to('role')}`;
    case 'user.disable':
      return `${who} disabled ${account}`;
    case 'user.enable':
      return `${who} enabled ${account} again`;
    case 'invite.create':
      return `${who} invited ${value(entry.after, 'email') || id} as ${to('role')}`;
    case 'invite.revoke':
      return `${who} withdrew the invitation to ${id}`;
    case 'invite.accept':
      return `${who} accepted their invitation${value(entry.after, 'role') ? ` as ${to('role')}` : ''}`;
    case 'lead.status':
      return `${who} moved a lead from ${from('status')} to ${to('status')}`;
    case 'settings.rates':
      return `${who} changed the small-savings rates`;
    case 'complaint.record':
      return `${who} recorded complaint ${id}`;
    case 'complaint.status':
      return `${who} moved complaint ${id} from ${from('status')} to ${to('status')}`;
    case 'complaints.publish':
      return `${who} published the complaint data for ${monthName(id)}`;
    case 'grievance.answer':
      return `${who} answered a data-protection grievance`;
    case 'comment.moderate':
      return `${who} marked a reader’s comment ${to('status')}`;
    case 'agreement.offer':
      return `${who} ${entry.before ? 'changed the agreement offered to' : 'offered the agreement to'} ${name ?? 'a client'}`;
    case 'agreement.end': {
      const refund = Number(value(entry.after, 'refund'));
      return `${who} ended the agreement with ${name ?? 'a client'}${refund > 0 ? `, refunding ₹${formatIndianNumber(refund)}` : ''}`;
    }
    case 'post.status': {
      const post = names.posts.has(id) ? quoted(names.posts.get(id) ?? '') : 'a post';
      const [oldSlug, newSlug] = [value(entry.before, 'slug'), value(entry.after, 'slug')];
      if (oldSlug !== newSlug) return `${who} moved ${post} from /blog/${oldSlug} to /blog/${newSlug}`;
      return `${who} moved ${post} from ${from('status')} to ${to('status')}`;
    }
    default:
      // An action a later release added, read by this one: described, not hidden.
      return `${who} changed ${target}`;
  }
}

/** Actions whose figures a sentence can't hold: shown beside it, one "name: before → after" each. */
const FIGURES_SHOWN: ReadonlySet<string> = new Set(['settings.rates', 'complaints.publish', 'agreement.offer']);

/**
 * The figures an entry changed, for the actions whose sentence can't hold them (the rates, a
 * month's complaint totals): each value that differs, "ppf: 7.1 → 7.2", or "received: 3" when
 * there was none before. Empty for every other action.
 */
export function auditChanges(entry: Pick<AuditFacts, 'action' | 'before' | 'after'>): string[] {
  if (!FIGURES_SHOWN.has(entry.action)) return [];
  return Object.keys(entry.after)
    .filter((key) => value(entry.before, key) !== value(entry.after, key))
    .map((key) => {
      const was = value(entry.before, key);
      return `${key}: ${was ? `${was} → ` : ''}${value(entry.after, key)}`;
    });
}
