import {
  Component,
  createContext,
  memo,
  Suspense,
  use,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import styled from 'styled-components';
import { Button, useLocation, type RemoteModule, type RemoteModuleProps, type RemoteName } from '@meridian/shared';
import { WIDGET_ATTRIBUTE } from '@meridian/shared/page-contract';
import { remoteNamed } from '@meridian/shared/registry';
import { sectionLoad, type LoadedModule } from './load-remote';
import { ReadyMark } from './ready-mark';
import { failedOnKeptModule, recoverFromRelease } from './release-recovery';
import type { LoadStatus, SectionLoad } from './section-load';
import { widgetGate } from './widget-gate';

type SlotSize = 'page' | 'widget';

/**
 * How a slot gets its section's load. In the browser, from the remote (load-remote.ts); when the
 * shell's frames are prerendered, a stand-in that marks where the composer puts the section's HTML.
 */
export type SlotLoader = (
  remote: RemoteName,
  exposed: RemoteModule<RemoteName>,
  pathname: string | null,
  size: SlotSize,
) => SectionLoad<LoadedModule>;

export const SlotLoaderContext = createContext<SlotLoader>((remote, exposed, pathname) =>
  sectionLoad(remote, exposed, pathname),
);

const IDLE: LoadStatus = { state: 'idle' };
const noSubscription = () => () => {};

/** A load's status, as a component's state (the server's, and hydration's, is 'idle'). */
function useLoadStatus(load: SectionLoad<LoadedModule>): LoadStatus {
  return useSyncExternalStore(load.subscribe, load.status, () => IDLE);
}

/**
 * True when this slot first rendered while hydrating the server's HTML, false when it was
 * rendered in the browser (a navigation). Fixed for the slot's life: it decides the slot's shape.
 */
function useHydratingSlot(): boolean {
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  const [first] = useState(hydrating);
  return first;
}

const isFailing = (status: LoadStatus) => status.state === 'waiting' || status.state === 'failed';

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
  load: SectionLoad<LoadedModule>;
  /** The part it marks ready (ReadyMark) once hydrated: 'page', or the widget's id. */
  part: string;
  props?: Record<string, unknown> | undefined;
}

/**
 * The section's module, once loaded, and its ready mark. The mark sits beside the module inside
 * the innermost boundary that holds it: React hydrates a boundary nested in another in a later
 * pass, so a mark outside it would say the part is ready before its controls have hydrated (and
 * the start script would replay a visitor's early submission into a form that had not yet taken
 * what they typed).
 */
function Loaded({
  module,
  part,
  props,
}: {
  module: LoadedModule;
  part: string;
  props?: Record<string, unknown> | undefined;
}) {
  const { component: Section } = module;
  return (
    <>
      <Section {...props} />
      <ReadyMark part={part} />
    </>
  );
}

/**
 * While hydrating: waits, suspended, until the section has loaded; the boundary above keeps the
 * server's HTML meanwhile, however long that takes (its promise never rejects).
 */
const HydratingContent = memo(function HydratingContent({ load, part, props }: ContentProps) {
  return <Loaded module={use(load.begin())} part={part} props={props} />;
});

/**
 * On a navigation: the latest try, so that a failure reaches the error boundary (and the fallback
 * says so) while the previous page, kept by the layout's boundary, is replaced. What the section
 * suspends on once loaded shows the slot's own placeholder.
 */
const NavigatedContent = memo(function NavigatedContent({
  load,
  part,
  props,
  size,
}: ContentProps & { size: SlotSize }) {
  const module = use(load.latest());
  return (
    <Suspense fallback={<Pending size={size} />}>
      <Loaded module={module} part={part} props={props} />
    </Suspense>
  );
});

/**
 * What a page's slot shows while its section's code arrives, when the page has a shape of its own
 * to show meanwhile: a signed-in page's grey frame (routes.tsx), so that a session known before
 * the section's code (remembered on this device) does not open the page on a shorter "Loading…"
 * box that lets the footer up and then pushes it down (issue 22: CLS 0). Null: the box.
 */
export const PagePlaceholder = createContext<ReactNode>(null);

/** The slot's placeholder while its code arrives; empty (the notice above speaks) once it has failed. */
function Pending({
  size,
  load,
  onShown,
}: {
  size: SlotSize;
  load?: SectionLoad<LoadedModule>;
  onShown?: (shown: boolean) => void;
}) {
  const status = useSyncExternalStore(load?.subscribe ?? noSubscription, load?.status ?? (() => IDLE), () => IDLE);
  useEffect(() => {
    onShown?.(true);
    return () => onShown?.(false);
  }, [onShown]);
  const shape = useContext(PagePlaceholder);
  if (size === 'page' && shape !== null) return shape;
  return (
    <Placeholder $size={size} role="status" aria-live="polite">
      {isFailing(status) ? '' : 'Loading…'}
    </Placeholder>
  );
}

/** The words for a section that has not started, and when it tries again. */
function SectionNotice({
  remote,
  size,
  part,
  status,
  readable,
  onRetry,
}: {
  remote: RemoteName;
  size: SlotSize;
  /** The part it stands in for: marked ready once the notice is there (its Retry answers). */
  part: string;
  status: LoadStatus;
  /** True when the server's HTML is showing (readable, not working); false over a placeholder. */
  readable: boolean;
  onRetry: () => void;
}) {
  const label = remoteNamed(remote).label;
  const waiting = status.state === 'waiting' || status.state === 'loading';
  return (
    <Notice $size={size} role="alert" data-remote-fallback={remote} data-section-notice="">
      <ReadyMark part={part} />
      <strong>{readable ? `${label} couldn't start.` : `${label} could not be loaded.`}</strong>
      <span>
        {readable
          ? "You can read it, but its buttons and fields won't respond until it loads. "
          : 'The rest of the site still works. '}
        {waiting ? 'Trying again…' : 'Please try again in a moment.'}
      </span>
      <Button type="button" $variant="ghost" onClick={onRetry}>
        Retry
      </Button>
    </Notice>
  );
}

/**
 * The boundary that holds the server's HTML until the section has loaded (and a widget, until it
 * is wanted). Memoised on plain props: a boundary still holding the server's HTML that is handed
 * new props (a slot's re-render when the address's search arrives, or the load's status changes)
 * is thrown away by React and rendered again in the browser.
 */
const HydratingBoundary = memo(function HydratingBoundary({
  load,
  part,
  props,
  size,
  gate,
  onShown,
}: ContentProps & { size: SlotSize; gate: string | null; onShown: (shown: boolean) => void }) {
  const content = <HydratingContent load={load} part={part} props={props} />;
  return (
    <Suspense fallback={<Pending size={size} load={load} onShown={onShown} />}>
      {gate ? <WhenWanted id={gate}>{content}</WhenWanted> : content}
    </Suspense>
  );
});

/**
 * A slot hydrating the server's HTML: the section's area (made inert while its code cannot be
 * loaded, so nothing in it seems to work when it doesn't) and, once a load has failed, a notice
 * with Retry beside it. Neither is in the server's HTML: the notice appears only after hydration,
 * and the area's boundary keeps the server's HTML until the section has loaded.
 */
function HydratingSlot({
  remote,
  size,
  load,
  part,
  props,
  gate,
}: ContentProps & { remote: RemoteName; size: SlotSize; gate: string | null }) {
  const status = useLoadStatus(load);
  const [placeholder, setPlaceholder] = useState(false);
  const [retried, setRetried] = useState(false);
  const failing = isFailing(status) || (status.state === 'loading' && status.failures > 0);
  // A page's modules were announced with its HTML; if the visitor's Retry reached the section's
  // entry but one of those modules had failed before, the browser keeps that failure for the
  // document's life (Chromium does): the Retry is carried out by loading the page again. The
  // area was inert, so nothing was typed in it; the browser restores the shell's forms.
  const keptFailure = retried && size === 'page' && 'error' in status && failedOnKeptModule(status.error);
  useEffect(() => {
    if (keptFailure) window.location.reload();
  }, [keptFailure]);
  return (
    <>
      {failing ? (
        <SectionNotice
          remote={remote}
          size={size}
          part={part}
          status={status}
          readable={!placeholder}
          onRetry={() => {
            setRetried(true);
            load.retry();
          }}
        />
      ) : null}
      <Area inert={failing && !placeholder} data-section-area="">
        <HydratingBoundary load={load} part={part} props={props} size={size} gate={gate} onShown={setPlaceholder} />
      </Area>
    </>
  );
}

/**
 * The area a section fills when it cannot be loaded: only this area, with a Retry. Prerendered
 * (without a load) as the page the composer sends when a section's site is down; in the browser,
 * the fallback of a navigation's failed load, following the automatic tries and showing the
 * section as soon as one succeeds.
 */
export function RemoteFallback({
  remote,
  size,
  part,
  load,
  onRetry,
}: {
  remote: RemoteName;
  size: SlotSize;
  /** The part the fallback stands in for, marked ready once it has hydrated (its Retry answers). */
  part?: string;
  load?: SectionLoad<LoadedModule>;
  /**
   * Renders the slot again: called when a failed load succeeds (a later try, or Retry), and by
   * Retry when the section had loaded but threw.
   */
  onRetry?: () => void;
}) {
  const status = useSyncExternalStore(load?.subscribe ?? noSubscription, load?.status ?? (() => IDLE), () => IDLE);
  // A section that loaded and then threw stays 'loaded': only a load that succeeds after this
  // fallback appeared renders the slot again by itself.
  const [loadedAtFirst] = useState(status.state === 'loaded');
  useEffect(() => {
    if (status.state === 'loaded' && !loadedAtFirst) onRetry?.();
  }, [status, loadedAtFirst, onRetry]);
  useEffect(() => {
    // A release since this tab opened may have removed what it was loading: one full
    // navigation to where the visitor was going recovers (release-recovery.ts).
    if (load && !loadedAtFirst && size === 'page') void recoverFromRelease(remote);
  }, [load, loadedAtFirst, remote, size]);
  const trying = status.state === 'loading' || status.state === 'waiting';
  return (
    <Fallback $size={size} role="alert" data-remote-fallback={remote}>
      {part ? <ReadyMark part={part} /> : null}
      <strong>{remoteNamed(remote).label} could not be loaded.</strong>
      <span>The rest of the site still works. {trying ? 'Trying again…' : 'Please try again in a moment.'}</span>
      <Button type="button" $variant="ghost" onClick={load && status.state !== 'loaded' ? load.retry : onRetry}>
        Retry
      </Button>
    </Fallback>
  );
}

/**
 * An error boundary around a slot: a section that throws, or (on a navigation) cannot be loaded,
 * shows its fallback in this area only; the slot renders again once its load succeeds or Retry
 * is pressed.
 */
function Retrying({
  remote,
  size,
  part,
  load,
  children,
}: {
  remote: RemoteName;
  size: SlotSize;
  part: string;
  load: SectionLoad<LoadedModule>;
  children: ReactNode;
}) {
  const [attempt, setAttempt] = useState(0);
  return (
    <ErrorBoundary
      key={attempt}
      fallback={() => (
        <RemoteFallback
          remote={remote}
          size={size}
          part={part}
          load={load}
          onRetry={() => setAttempt((value) => value + 1)}
        />
      )}
    >
      {children}
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
 * A section's page in the main area. If it cannot be loaded or throws, only this area says so,
 * with a Retry that loads it again without reloading the page; while the server's HTML is
 * showing, it stays readable (and inert) beside the notice.
 */
export function RemoteSlot<R extends RemoteName, M extends RemoteModule<R>>(slot: RemoteSlotProps<R, M>) {
  const { pathname } = useLocation();
  const loader = useContext(SlotLoaderContext);
  // Only the page the server sent is hydrated in place; a navigation within the section (another
  // path, the same slot) loads like any navigation: the previous page stays until the new one
  // can show, and a failure reaches the fallback (and, after a release, its recovery).
  const [hydratedPath] = useState(pathname);
  const hydrating = useHydratingSlot() && pathname === hydratedPath;
  const load = loader(slot.remote, slot.exposed, pathname, 'page');
  const props = slot.props as Record<string, unknown> | undefined;
  // Keyed so that one route's remote never inherits another's error state.
  return (
    <Retrying key={`${slot.remote}|${slot.exposed}`} remote={slot.remote} size="page" part="page" load={load}>
      {hydrating ? (
        <HydratingSlot remote={slot.remote} size="page" load={load} part="page" props={props} gate={null} />
      ) : (
        <NavigatedContent load={load} part="page" props={props} size="page" />
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
export function RemoteWidget({
  widget,
  props,
}: {
  widget: { remote: RemoteName; exposed: RemoteModule<RemoteName> };
  /** What the widget shows, when the page gives it something (the desk's post preview); none for the home page's. */
  props?: Record<string, unknown>;
}) {
  const id = `${widget.remote}:${widget.exposed}`;
  const loader = useContext(SlotLoaderContext);
  const hydrating = useHydratingSlot();
  const load = loader(widget.remote, widget.exposed, null, 'widget');
  return (
    <WidgetFrame {...{ [WIDGET_ATTRIBUTE]: id }}>
      <Retrying remote={widget.remote} size="widget" part={id} load={load}>
        {hydrating ? (
          <HydratingSlot remote={widget.remote} size="widget" load={load} part={id} props={props} gate={id} />
        ) : (
          <NavigatedContent load={load} part={id} props={props} size="widget" />
        )}
      </Retrying>
    </WidgetFrame>
  );
}

/** Unstyled: the widget's own layout is its section's; this is what the gate watches. */
const WidgetFrame = styled.div``;

/** No box of its own (the section's layout is unchanged); `inert` reaches everything inside. */
const Area = styled.div`
  display: contents;
  &[inert] > * {
    opacity: 0.6;
  }
`;

const Placeholder = styled.div<{ $size: SlotSize }>`
  min-height: ${({ $size }) => ($size === 'page' ? '70vh' : '240px')};
  display: grid;
  place-items: center;
  color: ${({ theme }) => theme.color.muted};
`;

const Notice = styled.div<{ $size: SlotSize }>`
  position: ${({ $size }) => ($size === 'page' ? 'sticky' : 'relative')};
  top: ${({ theme, $size }) => ($size === 'page' ? theme.layout.topBarHeight : '0')};
  z-index: 5;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  margin: ${({ $size }) => ($size === 'page' ? '0' : '0 0 12px')};
  padding: 12px 24px;
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 2px solid ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.text};
  box-shadow: 0 2px 8px rgba(15, 23, 42, 0.12);
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
