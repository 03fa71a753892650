import { NotFound, Route, Routes, type MarketingSlots } from '@meridian/shared';
import { HOME_SLOTS } from '@meridian/shared/registry';
import { ReadyMark } from '../federation/ready-mark';
import { RemoteSlot, RemoteWidget } from '../federation/remote-slot';
import { RouteGuard } from './route-guard';
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

export function SectionPage({ route }: { route: SectionRoute }) {
  return (
    <RouteGuard access={route.access}>
      {route.remote === 'marketing' ? <MarketingSection /> : <RemoteSlot remote={route.remote} exposed="./App" />}
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
