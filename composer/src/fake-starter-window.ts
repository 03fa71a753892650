/**
 * A window for the start script's tests: time, frames, the load event, input and paint timing
 * happen only when the test says so, and what the script adds to the head is recorded.
 */
import { PAGE_READY_EVENT } from '@meridian/shared/page-contract';
import type { StarterElement, StarterEvent, StarterWindow } from './start-script';

export interface FakeStarterWindow {
  win: StarterWindow;
  /** What the script added to the head, in order: `modulepreload <url>` or `module <url>`. */
  added: string[];
  /** The browser reports the first contentful paint. */
  paint(): void;
  /** The page's own resources have loaded. */
  load(): void;
  /** The document has been parsed (DOMContentLoaded). */
  parsed(): void;
  /** An event of this type is dispatched on the document (once: the listener is forgotten). */
  documentEvent(type: string): void;
  /** The visitor does something: 'pointerdown', 'keydown'… */
  input(type: string): void;
  /** A frame is drawn: the animation-frame callbacks waiting run. */
  frame(): void;
  /** Time passes: the timers due run, in order. */
  advance(ms: number): void;
  /** Whether the script still listens for an event of this type. */
  listening(type: string): boolean;
  /** Dispatches an event of this type at the window; says whether its default was prevented. */
  dispatch(type: string, target: StarterElement | null, submitter?: StarterElement | null): boolean;
  /** The shell says the page has hydrated. */
  ready(): void;
  /** Runs a page's inline script (its source text) with this fake as `window`. */
  run(source: string): void;
  /** Two frames and the timer after them: what the script waits once it may start. */
  twoFrames(): void;
}

/** An element for the starter's tests: what was done to it is recorded in `log`. */
export function fakeElement(
  name: string,
  log: string[],
  options: { type?: string; inForm?: boolean; action?: boolean; button?: boolean; connected?: boolean } = {},
): StarterElement {
  const element: StarterElement = {
    isConnected: options.connected ?? true,
    type: options.type,
    form: options.inForm ? {} : null,
    closest: (selector) => (selector === 'button' && options.button ? element : null),
    hasAttribute: (attribute) => attribute === 'action' && Boolean(options.action),
    click: () => log.push(`click ${name}`),
    requestSubmit: (submitter) => log.push(`submit ${name}${submitter ? ' by a button' : ''}`),
  };
  return element;
}

export function fakeStarterWindow(
  options: { paintTiming?: boolean; readyState?: string; rootAttributes?: string[] } = {},
): FakeStarterWindow {
  const listeners = new Map<string, Set<(event: StarterEvent) => void>>();
  const documentListeners = new Map<string, () => void>();
  let timers: { at: number; callback: () => void }[] = [];
  let frames: (() => void)[] = [];
  let now = 0;
  const added: string[] = [];
  let observer: ((list: { getEntriesByName(name: string): readonly unknown[] }) => void) | undefined;
  let observed = false;

  class FakeObserver {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    constructor(callback: (list: { getEntriesByName(name: string): readonly unknown[] }) => void) {
      observer = callback;
    }
    observe(settings: { type: string; buffered: boolean }): void {
      observed = settings.type === 'paint' && settings.buffered;
    }
    disconnect(): void {
      observer = undefined;
    }
  }

  const fire = (type: string, event: StarterEvent = { target: null, preventDefault() {} }) => {
    for (const listener of [...(listeners.get(type) ?? [])]) listener(event);
  };

  const win: StarterWindow = {
    document: {
      readyState: options.readyState ?? 'loading',
      documentElement: { hasAttribute: (name) => (options.rootAttributes ?? []).includes(name) },
      head: {
        appendChild(node: unknown) {
          const element = node as { tag: string; rel?: string; href?: string; type?: string; src?: string };
          added.push(
            element.tag === 'link'
              ? `${String(element.rel)} ${String(element.href)}`
              : `${String(element.type)} ${String(element.src)}`,
          );
          return node;
        },
      },
      createElement: (tag: string) => ({ tag }),
      addEventListener(type, listener) {
        documentListeners.set(type, listener);
      },
    },
    addEventListener(type, listener) {
      const set = listeners.get(type) ?? new Set();
      set.add(listener);
      listeners.set(type, set);
    },
    removeEventListener(type, listener) {
      listeners.get(type)?.delete(listener);
    },
    setTimeout(callback, ms) {
      timers.push({ at: now + ms, callback });
      return timers.length;
    },
    requestAnimationFrame(callback) {
      frames.push(callback);
      return frames.length;
    },
    PerformanceObserver: options.paintTiming === false ? undefined : FakeObserver,
  };

  return {
    win,
    added,
    paint() {
      if (observed) observer?.({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
    },
    load: () => fire('load'),
    parsed() {
      win.document.readyState = 'interactive';
      this.documentEvent('DOMContentLoaded');
    },
    documentEvent(type) {
      const listener = documentListeners.get(type);
      documentListeners.delete(type);
      listener?.();
    },
    input: (type) => fire(type),
    frame() {
      const due = frames;
      frames = [];
      for (const callback of due) callback();
    },
    advance(ms) {
      const until = now + ms;
      for (;;) {
        const next = timers.filter((timer) => timer.at <= until).sort((a, b) => a.at - b.at)[0];
        if (!next) break;
        timers = timers.filter((timer) => timer !== next);
        now = next.at;
        next.callback();
      }
      now = until;
    },
    listening: (type) => (listeners.get(type)?.size ?? 0) > 0,
    dispatch(type, target, submitter) {
      let prevented = false;
      fire(type, { target, submitter, preventDefault: () => (prevented = true) });
      return prevented;
    },
    ready() {
      const listener = documentListeners.get(PAGE_READY_EVENT);
      documentListeners.delete(PAGE_READY_EVENT);
      listener?.();
    },
    run(source) {
      (new Function('window', source) as (window: unknown) => void)(win);
    },
    twoFrames() {
      this.frame();
      this.frame();
      this.advance(0);
    },
  };
}
