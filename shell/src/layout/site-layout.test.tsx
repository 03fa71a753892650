// @vitest-environment jsdom
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInSite } from '@meridian/shared/testing';
import { SiteLayout } from './site-layout';

afterEach(cleanup);

describe('the frame of every page', () => {
  // Was the last check of e2e/tests/routes.spec.ts 'the home page has every section of the spec, in order'.
  it('follows the page with the contact section, then the footer', () => {
    const { container } = renderInSite(
      <SiteLayout>
        <h1>A page</h1>
      </SiteLayout>,
    );
    expect(container.querySelectorAll('main + #contact + footer')).toHaveLength(1);
    expect(container.querySelector('main h1')?.textContent).toBe('A page');
  });
});
