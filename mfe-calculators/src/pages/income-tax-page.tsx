import { memo, useDeferredValue, useMemo } from 'react';
import styled from 'styled-components';
import { Link, paths } from '@meridian/shared';
import type { CalculatorPageInfo } from '../catalogue';
import { DEDUCTION_KEYS, incomeTaxDefinition, regimeRows, toIncomeTaxInput } from '../definitions/income-tax';
import { compareRegimes, type RegimeComparison, type RegimeTax } from '../domain/income-tax';
import { isTaxYear, LATEST_TAX_YEAR, TAX_RULES } from '../domain/tax-rules';
import type { AgeBand, FinancialYear } from '../domain/tax-rules/types';
import { CalculatorFrame, exampleText } from '../framework/calculator-page';
import { InputList } from '../framework/fields';
import { AdviserCta, Card, DataTable, InputStack, RulesAsOf, TaxDisclaimer } from '../framework/page-sections';
import type { TableData, Values } from '../framework/types';
import { useUrlCalculator } from '../framework/use-url-calculator';
import { RegimeTable } from './regime-table';

const definition = incomeTaxDefinition;
const byKeys = (keys: readonly string[]) => definition.inputs.filter((input) => keys.includes(input.key));
const PERSON = byKeys(['year', 'age', 'resident']);
const INCOME = byKeys(['salary', 'other']);
const DEDUCTIONS = byKeys(DEDUCTION_KEYS);

/** The blog's article on choosing a regime; it links back here. */
const TAX_GUIDE_SLUG = 'old-vs-new-tax-regime-worked-examples';

const AGE_BANDS: readonly AgeBand[] = ['below-60', '60-to-79', '80-plus'];

/** The page's year, read from its values (always one with figures). */
function yearOf(values: Values): FinancialYear {
  const year = String(values.year);
  return isTaxYear(year) ? year : LATEST_TAX_YEAR;
}

interface PageComparison {
  comparison: RegimeComparison;
  year: FinancialYear;
  /** The age band whose old-regime slabs apply (a non-resident's are those below 60). */
  slabAge: AgeBand;
}

/** Both regimes for the page's values (valid ones: the page keeps the last valid values). */
function comparisonOf(values: Values): PageComparison | undefined {
  const number = (key: string) => {
    const value = values[key];
    return typeof value === 'number' ? value : 0;
  };
  const age = AGE_BANDS.find((band) => band === values.age) ?? 'below-60';
  const resident = values.resident === 'no' ? 'no' : 'yes';
  const year = yearOf(values);
  const input = toIncomeTaxInput({
    year,
    age,
    resident,
    salary: number('salary'),
    other: number('other'),
    c80: number('c80'),
    healthSelf: number('healthSelf'),
    healthParents: number('healthParents'),
    parentsSenior: values.parentsSenior === true,
    homeLoan: number('homeLoan'),
    hraExempt: number('hraExempt'),
    nps: number('nps'),
    otherDeductions: number('otherDeductions'),
  });
  try {
    return { comparison: compareRegimes(input), year, slabAge: resident === 'yes' ? age : 'below-60' };
  } catch (error) {
    if (error instanceof RangeError) return undefined;
    throw error;
  }
}

const AGE_TEXT: Readonly<Record<AgeBand, string>> = {
  'below-60': 'below 60',
  '60-to-79': '60 to 79',
  '80-plus': '80 or over',
};

function slabTable(regime: RegimeTax, year: FinancialYear, ageBand: AgeBand): TableData {
  const name = regime.regime === 'new' ? 'New regime' : 'Old regime';
  return {
    caption: `${name}: tax on ${TAX_RULES[year].label} income, slab by slab${regime.regime === 'old' ? ` (${AGE_TEXT[ageBand]})` : ''}`,
    columns: [
      { key: 'slab', label: 'Income slab', format: 'text' },
      { key: 'rate', label: 'Rate', format: 'text' },
      { key: 'income', label: 'Your income in it', format: 'rupees' },
      { key: 'tax', label: 'Tax', format: 'rupees' },
    ],
    keyColumn: 'tax',
    rows: regime.slabs.map((slab) => ({
      slab:
        slab.to === null ? `Above ${rupeesShort(slab.from)}` : `${rupeesShort(slab.from)} to ${rupeesShort(slab.to)}`,
      rate: `${slab.ratePct}%`,
      income: slab.income,
      tax: slab.tax,
    })),
  };
}

/** ₹4 L, ₹12 L, ₹2.5 L: slab edges as people say them. */
function rupeesShort(amount: number): string {
  return amount === 0 ? '₹0' : `₹${amount / 100000} L`;
}

/** Each regime's slabs, which follow the headline results a moment later while typing. */
const Slabs = memo(function Slabs({ values }: { values: Values }) {
  const found = comparisonOf(values);
  if (!found) return null;
  const { comparison, year, slabAge } = found;
  return (
    <Card as="section" aria-labelledby="slabs-title">
      <h2 id="slabs-title">Slab by slab</h2>
      <SlabGrid>
        <DataTable table={slabTable(comparison.old, year, slabAge)} />
        <DataTable table={slabTable(comparison.new, year, 'below-60')} />
      </SlabGrid>
    </Card>
  );
});

/**
 * /calculators/income-tax: the income tax definition's inputs in three groups, and both regimes
 * side by side beside them. Inputs live in the URL and the calculation is saved like any other.
 */
export function IncomeTaxPage({ page }: { page: CalculatorPageInfo }) {
  const calculator = useUrlCalculator(definition);
  const deferredValues = useDeferredValue(calculator.values);
  const example = useMemo(() => exampleText(definition), []);
  const yearRules = TAX_RULES[yearOf(calculator.values)];
  const comparison = useMemo(() => comparisonOf(calculator.values), [calculator.values]);
  return (
    <CalculatorFrame
      page={page}
      definition={definition}
      calculator={calculator}
      inputs={
        <>
          <Group>
            <legend>You</legend>
            <InputStack>
              <InputList idPrefix={definition.slug} inputs={PERSON} controls={calculator} />
            </InputStack>
          </Group>
          <Group>
            <legend>Income for the year</legend>
            <InputStack>
              <InputList idPrefix={definition.slug} inputs={INCOME} controls={calculator} />
            </InputStack>
          </Group>
          <Group>
            <legend>Deductions: old regime only</legend>
            <GroupNote>
              The new regime allows none of these. Not sure of your exempt HRA? Work it out with the{' '}
              <Link to={paths.calculator('hra')}>HRA calculator</Link>.
            </GroupNote>
            <InputStack>
              <InputList idPrefix={definition.slug} inputs={DEDUCTIONS} controls={calculator} />
            </InputStack>
          </Group>
        </>
      }
      results={
        comparison ? (
          <Comparison>
            <h3 id="comparison-title">Old and new regime side by side</h3>
            <RegimeTable
              caption={`Your tax for ${TAX_RULES[comparison.year].label}`}
              rows={regimeRows(comparison.comparison, comparison.year)}
            />
            <GuideLink>
              Which suits whom, with worked examples:{' '}
              <Link to={paths.blogPost(TAX_GUIDE_SLUG)}>our guide to the old and new regimes</Link>.
            </GuideLink>
          </Comparison>
        ) : null
      }
      afterMessages={
        <RulesAsOf asOf={yearRules.asOf}>
          {yearRules.label}, {yearRules.act}. Taxable income and the tax are rounded to the nearest ₹10 (sections 288A
          and 288B).
        </RulesAsOf>
      }
      details={<Slabs values={deferredValues} />}
      example={example}
      disclaimer={<TaxDisclaimer asOf={definition.rulesAsOf ?? yearRules.asOf} />}
      adviser={
        <AdviserCta>
          Choosing a regime is a yearly decision that depends on your deductions. Our advisers look at your whole
          picture — salary structure, investments, loans and insurance — and help you plan the year’s tax.
        </AdviserCta>
      }
    />
  );
}

// min-width: 0: a fieldset is otherwise never narrower than its content's min-content, and at
// 320 px (400 % zoom) its fields pushed the page sideways (WCAG 1.4.10).
const Group = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 16px 18px 20px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.small};
  & > legend {
    font-weight: 700;
    font-size: 1.05rem;
    padding: 0 6px;
  }
`;

const GroupNote = styled.p`
  margin: 0 0 16px;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.color.muted};
  a {
    color: ${({ theme }) => theme.color.navy};
  }
`;

const Comparison = styled.div`
  margin-top: 20px;
  h3 {
    margin: 0 0 8px;
  }
`;

const GuideLink = styled.p`
  margin: 12px 0 0;
  font-size: 0.95rem;
  a {
    color: ${({ theme }) => theme.color.navy};
    font-weight: 600;
  }
`;

const SlabGrid = styled.div`
  display: grid;
  /* A column is 320 px wide at least, or the whole width when there is less (400 % zoom). */
  grid-template-columns: repeat(auto-fit, minmax(min(320px, 100%), 1fr));
  gap: 24px;
`;
