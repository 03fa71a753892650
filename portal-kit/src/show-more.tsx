import { Alert, Button } from '@meridian/shared';
import type { Page } from './pager-state';
import type { Pages } from './use-pages';

/**
 * The button under a list read a page at a time (usePages): it reads the next page, says
 * 'Loading…' meanwhile, and says why when it could not. Nothing after the last page.
 */
export function ShowMore<P extends Page>({ pages, label }: { pages: Pages<P>; label: string }) {
  if (!pages.hasMore) return null;
  return (
    <>
      {pages.moreFailed ? <Alert tone="error">{pages.moreFailed}</Alert> : null}
      <Button type="button" $variant="outline" disabled={pages.readingMore} onClick={pages.more}>
        {pages.readingMore ? 'Loading…' : label}
      </Button>
    </>
  );
}
