import { useCallback, useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Alert, Button, Link, paths, TextArea, useAuth, useHydrated } from '@meridian/shared';
import { FormField } from '@meridian/shared/form-kit';
import { normaliseCommentText, commentTextProblem } from '@meridian/shared/posts';
import { charactersUsed, commentsToShow, type ShownComment } from './comment-view';
import { readComments, sendComment, type ReadComments } from './comments-data';

type Listing = { state: 'closed' | 'loading' } | { state: 'ready'; comments: ReadComments } | { state: 'failed' };

type Sending = { state: 'idle' } | { state: 'sending' } | { state: 'sent' } | { state: 'refused'; message: string };

const draftKey = (postId: string) => `meridian:comment-draft:${postId}`;

function storedDraft(postId: string): string {
  try {
    return window.sessionStorage.getItem(draftKey(postId)) ?? '';
  } catch {
    return '';
  }
}

function storeDraft(postId: string, text: string) {
  try {
    if (text) window.sessionStorage.setItem(draftKey(postId), text);
    else window.sessionStorage.removeItem(draftKey(postId));
  } catch {
    // Storage refused (private mode, full): the text stays in the field.
  }
}

/**
 * An article's comments (issue 20, item 5): the approved ones, with their authors' names; a
 * signed-in reader's own awaiting approval, shown to them alone; and the form to write one,
 * sent through the rate-limited endpoint. Comments are plain text: whatever they hold is shown
 * as typed, and a link is never made live. They are read when the reader asks (Show comments):
 * the page the server sent is what hydrates, nothing below the article moves by itself, and a
 * reader who never opens them costs no read and no Firestore download.
 */
export function CommentsSection({ postId, path }: { postId: string; path: string }) {
  const { user, loading } = useAuth();
  const uid = user?.uid ?? null;
  const [listing, setListing] = useState<Listing>({ state: 'closed' });
  // The form is drawn only after hydration, so a draft kept from before a reload can be its first value.
  const [text, setText] = useState(() => (typeof window === 'undefined' ? '' : storedDraft(postId)));
  const [sending, setSending] = useState<Sending>({ state: 'idle' });
  // The page's HTML has neither the form nor the sign-in link: who is signed in is known in the
  // browser only, so both appear once the page has hydrated.
  const hydrated = useHydrated();

  const read = useCallback(
    () =>
      readComments(postId, uid).then(
        (comments) => setListing({ state: 'ready', comments }),
        () => setListing({ state: 'failed' }),
      ),
    [postId, uid],
  );
  const load = () => {
    setListing({ state: 'loading' });
    void read();
  };

  // Once open, the comments are read again when who is signed in changes (their own pending ones).
  const open = listing.state !== 'closed';
  useEffect(() => {
    if (open && !loading) void read();
  }, [open, loading, read]);

  const change = (value: string) => {
    setText(value);
    storeDraft(postId, value);
    if (sending.state === 'refused' || sending.state === 'sent') setSending({ state: 'idle' });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = commentTextProblem(normaliseCommentText(text));
    if (problem) {
      setSending({ state: 'refused', message: problem });
      return;
    }
    setSending({ state: 'sending' });
    const outcome = await sendComment(postId, text);
    if (outcome.kind === 'sent') {
      change('');
      setSending({ state: 'sent' });
      load();
    } else {
      setSending({ state: 'refused', message: outcome.message });
    }
  };

  const shown: ShownComment[] =
    listing.state === 'ready' ? commentsToShow(listing.comments.approved, listing.comments.mine) : [];
  const approvedCount = listing.state === 'ready' ? listing.comments.approved.length : null;
  const refused = sending.state === 'refused' ? sending.message : null;

  if (listing.state === 'closed') {
    return (
      <Section aria-labelledby="comments-title" data-comments="">
        <h2 id="comments-title">Comments</h2>
        <p>Readers’ comments appear here once our editors approve them.</p>
        <Button type="button" $variant="outline" onClick={() => setListing({ state: 'loading' })}>
          Show comments
        </Button>
      </Section>
    );
  }

  return (
    <Section aria-labelledby="comments-title" data-comments="">
      <h2 id="comments-title">Comments{approvedCount ? ` (${approvedCount})` : ''}</h2>
      {listing.state === 'failed' ? (
        <Alert tone="error">
          The comments could not be read.{' '}
          <Button type="button" $variant="ghost" onClick={load}>
            Try again
          </Button>
        </Alert>
      ) : listing.state === 'ready' && shown.length === 0 ? (
        <p>No comments yet.</p>
      ) : listing.state === 'ready' ? (
        <List>
          {shown.map((comment) => (
            <li key={comment.id} data-comment={comment.status}>
              <Top>
                <strong>{comment.name}</strong>
                {comment.date ? <span>{comment.date}</span> : null}
                {comment.status === 'pending' ? <Badge>Awaiting approval: only you can see it</Badge> : null}
              </Top>
              <Text>{comment.text}</Text>
            </li>
          ))}
        </List>
      ) : (
        <p role="status">Fetching the comments…</p>
      )}

      {!hydrated || loading ? null : user ? (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <FormField
            id="comment-text"
            label="Your comment"
            hint={
              <>
                Plain text; links are shown as text. Comments appear once our editors approve them, under your name (
                {user.displayName || 'Reader'}), never your email. {charactersUsed(text)}.
              </>
            }
            error={refused ?? undefined}
          >
            {(control) => (
              <TextArea {...control} rows={5} value={text} onChange={(event) => change(event.target.value)} />
            )}
          </FormField>
          <Button type="submit" disabled={sending.state === 'sending'}>
            {sending.state === 'sending' ? 'Sending…' : 'Send comment'}
          </Button>
          {sending.state === 'sent' ? (
            <Alert tone="success">Thank you. Your comment awaits approval; until then only you can see it.</Alert>
          ) : null}
        </form>
      ) : (
        <p>
          <Link to={paths.signIn} state={{ from: path }}>
            Sign in to comment
          </Link>
          . Comments are approved by our editors before they appear.
        </p>
      )}
    </Section>
  );
}

const Section = styled.section`
  max-width: 760px;
  margin-top: 48px;
  h2 {
    font-size: 1.4rem;
    margin: 0 0 16px;
  }
  form {
    display: grid;
    gap: 12px;
    justify-items: start;
    margin-top: 24px;
  }
  form > div {
    width: 100%;
  }
`;

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 16px;
  li {
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.medium};
    padding: 16px;
  }
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  align-items: baseline;
  margin-bottom: 8px;
  span {
    color: ${({ theme }) => theme.color.muted};
    font-size: 0.9rem;
  }
`;

const Badge = styled.em`
  font-style: normal;
  font-size: 0.85rem;
  font-weight: 600;
  color: ${({ theme }) => theme.color.navy};
  background: ${({ theme }) => theme.color.surface};
  border-radius: 999px;
  padding: 2px 10px;
`;

const Text = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;
