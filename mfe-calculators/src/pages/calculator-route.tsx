import { NotFound } from '@meridian/shared';
import { findDefinition } from '../definitions';
import { CalculatorPage } from '../framework/calculator-page';
import { findPage } from '../catalogue';
import { GoalsPage } from './goals/goals-page';
import { IncomeTaxPage } from './income-tax-page';
import { XirrPage } from './xirr/xirr-page';

/**
 * A calculator page by slug: the goal planner and XIRR have pages of their own, income tax lays
 * its definition out on its own page (both regimes side by side), and every other catalogue entry
 * is a definition rendered by the generic page. Loaded on demand, so the hub does not carry it.
 */
export default function CalculatorRoute({ slug }: { slug: string }) {
  const page = findPage(slug);
  if (!page) return <NotFound />;
  if (slug === 'goals') return <GoalsPage page={page} />;
  if (slug === 'xirr') return <XirrPage page={page} />;
  if (slug === 'income-tax') return <IncomeTaxPage page={page} />;
  const definition = findDefinition(slug);
  return definition ? <CalculatorPage key={slug} definition={definition} page={page} /> : <NotFound />;
}
