import { describe, expect, it } from 'vitest';
import { ROLE_PERMISSIONS, type Role } from '../src/auth/roles';
import {
  availableActions,
  canEdit,
  canTake,
  isLive,
  POST_ACTIONS,
  POST_STATUSES,
  POST_TRANSITIONS,
  statusAfterSave,
  type PostAction,
  type PostStatus,
  type WorkflowPost,
} from './workflow';

const post = (status: PostStatus, more: Partial<WorkflowPost> = {}): WorkflowPost => ({
  status,
  classification: 'educational',
  approvalRef: null,
  approvalDate: null,
  createdBy: 'editor-uid',
  ...more,
});

const as = (role: Role) => ROLE_PERMISSIONS[role];

describe('the actions each role has on a post in each status', () => {
  // Every status × role: the buttons the desk shows. The editor writes and submits; the admin
  // (manage_blog) reviews, publishes, unpublishes and archives; superadmin has both; reviewer and
  // user have none.
  const cases: [PostStatus, Role, PostAction[]][] = [
    ['draft', 'editor', ['submit']],
    ['draft', 'admin', ['archive']],
    ['draft', 'superadmin', ['submit', 'archive']],
    ['in_review', 'editor', []],
    ['in_review', 'admin', ['approve', 'request_changes']],
    ['changes_requested', 'editor', ['submit']],
    ['changes_requested', 'admin', ['archive']],
    ['approved', 'editor', []],
    ['approved', 'admin', ['publish', 'archive']],
    ['published', 'editor', []],
    ['published', 'admin', ['unpublish']],
    ['unpublished', 'admin', ['archive']],
    ['unpublished', 'editor', []],
    ['archived', 'admin', ['restore']],
    ['archived', 'editor', []],
  ];
  it.each(cases)('%s, %s → %j', (status, role, expected) => {
    expect(availableActions(post(status), as(role))).toEqual(expected);
  });

  it.each(POST_STATUSES)('a reviewer and a client take no action on a post that is %s', (status) => {
    expect(availableActions(post(status), as('reviewer'))).toEqual([]);
    expect(availableActions(post(status), as('user'))).toEqual([]);
  });
});

describe('canTake', () => {
  it('names the permission an action needs', () => {
    expect(canTake('publish', post('approved'), as('editor'))).toEqual({
      ok: false,
      reason: 'Publish needs the permission manage_blog.',
    });
  });

  it('says a post is in the wrong status', () => {
    expect(canTake('publish', post('draft'), as('admin'))).toEqual({
      ok: false,
      reason: 'Publish is not possible for a post that is draft.',
    });
  });

  it('approves a promotional post only with its approval reference and date', () => {
    const promotional = post('in_review', { classification: 'promotional' });
    expect(canTake('approve', promotional, as('admin')).ok).toBe(false);
    expect(canTake('approve', { ...promotional, approvalRef: 'CO-2026-014' }, as('admin')).ok).toBe(false);
    expect(
      canTake('approve', { ...promotional, approvalRef: 'CO-2026-014', approvalDate: '2026-11-20' }, as('admin')),
    ).toEqual({ ok: true });
    expect(availableActions(promotional, as('admin'))).toEqual(['request_changes']);
  });

  it('does not let the author of a promotional post approve it (a second pair of eyes); an educational one, yes', () => {
    const ready = { classification: 'promotional', approvalRef: 'CO-2026-014', approvalDate: '2026-11-20' } as const;
    const own = post('in_review', { ...ready, createdBy: 'uid-admin' });
    expect(canTake('approve', own, as('admin'), undefined, 'uid-admin')).toEqual({
      ok: false,
      reason: 'A promotional post is approved by someone other than its author: ask another member of staff.',
    });
    expect(availableActions(own, as('admin'), 'uid-admin')).toEqual(['request_changes']);
    expect(canTake('approve', own, as('admin'), undefined, 'uid-other').ok).toBe(true);
    expect(canTake('approve', { ...own, classification: 'educational' }, as('admin'), undefined, 'uid-admin').ok).toBe(
      true,
    );
  });

  it.each([
    ['', false],
    ['   ', false],
    ['The second table’s figures need a source.', true],
    ['x'.repeat(500), true],
    ['x'.repeat(501), false],
  ] as const)('requests changes with the reason %j: %s', (reason, ok) => {
    expect(canTake('request_changes', post('in_review'), as('admin'), reason).ok).toBe(ok);
  });

  it('does not look at a reason for the actions that need none', () => {
    expect(canTake('approve', post('in_review'), as('admin'), '').ok).toBe(true);
  });

  it('every action leads somewhere else than where it starts, and every status but published can be left', () => {
    for (const action of POST_ACTIONS) expect(POST_TRANSITIONS[action].from).not.toContain(POST_TRANSITIONS[action].to);
    const leavable = new Set(POST_ACTIONS.flatMap((action) => POST_TRANSITIONS[action].from));
    expect(POST_STATUSES.filter((status) => !leavable.has(status))).toEqual([]);
  });
});

describe('canEdit', () => {
  const cases: [string, WorkflowPost, Role, string, boolean][] = [
    ['an editor, their own draft', post('draft'), 'editor', 'editor-uid', true],
    ['an editor (edit_posts), another’s draft', post('draft'), 'editor', 'other-uid', true],
    ['an editor, a post in review', post('in_review'), 'editor', 'editor-uid', true],
    ['an editor, an approved post', post('approved'), 'editor', 'editor-uid', true],
    ['an editor, an unpublished post', post('unpublished'), 'editor', 'editor-uid', true],
    ['an editor, a published post', post('published'), 'editor', 'editor-uid', false],
    ['an editor, an archived post', post('archived'), 'editor', 'editor-uid', false],
    ['an admin (manage_blog only: the approver does not write)', post('draft'), 'admin', 'admin-uid', false],
    ['a superadmin', post('draft'), 'superadmin', 'superadmin-uid', true],
    ['a reviewer', post('draft'), 'reviewer', 'reviewer-uid', false],
    ['a client', post('draft'), 'user', 'editor-uid', false],
  ];
  it.each(cases)('%s → %s', (_name, subject, role, uid, ok) => {
    expect(canEdit(subject, as(role), uid).ok).toBe(ok);
  });

  it('lets create_posts alone edit only the person’s own drafts', () => {
    expect(canEdit(post('draft'), ['create_posts'], 'editor-uid').ok).toBe(true);
    expect(canEdit(post('changes_requested'), ['create_posts'], 'editor-uid').ok).toBe(true);
    expect(canEdit(post('draft'), ['create_posts'], 'other-uid').ok).toBe(false);
    expect(canEdit(post('in_review'), ['create_posts'], 'editor-uid').ok).toBe(false);
  });

  it('says how to edit a published post', () => {
    expect(canEdit(post('published'), as('editor'), 'editor-uid')).toEqual({
      ok: false,
      reason: 'A published post is not edited in place: unpublish it first.',
    });
  });
});

describe('statusAfterSave', () => {
  it.each([
    ['draft', 'draft'],
    ['changes_requested', 'changes_requested'],
    ['in_review', 'draft'],
    ['approved', 'draft'],
    ['unpublished', 'draft'],
  ] as const)('saving a post that is %s leaves it %s', (status, after) => {
    expect(statusAfterSave(status)).toBe(after);
  });
});

describe('isLive', () => {
  const now = Date.UTC(2026, 10, 25, 6, 0, 0);
  it.each([
    ['published, publishAt passed', 'published', now - 1, true],
    ['published, publishAt now', 'published', now, true],
    ['published, publishAt a second ahead', 'published', now + 1_000, false],
    ['published, no publishAt', 'published', null, false],
    ['approved, publishAt passed', 'approved', now - 1, false],
    ['unpublished', 'unpublished', now - 1, false],
  ] as const)('%s → %s', (_name, status, publishAt, live) => {
    expect(isLive({ status, publishAt }, now)).toBe(live);
  });
});
