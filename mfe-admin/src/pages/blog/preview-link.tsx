import { useState } from 'react';
import styled from 'styled-components';
import { Button, Input, Link } from '@meridian/shared';
import { previewPath } from './paths';

/**
 * The staff preview's link of a saved post, to copy and send to a colleague: it opens the saved
 * text as the blog draws it, for anyone who sees the Blog tab, signed in; never public, never indexed.
 */
export function PreviewLink({ postId }: { postId: string }) {
  const path = previewPath(postId);
  const url = `${window.location.origin}${path}`;
  const [said, setSaid] = useState<string | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setSaid('Copied.');
    } catch {
      // No clipboard (an older browser, or permission refused): the link is selected to copy by hand.
      const field = document.getElementById('preview-link');
      if (field instanceof HTMLInputElement) field.select();
      setSaid('Select the link and copy it (Ctrl+C or ⌘C).');
    }
  };
  return (
    <Box data-preview-link>
      <label htmlFor="preview-link">Preview link</label>
      <Line>
        <Input
          id="preview-link"
          readOnly
          value={url}
          aria-describedby="preview-link-hint"
          onFocus={(e) => e.target.select()}
        />
        <Button type="button" $variant="outline" onClick={() => void copy()}>
          Copy link
        </Button>
        <Link to={path}>Open</Link>
      </Line>
      <Hint id="preview-link-hint">
        The saved text as readers will see it, for staff who sign in to the desk; never public, never indexed.{' '}
        <span role="status">{said}</span>
      </Hint>
    </Box>
  );
}

const Box = styled.div`
  display: grid;
  gap: 6px;
  margin: 0 0 16px;
  label {
    font-weight: 600;
  }
`;

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  align-items: center;
  input {
    flex: 1 1 260px;
    min-width: 0;
  }
`;

const Hint = styled.p`
  margin: 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.color.muted};
`;
