import { describe, expect, it } from 'vitest';
import { createSectionLoad, RETRY_DELAYS_MS, type LoadStatus, type Timers } from './section-load';
import { fulfilled } from './tracked-promise';

/** Timers run by hand: `advance(ms)` fires what is due. */
function manualTimers() {
  let now = 0;
  const due: { at: number; callback: () => void; handle: number }[] = [];
  let next = 1;
  const timers: Timers = {
    now: () => now,
    setTimeout(callback, ms) {
      const handle = next++;
      due.push({ at: now + ms, callback, handle });
      return handle;
    },
    clearTimeout(handle) {
      const index = due.findIndex((item) => item.handle === handle);
      if (index >= 0) due.splice(index, 1);
    },
  };
  const advance = async (ms: number) => {
    now += ms;
    for (;;) {
      const ready = due.filter((item) => item.at <= now).sort((a, b) => a.at - b.at)[0];
      if (!ready) break;
      due.splice(due.indexOf(ready), 1);
      ready.callback();
      await flush();
    }
    await flush();
  };
  return { timers, advance, pending: () => due.length };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** An attempt function that fails while `down` is true, counting its calls. */
function remote() {
  const state = { down: true, calls: 0 };
  const attempt = (n: number) => {
    state.calls += 1;
    return state.down ? Promise.reject(new Error(`down (try ${n})`)) : Promise.resolve(`module (try ${n})`);
  };
  return { state, attempt };
}

describe('createSectionLoad', () => {
  it('starts nothing until begun', () => {
    const { state, attempt } = remote();
    const load = createSectionLoad(attempt, { timers: manualTimers().timers });
    expect(load.status()).toEqual({ state: 'idle' });
    expect(state.calls).toBe(0);
  });

  it('retries a section that is down after 1, 2 and 4 seconds, then stops: 4 requests however long the tab stays open', async () => {
    const { state, attempt } = remote();
    const clock = manualTimers();
    const load = createSectionLoad(attempt, { timers: clock.timers });
    void load.begin();
    await flush();
    expect(load.status()).toMatchObject({ state: 'waiting', failures: 1, retryAt: 1000 });
    const calls: number[] = [];
    for (const step of [999, 1, 2000, 4000, 60_000, 3_600_000]) {
      await clock.advance(step);
      calls.push(state.calls);
    }
    expect(calls).toEqual([1, 2, 3, 4, 4, 4]);
    expect(load.status()).toMatchObject({ state: 'failed', failures: 4, attempt: 3 });
    expect(clock.pending()).toBe(0);
    expect(RETRY_DELAYS_MS).toEqual([1000, 2000, 4000]);
  });

  it('resolves its one promise when a later try succeeds, and never rejects it', async () => {
    const { state, attempt } = remote();
    const clock = manualTimers();
    const load = createSectionLoad(attempt, { timers: clock.timers });
    const promise = load.begin();
    let rejected = false;
    promise.catch(() => (rejected = true));
    await flush();
    state.down = false;
    await clock.advance(1000);
    await expect(promise).resolves.toBe('module (try 1)');
    expect(promise.status).toBe('fulfilled');
    expect(load.status()).toEqual({ state: 'loaded' });
    expect(rejected).toBe(false);
    expect(load.begin()).toBe(promise);
  });

  it("the visitor's Retry tries at once, in place of the automatic try still waiting", async () => {
    const { state, attempt } = remote();
    const clock = manualTimers();
    const load = createSectionLoad(attempt, { timers: clock.timers });
    void load.begin();
    await flush();
    load.retry();
    await flush();
    expect(state.calls).toBe(2);
    // A Retry that fails stops the automatic ones: the visitor asked, and was answered.
    expect(load.status()).toMatchObject({ state: 'failed', failures: 2 });
    await clock.advance(10_000);
    expect(state.calls).toBe(2);
    state.down = false;
    load.retry();
    await flush();
    expect(load.status()).toEqual({ state: 'loaded' });
  });

  it('Retry pressed while a try is under way starts another at once if that one fails', async () => {
    // Each try waits for the test to fail it.
    const failers: (() => void)[] = [];
    const attempt = () => new Promise<string>((_resolve, reject) => failers.push(() => reject(new Error('down'))));
    const clock = manualTimers();
    const load = createSectionLoad(attempt, { timers: clock.timers });
    void load.begin();
    load.retry();
    expect(failers).toHaveLength(1);
    failers[0]?.();
    await flush();
    expect(failers, 'the second try started at once, not a second later').toHaveLength(2);
    expect(load.status()).toMatchObject({ state: 'loading', attempt: 1 });
    failers[1]?.();
    await flush();
    // An answered Retry stops the automatic tries.
    expect(load.status()).toMatchObject({ state: 'failed', failures: 2 });
    expect(clock.pending()).toBe(0);
  });

  it('tells its subscribers of every failure and of the success', async () => {
    const { state, attempt } = remote();
    const clock = manualTimers();
    const load = createSectionLoad(attempt, { timers: clock.timers });
    const seen: LoadStatus['state'][] = [];
    load.subscribe(() => seen.push(load.status().state));
    void load.begin();
    await flush();
    await clock.advance(1000);
    state.down = false;
    await clock.advance(2000);
    expect(seen).toEqual(['waiting', 'loading', 'waiting', 'loading', 'loaded']);
  });

  it('a module already loaded is fulfilled at once (no suspense, no loading state)', () => {
    const load = createSectionLoad(() => fulfilled('cached'));
    const promise = load.begin();
    expect(promise.status).toBe('fulfilled');
    expect(load.status()).toEqual({ state: 'loaded' });
  });

  it('ignores Retry before it has begun and after it has loaded', async () => {
    const { state, attempt } = remote();
    const load = createSectionLoad(attempt, { timers: manualTimers().timers });
    load.retry();
    expect(state.calls).toBe(0);
    state.down = false;
    void load.begin();
    await flush();
    load.retry();
    expect(state.calls).toBe(1);
  });
});
