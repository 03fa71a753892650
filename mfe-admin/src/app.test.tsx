// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Role } from '@meridian/shared';
import { KEEP_PAGE_ATTRIBUTE } from '@meridian/shared/device-memory';
import { demoUsers, renderInSite } from '@meridian/shared/testing';
import AdminApp from './app';

const at = (url: string, role: Role) => renderInSite(<AdminApp />, { url, path: '/admin/*', user: demoUsers[role] });

const tabs = () =>
  within(screen.getByRole('navigation', { name: 'Admin' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('the admin area’s tabs', () => {
  afterEach(cleanup);

  it.each<[Role, string[]]>([
    ['superadmin', ['Users', 'Analytics', 'Leads', 'Complaints', 'Clients', 'Blog', 'Settings']],
    ['admin', ['Users', 'Analytics', 'Leads', 'Complaints', 'Clients', 'Blog']],
    ['reviewer', ['Users', 'Leads', 'Complaints', 'Clients']],
  ])('%s sees %j', (role, expected) => {
    at('/admin/users', role);
    expect(tabs()).toEqual(expected);
  });

  it.each<[string, Role, string]>([
    ['/admin', 'superadmin', '/admin/users'],
    ['/admin/settings', 'admin', '/admin/users'],
    ['/admin/analytics', 'reviewer', '/admin/users'],
    ['/admin/nonsense', 'admin', '/admin/users'],
    ['/admin/leads', 'reviewer', '/admin/leads'],
    ['/admin/complaints', 'reviewer', '/admin/complaints'],
    ['/admin/clients', 'reviewer', '/admin/clients'],
    ['/admin/clients', 'editor', '/admin/blog'],
    ['/admin/settings', 'superadmin', '/admin/settings'],
  ])('%s as %s shows %s', (url, role, expected) => {
    const site = at(url, role);
    expect(site.location().pathname).toBe(expected);
  });

  it('sends user, who sees no tab, to the home page', () => {
    const site = at('/admin/users', 'user');
    expect(site.location().pathname).toBe('/');
  });

  it('gives the editor the Blog tab alone, and a tab it can’t see falls back to it', () => {
    const site = at('/admin/users', 'editor');
    expect(site.location().pathname).toBe('/admin/blog');
    expect(tabs()).toEqual(['Blog']);
  });

  it.each<[string, boolean]>([
    ['/admin/users', false],
    ['/admin/leads', false],
    ['/admin/complaints', false],
    ['/admin/clients', false],
    ['/admin/analytics', true],
    ['/admin/blog', true],
    ['/admin/settings', true],
  ])('%s may be kept on the device: %s (a list of other people never is)', (url, kept) => {
    at(url, 'superadmin');
    expect(document.querySelector(`[${KEEP_PAGE_ATTRIBUTE}]`) !== null).toBe(kept);
  });

  it('tells a staff member with an unverified email why nothing can be read', () => {
    renderInSite(<AdminApp />, {
      url: '/admin/users',
      path: '/admin/*',
      user: { ...demoUsers.admin, emailVerified: false },
    });
    expect(screen.getByRole('alert').textContent).toContain('Your email address is not verified yet');
  });
});
