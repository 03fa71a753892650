// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, theme, type ComplaintTablesProps, type PostPreviewProps } from '@meridian/shared';
import { ADMIN_SLOTS } from '@meridian/shared/registry';
import { COMPLAINT_MONTH } from '@meridian/shared/testing';
import { SlotLoaderContext, type SlotLoader } from '../federation/remote-slot';
import { loadedSection } from '../federation/section-load';
import { adminSlots } from './routes';

// The slots' loader reaches the remotes through the federation plugin's virtual module, which
// exists only in a build; this test hands each widget its module through SlotLoaderContext.
vi.mock('../federation/load-remote', () => ({ sectionLoad: () => Promise.reject(new Error('not in this test')) }));

/** Each widget asked for, as 'remote:exposed', and a stand-in that shows the props it was given. */
const asked: string[] = [];
const loader: SlotLoader = (remote, exposed) => {
  asked.push(`${remote}:${exposed}`);
  return loadedSection({
    component: (props: Record<string, unknown>) => (
      <pre data-widget={`${remote}:${exposed}`}>{JSON.stringify(props)}</pre>
    ),
  });
};

function inSite(node: ReactNode) {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={['/admin/complaints']}>
        <SlotLoaderContext.Provider value={loader}>{node}</SlotLoaderContext.Provider>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

afterEach(() => {
  cleanup();
  asked.length = 0;
});

describe('the admin area’s slots', () => {
  it('lend a slot for each of ADMIN_SLOTS', () => {
    expect(Object.keys(adminSlots).sort()).toEqual(Object.keys(ADMIN_SLOTS).sort());
  });

  it('draw a month’s complaint tables with marketing’s ComplaintTables, given what the admin gives (issue 34, item 4)', async () => {
    const month: ComplaintTablesProps = { snapshot: COMPLAINT_MONTH.snapshot, publishedAt: null };
    inSite(adminSlots.complaintTables(month));
    const widget = await screen.findByText(JSON.stringify(month));
    expect(widget.getAttribute('data-widget')).toBe('marketing:./ComplaintTables');
    expect(asked).toEqual(['marketing:./ComplaintTables']);
  });

  it('draw a post with the blog’s PostPreview', async () => {
    const post: PostPreviewProps = {
      title: 'A draft',
      excerpt: 'Its excerpt.',
      body: 'Its body.',
      category: 'Tax Planning',
      tags: ['tax'],
      author: 'Meridian Research',
      datePublished: null,
    };
    inSite(adminSlots.postPreview(post));
    const widget = await screen.findByText(JSON.stringify(post));
    expect(widget.getAttribute('data-widget')).toBe('blog:./PostPreview');
  });
});
