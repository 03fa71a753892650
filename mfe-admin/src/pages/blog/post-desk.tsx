import { useDeferredValue, useEffect, useEffectEvent, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  Alert,
  Button,
  formatIndianNumber,
  Input,
  ROLE_PERMISSIONS,
  Select,
  TextArea,
  useLoad,
  useLocation,
  useNavigate,
  VisuallyHidden,
  type SessionUser,
} from '@meridian/shared';
import {
  canEdit,
  MAX_TAGS,
  POST_CATEGORIES,
  POST_LIMITS,
  POST_STATUS_LABELS,
  type Refusal,
} from '@meridian/shared/posts';
import { istDate } from '@meridian/shared/complaints';
import { formatDateTime, Loading } from '@meridian/portal-kit';
import { forget, keep, readKept } from '../../data/kept-drafts';
import {
  createPost,
  listRevisions,
  readPost,
  readRevision,
  savePost,
  type PostRow,
  type RevisionRow,
} from '../../data/posts';
import { explainChangeFailure } from '../../domain/change-failure';
import {
  checkDraft,
  classificationOf,
  contentOf,
  draftOf,
  draftPreviewChecks,
  EMPTY_DRAFT,
  isSlugFixed,
  KEEP_EVERY_MS,
  keptDraftKey,
  sameDraft,
  withTitle,
  type KeptDraft,
  type PostDraft,
} from '../../domain/post-form';
import { publishedRevisionOf } from '../../domain/post-history';
import { useSlots } from '../../slots';
import { Card, Muted } from '../card';
import { Row } from '../field-row';
import { postPath } from './paths';
import { PreviewLink } from './preview-link';
import { RevisionList } from './revision-list';
import { SlugChange } from './slug-change';
import { WorkflowPanel, workflowOf } from './workflow-panel';

/** A notice handed to the post's page after it was created (the page is opened anew at its address). */
function noticeIn(state: unknown): string | null {
  return typeof state === 'object' && state !== null && 'notice' in state && typeof state.notice === 'string'
    ? state.notice
    : null;
}

/** One post's desk: its editor and preview, its workflow and its revisions; a new draft when `postId` is null. */
export function PostDesk({ user, postId }: { user: SessionUser; postId: string | null }) {
  const location = useLocation();
  const [notice, setNotice] = useState<string | null>(() => noticeIn(location.state));
  const [loaded, reload] = useLoad(
    async (): Promise<{ post: PostRow | null; revisions: RevisionRow[]; published: RevisionRow | null }> => {
      if (postId === null) return { post: null, revisions: [], published: null };
      const [post, revisions] = await Promise.all([readPost(postId), listRevisions(postId)]);
      // The revision last published, read alone when it is older than the revisions listed.
      const publishedId = post ? publishedRevisionOf(post) : '';
      const published =
        publishedId === ''
          ? null
          : (revisions.find((revision) => revision.id === publishedId) ?? (await readRevision(postId, publishedId)));
      return { post, revisions, published };
    },
    postId ?? 'new',
  );
  return (
    <Loading loaded={loaded} retry={reload}>
      {({ post, revisions, published }) =>
        postId !== null && post === null ? (
          <Alert tone="error">There is no post with this address. It may have been typed wrongly.</Alert>
        ) : (
          <PostEditor
            key={post ? `${post.revisionId}:${post.status}` : 'new'}
            user={user}
            post={post}
            revisions={revisions}
            published={published}
            notice={notice}
            setNotice={setNotice}
            reload={reload}
          />
        )
      }
    </Loading>
  );
}

interface EditorProps {
  user: SessionUser;
  post: PostRow | null;
  revisions: RevisionRow[];
  published: RevisionRow | null;
  notice: string | null;
  setNotice: (notice: string | null) => void;
  reload: () => void;
}

function PostEditor({ user, post, revisions, published, notice, setNotice, reload }: EditorProps) {
  const navigate = useNavigate();
  const permissions = ROLE_PERMISSIONS[user.role];
  const slugFixed = isSlugFixed(post);
  const [initial] = useState<PostDraft>(() => (post ? draftOf(post) : EMPTY_DRAFT));
  const editable: Refusal = post
    ? canEdit(workflowOf(post), permissions, user.uid)
    : permissions.includes('create_posts')
      ? { ok: true }
      : { ok: false, reason: 'Writing a new post needs the permission create_posts.' };
  const storageKey = keptDraftKey(user.uid, post?.id ?? null);
  const [draft, setDraft] = useState<PostDraft>(initial);
  const [offer, setOffer] = useState<KeptDraft | null>(() => {
    const kept = readKept(storageKey);
    return kept && editable.ok && !sameDraft(kept.draft, initial) ? kept : null;
  });
  const [tried, setTried] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const dirty = !sameDraft(draft, initial);
  const errors = tried ? checkDraft(draft) : {};
  const author = post?.author ?? (user.displayName || user.email || 'Meridian');

  // Autosave to this browser every few seconds, and when the tab is hidden or closed: nothing
  // typed is lost. Not while a kept draft waits to be restored or discarded.
  const revision = post?.revisionId ?? null;
  const keepNow = useEffectEvent(() => {
    if (offer) return;
    if (dirty) keep(storageKey, { draft, keptAt: Date.now(), baseRevision: revision });
    else forget(storageKey);
  });
  useEffect(() => {
    if (!editable.ok) return undefined;
    const timer = window.setInterval(keepNow, KEEP_EVERY_MS);
    const onHide = () => {
      if (document.visibilityState === 'hidden') keepNow();
    };
    window.addEventListener('pagehide', keepNow);
    document.addEventListener('visibilitychange', onHide);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('pagehide', keepNow);
      document.removeEventListener('visibilitychange', onHide);
    };
  }, [storageKey, editable.ok]);

  const change = (next: PostDraft) => {
    setNotice(null);
    setDraft(next);
  };
  const set = (part: Partial<PostDraft>) => change({ ...draft, ...part });

  const onSave = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    const found = Object.keys(checkDraft(draft));
    if (found.length > 0) {
      setProblem('Some fields need fixing before the post can be saved (see beside each). Your text is kept.');
      // The first field to fix, in the form's order, takes the focus (its error is read with it).
      const first = FIELD_IDS.find(([key]) => found.includes(key));
      if (first) document.getElementById(first[1])?.focus();
      return;
    }
    setProblem(null);
    setSaving(true);
    try {
      const content = contentOf(draft, author);
      if (post) {
        const saved = await savePost(user, post, content);
        forget(storageKey);
        setNotice(
          saved.status === post.status
            ? 'Saved. The revision is in the list below.'
            : `Saved. The post is a ${POST_STATUS_LABELS[saved.status].toLowerCase()} again: what was reviewed is no longer what would be published.`,
        );
        reload();
      } else {
        const created = await createPost(user, content);
        forget(storageKey);
        void navigate(postPath(created.id), {
          state: {
            notice:
              created.slug === content.slug
                ? `Saved as a draft at /blog/${created.slug}.`
                : `Saved as a draft at /blog/${created.slug}: /blog/${content.slug} belongs to another post.`,
          },
        });
      }
    } catch (error) {
      setProblem(`The post was not saved. ${explainChangeFailure(error)} Your text is kept.`);
      setSaving(false);
    }
  };

  const restoreRevision = (revision: RevisionRow) => {
    change({ ...draftOf(revision), slug: slugFixed && post ? post.slug : revision.slug });
    setNotice(`The revision of ${formatDateTime(revision.savedAt)} is in the editor. Save to keep it.`);
    window.scrollTo({ top: 0 });
  };

  return (
    <>
      {notice ? (
        <Notice tone="success" data-desk-notice>
          {notice}
        </Notice>
      ) : null}
      {offer ? (
        <Notice tone="info" data-kept-draft>
          <p>
            This browser kept a draft of this post that was not saved ({formatDateTime(new Date(offer.keptAt))}).
            {post && offer.baseRevision !== post.revisionId
              ? ' The post has been saved since that draft was started: compare before you save it.'
              : ''}
          </p>
          <Actions>
            <Button
              type="button"
              onClick={() => {
                change(offer.draft);
                setOffer(null);
              }}
            >
              Restore the kept draft
            </Button>
            <Button
              type="button"
              $variant="outline"
              onClick={() => {
                forget(storageKey);
                setOffer(null);
              }}
            >
              Discard it
            </Button>
          </Actions>
        </Notice>
      ) : null}
      {post ? <WorkflowPanel user={user} post={post} dirty={dirty} setNotice={setNotice} reload={reload} /> : null}
      <Layout>
        <Card aria-labelledby="editor-heading">
          <h2 id="editor-heading">{post ? 'Edit the post' : 'New post'}</h2>
          {post ? (
            <Muted>
              By {post.author}. {POST_STATUS_LABELS[post.status]}; last saved {formatDateTime(post.updatedAt)}.
            </Muted>
          ) : (
            <Muted>
              A new draft. It is kept in this browser as you type, and saved to the desk when you press Save.
            </Muted>
          )}
          {post ? <PreviewLink postId={post.id} /> : null}
          {editable.ok ? null : (
            <Alert tone="info" data-not-editable>
              {editable.reason}
            </Alert>
          )}
          {post ? (
            <SlugChange
              user={user}
              post={post}
              onChanged={(message) => {
                setNotice(message);
                reload();
              }}
            />
          ) : null}
          {problem ? <Alert tone="error">{problem}</Alert> : null}
          <Form onSubmit={(event) => void onSave(event)} noValidate aria-label="The post">
            <fieldset disabled={!editable.ok || saving}>
              <legend>
                <VisuallyHidden>The post’s fields</VisuallyHidden>
              </legend>
              <Row
                label="Title"
                id="post-title"
                error={errors.title}
                hint={`${POST_LIMITS.title.min} to ${POST_LIMITS.title.max} characters (${draft.title.trim().length} now).`}
              >
                {(props) => (
                  <Input
                    {...props}
                    value={draft.title}
                    autoComplete="off"
                    onChange={(event) => change(withTitle(draft, event.target.value, slugFixed))}
                  />
                )}
              </Row>
              <Row
                label="Address"
                id="post-slug"
                error={errors.slug}
                hint={
                  slugFixed
                    ? `/blog/${draft.slug}: fixed, the post has been published at this address.${post?.status === 'published' && permissions.includes('manage_blog') ? ' Change address… moves it and makes the old address redirect to the new one.' : ''}`
                    : draft.slugEdited
                      ? `/blog/${draft.slug || '…'}: lower-case letters and digits joined by hyphens; unique.`
                      : `/blog/${draft.slug || '…'}: made from the title until you change it; unique.`
                }
              >
                {(props) => (
                  <Input
                    {...props}
                    value={draft.slug}
                    readOnly={slugFixed}
                    autoComplete="off"
                    spellCheck={false}
                    onChange={(event) => set({ slug: event.target.value, slugEdited: true })}
                  />
                )}
              </Row>
              <Row
                label="Excerpt"
                id="post-excerpt"
                error={errors.excerpt}
                hint={`Shown on the blog’s cards: ${POST_LIMITS.excerpt.min} to ${POST_LIMITS.excerpt.max} characters (${draft.excerpt.trim().length} now).`}
              >
                {(props) => (
                  <TextArea
                    {...props}
                    rows={3}
                    value={draft.excerpt}
                    onChange={(event) => set({ excerpt: event.target.value })}
                  />
                )}
              </Row>
              <Row
                label="Article (Markdown)"
                id="post-body"
                error={errors.body}
                hint={`## for a heading, **bold**, - for a list, [text](address) for a link. Up to ${formatIndianNumber(POST_LIMITS.body.max)} characters.`}
              >
                {(props) => (
                  <TextArea
                    {...props}
                    rows={16}
                    value={draft.body}
                    spellCheck
                    onChange={(event) => set({ body: event.target.value })}
                  />
                )}
              </Row>
              <Pair>
                <Row label="Category" id="post-category" error={errors.category}>
                  {(props) => (
                    <Select
                      {...props}
                      value={draft.category}
                      onChange={(event) => set({ category: event.target.value })}
                    >
                      {POST_CATEGORIES.map((category) => (
                        <option key={category} value={category}>
                          {category}
                        </option>
                      ))}
                    </Select>
                  )}
                </Row>
                <Row label="Tags" id="post-tags" error={errors.tags} hint={`Separated by commas; up to ${MAX_TAGS}.`}>
                  {(props) => (
                    <Input
                      {...props}
                      value={draft.tags}
                      autoComplete="off"
                      onChange={(event) => set({ tags: event.target.value })}
                    />
                  )}
                </Row>
              </Pair>
              <Row
                label="Classification"
                id="post-classification"
                error={errors.classification}
                hint="Promotional: it markets our services, so SEBI’s advertisement code needs its compliance approval before it is approved here."
              >
                {(props) => (
                  <Select
                    {...props}
                    value={draft.classification}
                    onChange={(event) => set({ classification: classificationOf(event.target.value) })}
                  >
                    <option value="educational">Educational</option>
                    <option value="promotional">Promotional (an advertisement)</option>
                  </Select>
                )}
              </Row>
              {draft.classification === 'promotional' ? (
                <Pair>
                  <Row
                    label="Approval reference"
                    id="post-approval-ref"
                    error={errors.approvalRef}
                    hint="The compliance approval’s reference; needed before approval."
                  >
                    {(props) => (
                      <Input
                        {...props}
                        value={draft.approvalRef}
                        autoComplete="off"
                        onChange={(event) => set({ approvalRef: event.target.value })}
                      />
                    )}
                  </Row>
                  <Row label="Approval date" id="post-approval-date" error={errors.approvalDate}>
                    {(props) => (
                      <Input
                        {...props}
                        type="date"
                        value={draft.approvalDate}
                        onChange={(event) => set({ approvalDate: event.target.value })}
                      />
                    )}
                  </Row>
                </Pair>
              ) : null}
              <Row
                label="Search title"
                id="post-search-title"
                error={errors.searchTitle}
                hint={`What search results show as the title; the title when empty. Up to ${POST_LIMITS.searchTitle.max} characters (${draft.searchTitle.trim().length} now).`}
              >
                {(props) => (
                  <Input
                    {...props}
                    value={draft.searchTitle}
                    autoComplete="off"
                    onChange={(event) => set({ searchTitle: event.target.value })}
                  />
                )}
              </Row>
              <Row
                label="Search description"
                id="post-description"
                error={errors.description}
                hint={`What search results show under it; the excerpt when empty. Up to ${POST_LIMITS.description.max} characters (${draft.description.trim().length} now).`}
              >
                {(props) => (
                  <TextArea
                    {...props}
                    rows={2}
                    value={draft.description}
                    onChange={(event) => set({ description: event.target.value })}
                  />
                )}
              </Row>
              <Actions>
                <Button type="submit" disabled={saving || (post !== null && !dirty)}>
                  {saving ? 'Saving…' : post ? 'Save' : 'Save draft'}
                </Button>
                {dirty ? <Muted as="span">Unsaved changes are kept in this browser.</Muted> : null}
              </Actions>
            </fieldset>
          </Form>
        </Card>
        <Preview draft={draft} post={post} author={author} />
      </Layout>
      {post ? (
        <RevisionList
          user={user}
          post={post}
          revisions={revisions}
          published={published}
          canRestore={editable.ok}
          onRestore={restoreRevision}
        />
      ) : null}
    </>
  );
}

/** The blog's own rendering of the draft (the slot the shell passes), and the search preview's checks. */
function Preview({ draft, post, author }: { draft: PostDraft; post: PostRow | null; author: string }) {
  const slots = useSlots();
  const shown = useDeferredValue(draft);
  const checks = draftPreviewChecks(shown);
  return (
    <PreviewCard aria-labelledby="preview-heading">
      <h2 id="preview-heading">Preview</h2>
      <h3>In search results</h3>
      <Checks>
        {checks.map((check) => (
          <li key={check.field} data-ok={check.ok}>
            {check.ok ? '✓' : '⚠'} {check.message}
          </li>
        ))}
      </Checks>
      <h3>On the blog</h3>
      {slots ? (
        <div data-blog-preview>
          {slots.postPreview({
            title: shown.title.trim(),
            excerpt: shown.excerpt.trim(),
            body: shown.body,
            category: shown.category,
            tags: shown.tags
              .split(',')
              .map((tag) => tag.trim())
              .filter(Boolean),
            author,
            datePublished: post?.publishAt ? istDate(post.publishAt.getTime()) : null,
          })}
        </div>
      ) : (
        <Muted>The blog’s preview is not available here: the site did not lend it to the admin area.</Muted>
      )}
    </PreviewCard>
  );
}

/** The form's fields in its order, with their controls' ids. */
const FIELD_IDS: readonly [keyof PostDraft, string][] = [
  ['title', 'post-title'],
  ['slug', 'post-slug'],
  ['excerpt', 'post-excerpt'],
  ['body', 'post-body'],
  ['category', 'post-category'],
  ['tags', 'post-tags'],
  ['classification', 'post-classification'],
  ['approvalRef', 'post-approval-ref'],
  ['approvalDate', 'post-approval-date'],
  ['searchTitle', 'post-search-title'],
  ['description', 'post-description'],
];

const Notice = styled(Alert)`
  margin-bottom: 16px;
`;

// The preview is under the editor at every width: the blog's article page sizes itself by the
// window, not by the box it is in, so beside the editor (half the width) its hero would be
// squeezed into a thin column. Side by side once the blog's widget sizes by its container.
const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
`;

const Form = styled.form`
  fieldset {
    display: grid;
    gap: 14px;
    margin: 0;
    padding: 0;
    border: 0;
    min-width: 0;
  }
  legend {
    padding: 0;
  }
  textarea {
    resize: vertical;
  }
  #post-body {
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    font-size: 0.92rem;
  }
`;

const Pair = styled.div`
  display: grid;
  gap: 14px;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
`;

const PreviewCard = styled(Card)`
  h3 {
    margin: 12px 0 6px;
    font-size: 1rem;
  }
`;

const Checks = styled.ul`
  margin: 0 0 6px;
  padding: 0;
  list-style: none;
  li[data-ok='false'] {
    color: ${({ theme }) => theme.color.error};
    font-weight: 600;
  }
`;
