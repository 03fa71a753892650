// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '@meridian/shared';
import { deviceMemory } from '@meridian/shared/device-memory';
import { demoUsers, renderInSite } from '@meridian/shared/testing';
import {
  changeSlug,
  createPost,
  DeskRefusal,
  listPosts,
  listRevisions,
  readPost,
  readRevision,
  takeStep,
  type PostRow,
  type PostsPage,
  type RevisionRow,
} from '../../data/posts';
import type { ListedPost } from '../../domain/listed-posts';
import BlogTab from './blog-tab';

// The comment queue below the posts (its journeys are in e2e/tests/comments.spec.ts): none waiting, and no
// request to a Firestore that is not there.
vi.mock('../../data/comment-queue', () => ({
  COMMENT_QUEUE_PAGE_SIZE: 25,
  listQueuedComments: vi.fn(async () => ({ rows: [], next: null })),
  moderateComment: vi.fn(),
}));
vi.mock('../../data/posts', () => ({
  listPosts: vi.fn(),
  readPost: vi.fn(),
  listRevisions: vi.fn(),
  createPost: vi.fn(),
  savePost: vi.fn(),
  takeStep: vi.fn(),
  readRevision: vi.fn(),
  changeSlug: vi.fn(),
  DeskRefusal: class DeskRefusal extends Error {},
  POSTS_PAGE: 20,
}));

const list = vi.mocked(listPosts);
const read = vi.mocked(readPost);
const revisions = vi.mocked(listRevisions);
const create = vi.mocked(createPost);
const step = vi.mocked(takeStep);
const readOne = vi.mocked(readRevision);
const move = vi.mocked(changeSlug);

const POST: PostRow = {
  id: 'p1',
  title: 'How a SIP grows over twenty years',
  slug: 'how-a-sip-grows',
  excerpt: 'Compounding explained with the numbers of a monthly SIP over twenty years.',
  body: '## Start early\n\nThe numbers.',
  category: 'Investment',
  tags: ['SIP'],
  author: 'Esha Editor',
  searchTitle: '',
  description: '',
  classification: 'educational',
  approvalRef: '',
  approvalDate: '',
  status: 'in_review',
  publishAt: null,
  createdBy: demoUsers.editor.uid,
  createdAt: new Date('2026-11-20T06:00:00Z'),
  updatedAt: new Date('2026-11-20T06:00:00Z'),
  updatedBy: demoUsers.editor.uid,
  reviewNote: '',
  revisionId: 'rev-1',
  publishedRevisionId: '',
};

const settle = () => act(async () => {});

/** The list's one page: these posts, and nothing after them. */
const onePage = (...rows: PostRow[]): PostsPage => ({ rows, next: null });

async function open(url: string, role: Role) {
  renderInSite(<BlogTab user={demoUsers[role]} />, { url, path: '/admin/*' });
  await settle();
}

beforeEach(() => {
  window.localStorage.clear();
  list.mockResolvedValue(onePage());
  read.mockResolvedValue(POST);
  revisions.mockResolvedValue([]);
  step.mockResolvedValue();
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('the list', () => {
  it('says when there are no posts yet, and offers a new one to an editor only', async () => {
    await open('/admin/blog', 'editor');
    expect(screen.getByText('No posts yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New post' })).toBeTruthy();
    cleanup();
    await open('/admin/blog', 'admin');
    expect(screen.queryByRole('link', { name: 'New post' })).toBeNull();
  });

  it('reads the status in the address, and names one it does not know', async () => {
    list.mockResolvedValue(onePage(POST));
    await open('/admin/blog?status=in_review', 'admin');
    expect(list).toHaveBeenCalledWith('in_review', null);
    expect(screen.getByRole('link', { name: POST.title })).toBeTruthy();
    cleanup();
    await open('/admin/blog?status=pending', 'admin');
    expect(list).toHaveBeenLastCalledWith('all', null);
    expect(screen.getByText(/“pending” is not a post status/)).toBeTruthy();
  });

  it('reads a page at a time: “Show older posts” adds the next page below, and is gone after the last', async () => {
    const older: PostRow = { ...POST, id: 'p2', title: 'Term insurance before investing', slug: 'term-first' };
    const cursor = { after: 'p1' };
    list.mockImplementation(async (_status, after) =>
      after === null ? { rows: [POST], next: cursor } : { rows: [older], next: null },
    );
    await open('/admin/blog', 'admin');
    expect(screen.getByRole('link', { name: POST.title })).toBeTruthy();
    expect(screen.queryByRole('link', { name: older.title })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show older posts' }));
    await settle();
    expect(list).toHaveBeenLastCalledWith('all', cursor);
    const rows = [...document.querySelectorAll('[data-post-row]')].map((row) => row.getAttribute('data-post-row'));
    expect(rows).toEqual(['p1', 'p2']);
    expect(screen.queryByRole('button', { name: 'Show older posts' })).toBeNull();
  });

  describe('as the tab opens, the list this person saw on this device last time', () => {
    const KEPT: ListedPost = {
      id: 'p0',
      title: 'Gold or gold funds: what changed in 2026',
      slug: 'gold-or-gold-funds',
      status: 'published',
      category: 'Gold Investment',
      updatedAt: Date.parse('2026-11-18T06:00:00Z'),
      by: 'You',
    };
    const keepList = () => {
      const memory = deviceMemory(localStorage);
      memory.keepSession(demoUsers.editor.uid, { uid: demoUsers.editor.uid });
      memory.keep(demoUsers.editor.uid, 'posts', [KEPT]);
      return memory;
    };

    it('shows at once, inert, then the read’s answer, which is kept for next time', async () => {
      const memory = keepList();
      let answer: (page: PostsPage) => void = () => undefined;
      list.mockReturnValue(new Promise((resolve) => (answer = resolve)));
      renderInSite(<BlogTab user={demoUsers.editor} />, { url: '/admin/blog', path: '/admin/*' });

      const kept = document.querySelector('[data-kept]');
      expect(kept?.hasAttribute('inert')).toBe(true);
      expect(kept?.getAttribute('aria-busy')).toBe('true');
      expect(screen.getByRole('link', { name: KEPT.title }).closest('[data-kept]')).toBe(kept);
      expect(kept?.querySelector('[data-post-row="p0"] [data-label="By"]')?.textContent).toBe('You');

      await act(async () => answer(onePage(POST)));
      expect(document.querySelector('[data-kept]')).toBeNull();
      expect(screen.queryByRole('link', { name: KEPT.title })).toBeNull();
      expect(screen.getByRole('link', { name: POST.title }).closest('[data-kept]')).toBeNull();
      expect(memory.recall(demoUsers.editor.uid, 'posts')).toEqual([
        {
          id: 'p1',
          title: POST.title,
          slug: POST.slug,
          status: 'in_review',
          category: 'Investment',
          updatedAt: POST.updatedAt?.getTime(),
          by: 'You',
        },
      ]);
    });

    it('is never shown for a status chosen, which is read afresh and not kept', async () => {
      const memory = keepList();
      list.mockResolvedValue(onePage(POST));
      renderInSite(<BlogTab user={demoUsers.editor} />, { url: '/admin/blog?status=in_review', path: '/admin/*' });
      expect(document.querySelector('[data-kept]')).toBeNull();
      expect(screen.queryByRole('link', { name: KEPT.title })).toBeNull();
      await settle();
      expect(screen.getByRole('link', { name: POST.title })).toBeTruthy();
      expect(memory.recall(demoUsers.editor.uid, 'posts')).toEqual([KEPT]);
    });
  });
});

describe('one post', () => {
  it('says so when the address names no post, and offers no editor', async () => {
    read.mockResolvedValue(null);
    await open('/admin/blog?post=no-such-post', 'editor');
    expect(read).toHaveBeenCalledWith('no-such-post');
    expect(screen.getByText('There is no post with this address. It may have been typed wrongly.')).toBeDefined();
    expect(screen.queryByLabelText('Title')).toBeNull();
  });
});

describe('a new post', () => {
  it('refuses a short title beside the field, keeps the text, and writes nothing', async () => {
    await open('/admin/blog?post=new', 'editor');
    const title = screen.getByLabelText('Title');
    fireEvent.change(title, { target: { value: 'Too short' } });
    expect((screen.getByLabelText('Address') as HTMLInputElement).value).toBe('too-short');
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await settle();
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(title.getAttribute('aria-describedby')).toContain('post-title-error');
    expect(document.getElementById('post-title-error')?.textContent).toBe(
      'The title needs at least 10 characters (it has 9).',
    );
    expect((title as HTMLInputElement).value).toBe('Too short');
    expect(create).not.toHaveBeenCalled();
  });
});

describe('the workflow', () => {
  it('offers a post in review to the admin to approve or send back, and nothing to the editor', async () => {
    await open('/admin/blog?post=p1', 'admin');
    expect(screen.getByRole('button', { name: 'Approve' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Request changes' })).toBeTruthy();
    cleanup();
    await open('/admin/blog?post=p1', 'editor');
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.getByText('There is no step you can take on this post now.')).toBeTruthy();
  });

  it('sends a post back only with a reason, given beside its field', async () => {
    await open('/admin/blog?post=p1', 'admin');
    fireEvent.click(screen.getByRole('button', { name: 'Request changes' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send back with this reason' }));
    await settle();
    const reason = screen.getByLabelText('What should change');
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(step).not.toHaveBeenCalled();
    fireEvent.change(reason, { target: { value: 'Cite the source.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send back with this reason' }));
    await settle();
    expect(step).toHaveBeenCalledWith(expect.objectContaining({ uid: demoUsers.admin.uid }), POST, 'request_changes', {
      reason: 'Cite the source.',
    });
  });

  it('offers no approval of a promotional post without its approval, and says why', async () => {
    read.mockResolvedValue({ ...POST, classification: 'promotional' });
    await open('/admin/blog?post=p1', 'admin');
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(document.querySelector('[data-blocked-step="approve"]')?.textContent).toContain(
      'needs its compliance approval reference and date',
    );
  });
});

describe('the revisions', () => {
  const PUBLISHED: PostRow = {
    ...POST,
    status: 'published',
    publishAt: new Date('2026-11-21T06:00:00Z'),
    revisionId: 'rev-2',
    publishedRevisionId: 'rev-1',
  };
  const revision = (id: string, savedBy: string, byName: string, body: string): RevisionRow => ({
    ...PUBLISHED,
    id,
    savedBy,
    byName,
    body,
    savedAt: new Date('2026-11-20T06:00:00Z'),
  });

  it('names who saved each (the stored name, else the uid’s short form) and compares one with the published text', async () => {
    read.mockResolvedValue({ ...PUBLISHED, status: 'unpublished' });
    revisions.mockResolvedValue([
      revision('rev-3', demoUsers.admin.uid, 'Arun Admin', 'The third text.'),
      revision('rev-2', demoUsers.editor.uid, '', 'The second text.'),
    ]);
    readOne.mockResolvedValue(revision('rev-1', 'uid-someone-else', 'Priya Sharma', 'The published text.'));
    await open('/admin/blog?post=p1', 'editor');
    // The published revision is older than the list: read alone.
    expect(readOne).toHaveBeenCalledWith('p1', 'rev-1');
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => row.querySelectorAll('td')[1]?.textContent)).toEqual(['Arun Admin', 'You']);
    const compare = screen.getAllByRole('button', { name: 'Compare with published' });
    expect(compare).toHaveLength(2);
    fireEvent.click(compare[0] as HTMLElement);
    const comparison = document.querySelector('[data-comparison]');
    expect(comparison?.textContent).toContain('Differs in: Article.');
    expect(comparison?.textContent).toContain('The published text.');
    expect(comparison?.textContent).toContain('The third text.');
  });

  it('offers no comparison with the published text for a post never published', async () => {
    revisions.mockResolvedValue([revision('rev-1', 'uid-12345678-abcdef', '', 'The text.')]);
    await open('/admin/blog?post=p1', 'admin');
    expect(screen.queryByRole('button', { name: 'Compare with published' })).toBeNull();
    expect(readOne).not.toHaveBeenCalled();
    expect(screen.getAllByRole('row')[1]?.querySelectorAll('td')[1]?.textContent).toBe('uid uid-1234');
  });
});

describe('the address of a published post', () => {
  const PUBLISHED: PostRow = {
    ...POST,
    status: 'published',
    publishAt: new Date('2026-11-21T06:00:00Z'),
    publishedRevisionId: 'rev-1',
  };

  it('is changed only by manage_blog, with bad input said beside the field and the text kept', async () => {
    read.mockResolvedValue(PUBLISHED);
    await open('/admin/blog?post=p1', 'editor');
    expect(screen.queryByRole('button', { name: 'Change address…' })).toBeNull();
    cleanup();
    await open('/admin/blog?post=p1', 'admin');
    expect((screen.getByLabelText('Address') as HTMLInputElement).readOnly).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Change address…' }));
    expect(document.getElementById('post-new-slug-hint')?.textContent).toContain('redirects (301)');
    const field = screen.getByLabelText('New address');
    expect(document.activeElement).toBe(field);
    fireEvent.change(field, { target: { value: 'Not An Address' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change the address' }));
    await settle();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('post-new-slug-error')?.textContent).toContain('lower-case letters');
    expect((field as HTMLInputElement).value).toBe('Not An Address');
    expect(move).not.toHaveBeenCalled();

    move.mockRejectedValueOnce(new DeskRefusal('The address /blog/taken-one belongs to another post. Choose another.'));
    fireEvent.change(field, { target: { value: 'taken-one' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change the address' }));
    await settle();
    expect(document.getElementById('post-new-slug-error')?.textContent).toContain('belongs to another post');
    expect((field as HTMLInputElement).value).toBe('taken-one');

    move.mockResolvedValueOnce();
    fireEvent.change(field, { target: { value: 'a-new-address' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change the address' }));
    await settle();
    expect(move).toHaveBeenLastCalledWith(
      expect.objectContaining({ uid: demoUsers.admin.uid }),
      PUBLISHED,
      'a-new-address',
    );
    expect(
      screen.getByText('The post is now at /blog/a-new-address; /blog/how-a-sip-grows redirects to it.'),
    ).toBeTruthy();
  });

  it('each saved post has its preview link', async () => {
    await open('/admin/blog?post=p1', 'editor');
    expect((screen.getByLabelText('Preview link') as HTMLInputElement).value).toMatch(
      /\/admin\/blog\/preview\?post=p1$/,
    );
  });
});
