import { Component, Suspense, lazy, useState, type ComponentType, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, type RemoteModule, type RemoteModuleProps, type RemoteName } from '@meridian/shared';
import { loadRemoteModule, loadedRemoteModule } from './load-remote';

type AnyComponent = ComponentType<Record<string, unknown>>;

const SECTION_LABELS: Record<RemoteName, string> = {
  marketing: 'This page',
  blog: 'Our articles',
  calculators: 'The calculators',
  account: 'Your account',
  admin: 'The admin area',
};

// React.lazy remembers a failed import, so each retry needs a new lazy component. They are
// cached per attempt, so that moving between routes of one remote never suspends again.
const lazyCache = new Map<string, AnyComponent>();

function isComponent(module: unknown): module is AnyComponent {
  return typeof module === 'function' || (typeof module === 'object' && module !== null);
}

function lazyRemote(remote: RemoteName, exposed: RemoteModule<RemoteName>, attempt: number): AnyComponent {
  // Already loaded (preloaded by the shell, or shown before): render it at once, no Suspense.
  const ready = attempt === 0 ? loadedRemoteModule(remote, exposed) : undefined;
  if (isComponent(ready)) return ready;
  const key = `${remote}|${exposed}|${attempt}`;
  let component = lazyCache.get(key);
  if (!component) {
    component = lazy(async () => {
      const module = await loadRemoteModule(remote, exposed, attempt);
      if (!isComponent(module)) throw new Error(`${remote}/${exposed} has no default export.`);
      return { default: module };
    });
    lazyCache.set(key, component);
  }
  return component;
}

interface BoundaryProps {
  fallback: (error: Error) => ReactNode;
  children: ReactNode;
}

class ErrorBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}

export interface RemoteSlotProps<R extends RemoteName = RemoteName, M extends RemoteModule<R> = RemoteModule<R>> {
  remote: R;
  exposed: M;
  /** 'page' fills the main area; 'widget' is a block inside another page. */
  size: 'page' | 'widget';
  /** Checked against the remote's contract in @meridian/shared (src/contracts/remotes.ts). */
  props?: RemoteModuleProps<R, M>;
}

/**
 * Mounts one remote module inside Suspense and an error boundary. If it cannot be loaded or
 * throws, a fallback in the site's style replaces only this area, with a Retry that loads it
 * again without reloading the page.
 */
export function RemoteSlot<R extends RemoteName, M extends RemoteModule<R>>(props: RemoteSlotProps<R, M>) {
  // Keyed so that one route's remote never inherits another's loaded module or retry count.
  return <LoadedRemote key={`${props.remote}|${props.exposed}`} {...props} />;
}

function LoadedRemote({ remote, exposed, size, props }: RemoteSlotProps) {
  const [attempt, setAttempt] = useState(0);
  const [Loaded, setLoaded] = useState(() => lazyRemote(remote, exposed, 0));
  const retry = () => {
    const next = attempt + 1;
    setAttempt(next);
    setLoaded(() => lazyRemote(remote, exposed, next));
  };
  const retrying = attempt > 0;
  return (
    <ErrorBoundary
      key={attempt}
      fallback={() => (
        <Fallback $size={size} role="alert" data-remote-fallback={remote}>
          <strong>{SECTION_LABELS[remote]} could not be loaded.</strong>
          <span>The rest of the site still works. Please try again in a moment.</span>
          <Button type="button" $variant="ghost" onClick={retry}>
            Retry
          </Button>
        </Fallback>
      )}
    >
      <Suspense
        fallback={
          <Placeholder $size={size} role="status" aria-live="polite">
            {retrying ? 'Trying again…' : 'Loading…'}
          </Placeholder>
        }
      >
        <Loaded {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}

const Placeholder = styled.div<{ $size: 'page' | 'widget' }>`
  min-height: ${({ $size }) => ($size === 'page' ? '70vh' : '240px')};
  display: grid;
  place-items: center;
  color: ${({ theme }) => theme.color.muted};
`;

const Fallback = styled.div<{ $size: 'page' | 'widget' }>`
  min-height: ${({ $size }) => ($size === 'page' ? '50vh' : '200px')};
  margin: ${({ $size }) => ($size === 'page' ? '96px auto 48px' : '0')};
  max-width: 640px;
  padding: 32px 24px;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 12px;
  text-align: center;
  border: 1px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
`;
