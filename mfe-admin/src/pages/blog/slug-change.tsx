import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Alert, Button, hasPermission, Input, type SessionUser } from '@meridian/shared';
import { changeSlug, DeskRefusal, type PostRow } from '../../data/posts';
import { explainChangeFailure } from '../../domain/change-failure';
import { checkNewSlug } from '../../domain/post-history';
import { Row } from '../field-row';

/**
 * A published post's address is fixed in the editor; a person with manage_blog may still move it
 * ("Change address…"): the post takes the new address and the old one redirects to it (301), so
 * links and search results keep working. One audited batch (changeSlug in data/posts.ts).
 */
export function SlugChange({
  user,
  post,
  onChanged,
}: {
  user: SessionUser;
  post: PostRow;
  onChanged: (notice: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = 'post-new-slug';
  // Opening moves the focus to the new address's field; Cancel brings it back to the button.
  const opened = useRef(false);
  useEffect(() => {
    if (open) document.getElementById(id)?.focus();
    else if (opened.current) document.getElementById(`${id}-open`)?.focus();
    opened.current = open;
  }, [open]);
  if (post.status !== 'published' || !hasPermission(user.role, 'manage_blog')) return null;

  const submit = async () => {
    const slug = value.trim();
    const refused = checkNewSlug(post.slug, slug);
    setError(refused ?? undefined);
    setProblem(null);
    if (refused) {
      document.getElementById(id)?.focus();
      return;
    }
    setBusy(true);
    try {
      await changeSlug(user, post, slug);
      onChanged(`The post is now at /blog/${slug}; /blog/${post.slug} redirects to it.`);
    } catch (failure) {
      // Another post's address is said beside the field; anything else above it. The text stays.
      if (failure instanceof DeskRefusal && failure.message.includes('belongs to another post')) {
        setError(failure.message);
        document.getElementById(id)?.focus();
      } else setProblem(`The address was not changed. ${explainChangeFailure(failure)}`);
      setBusy(false);
    }
  };

  return (
    <Box data-slug-change>
      {open ? (
        <form
          aria-label="Change the address"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          {problem ? <Alert tone="error">{problem}</Alert> : null}
          <Row
            label="New address"
            id={id}
            error={error}
            hint={`Lower-case letters and digits joined by hyphens. The old address, /blog/${post.slug}, keeps working: it redirects (301) to the new one, so links and search results still arrive, and no other post can take it.`}
          >
            {(props) => (
              <Input
                {...props}
                value={value}
                autoComplete="off"
                spellCheck={false}
                onChange={(event) => setValue(event.target.value)}
              />
            )}
          </Row>
          <Buttons>
            <Button type="submit" disabled={busy}>
              {busy ? 'Changing…' : 'Change the address'}
            </Button>
            <Button
              type="button"
              $variant="outline"
              disabled={busy}
              onClick={() => {
                setOpen(false);
                setError(undefined);
                setProblem(null);
              }}
            >
              Cancel
            </Button>
          </Buttons>
        </form>
      ) : (
        <Button id={`${id}-open`} type="button" $variant="outline" onClick={() => setOpen(true)}>
          Change address…
        </Button>
      )}
    </Box>
  );
}

const Box = styled.div`
  margin: 0 0 14px;
  form {
    display: grid;
    gap: 12px;
    max-width: 560px;
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`;
