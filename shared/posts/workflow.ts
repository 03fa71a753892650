/**
 * The editorial desk's workflow (issue 20, item 2): which action takes a post from which status to
 * which, and who may take it. One table, read by the admin's Blog tab (which buttons it shows) and
 * mirrored by firestore.rules (which changes it allows); the rules tests walk the same table.
 *
 * - An editor (create_posts) writes drafts and submits them for review; edit_posts edits any post
 *   that is not published.
 * - A person with manage_blog approves a post in review or sends it back with a reason; publishes an
 *   approved post now or at a time (publishAt); unpublishes a published one; archives a post that
 *   is not live, and brings an archived one back as a draft.
 * - Saving new content in review, approved or unpublished puts the post back to draft: what was
 *   approved is no longer what would be published, so it is reviewed again.
 * - A promotional post (SEBI's advertisement code) is approved only with its approval reference and
 *   date.
 *
 * 'archived' is a seventh status beside the six: archiving is an action the issue names, and
 * a status of its own keeps an archived post out of every list of work without deleting it.
 * Pure: no clock, no Firebase.
 */
import type { Permission } from '../src/auth/roles';
import { formatIndianNumber } from '../src/format/number';

export const POST_STATUSES = [
  'draft',
  'in_review',
  'changes_requested',
  'approved',
  'published',
  'unpublished',
  'archived',
] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

export function isPostStatus(value: unknown): value is PostStatus {
  return POST_STATUSES.some((status) => status === value);
}

/** What the desk shows for each status. */
export const POST_STATUS_LABELS: Readonly<Record<PostStatus, string>> = {
  draft: 'Draft',
  in_review: 'In review',
  changes_requested: 'Changes requested',
  approved: 'Approved',
  published: 'Published',
  unpublished: 'Unpublished',
  archived: 'Archived',
};

export const POST_ACTIONS = [
  'submit',
  'approve',
  'request_changes',
  'publish',
  'unpublish',
  'archive',
  'restore',
] as const;
export type PostAction = (typeof POST_ACTIONS)[number];

export interface PostTransition {
  /** The statuses the action starts from. */
  from: readonly PostStatus[];
  to: PostStatus;
  /** Any one of these lets a person take the action. */
  permissions: readonly Permission[];
  /** What the desk's button says. */
  label: string;
  /** The action is taken only with a reason the author reads (sending a post back). */
  needsReason?: true;
}

export const POST_TRANSITIONS: Readonly<Record<PostAction, PostTransition>> = {
  submit: {
    from: ['draft', 'changes_requested'],
    to: 'in_review',
    permissions: ['create_posts', 'edit_posts'],
    label: 'Submit for review',
  },
  approve: { from: ['in_review'], to: 'approved', permissions: ['manage_blog'], label: 'Approve' },
  request_changes: {
    from: ['in_review'],
    to: 'changes_requested',
    permissions: ['manage_blog'],
    label: 'Request changes',
    needsReason: true,
  },
  publish: { from: ['approved'], to: 'published', permissions: ['manage_blog'], label: 'Publish' },
  unpublish: { from: ['published'], to: 'unpublished', permissions: ['manage_blog'], label: 'Unpublish' },
  archive: {
    from: ['draft', 'changes_requested', 'approved', 'unpublished'],
    to: 'archived',
    permissions: ['manage_blog'],
    label: 'Archive',
  },
  restore: { from: ['archived'], to: 'draft', permissions: ['manage_blog'], label: 'Restore as a draft' },
};

/** The statuses whose content may be saved, and by whom. */
export const EDITABLE_STATUSES: readonly PostStatus[] = [
  'draft',
  'in_review',
  'changes_requested',
  'approved',
  'unpublished',
];

/** The status a post is in after its content is saved: approval and review are of the text as it was. */
export function statusAfterSave(status: PostStatus): PostStatus {
  return status === 'changes_requested' ? 'changes_requested' : 'draft';
}

export interface WorkflowPost {
  status: PostStatus;
  classification: 'educational' | 'promotional';
  /** The compliance approval of a promotional post (SEBI's advertisement code). */
  approvalRef: string | null;
  approvalDate: string | null;
  /** The person who created the post. */
  createdBy: string;
}

export type Refusal = { ok: true } | { ok: false; reason: string };

const hasAny = (granted: readonly Permission[], needed: readonly Permission[]) =>
  needed.some((permission) => granted.includes(permission));

/**
 * Whether a person with `permissions` (and `uid`) may save new content of `post`: edit_posts on
 * any post that is not published or archived; create_posts on their own drafts (and their own
 * posts sent back with changes requested).
 */
export function canEdit(post: WorkflowPost, permissions: readonly Permission[], uid: string): Refusal {
  if (!EDITABLE_STATUSES.includes(post.status)) {
    return {
      ok: false,
      reason:
        post.status === 'published'
          ? 'A published post is not edited in place: unpublish it first.'
          : 'An archived post is restored as a draft before it is edited.',
    };
  }
  if (permissions.includes('edit_posts')) return { ok: true };
  const ownDraft = post.createdBy === uid && (post.status === 'draft' || post.status === 'changes_requested');
  if (permissions.includes('create_posts') && ownDraft) return { ok: true };
  return { ok: false, reason: 'You may not edit this post.' };
}

/**
 * The longest reason for sending a post back: the audit entry's note (AUDIT_LIMITS.note), which
 * keeps it whole once the post is submitted again and the post's reviewNote is cleared.
 */
export const REASON_MAX = 500;

/**
 * Whether a person with `permissions` may take `action` on `post`, and why not. With `reason`
 * given (the desk's form), an action that needs one is refused without it; without (which buttons
 * to show), the reason is not looked at. With `uid` given (who asks), a promotional post is not
 * approved by its author: SEBI's advertisement code expects a second pair of eyes (the rules also
 * refuse the saver of the text approved).
 */
export function canTake(
  action: PostAction,
  post: WorkflowPost,
  permissions: readonly Permission[],
  reason?: string,
  uid?: string,
): Refusal {
  const transition = POST_TRANSITIONS[action];
  if (!hasAny(permissions, transition.permissions)) {
    return { ok: false, reason: `${transition.label} needs the permission ${transition.permissions.join(' or ')}.` };
  }
  if (!transition.from.includes(post.status)) {
    return {
      ok: false,
      reason: `${transition.label} is not possible for a post that is ${POST_STATUS_LABELS[post.status].toLowerCase()}.`,
    };
  }
  if (action === 'approve' && post.classification === 'promotional' && !(post.approvalRef && post.approvalDate)) {
    return {
      ok: false,
      reason: 'A promotional post needs its compliance approval reference and date before it is approved.',
    };
  }
  if (action === 'approve' && post.classification === 'promotional' && uid !== undefined && post.createdBy === uid) {
    return {
      ok: false,
      reason: 'A promotional post is approved by someone other than its author: ask another member of staff.',
    };
  }
  if (transition.needsReason && reason !== undefined) {
    const length = reason.trim().length;
    if (length === 0) return { ok: false, reason: 'Say what should change: the author reads this.' };
    if (length > REASON_MAX)
      return { ok: false, reason: `Keep the reason to ${formatIndianNumber(REASON_MAX)} characters.` };
  }
  return { ok: true };
}

/** The actions a person may take on `post` now, in the table's order (the desk's buttons). */
export function availableActions(post: WorkflowPost, permissions: readonly Permission[], uid?: string): PostAction[] {
  return POST_ACTIONS.filter((action) => canTake(action, post, permissions, undefined, uid).ok);
}

/** Whether a post is live for readers at `now` (ms): published, and its publishAt has come. */
export function isLive(post: { status: PostStatus; publishAt: number | null }, now: number): boolean {
  return post.status === 'published' && post.publishAt !== null && post.publishAt <= now;
}
