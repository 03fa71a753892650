import { describe, expect, it } from 'vitest';
import { modulesForPath, SECTION_ROUTES } from './route-table';

describe('modulesForPath', () => {
  it.each([
    ['/', ['marketing ./App', 'calculators ./SipPreview', 'blog ./LatestInsights']],
    ['/services', ['marketing ./App']],
    ['/services/tax-planning', ['marketing ./App']],
    ['/contact', ['marketing ./App']],
    ['/disclaimers', ['marketing ./App']],
    ['/investor-charter', ['marketing ./App']],
    ['/complaints', ['marketing ./App']],
    ['/complaints-data', ['marketing ./App']],
    ['/about', ['marketing ./App']],
    ['/fees', ['marketing ./App']],
    ['/accessibility', ['marketing ./App']],
    ['/registrations', ['marketing ./App']],
    ['/blog', ['blog ./App']],
    ['/blog/some-post', ['blog ./App']],
    ['/calculators/home-loan', ['calculators ./App']],
    ['/signin', ['account ./App']],
    ['/forgot-password', ['account ./App']],
    ['/reset-password', ['account ./App']],
    ['/dashboard', ['account ./App']],
    ['/admin', ['admin ./App']],
    ['/admin/users', ['admin ./App']],
    ['/no-such-page', []],
    ['/contact/extra', []],
  ])('%s loads %j', (pathname, expected) => {
    expect(modulesForPath(pathname).map((module) => `${module.remote} ${module.exposed}`)).toEqual(expected);
  });
});

describe('SECTION_ROUTES', () => {
  it('lists every route of the registry with its access rule', () => {
    expect(
      SECTION_ROUTES.filter((route) => route.access !== 'public').map(
        (route) => `${route.remote} ${route.path} ${route.access}`,
      ),
    ).toEqual(['account /dashboard/* signed-in', 'admin /admin/* staff']);
    expect(new Set(SECTION_ROUTES.map((route) => route.path)).size).toBe(SECTION_ROUTES.length);
  });
});
