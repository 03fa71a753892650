// @vitest-environment jsdom
import { useState, type FormEvent } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepTyped, MemoryRouter, theme } from '@meridian/shared';
import { PAGE_READY_EVENT } from '@meridian/shared/page-contract';
import { PageBoundary } from '../layout/site-layout';
import { RemoteSlot, SlotLoaderContext, type SlotLoader } from './remote-slot';
import { loadedSection } from './section-load';

// The slot's default loader reaches the remotes through the federation plugin's virtual module,
// which exists only in a build; this test hands the slot its module through SlotLoaderContext.
vi.mock('./load-remote', () => ({ sectionLoad: () => Promise.reject(new Error('not in this test')) }));

// Hydration runs on React's own scheduler, as in the browser, not in act(): act() would do all of
// it, nested boundaries included, before any effect ran, hiding the order this test is about.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

/** What the section's form sent, in the order sent. */
let sent: string[] = [];

/** A section's page: a form whose state holds what was typed, as the sign-in page's does. */
function SectionPage() {
  const [email, setEmail] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    sent.push(email);
  };
  return (
    <form onSubmit={submit}>
      <input aria-label="email" ref={keepTyped} value={email} onChange={(event) => setEmail(event.target.value)} />
    </form>
  );
}

const loader: SlotLoader = () => loadedSection({ component: SectionPage });

/** The page's frame as the shell renders it: the layout's page boundary, and the section's slot in it. */
function Page() {
  return (
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={['/signin']}>
        <SlotLoaderContext.Provider value={loader}>
          <PageBoundary>
            <RemoteSlot remote="account" exposed="./App" />
          </PageBoundary>
        </SlotLoaderContext.Provider>
      </MemoryRouter>
    </ThemeProvider>
  );
}

afterEach(() => {
  document.body.innerHTML = '';
  delete document.documentElement.dataset.ready;
  sent = [];
});

describe("a section page's ready mark", () => {
  it('comes once the section itself has hydrated, so a submission replayed on it sends what was typed', async () => {
    document.body.innerHTML = `<div id="root">${renderToString(<Page />)}</div>`;
    const input = document.querySelector<HTMLInputElement>('[aria-label="email"]') as HTMLInputElement;
    input.value = 'typed.early@example.com';
    // What the page's start script does with a submission kept from before hydration.
    const replayed = new Promise<void>((resolve) => {
      document.addEventListener(
        PAGE_READY_EVENT,
        () => {
          setTimeout(() => {
            document.querySelector('form')?.requestSubmit();
            resolve();
          }, 0);
        },
        { once: true },
      );
    });
    hydrateRoot(document.getElementById('root') as HTMLElement, <Page />);
    await replayed;
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(document.documentElement.dataset.ready).toBe('page');
    expect(sent).toEqual(['typed.early@example.com']);
  });
});
