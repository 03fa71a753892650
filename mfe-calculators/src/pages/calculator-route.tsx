import { NotFound } from '@meridian/shared';
import { findDefinition } from '../definitions';
import { CalculatorPage } from '../framework/calculator-page';
import { findPage } from '../catalogue';
import { GoalsPage } from './goals/goals-page';

/**
 * A calculator page by slug: the goal planner has a page of its own, every other catalogue entry
 * is a definition rendered by the generic page (the tax tools are in tax-route.tsx). Loaded on
 * demand, so the hub does not carry it.
 */
export default function CalculatorRoute({ slug }: { slug: string }) {
  const page = findPage(slug);
  if (!page) return <NotFound />;
  if (slug === 'goals') return <GoalsPage page={page} />;
  const definition = findDefinition(slug);
  return definition ? <CalculatorPage key={slug} definition={definition} page={page} /> : <NotFound />;
}
