import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button, type Loaded } from '@meridian/shared';

// The pieces every dashboard tab is built of: its cards, a card's loading and failed states,
// and the layout of its forms.

/** A card's content once read, its loading line, or its failure with a way to try again. */
export function Loading<T>({
  loaded,
  retry,
  children,
}: {
  loaded: Loaded<T>;
  retry: () => void;
  children: (value: T) => ReactNode;
}) {
  if (loaded.state === 'loading') return <Muted role="status">Loading…</Muted>;
  if (loaded.state === 'failed') {
    return (
      <div role="alert">
        <Muted>{loaded.message}</Muted>
        <Button type="button" $variant="outline" onClick={retry}>
          Try again
        </Button>
      </div>
    );
  }
  return <>{children(loaded.value)}</>;
}

export const Card = styled.section`
  padding: 24px;
  background: ${({ theme }) => theme.color.white};
  border-radius: ${({ theme }) => theme.radius.medium};
  box-shadow: ${({ theme }) => theme.shadow.card};
  h2 {
    margin: 0 0 14px;
    font-size: 1.2rem;
    color: ${({ theme }) => theme.color.navy};
  }
  button[type='button'] {
    color: ${({ theme }) => theme.color.navy};
  }
`;

export const Muted = styled.p`
  margin: 0 0 10px;
  color: ${({ theme }) => theme.color.muted};
`;

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  & > [role='alert'] {
    flex-basis: 100%;
  }
`;

export const Check = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  input {
    width: 20px;
    height: 20px;
  }
  label {
    font-weight: 600;
  }
`;
