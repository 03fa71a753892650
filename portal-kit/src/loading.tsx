import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Alert, Button, type Loaded } from '@meridian/shared';

/**
 * Content once read (useLoad, usePages), its loading line while it is read, or its failure, in
 * words, with a way to try again.
 */
export function Loading<T>({
  loaded,
  retry,
  children,
}: {
  loaded: Loaded<T>;
  retry: () => void;
  children: (value: T) => ReactNode;
}) {
  if (loaded.state === 'loading') return <Line role="status">Loading…</Line>;
  if (loaded.state === 'failed') {
    return (
      <Alert tone="error">
        <p>{loaded.message}</p>
        <Button type="button" $variant="outline" onClick={retry}>
          Try again
        </Button>
      </Alert>
    );
  }
  return <>{children(loaded.value)}</>;
}

const Line = styled.p`
  margin: 0 0 10px;
  color: ${({ theme }) => theme.color.muted};
`;
