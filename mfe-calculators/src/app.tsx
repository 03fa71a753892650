import { lazyPage, matchPath, NotFound, paths, Route, Routes, useParams } from '@meridian/shared';
import { findPage, isTaxTool } from './catalogue';
import { HubPage } from './pages/hub-page';

// The hub is in this module; a calculator page's code (the page framework and every definition),
// the tax tools' pages and the risk questionnaire are separate chunks, loaded when needed.
const CalculatorRoute = lazyPage(() => import('./pages/calculator-route'));
const TaxRoute = lazyPage(() => import('./pages/tax-route'));
const RiskPage = lazyPage(() => import('./pages/risk-page'));

/**
 * Starts downloading what a path of this section needs (the shell calls it when a link to the
 * path is hovered or focused; the hub when a card is), so the page shows at once when followed.
 */
export function preload(pathname: string): Promise<unknown> {
  const slug = matchPath(paths.calculator(':slug'), pathname)?.params.slug;
  if (!slug || !findPage(slug)) return Promise.resolve();
  if (slug === 'risk') return RiskPage.preload();
  return isTaxTool(slug) ? TaxRoute.preload() : CalculatorRoute.preload();
}

function SlugRoute() {
  const { slug = '' } = useParams();
  if (!findPage(slug)) return <NotFound />;
  return isTaxTool(slug) ? <TaxRoute key={slug} slug={slug} /> : <CalculatorRoute key={slug} slug={slug} />;
}

/** The calculators section, mounted by the shell at /calculators/*: the hub, a page per calculator and the risk questionnaire. */
export default function CalculatorsApp() {
  return (
    <Routes>
      <Route index element={<HubPage onIntent={(path) => void preload(path)} />} />
      <Route path="risk" element={<RiskPage />} />
      <Route path=":slug" element={<SlugRoute />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
