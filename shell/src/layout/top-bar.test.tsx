// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { demoUsers, renderInSite } from '@meridian/shared/testing';
import { TopBar } from './top-bar';

afterEach(cleanup);

const NAV = [
  ['Home', '/'],
  ['Services', '/services'],
  ['Fees', '/fees'],
  ['About', '/about'],
  ['Blog', '/blog'],
  ['Calculators', '/calculators'],
  ['Contact', '/contact'],
] as const;

// Was e2e/tests/layout.spec.ts 'the navbar has the five links, and Sign In and Get Started when
// signed out'. What needs a browser (the bar on scroll, the phone menu) is still there.
describe('the top bar', () => {
  it('has the spec’s five links with Fees and About, in order, and Sign In, Get Started and the main action, Book a call, when signed out', () => {
    renderInSite(<TopBar />, { url: '/services' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const link = (name: string) => within(nav).getByRole('link', { name }).getAttribute('href');
    for (const [name, href] of NAV) expect(link(name)).toBe(href);
    expect(
      within(nav)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(NAV.map(([name]) => name));
    expect(link('Sign In')).toBe('/signin');
    expect(link('Get Started')).toBe('/signup');
    expect(link('Book a call')).toBe('/contact#consultation');
    expect(within(nav).queryByRole('link', { name: 'Dashboard' })).toBeNull();
    expect(within(nav).queryByRole('button', { name: 'Sign Out' })).toBeNull();
  });

  it('signed in, has Dashboard and Sign Out instead', () => {
    renderInSite(<TopBar />, { url: '/services', user: demoUsers.user });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(within(nav).getByRole('button', { name: 'Sign Out' })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'Sign In' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Get Started' })).toBeNull();
  });
});
