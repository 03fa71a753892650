import { NotFound } from '@meridian/shared';
import { findPage } from '../catalogue';
import { findTaxDefinition } from '../definitions/tax';
import { CalculatorPage } from '../framework/calculator-page';
import { IncomeTaxPage } from './income-tax-page';
import { XirrPage } from './xirr/xirr-page';

/**
 * A tax tool's page by slug (issue 21): income tax and XIRR have pages of their own, HRA, gratuity
 * and capital gains are definitions rendered by the generic page. A chunk of its own, loaded on
 * demand, so that the other calculators' pages do not carry the tax figures and engines.
 */
export default function TaxRoute({ slug }: { slug: string }) {
  const page = findPage(slug);
  if (!page) return <NotFound />;
  if (slug === 'income-tax') return <IncomeTaxPage page={page} />;
  if (slug === 'xirr') return <XirrPage page={page} />;
  const definition = findTaxDefinition(slug);
  return definition ? <CalculatorPage key={slug} definition={definition} page={page} /> : <NotFound />;
}
