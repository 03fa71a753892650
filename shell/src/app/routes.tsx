import { NotFound, Route, Routes } from '@meridian/shared';
import { RemoteSlot } from '../federation/remote-boundary';
import { HOME_WIDGETS, SECTIONS } from './route-table';

function MarketingSection() {
  const [sipPreview, latestInsights] = HOME_WIDGETS.map((widget) => (
    <RemoteSlot key={widget.remote} remote={widget.remote} exposed={widget.exposed} size="widget" />
  ));
  return <RemoteSlot remote="marketing" exposed="./App" size="page" props={{ slots: { sipPreview, latestInsights } }} />;
}

export function SiteRoutes() {
  return (
    <Routes>
      {SECTIONS.flatMap((section) =>
        section.paths.map((path) => (
          <Route
            key={path}
            path={path}
            element={
              section.remote === 'marketing' ? (
                <MarketingSection />
              ) : (
                <RemoteSlot remote={section.remote} exposed="./App" size="page" />
              )
            }
          />
        )),
      )}
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
