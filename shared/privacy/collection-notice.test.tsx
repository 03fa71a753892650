// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { NoticeLanguage } from '../src/contracts/documents';
import { SiteProviders } from '../src/ui/site-providers';
import { CollectionNoticeText } from './collection-notice';
import { CollectionNoticesInHindi } from './collection-notice-hi';
import { COLLECTION_NOTICES, PRIVACY_NOTICE_VERSION } from './notices';
import { NOTICES_HI } from './notices-hi';

afterEach(cleanup);

describe('the notice at a point of collection, in two layers', () => {
  it.each(Object.values(COLLECTION_NOTICES))(
    '$point: its one line shown, the itemised notice folded under its title, the full notice linked',
    (notice) => {
      const { container } = render(
        <SiteProviders url="/">
          <CollectionNoticeText notice={notice} id="n" />
        </SiteProviders>,
      );
      const area = container.querySelector(`#n[data-notice="${notice.point}"]`);
      expect(area).not.toBeNull();
      // The first layer: the plain line and the link to the full notice, outside the fold.
      expect(area?.querySelector(':scope > p')?.textContent).toBe(notice.summary);
      expect(screen.getByRole('link', { name: 'Full privacy notice' }).closest('details')).toBeNull();
      expect(area?.textContent).toContain(`version ${PRIVACY_NOTICE_VERSION}`);
      // The second: every item, the retention, the withdrawal and the Board, in the page (its
      // HTML) but folded until asked for.
      const details = area?.querySelector('details');
      expect(details?.open).toBe(false);
      expect(details?.querySelector('summary')?.textContent).toBe(notice.title);
      expect(details?.querySelectorAll('li')).toHaveLength(notice.items.length);
      expect(details?.textContent).toContain(notice.retention);
      expect(details?.textContent).toContain(notice.withdraw);
      expect(details?.textContent).toContain('Data Protection Board of India');
    },
  );

  it('its title is a level-3 heading where the form asks for one', () => {
    render(
      <SiteProviders url="/">
        <CollectionNoticeText notice={COLLECTION_NOTICES.complaint} id="n" heading />
      </SiteProviders>,
    );
    expect(screen.getByRole('heading', { level: 3, name: COLLECTION_NOTICES.complaint.title })).toBeTruthy();
  });
});

describe('the itemised notice in Hindi, one link away', () => {
  it.each(Object.values(COLLECTION_NOTICES))(
    '$point: a link, in Hindi and marked so, to its Hindi notice in a new tab (the form keeps what was typed)',
    (notice) => {
      render(
        <SiteProviders url="/">
          <CollectionNoticeText notice={notice} id="n" />
        </SiteProviders>,
      );
      const link = screen.getByRole('link', { name: 'यह सूचना हिन्दी में' });
      expect(link.getAttribute('href')).toBe(`/hi/privacy#notice-${notice.point}`);
      expect(link.getAttribute('lang')).toBe('hi');
      expect(link.getAttribute('hreflang')).toBe('hi');
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.closest('details')).toBeNull();
    },
  );

  it('tells the form the person opened the Hindi notice', () => {
    const seen: NoticeLanguage[] = [];
    render(
      <SiteProviders url="/">
        <CollectionNoticeText notice={COLLECTION_NOTICES.contact} id="n" onLanguage={(next) => seen.push(next)} />
      </SiteProviders>,
    );
    const link = screen.getByRole('link', { name: 'यह सूचना हिन्दी में' });
    fireEvent.click(link);
    // A middle click opens it in a tab as well; a right click (the menu) does not count.
    fireEvent(link, new MouseEvent('auxclick', { bubbles: true, button: 1 }));
    fireEvent(link, new MouseEvent('auxclick', { bubbles: true, button: 2 }));
    expect(seen).toEqual(['hi', 'hi']);
  });
});

describe('every notice at a point of collection in Hindi, on the Hindi privacy notice', () => {
  it.each(Object.values(COLLECTION_NOTICES))('$point: at #notice-$point, every item, in Hindi', (notice) => {
    const { container } = render(
      <SiteProviders url="/hi/privacy">
        <CollectionNoticesInHindi />
      </SiteProviders>,
    );
    const words = NOTICES_HI.notices[notice.point];
    const part = container.querySelector(`#notice-${notice.point}`);
    expect(part?.querySelector('h3')?.textContent).toBe(`${words.place}: ${words.title}`);
    expect(part?.querySelectorAll('li')).toHaveLength(notice.items.length);
    expect(part?.textContent).toContain(words.summary);
    expect(part?.textContent).toContain(words.retention);
    expect(part?.textContent).toContain(words.withdraw);
    expect(part?.textContent).toContain(NOTICES_HI.frame.board);
    expect(part?.textContent?.includes(NOTICES_HI.frame.abuseLimit)).toBe(notice.publicForm);
    expect(part?.textContent?.includes(NOTICES_HI.frame.boxLabel)).toBe(notice.consentBox);
  });
});
