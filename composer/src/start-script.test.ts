import { describe, expect, it } from 'vitest';
import { PAGE_READY_EVENT } from '@meridian/shared/page-contract';
import { fakeElement, fakeStarterWindow, type FakeStarterWindow } from './fake-starter-window';
import {
  SESSION_WAIT_MS,
  LOAD_WAIT_MS,
  START_LATEST_MS,
  startAfterFirstPaint,
  startScript,
  type StartPlan,
} from './start-script';

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
const runInline = (fake: FakeStarterWindow, startPlan: StartPlan = plan) => fake.run(startScript(startPlan));

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
    startAfterFirstPaint(fake.win, plan, LOAD_WAIT_MS, START_LATEST_MS, PAGE_READY_EVENT);
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
    startAfterFirstPaint(fake.win, plan, LOAD_WAIT_MS, START_LATEST_MS, PAGE_READY_EVENT);
    fake.load();
    fake.twoFrames();
    fake.advance(START_LATEST_MS - 1);
    fake.twoFrames();
    expect(fake.added, 'loaded but not painted').toEqual([]);
    fake.paint();
    fake.advance(0);
    fake.twoFrames();
    expect(fake.added).toEqual(started);
  });

  it('does not start on the paint alone before the wait for the load is over', () => {
    const fake = fakeStarterWindow();
    startAfterFirstPaint(fake.win, plan, LOAD_WAIT_MS, START_LATEST_MS, PAGE_READY_EVENT);
    fake.paint();
    fake.advance(LOAD_WAIT_MS - 1);
    fake.twoFrames();
    expect(fake.added).toEqual([]);
  });

  it.each(['pointerdown', 'pointermove', 'keydown', 'touchstart'])('starts at once on %s, and only once', (type) => {
    const fake = fakeStarterWindow();
    startAfterFirstPaint(fake.win, plan, LOAD_WAIT_MS, START_LATEST_MS, PAGE_READY_EVENT);
    fake.input(type);
    expect(fake.added).toEqual(started);
    expect(fake.listening(type), 'still listening').toBe(false);
    fake.paint();
    fake.load();
    fake.twoFrames();
    fake.advance(START_LATEST_MS);
    expect(fake.added).toEqual(started);
  });

  it('starts at the latest after START_LATEST_MS, painted or not', () => {
    const fake = fakeStarterWindow();
    startAfterFirstPaint(fake.win, plan, LOAD_WAIT_MS, START_LATEST_MS, PAGE_READY_EVENT);
    fake.advance(START_LATEST_MS - 1);
    expect(fake.added).toEqual([]);
    fake.advance(1);
    expect(fake.added).toEqual(started);
  });

  it('starts a page to start when parsed (a guarded page) a turn after it is parsed, before any paint', () => {
    const fake = fakeStarterWindow();
    runInline(fake, { ...plan, whenParsed: true });
    fake.twoFrames();
    expect(fake.added, 'still being parsed').toEqual([]);
    fake.parsed();
    expect(fake.added, 'the page’s other listeners first').toEqual([]);
    fake.advance(0);
    expect(fake.added).toEqual(started);
    fake.paint();
    fake.load();
    fake.twoFrames();
    fake.advance(START_LATEST_MS);
    expect(fake.added, 'once').toEqual(started);
  });

  it('starts a page to start when parsed at once when it already is', () => {
    const fake = fakeStarterWindow({ readyState: 'interactive' });
    startAfterFirstPaint(fake.win, { ...plan, whenParsed: true }, LOAD_WAIT_MS, START_LATEST_MS, PAGE_READY_EVENT);
    fake.advance(0);
    expect(fake.added).toEqual(started);
  });

  describe('a guarded page that waits for its session’s first check', () => {
    const guarded: StartPlan = { ...plan, whenParsed: true, startEvent: 'checked' };

    it('starts a turn after its session’s check, once parsed', () => {
      const fake = fakeStarterWindow();
      runInline(fake, guarded);
      fake.parsed();
      fake.advance(SESSION_WAIT_MS - 1);
      expect(fake.added, 'parsed, the session not checked').toEqual([]);
      fake.documentEvent('checked');
      expect(fake.added).toEqual([]);
      fake.advance(0);
      expect(fake.added).toEqual(started);
      fake.advance(START_LATEST_MS);
      expect(fake.added, 'once').toEqual(started);
    });

    it('starts once parsed when the check was done first', () => {
      const fake = fakeStarterWindow();
      runInline(fake, guarded);
      fake.documentEvent('checked');
      fake.advance(0);
      expect(fake.added, 'not parsed yet').toEqual([]);
      fake.parsed();
      fake.advance(0);
      expect(fake.added).toEqual(started);
    });

    it('waits for the check SESSION_WAIT_MS after the parse at the most', () => {
      const fake = fakeStarterWindow();
      runInline(fake, guarded);
      fake.parsed();
      fake.advance(SESSION_WAIT_MS - 1);
      expect(fake.added).toEqual([]);
      fake.advance(1);
      expect(fake.added).toEqual(started);
    });

    describe('only when the page has a kept page to draw (waitAttribute)', () => {
      const drawing: StartPlan = { ...guarded, waitAttribute: 'data-pending' };

      it('waits for the check when the root element has the attribute', () => {
        const fake = fakeStarterWindow({ rootAttributes: ['data-pending'] });
        runInline(fake, drawing);
        fake.parsed();
        fake.advance(SESSION_WAIT_MS - 1);
        expect(fake.added, 'parsed, the session not checked').toEqual([]);
        fake.documentEvent('checked');
        fake.advance(0);
        expect(fake.added).toEqual(started);
      });

      it('starts a turn after the parse when it has not', () => {
        const fake = fakeStarterWindow({ rootAttributes: ['data-other'] });
        runInline(fake, drawing);
        fake.advance(0);
        expect(fake.added, 'not parsed yet').toEqual([]);
        fake.parsed();
        fake.advance(0);
        expect(fake.added).toEqual(started);
        fake.documentEvent('checked');
        fake.advance(SESSION_WAIT_MS);
        expect(fake.added, 'once').toEqual(started);
      });
    });
  });

  it('starts from its own source text, as the page carries it', () => {
    const fake = fakeStarterWindow();
    runInline(fake);
    fake.paint();
    fake.load();
    fake.twoFrames();
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

  it('keeps a click on a button before hydration, starts the page, and replays the click once it is ready', () => {
    const fake = fakeStarterWindow();
    const log: string[] = [];
    runInline(fake);
    const retry = fakeElement('Retry', log, { type: 'button', button: true });
    expect(fake.dispatch('click', retry)).toBe(false);
    expect(fake.added, 'the click starts the page').toEqual(started);
    fake.advance(0);
    expect(log, 'not before the page is ready').toEqual([]);
    fake.ready();
    fake.advance(0);
    expect(log).toEqual(['click Retry']);
    fake.dispatch('click', retry);
    fake.advance(0);
    expect(log, 'a click once ready is React’s').toEqual(['click Retry']);
  });

  it('leaves clicks on anything but a button, and a submit button’s click, to the browser', () => {
    const fake = fakeStarterWindow();
    const log: string[] = [];
    runInline(fake);
    fake.dispatch('click', fakeElement('a link', log));
    fake.dispatch('click', fakeElement('Sign In', log, { type: 'submit', button: true, inForm: true }));
    fake.ready();
    fake.advance(0);
    expect(log).toEqual([]);
  });

  it('never lets the browser submit a form of the site, keeps a submission made before hydration and replays it once ready', () => {
    const fake = fakeStarterWindow();
    const log: string[] = [];
    runInline(fake);
    const form = fakeElement('sign-in', log);
    const button = fakeElement('Sign In', log, { type: 'submit', button: true, inForm: true });
    expect(
      fake.dispatch('submit', form, button),
      'the browser does not send it (the password would be in the address)',
    ).toBe(true);
    expect(fake.added).toEqual(started);
    fake.ready();
    fake.advance(0);
    expect(log).toEqual(['submit sign-in by a button']);
    expect(fake.dispatch('submit', form, button), 'once ready: React sends it, the browser never').toBe(true);
    fake.advance(0);
    expect(log).toEqual(['submit sign-in by a button']);
  });

  it('leaves a form with its own action to the browser, and forgets what left the page', () => {
    const fake = fakeStarterWindow();
    const log: string[] = [];
    runInline(fake);
    expect(fake.dispatch('submit', fakeElement('search', log, { action: true }))).toBe(false);
    const gone = fakeElement('gone', log, { type: 'button', button: true, connected: false });
    fake.dispatch('click', gone);
    fake.ready();
    fake.advance(0);
    expect(log).toEqual([]);
  });
});
