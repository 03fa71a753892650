/**
 * A window for the start script's tests: time, frames, the load event, input and paint timing
 * happen only when the test says so, and what the script adds to the head is recorded.
 */
import type { StarterWindow } from './start-script';

export interface FakeStarterWindow {
  win: StarterWindow;
  /** What the script added to the head, in order: `modulepreload <url>` or `module <url>`. */
  added: string[];
  /** The browser reports the first contentful paint. */
  paint(): void;
  /** The page's own resources have loaded. */
  load(): void;
  /** The visitor does something: 'pointerdown', 'keydown'… */
  input(type: string): void;
  /** A frame is drawn: the animation-frame callbacks waiting run. */
  frame(): void;
  /** Time passes: the timers due run, in order. */
  advance(ms: number): void;
  /** Whether the script still listens for an event of this type. */
  listening(type: string): boolean;
}

export function fakeStarterWindow(options: { paintTiming?: boolean; readyState?: string } = {}): FakeStarterWindow {
  const listeners = new Map<string, Set<() => void>>();
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

  const fire = (type: string) => {
    for (const listener of [...(listeners.get(type) ?? [])]) listener();
  };

  const win: StarterWindow = {
    document: {
      readyState: options.readyState ?? 'loading',
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
  };
}
