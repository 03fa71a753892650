import { describe, expect, it, vi } from 'vitest';
import { failedOnKeptModule, shouldRecover } from './release-recovery';

// The loader reaches the remotes through the federation plugin's virtual module, which exists only in a build.
vi.mock('./load-remote', () => ({}));

const OLD = 'https://calculators.example/assets/remoteEntry-old.js';
const NEW = 'https://calculators.example/assets/remoteEntry-new.js';
const NOW = 1_800_000_000_000;

describe('shouldRecover', () => {
  it.each([
    ['a new release is served: load the page again', OLD, NEW, null, true],
    ['the same release is served (the site is down or flaky): stay', OLD, OLD, null, false],
    ['the site cannot say what it serves: stay', OLD, null, null, false],
    ['the section is not in the served manifest: stay', OLD, undefined, null, false],
    ['this tab never knew the section: stay', null, NEW, null, false],
    [
      'this address was recovered a minute ago: stay (never a loop)',
      OLD,
      NEW,
      { target: '/calculators/ppf', at: NOW - 60_000 },
      false,
    ],
    [
      'another address was recovered a minute ago: go',
      OLD,
      NEW,
      { target: '/calculators/sip', at: NOW - 60_000 },
      true,
    ],
    [
      'this address was recovered ten minutes ago: go',
      OLD,
      NEW,
      { target: '/calculators/ppf', at: NOW - 600_000 },
      true,
    ],
  ] as const)('%s', (_name, inUse, servedNow, last, expected) => {
    expect(shouldRecover(inUse, servedNow, '/calculators/ppf', last, NOW)).toBe(expected);
  });
});

describe('failedOnKeptModule', () => {
  it.each([
    [
      'a chunk after the entry loaded',
      new Error(
        'The calculators section could not be loaded: Failed to fetch dynamically imported module: http://127.0.0.1:5180/assets/__federation_expose_App-FvNpvtbX.js',
      ),
      true,
    ],
    [
      'the entry itself',
      new Error(
        'The marketing section could not be loaded: Failed to fetch dynamically imported module: http://127.0.0.1:5178/assets/remoteEntry-646ef4a4c0.js?retry=2',
      ),
      false,
    ],
    ['a section not deployed', new Error('The blog section could not be loaded: it is not deployed yet.'), false],
    ['a thrown string', 'Failed to fetch dynamically imported module: https://x.example/assets/a.js', true],
    ['nothing', undefined, false],
  ])('%s: %s', (_, error, expected) => {
    expect(failedOnKeptModule(error)).toBe(expected);
  });
});
