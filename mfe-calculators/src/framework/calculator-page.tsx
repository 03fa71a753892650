import { memo, useDeferredValue, useMemo, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Container, PageBanner, PageMeta, paths, Section, useHydrated } from '@meridian/shared';
import type { CalculatorPageInfo } from '../catalogue';
import { DonutChart, GrowthChart } from './charts';
import { usesGovernmentRates, withGovernmentRates } from './government-rates';
import { InputList } from './fields';
import { HeadlineList } from './headlines';
import { formatResult } from './format';
import { defaultValues } from './inputs';
import { serialiseInputs, tryCompute } from './input-state';
import {
  AdviserCta,
  Card,
  DataTable,
  Disclaimer,
  HowItWorks,
  InputStack,
  Layout,
  Messages,
  Notice,
  PanelHeader,
  RelatedCalculators,
  RulesAsOf,
  Stack,
  TaxDisclaimer,
} from './page-sections';
import { SavePanel } from './save-panel';
import { savedHeadline, savedTitle } from './saved-headline';
import type { AnyCore, AnyDefinition, CalculatorOutput, InputValue } from './types';
import { useGovernmentRates } from './use-government-rates';
import { useUrlCalculator, type UrlCalculatorControls } from './use-url-calculator';

/** The worked example's text with its primary result, computed from the definition (so text and maths agree). */
export function exampleText(definition: AnyDefinition): string {
  const given = Object.entries(definition.example.values).filter(
    (entry): entry is [string, InputValue] => entry[1] !== undefined,
  );
  const output = tryCompute(definition, { ...defaultValues(definition.inputs), ...Object.fromEntries(given) });
  const primary = output?.headlines.find((headline) => headline.primary);
  return primary
    ? definition.example.text.replace('{result}', formatResult(primary.value, primary.format))
    : definition.example.text;
}

/** Headline numbers as saved with a calculation (text results are left out). */
export function numericResults(output: CalculatorOutput): Record<string, number> {
  return Object.fromEntries(
    output.headlines.flatMap((headline) =>
      typeof headline.value === 'number' && Number.isFinite(headline.value) ? [[headline.key, headline.value]] : [],
    ),
  );
}

/** The charts and table, which follow the headline numbers a moment later while a slider moves. */
const Details = memo(function Details({ output }: { output: CalculatorOutput }) {
  return (
    <>
      {output.growth ? (
        <Card as="section" aria-labelledby="growth-title">
          <h2 id="growth-title">{output.growth.title}</h2>
          <GrowthChart data={output.growth} />
        </Card>
      ) : null}
      {output.table ? (
        <Card as="section" aria-labelledby="table-title">
          <h2 id="table-title">{output.table.title ?? 'Year-wise breakup'}</h2>
          <DataTable table={output.table} />
        </Card>
      ) : null}
    </>
  );
});

/**
 * The one page every calculator definition is rendered with. A calculator with a government rate
 * pre-fills the shipped rate, then the current one once the page has read it (after hydration).
 * One with dated rules of law (rulesAsOf) shows their date and the tax disclaimer.
 */
// The section's build time (the prerender ran then; Node's clock when there is no build, as in the prerender itself).
const BUILT_ON = new Date(import.meta.env.BUILD_DATE ?? Date.now());
// The browser's day, when this page loaded.
const LOADED_ON = new Date();

/**
 * The day a rate's age is judged on. The prerendered page and its hydration use the build's day, so a
 * rate's hint says it is older than the current quarter already in the HTML (no sentence is added
 * later to move the fields below it); after hydration, today (a different text only when a quarter
 * has turned since the build).
 */
function useRatesDay(): Date {
  return useHydrated() ? LOADED_ON : BUILT_ON;
}

/**
 * The frame every calculator page is drawn in: its title and banner; a link's rejected values;
 * the inputs' card (Reset, the inputs given, the form's error, the address note) beside the
 * results' card (the headline numbers, `results` and the messages, then `afterMessages`, and
 * saving); then `details`, how it works, the disclaimer, related calculators and the adviser's
 * offer. The generic page and the income tax page both draw theirs in it.
 */
export function CalculatorFrame({
  page,
  definition,
  calculator,
  inputs,
  results,
  afterMessages,
  details,
  example,
  disclaimer,
  adviser = <AdviserCta />,
}: {
  page: CalculatorPageInfo;
  definition: AnyCore & Pick<AnyDefinition, 'formula' | 'explanation' | 'notes' | 'related'>;
  calculator: UrlCalculatorControls;
  inputs: ReactNode;
  results?: ReactNode;
  afterMessages?: ReactNode;
  details: ReactNode;
  example: string;
  disclaimer: ReactNode;
  adviser?: ReactNode;
}) {
  const { output } = calculator;
  return (
    <>
      <PageMeta title={page.title} description={page.description} />
      <PageBanner
        title={page.title}
        subtitle={page.description.replace(/ Free and instant; it runs in your browser\.$/, '')}
      />
      <Section $tone="surface">
        <Container>
          <Stack>
            {calculator.rejected.length > 0 ? (
              <Notice role="status">
                Some values in this link were not valid, so the defaults are shown for: {calculator.rejected.join(', ')}
                .
              </Notice>
            ) : null}
            <Layout>
              <Card as="section" aria-labelledby="inputs-title">
                <PanelHeader>
                  <h2 id="inputs-title">Your inputs</h2>
                  <Button type="button" $variant="outline" onClick={calculator.reset}>
                    Reset
                  </Button>
                </PanelHeader>
                <InputStack>{inputs}</InputStack>
                {calculator.formError ? <FormError>{calculator.formError}</FormError> : null}
                <AddressNote>
                  Your inputs are kept in this page’s address: bookmark it or share it to come back to them.
                </AddressNote>
              </Card>
              <Card as="section" aria-labelledby="results-title">
                <h2 id="results-title">Results</h2>
                <HeadlineList headlines={output.headlines} stale={!calculator.valid} summary />
                {results}
                {output.messages && output.messages.length > 0 ? (
                  <Messages>
                    {output.messages.map((message) => (
                      <li key={message}>{message}</li>
                    ))}
                  </Messages>
                ) : null}
                {afterMessages}
                <SavePanel
                  calculator={definition.slug}
                  path={`${paths.calculator(definition.slug)}?${serialiseInputs(definition, calculator.values)}`}
                  inputs={calculator.values}
                  results={numericResults(output)}
                  headline={savedHeadline(output.headlines)}
                  title={savedTitle(definition.inputs, calculator.values)}
                />
              </Card>
            </Layout>
            {details}
            <HowItWorks
              formula={definition.formula}
              explanation={definition.explanation}
              example={example}
              notes={definition.notes}
            />
            {disclaimer}
            <RelatedCalculators slugs={definition.related} />
            {adviser}
          </Stack>
        </Container>
      </Section>
    </>
  );
}

export function CalculatorPage({
  definition: declared,
  page,
}: {
  definition: AnyDefinition;
  page: CalculatorPageInfo;
}) {
  const rates = useGovernmentRates(usesGovernmentRates(declared));
  const today = useRatesDay();
  const definition = useMemo(() => withGovernmentRates(declared, rates, today), [declared, rates, today]);
  const calculator = useUrlCalculator(definition);
  const deferred = useDeferredValue(calculator.output);
  const example = useMemo(() => exampleText(declared), [declared]);
  return (
    <CalculatorFrame
      page={page}
      definition={definition}
      calculator={calculator}
      inputs={<InputList idPrefix={definition.slug} inputs={definition.inputs} controls={calculator} />}
      afterMessages={
        <>
          {deferred.donut ? (
            <DonutBlock>
              <DonutChart data={deferred.donut} />
            </DonutBlock>
          ) : null}
          {definition.rulesAsOf ? <RulesAsOf asOf={definition.rulesAsOf} /> : null}
        </>
      }
      details={<Details output={deferred} />}
      example={example}
      disclaimer={
        definition.rulesAsOf ? <TaxDisclaimer asOf={definition.rulesAsOf} /> : <Disclaimer kind={definition.kind} />
      }
    />
  );
}

const DonutBlock = styled.div`
  margin-top: 24px;
`;

const AddressNote = styled.p`
  margin: 20px 0 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.color.muted};
`;

const FormError = styled.p`
  margin: 16px 0 0;
  color: ${({ theme }) => theme.color.error};
  font-weight: 600;
`;
