// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ThemeProvider } from 'styled-components';
import { MemoryRouter } from '../router';
import { theme } from '../theme/tokens';
import { sectionRoutes } from './section-routes';

const preloaded: string[] = [];
const record = (what: string) => () => {
  preloaded.push(what);
  return Promise.resolve();
};

/** A section like the site's: mounted on several top-level paths, one with a parameter and one with a splat. */
const { App, preload } = sectionRoutes<{ greeting: string }>([
  { path: '/', render: (_, { greeting }) => <h1>{greeting} home</h1> },
  { path: '/guides', render: () => <h1>guides</h1>, preload: record('guides') },
  {
    path: '/guides/:slug',
    render: ({ params }) => <h1>guide {params.slug}</h1>,
    preload: ({ params }) => record(`guide ${params.slug ?? ''}`)(),
  },
  {
    path: '/desk/*',
    render: ({ params, pathname }) => (
      <h1>
        desk {params['*']} at {pathname}
      </h1>
    ),
  },
]);

describe('sectionRoutes', () => {
  afterEach(cleanup);

  it.each([
    ['/', 'hello home'],
    ['/guides', 'guides'],
    ['/guides/', 'guides'],
    ['/guides/sip', 'guide sip'],
    ['/desk', 'desk  at /desk'],
    ['/desk/leads/open', 'desk leads/open at /desk/leads/open'],
    ['/guides/sip/extra', 'Page Not Found'],
    ['/nowhere', 'Page Not Found'],
  ])('%s shows %j', (url, heading) => {
    render(
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={[url]}>
          <App greeting="hello" />
        </MemoryRouter>
      </ThemeProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(heading);
  });

  it.each([
    ['/guides', ['guides']],
    ['/guides/sip', ['guide sip']],
    ['/', []],
    ['/desk/leads', []],
    ['/nowhere', []],
  ])('preload(%j) downloads %j', async (pathname, expected) => {
    preloaded.length = 0;
    await preload(pathname);
    expect(preloaded).toEqual(expected);
  });
});
