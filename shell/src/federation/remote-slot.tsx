import { Component, createContext, memo, Suspense, use, useContext, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, useLocation, type RemoteModule, type RemoteModuleProps, type RemoteName } from '@meridian/shared';
import { remoteNamed } from '@meridian/shared/registry';
import { loadRoute, type LoadedModule } from './load-remote';
import { ReadyMark } from './ready-mark';
import type { TrackedPromise } from './tracked-promise';
import { widgetGate } from './widget-gate';

type SlotSize = 'page' | 'widget';

/**
 * How a slot gets its module. In the browser, from the remote (load-remote.ts); when the shell's
 * frames are prerendered, a stand-in that marks where the composer puts the section's HTML.
 */
export type SlotLoader = (
  remote: RemoteName,
  exposed: RemoteModule<RemoteName>,
  pathname: string | null,
  attempt: number,
  size: SlotSize,
) => TrackedPromise<LoadedModule>;

export const SlotLoaderContext = createContext<SlotLoader>((remote, exposed, pathname, attempt) =>
  loadRoute(remote, exposed, pathname, attempt),
);

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

interface ContentProps {
  remote: RemoteName;
  exposed: RemoteModule<RemoteName>;
  size: SlotSize;
  attempt: number;
  pathname: string | null;
  /** The part it marks ready (ReadyMark) once hydrated: 'page', or the widget's id. */
  part: string;
  props?: Record<string, unknown>;
}

/**
 * The module's content. Until the module (and what it preloads for the page) has arrived, this
 * suspends in the boundary above the slot: while hydrating, the server's HTML stays; on a
 * navigation, the previous page stays until the new one can show whole. Memoised: the boundary
 * inside is never handed new props while the section's HTML may still be hydrating.
 *
 * The ready mark sits beside the module, inside the boundary that holds it: React hydrates a
 * boundary nested in another in a later pass, so a mark outside it would say the part is ready
 * before its controls have hydrated (and the start script would replay a visitor's early
 * submission into a form that had not yet taken what they typed).
 */
const ModuleContent = memo(function ModuleContent({
  remote,
  exposed,
  size,
  attempt,
  pathname,
  part,
  props,
}: ContentProps) {
  const load = useContext(SlotLoaderContext);
  const { component: Loaded } = use(load(remote, exposed, pathname, attempt, size));
  return (
    <Suspense
      fallback={
        <Placeholder $size={size} role="status" aria-live="polite">
          {attempt > 0 ? 'Trying again…' : 'Loading…'}
        </Placeholder>
      }
    >
      <Loaded {...props} />
      <ReadyMark part={part} />
    </Suspense>
  );
});

/** The area a section fills when it cannot be loaded: only this area, with a Retry. */
export function RemoteFallback({
  remote,
  size,
  part,
  onRetry,
}: {
  remote: RemoteName;
  size: SlotSize;
  /** The part the fallback stands in for, marked ready once it has hydrated (its Retry answers). */
  part?: string;
  onRetry?: () => void;
}) {
  return (
    <Fallback $size={size} role="alert" data-remote-fallback={remote}>
      {part ? <ReadyMark part={part} /> : null}
      <strong>{remoteNamed(remote).label} could not be loaded.</strong>
      <span>The rest of the site still works. Please try again in a moment.</span>
      <Button type="button" $variant="ghost" onClick={onRetry}>
        Retry
      </Button>
    </Fallback>
  );
}

/** An error boundary that shows the section's fallback and retries with a fresh attempt. */
function Retrying({
  remote,
  size,
  part,
  children,
}: {
  remote: RemoteName;
  size: SlotSize;
  part: string;
  children: (attempt: number) => ReactNode;
}) {
  const [attempt, setAttempt] = useState(0);
  return (
    <ErrorBoundary
      key={attempt}
      fallback={() => (
        <RemoteFallback remote={remote} size={size} part={part} onRetry={() => setAttempt(attempt + 1)} />
      )}
    >
      {children(attempt)}
    </ErrorBoundary>
  );
}

export interface RemoteSlotProps<R extends RemoteName = RemoteName, M extends RemoteModule<R> = RemoteModule<R>> {
  remote: R;
  exposed: M;
  /** Checked against the remote's contract in @meridian/shared (src/contracts/remotes.ts). */
  props?: RemoteModuleProps<R, M>;
}

/**
 * A section's page in the main area. If it cannot be loaded or throws, a fallback in the site's
 * style replaces only this area, with a Retry that loads it again without reloading the page.
 */
export function RemoteSlot<R extends RemoteName, M extends RemoteModule<R>>(slot: RemoteSlotProps<R, M>) {
  const { pathname } = useLocation();
  // Keyed so that one route's remote never inherits another's retry count.
  return (
    <Retrying key={`${slot.remote}|${slot.exposed}`} remote={slot.remote} size="page" part="page">
      {(attempt) => (
        <ModuleContent
          remote={slot.remote}
          exposed={slot.exposed}
          size="page"
          attempt={attempt}
          pathname={pathname}
          part="page"
          {...(slot.props ? { props: slot.props as Record<string, unknown> } : {})}
        />
      )}
    </Retrying>
  );
}

/** Waits until the widget's area comes near the screen, or the browser is idle after loading. */
function WhenWanted({ id, children }: { id: string; children: ReactNode }) {
  use(widgetGate(id));
  return children;
}

/**
 * Another section's widget, in a slot of a page. Its HTML comes with the page; its code is
 * fetched only when it comes near the screen or the browser is idle, and until then the
 * server's HTML stays as it is (its own boundary, so the page around it hydrates at once).
 */
export function RemoteWidget({ widget }: { widget: { remote: RemoteName; exposed: RemoteModule<RemoteName> } }) {
  const id = `${widget.remote}:${widget.exposed}`;
  return (
    <WidgetFrame data-remote-widget={id}>
      <Retrying remote={widget.remote} size="widget" part={id}>
        {(attempt) => (
          <Suspense
            fallback={
              <Placeholder $size="widget" role="status" aria-live="polite">
                Loading…
              </Placeholder>
            }
          >
            <WhenWanted id={id}>
              <ModuleContent
                remote={widget.remote}
                exposed={widget.exposed}
                size="widget"
                attempt={attempt}
                pathname={null}
                part={id}
              />
            </WhenWanted>
          </Suspense>
        )}
      </Retrying>
    </WidgetFrame>
  );
}

/** Unstyled: the widget's own layout is its section's; this is what the gate watches. */
const WidgetFrame = styled.div``;

const Placeholder = styled.div<{ $size: SlotSize }>`
  min-height: ${({ $size }) => ($size === 'page' ? '70vh' : '240px')};
  display: grid;
  place-items: center;
  color: ${({ theme }) => theme.color.muted};
`;

const Fallback = styled.div<{ $size: SlotSize }>`
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
