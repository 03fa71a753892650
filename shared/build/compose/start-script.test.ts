import { describe, expect, it } from 'vitest';
import { fakeStarterWindow, type FakeStarterWindow } from './fake-starter-window';
import { LOAD_WAIT_MS, START_LATEST_MS, startAfterFirstPaint, startScript, type StartPlan } from './start-script';

const plan: StartPlan = {
  entry: '/assets/index.js',
  preload: ['/assets/shared.js', 'https://blog.example/assets/remoteEntry-b1.js'],
};
const started = [
  'modulepreload /assets/shared.js',
  'modulepreload https://blog.example/assets/remoteEntry-b1.js',
  'module /assets/index.js',
];

/** The script as the page carries it: its source text, run with the fake as `window`. */
function runInline(fake: FakeStarterWindow, startPlan: StartPlan = plan): void {
  const run = new Function('window', startScript(startPlan)) as (win: unknown) => void;
  run(fake.win);
}

/** Two frames and the timer after them: what the script waits once it may start. */
function twoFrames(fake: FakeStarterWindow): void {
  fake.frame();
  fake.frame();
  fake.advance(0);
}

describe('the start script', () => {
  const cases: { name: string; paintTiming?: boolean; steps: (fake: FakeStarterWindow) => void }[] = [
    { name: 'painted, then loaded', steps: (fake) => (fake.paint(), fake.load()) },
    { name: 'loaded, then painted', steps: (fake) => (fake.load(), fake.paint()) },
    {
      name: 'painted, and a slow image still loading',
      steps: (fake) => (fake.paint(), fake.advance(LOAD_WAIT_MS)),
    },
    { name: 'no paint timing, loaded', paintTiming: false, steps: (fake) => fake.load() },
  ];

  it.each(cases)('starts two frames after the page is $name', ({ paintTiming, steps }) => {
    const fake = fakeStarterWindow({ paintTiming });
    startAfterFirstPaint(fake.win, plan, LOAD_WAIT_MS, START_LATEST_MS);
    steps(fake);
    fake.frame();
    fake.advance(0);
    expect(fake.added, 'one frame on').toEqual([]);
    fake.frame();
    fake.advance(0);
    expect(fake.added).toEqual(started);
  });

  it('waits for the paint, not only for the load', () => {
    const fake = fakeStarterWindow();
    startAfterFirstPaint(fake.win, plan, LOAD_WAIT_MS, START_LATEST_MS);
    fake.load();
    twoFrames(fake);
    fake.advance(START_LATEST_MS - 1);
    twoFrames(fake);
    expect(fake.added, 'loaded but not painted').toEqual([]);
    fake.paint();
    fake.advance(0);
    twoFrames(fake);
    expect(fake.added).toEqual(started);
  });

  it('does not start on the paint alone before the wait for the load is over', () => {
    const fake = fakeStarterWindow();
    startAfterFirstPaint(fake.win, plan, LOAD_WAIT_MS, START_LATEST_MS);
    fake.paint();
    fake.advance(LOAD_WAIT_MS - 1);
    twoFrames(fake);
    expect(fake.added).toEqual([]);
  });

  it.each(['pointerdown', 'pointermove', 'keydown', 'touchstart'])('starts at once on %s, and only once', (type) => {
    const fake = fakeStarterWindow();
    startAfterFirstPaint(fake.win, plan, LOAD_WAIT_MS, START_LATEST_MS);
    fake.input(type);
    expect(fake.added).toEqual(started);
    expect(fake.listening(type), 'still listening').toBe(false);
    fake.paint();
    fake.load();
    twoFrames(fake);
    fake.advance(START_LATEST_MS);
    expect(fake.added).toEqual(started);
  });

  it('starts at the latest after START_LATEST_MS, painted or not', () => {
    const fake = fakeStarterWindow();
    startAfterFirstPaint(fake.win, plan, LOAD_WAIT_MS, START_LATEST_MS);
    fake.advance(START_LATEST_MS - 1);
    expect(fake.added).toEqual([]);
    fake.advance(1);
    expect(fake.added).toEqual(started);
  });

  it('starts from its own source text, as the page carries it', () => {
    const fake = fakeStarterWindow();
    runInline(fake);
    fake.paint();
    fake.load();
    twoFrames(fake);
    expect(fake.added).toEqual(started);
  });

  it('cannot be closed early by what it carries', () => {
    const script = startScript({ entry: '/a.js', preload: ['/x</script><script>alert(1)</script>.js'] });
    expect(script).not.toContain('</script');
    const fake = fakeStarterWindow();
    runInline(fake, { entry: '/a.js', preload: ['/x</script>\u2028.js'] });
    fake.input('keydown');
    expect(fake.added).toEqual(['modulepreload /x</script>\u2028.js', 'module /a.js']);
  });
});
