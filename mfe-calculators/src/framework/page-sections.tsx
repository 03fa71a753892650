/** The building blocks every calculator page shares: result list, table, explanation, disclaimer, links, CTA. */
import { memo, type ReactNode } from 'react';
import styled from 'styled-components';
import { ButtonLink, Link, onMobile, paths } from '@meridian/shared';
import { findPage } from '../catalogue';
import { CALCULATOR_DISCLAIMERS } from '../content/disclaimers';
import type { CalculatorKind } from './types';

export { DataTable } from './data-table';

interface HowItWorksProps {
  formula: string;
  explanation: readonly string[];
  example: string;
  notes?: readonly string[];
}

/** 'How it is calculated': the formula, a plain explanation, a worked example and the conventions used. */
export const HowItWorks = memo(function HowItWorks({ formula, explanation, example, notes }: HowItWorksProps) {
  return (
    <Card as="section" aria-labelledby="how-title">
      <h2 id="how-title">How it is calculated</h2>
      <Formula>
        <code>{formula}</code>
      </Formula>
      {explanation.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <Example>
        <strong>Worked example. </strong>
        {example}
      </Example>
      {notes && notes.length > 0 ? (
        <>
          <h3>Conventions and sources</h3>
          <ul>
            {notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </>
      ) : null}
    </Card>
  );
});

/**
 * The disclaimer of a kind of calculator (content/disclaimers.ts): for an investment, returns are not guaranteed;
 * for a loan, the EMI is an estimate and the lender's terms decide. Neither is advice.
 */
export function Disclaimer({ kind = 'investment' }: { kind?: CalculatorKind }) {
  const { lead, text } = CALCULATOR_DISCLAIMERS[kind];
  return (
    <DisclaimerText data-disclaimer={kind}>
      <strong>{lead}</strong> {text} See our <Link to={paths.disclaimers}>disclaimers</Link>.
    </DisclaimerText>
  );
}

/**
 * For the tax calculators: the results are illustrative and not advice, and the rules they apply
 * are as of a date.
 */
export function TaxDisclaimer({ asOf }: { asOf: string }) {
  return (
    <DisclaimerText>
      <strong>Illustrative, not advice.</strong> The results apply the tax figures as of {asOf} to the amounts you
      enter, under the conventions stated above; they leave out what this calculator does not ask about. Tax law and its
      figures change with every Budget, and your own facts decide what applies to you. This calculator is not tax, legal
      or investment advice: check with a tax professional before you act. See our{' '}
      <Link to={paths.disclaimers}>disclaimers</Link>.
    </DisclaimerText>
  );
}

/** The date the rules a calculator applies are as of, shown beside its results. */
export function RulesAsOf({ asOf, children }: { asOf: string; children?: ReactNode }) {
  return (
    <AsOfText data-rules-as-of={asOf}>
      Tax figures as of {asOf}.{children ? <> {children}</> : null}
    </AsOfText>
  );
}

/** Links to related calculators and back to the hub. */
export function RelatedCalculators({ slugs }: { slugs: readonly string[] }) {
  const pages = slugs.map(findPage).filter((page) => page !== undefined);
  return (
    <nav aria-labelledby="related-title">
      <h2 id="related-title">Related calculators</h2>
      <RelatedList>
        {pages.map((page) => (
          <li key={page.slug}>
            <Link to={paths.calculator(page.slug)}>{page.title}</Link>
          </li>
        ))}
        <li>
          <Link to={paths.calculators}>All calculators</Link>
        </li>
      </RelatedList>
    </nav>
  );
}

/** The call to talk to an adviser. */
export function AdviserCta({ children }: { children?: ReactNode }) {
  return (
    <Cta aria-labelledby="cta-title">
      <div>
        <h2 id="cta-title">Turn these numbers into a plan</h2>
        <p>
          {children ??
            'A calculator shows one scenario. Our advisers look at your whole picture — goals, taxes, insurance and risk — and help you act on it.'}
        </p>
      </div>
      <ButtonLink to={paths.book}>Talk to an adviser</ButtonLink>
    </Cta>
  );
}

export const Card = styled.div`
  background: ${({ theme }) => theme.color.white};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  box-shadow: ${({ theme }) => theme.shadow.card};
  padding: 28px;
  ${onMobile} {
    padding: 20px 16px;
  }
  h2 {
    font-family: ${({ theme }) => theme.font.heading};
    font-size: 1.4rem;
    margin: 0 0 16px;
  }
  h3 {
    font-size: 1.05rem;
    margin: 20px 0 8px;
  }
  p,
  li {
    line-height: 1.6;
  }
`;

/** Inputs beside results on wide screens, stacked on phones. */
export const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1.1fr) minmax(0, 1fr);
  gap: 24px;
  align-items: start;
  ${onMobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 24px;
`;

export const InputStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 22px;
`;

export const Messages = styled.ul`
  margin: 16px 0 0;
  padding: 12px 16px 12px 32px;
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.color.noticeSurface};
  color: ${({ theme }) => theme.color.text};
  li + li {
    margin-top: 6px;
  }
`;

const Formula = styled.pre`
  margin: 0 0 16px;
  padding: 14px 16px;
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.color.surface};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  font-size: 0.95rem;
`;

const Example = styled.p`
  padding: 12px 16px;
  border-left: 4px solid ${({ theme }) => theme.color.teal};
  background: ${({ theme }) => theme.color.tealSurface};
`;

const DisclaimerText = styled.p`
  margin: 0;
  font-size: 0.92rem;
  color: ${({ theme }) => theme.color.muted};
  line-height: 1.6;
  a {
    color: ${({ theme }) => theme.color.navy};
  }
`;

const AsOfText = styled.p`
  margin: 16px 0 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.color.muted};
`;

const RelatedList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  a {
    display: inline-block;
    padding: 10px 16px;
    min-height: 44px;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: 999px;
    font-weight: 600;
    text-decoration: none;
    color: ${({ theme }) => theme.color.navy};
    background: ${({ theme }) => theme.color.white};
    &:hover {
      border-color: ${({ theme }) => theme.color.navy};
    }
  }
`;

const Cta = styled.section`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 24px;
  padding: 28px;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.navy};
  color: ${({ theme }) => theme.color.white};
  h2 {
    font-family: ${({ theme }) => theme.font.heading};
    margin: 0 0 8px;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.onDarkMuted};
    max-width: 640px;
  }
  ${onMobile} {
    flex-direction: column;
    align-items: flex-start;
  }
`;

/** A panel's heading row: the title on the left, an action (e.g. Reset) on the right. */
export const PanelHeader = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 8px;
  button {
    min-height: 36px;
    padding: 6px 14px;
    font-size: 0.9rem;
    color: ${({ theme }) => theme.color.navy};
  }
`;

/** A highlighted notice, e.g. that values in a shared link were not valid. */
export const Notice = styled.p`
  margin: 0;
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.color.noticeSurface};
  font-weight: 600;
`;

/** A quiet line of secondary text. */
export const MutedText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.muted};
`;
