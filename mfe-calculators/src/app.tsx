import { lazyPage, NotFound, paths, sectionRoutes, type RouteMatch } from '@meridian/shared';
import { findPage, isTaxTool } from './catalogue';
import { HubPage } from './pages/hub-page';

// The hub is in this module; a calculator page's code (the page framework and every definition),
// the tax tools' pages and the risk questionnaire are separate chunks, loaded when needed.
const CalculatorRoute = lazyPage(() => import('./pages/calculator-route'));
const TaxRoute = lazyPage(() => import('./pages/tax-route'));
const RiskPage = lazyPage(() => import('./pages/risk-page'));

/** The page a calculator's slug shows: a tax tool's, the calculators' own, or none. */
function slugPage({ params }: RouteMatch) {
  const slug = params.slug ?? '';
  if (!findPage(slug)) return undefined;
  return isTaxTool(slug) ? TaxRoute : CalculatorRoute;
}

/**
 * The calculators section, mounted by the shell at /calculators/*: the hub, a page per calculator
 * and the risk questionnaire. The hub preloads a calculator's code when its card is hovered or
 * focused, so the page shows at once when followed.
 */
export const { App, preload } = sectionRoutes([
  { path: paths.calculators, render: () => <HubPage onIntent={(path) => void preload(path)} /> },
  { path: paths.calculator('risk'), render: () => <RiskPage />, preload: RiskPage.preload },
  {
    path: paths.calculator(':slug'),
    render: (match) => {
      const Page = slugPage(match);
      const slug = match.params.slug ?? '';
      return Page ? <Page key={slug} slug={slug} /> : <NotFound />;
    },
    preload: (match) => slugPage(match)?.preload() ?? Promise.resolve(),
  },
]);

export default App;
