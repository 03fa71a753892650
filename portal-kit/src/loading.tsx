import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Alert, Button, VisuallyHidden, type Loaded } from '@meridian/shared';
import { LOADING_ATTRIBUTE } from '@meridian/shared/device-memory';

/** Marks what stands in while a read is under way (a page showing one is not kept on the device). */
const reading = { [LOADING_ATTRIBUTE]: '' };

/**
 * Content once read (useLoad, usePages), its loading line while it is read, or its failure, in
 * words, with a way to try again.
 *
 * With a `placeholder` (the content's shape: its headings and rows, its figures as Blank), the
 * placeholder stands in for the content while it is read, announced as "Loading…", and keeps its
 * space afterwards: the content, its failure or an empty list takes at least the placeholder's
 * height (the placeholder stays beneath it, hidden). So nothing below moves up when the content
 * arrives shorter, and nothing moves down if the placeholder is as tall as the content usually is
 * (issue 22: CLS 0 on the signed-in screens).
 *
 * Content kept from the last visit (`kept`, useKept) shows as the content does, but inert, busy,
 * its controls disabled and marked "Updating…" until the read answers: nothing can be done with
 * what may have changed since. The read's answer
 * then takes its place afresh (a form is filled again from it), in the same space.
 */
export function Loading<T>({
  loaded,
  retry,
  children,
  placeholder,
}: {
  loaded: Loaded<T>;
  retry: () => void;
  children: (value: T) => ReactNode;
  /** What stands in for the content while it is read, and the least space the content keeps. */
  placeholder?: ReactNode;
}) {
  if (placeholder === undefined) {
    if (loaded.state === 'loading') return <Reading />;
    if (loaded.state === 'failed') return <Failure message={loaded.message} retry={retry} />;
    return loaded.kept ? (
      <Kept key="kept" bare>
        {children(loaded.value)}
      </Kept>
    ) : (
      children(loaded.value)
    );
  }
  // The placeholder keeps one place and one identity from loading to read (only hidden once read),
  // and the content is a sibling of its own: React never reuses a placeholder's row for the
  // content's (which would move it, a layout shift), and the placeholder itself never moves. The
  // content comes first in the document, so what looks for the first table or list finds it.
  const loading = loaded.state === 'loading';
  return (
    <Reserved role={loading ? 'status' : undefined} {...(loading ? reading : {})}>
      {loading ? (
        <VisuallyHidden key="words">Loading…</VisuallyHidden>
      ) : loaded.state === 'ready' && loaded.kept ? (
        <Kept key="kept">{children(loaded.value)}</Kept>
      ) : (
        <div key="content">
          {loaded.state === 'failed' ? <Failure message={loaded.message} retry={retry} /> : children(loaded.value)}
        </div>
      )}
      <Shape key="shape" aria-hidden="true" $read={!loading}>
        {placeholder}
      </Shape>
    </Reserved>
  );
}

/**
 * The loading line: "Loading…", announced, and marked as a read under way (a page showing it is
 * not kept on the device). For what is not a read of useLoad's (a tab's code, in Suspense).
 */
export function Reading() {
  return (
    <Line role="status" {...reading}>
      Loading…
    </Line>
  );
}

/**
 * Content from the last visit: seen, not yet usable, and saying so. Inert and busy, its controls
 * drawn disabled (a fieldset's), with a visible "Updating…" status where it moves nothing (at the
 * foot of the screen) until the read answers. `bare`: in place of content that has no box of its
 * own around it, so it takes none either.
 */
function Kept({ children, bare = false }: { children: ReactNode; bare?: boolean }) {
  return (
    <>
      <KeptBox inert aria-busy="true" data-kept="" disabled style={bare ? { display: 'contents' } : undefined}>
        {children}
      </KeptBox>
      <Updating role="status">Updating…</Updating>
    </>
  );
}

/** A fieldset for its `disabled`, with none of a fieldset's own look. */
const KeptBox = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

/** Fixed at the foot of the screen: several kept parts' statuses fall on one another, as one. */
const Updating = styled.p`
  position: fixed;
  right: 16px;
  bottom: 16px;
  z-index: 10;
  margin: 0;
  padding: 6px 12px;
  border-radius: 999px;
  background: ${({ theme }) => theme.color.navyDeep};
  color: #fff;
  font-size: 0.85rem;
  box-shadow: 0 2px 8px rgba(0, 0, 0, 0.2);
`;

function Failure({ message, retry }: { message: string; retry: () => void }) {
  return (
    <Alert tone="error">
      <p>{message}</p>
      <Button type="button" $variant="outline" onClick={retry}>
        Try again
      </Button>
    </Alert>
  );
}

/**
 * A stand-in for words not read yet, in a placeholder. With `width` (e.g. '6ch', '80%'): a grey bar
 * that wide and one line of the text around it tall. With words instead (a sample of what will
 * show, e.g. a sentence with a date in it): those words unseen, their lines in grey, wrapping as
 * the real words will, so a placeholder takes as many lines as its content.
 */
export function Blank({
  width,
  children,
}: { width: string; children?: undefined } | { width?: undefined; children: string }) {
  if (children !== undefined) return <Words>{children}</Words>;
  return <Bar style={{ width }}>{'\u00a0'}</Bar>;
}

const Line = styled.p`
  margin: 0 0 10px;
  color: ${({ theme }) => theme.color.muted};
`;

/** The placeholder and the content in one grid cell: the cell is as tall as the taller. */
const Reserved = styled.div`
  display: grid;
  & > * {
    grid-area: 1 / 1;
    min-width: 0;
  }
`;

/** The placeholder: shown while reading, then hidden under the content, keeping its space. */
const Shape = styled.div<{ $read: boolean }>`
  visibility: ${({ $read }) => ($read ? 'hidden' : 'visible')};
`;

/* Grey across the middle of each line only, so lines of bars read as lines of text. */
const grey = 'linear-gradient(#e3e8ee, #e3e8ee) center / 100% 0.8em no-repeat';

const Words = styled.span`
  color: transparent;
  border-radius: 6px;
  background: ${grey};
  box-decoration-break: clone;
  -webkit-box-decoration-break: clone;
`;

const Bar = styled.span`
  display: inline-block;
  max-width: 100%;
  vertical-align: top;
  border-radius: 6px;
  background: ${grey};
`;
