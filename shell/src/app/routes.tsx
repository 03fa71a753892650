import {
  NotFound,
  Route,
  Routes,
  type AdminSlots,
  type ComplaintTablesProps,
  type MarketingSlots,
  type PostPreviewProps,
} from '@meridian/shared';
import { ADMIN_SLOTS, HOME_SLOTS } from '@meridian/shared/registry';
import { ReadyMark } from '../federation/ready-mark';
import { PagePlaceholder, RemoteSlot, RemoteWidget } from '../federation/remote-slot';
import { PageKeeper } from './page-keeper';
import { FrameSkeleton, RouteGuard } from './route-guard';
import { SECTION_ROUTES, type SectionRoute } from './route-table';

/**
 * The home page's slots, each filled with another section's widget (the registry's HOME_SLOTS).
 * Made once: the same elements every render, so a widget still waiting to hydrate is never
 * handed new props (which would make React render it again from scratch).
 */
const slots = Object.fromEntries(
  Object.entries(HOME_SLOTS).map(([slot, widget]) => [slot, <RemoteWidget key={slot} widget={widget} />]),
) as MarketingSlots;
const marketingProps = { slots };

function MarketingSection() {
  return <RemoteSlot remote="marketing" exposed="./App" props={marketingProps} />;
}

/**
 * The admin area's slots: each renders another section's widget with what the admin gives it
 * (ADMIN_SLOTS), so the editorial desk previews a post with the blog's own renderer, and the
 * complaint desk a month's tables with the public page's (marketing's), while the admin never
 * imports either section.
 */
export const adminSlots: AdminSlots = {
  postPreview: (post: PostPreviewProps) => <RemoteWidget widget={ADMIN_SLOTS.postPreview} props={{ ...post }} />,
  complaintTables: (month: ComplaintTablesProps) => (
    <RemoteWidget widget={ADMIN_SLOTS.complaintTables} props={{ ...month }} />
  ),
};
const adminProps = { slots: adminSlots };

function SectionContent({ remote }: { remote: SectionRoute['remote'] }) {
  if (remote === 'marketing') return <MarketingSection />;
  if (remote === 'admin') return <RemoteSlot remote="admin" exposed="./App" props={adminProps} />;
  return <RemoteSlot remote={remote} exposed="./App" />;
}

/** A signed-in page's grey frame, from the session's check until its section's code has come. */
const guardedFrame = <FrameSkeleton />;

export function SectionPage({ route }: { route: SectionRoute }) {
  return (
    <RouteGuard access={route.access}>
      {/* A signed-in page is kept on this device as the person saw it, to draw at once next time. */}
      {route.access === 'public' ? null : <PageKeeper />}
      <PagePlaceholder value={route.access === 'public' ? null : guardedFrame}>
        <SectionContent remote={route.remote} />
      </PagePlaceholder>
    </RouteGuard>
  );
}

/**
 * The site's routes: every section's, from the registry, then the 404 page (the shell's own, so
 * its ready mark is here; a section's page is marked by its slot).
 */
export function SiteRoutes() {
  return (
    <Routes>
      {SECTION_ROUTES.map((route) => (
        <Route key={route.path} path={route.path} element={<SectionPage route={route} />} />
      ))}
      <Route
        path="*"
        element={
          <>
            <NotFound />
            <ReadyMark part="page" />
          </>
        }
      />
    </Routes>
  );
}
