import { describe, expect, it } from 'vitest';
import { auditChanges, auditSentence, namesNeeded, type AuditFacts, type AuditNames } from './audit-sentence';

const NAMES: AuditNames = {
  people: new Map([
    ['u-esha', 'Esha Editor'],
    ['u-client', 'Kiran Rao'],
  ]),
  posts: new Map([['p1', 'SIP step-up: raising your SIP every year as your salary grows']]),
};

const entry = (facts: Partial<AuditFacts>): AuditFacts => ({
  actor: 'u-esha',
  actorEmail: 'editor@demo.meridian.test',
  action: 'post.status',
  target: 'posts/p1',
  before: null,
  after: {},
  ...facts,
});

describe('an audit entry in words', () => {
  it.each<[string, Partial<AuditFacts>, string]>([
    [
      'a post sent for review (the title cut at a word before 60 characters)',
      { before: { status: 'draft' }, after: { status: 'in_review' } },
      'Esha Editor moved ‘SIP step-up: raising your SIP every year as your salary…’ from draft to in review',
    ],
    [
      'a post whose title was not read',
      { target: 'posts/gone', before: { status: 'approved' }, after: { status: 'published' } },
      'Esha Editor moved a post from approved to published',
    ],
    [
      'a post given a new address',
      { before: { status: 'published', slug: 'old' }, after: { status: 'published', slug: 'new' } },
      'Esha Editor moved ‘SIP step-up: raising your SIP every year as your salary…’ from /blog/old to /blog/new',
    ],
    [
      'a role changed',
      { action: 'role.change', target: 'users/u-client', before: { role: 'user' }, after: { role: 'editor' } },
      'Esha Editor changed the role of Kiran Rao from user to editor',
    ],
    [
      'an account disabled whose owner was not read',
      { action: 'user.disable', target: 'users/u-other', before: { status: 'active' }, after: { status: 'disabled' } },
      'Esha Editor disabled an account',
    ],
    [
      'an actor whose name was not read: their email',
      { actor: 'u-admin', action: 'user.enable', target: 'users/u-client', after: { status: 'active' } },
      'editor@demo.meridian.test enabled the account of Kiran Rao again',
    ],
    [
      'an invitation',
      { action: 'invite.create', target: 'invites/new@firm.test', after: { email: 'new@firm.test', role: 'reviewer' } },
      'Esha Editor invited new@firm.test as reviewer',
    ],
    [
      'an invitation withdrawn',
      { action: 'invite.revoke', target: 'invites/new@firm.test', before: { status: 'pending' } },
      'Esha Editor withdrew the invitation to new@firm.test',
    ],
    [
      'an invitation accepted',
      { action: 'invite.accept', target: 'users/u-esha', before: { role: 'user' }, after: { role: 'editor' } },
      'Esha Editor accepted their invitation as editor',
    ],
    [
      'a lead moved',
      { action: 'lead.status', target: 'leads/l1', before: { status: 'new' }, after: { status: 'contacted' } },
      'Esha Editor moved a lead from new to contacted',
    ],
    [
      'the rates',
      { action: 'settings.rates', target: 'settings/rates' },
      'Esha Editor changed the small-savings rates',
    ],
    [
      'a complaint recorded',
      { action: 'complaint.record', target: 'complaints/MWA-2026-0007', after: { status: 'received' } },
      'Esha Editor recorded complaint MWA-2026-0007',
    ],
    [
      'a complaint moved (the desk’s own words for its statuses)',
      {
        action: 'complaint.status',
        target: 'complaints/MWA-2026-0007',
        before: { status: 'in-progress' },
        after: { status: 'resolved' },
      },
      'Esha Editor moved complaint MWA-2026-0007 from in progress to resolved',
    ],
    [
      'a month’s complaint data',
      { action: 'complaints.publish', target: 'complaintData/2026-10', after: { received: 0 } },
      'Esha Editor published the complaint data for October 2026',
    ],
    [
      'a grievance',
      { action: 'grievance.answer', target: 'grievances/g1', after: { status: 'answered' } },
      'Esha Editor answered a data-protection grievance',
    ],
    [
      'a comment',
      { action: 'comment.moderate', target: 'comments/c1', before: { status: 'pending' }, after: { status: 'spam' } },
      'Esha Editor marked a reader’s comment spam',
    ],
    [
      'an agreement offered',
      {
        action: 'agreement.offer',
        target: 'agreements/u-client',
        before: null,
        after: {
          clientKind: 'individual',
          feeKind: 'fixed',
          feeAmount: 60000,
          assetsUnderAdvice: 0,
          quartersBilled: 1,
        },
      },
      'Esha Editor offered the agreement to Kiran Rao',
    ],
    [
      'an offer changed, to a client whose name was not read',
      {
        action: 'agreement.offer',
        target: 'agreements/uid-gone',
        before: { feeAmount: 60000 },
        after: { feeAmount: 70000 },
      },
      'Esha Editor changed the agreement offered to a client',
    ],
    [
      'an agreement ended with a refund',
      {
        action: 'agreement.end',
        target: 'agreements/u-client',
        before: { state: 'signed' },
        after: { state: 'ended', refund: 28562 },
      },
      'Esha Editor ended the agreement with Kiran Rao, refunding ₹28,562',
    ],
    [
      'an agreement ended with nothing to refund',
      {
        action: 'agreement.end',
        target: 'agreements/u-client',
        before: { state: 'signed' },
        after: { state: 'ended', refund: 0 },
      },
      'Esha Editor ended the agreement with Kiran Rao',
    ],
  ])('%s', (_, facts, sentence) => {
    expect(auditSentence(entry(facts), NAMES)).toBe(sentence);
  });

  it('never shows a document path or a status code for the actions it knows', () => {
    const sentence = auditSentence(entry({ before: { status: 'changes_requested' }, after: { status: 'draft' } }));
    expect(sentence).toBe('editor@demo.meridian.test moved a post from changes requested to draft');
    expect(sentence).not.toMatch(/posts\/|_/);
  });

  it('describes an action it does not know rather than hiding it', () => {
    const unknown = { ...entry({}), action: 'report.export' } as unknown as AuditFacts;
    expect(auditSentence(unknown, NAMES)).toBe('Esha Editor changed posts/p1');
  });
});

describe('the names a page of entries needs', () => {
  it('each actor and person changed once, and each post', () => {
    expect(
      namesNeeded([
        entry({}),
        entry({ action: 'role.change', target: 'users/u-client' }),
        entry({ actor: 'u-admin', action: 'lead.status', target: 'leads/l1' }),
        entry({ target: 'posts/p2' }),
        entry({ action: 'agreement.offer', target: 'agreements/u-signer' }),
      ]),
    ).toEqual({ people: ['u-esha', 'u-client', 'u-admin', 'u-signer'], posts: ['p1', 'p2'] });
  });
});

describe('the figures shown beside a sentence', () => {
  it.each<[string, Pick<AuditFacts, 'action' | 'before' | 'after'>, string[]]>([
    [
      'the rates: each one changed, before and after',
      { action: 'settings.rates', before: { ppf: 7.1, ssy: 8.2 }, after: { ppf: 7.2, ssy: 8.2 } },
      ['ppf: 7.1 → 7.2'],
    ],
    ['rates stored for the first time', { action: 'settings.rates', before: null, after: { ppf: 7.1 } }, ['ppf: 7.1']],
    [
      'an offer’s fee changed',
      {
        action: 'agreement.offer',
        before: { feeAmount: 60000, quartersBilled: 1 },
        after: { feeAmount: 70000, quartersBilled: 1 },
      },
      ['feeAmount: 60000 → 70000'],
    ],
    [
      'a month’s complaint totals',
      { action: 'complaints.publish', before: null, after: { received: 2, resolved: 1, pending: 1 } },
      ['received: 2', 'resolved: 1', 'pending: 1'],
    ],
    [
      'nothing for an action the sentence says whole',
      { action: 'role.change', before: { role: 'user' }, after: { role: 'admin' } },
      [],
    ],
  ])('%s', (_, facts, changes) => {
    expect(auditChanges(facts)).toEqual(changes);
  });
});
