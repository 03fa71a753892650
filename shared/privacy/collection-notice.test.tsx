// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SiteProviders } from '../src/ui/site-providers';
import { CollectionNoticeText } from './collection-notice';
import { COLLECTION_NOTICES, PRIVACY_NOTICE_VERSION } from './notices';

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
