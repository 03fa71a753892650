import styled from 'styled-components';
import {
  ButtonLink,
  Container,
  formatRupees,
  Lead,
  onMobile,
  PageBanner,
  PageMeta,
  paths,
  Section,
  SectionTitle,
} from '@meridian/shared';
import { feeExamples, feeModes, feesPage, FIRM_FEE_POLICY, gstNote, refundExample } from '../content/fees';
import { annualFee, instalment, refundOnTermination, SEBI_FEE_RULES, type FeeCase } from '@meridian/shared/compliance';
import { PayingUs } from '../components/paying-us';
import { Sources } from '../components/sources';

/**
 * /fees (issue 23, item 8; issue 35, items 1 and 2): how the firm charges, what SEBI allows and
 * what the firm chooses within it, worked examples computed by the fee-rules module, and how to
 * pay safely (validated UPI ID, SEBI Check).
 */
export default function FeesPage() {
  return (
    <>
      <PageMeta title={feesPage.title} description={feesPage.summary} />
      <PageBanner title={feesPage.banner} subtitle={feesPage.bannerSubtitle} />

      <Section aria-labelledby="commission-title">
        <Container>
          <Callout>
            <SectionTitle id="commission-title">{feesPage.commission.heading}</SectionTitle>
            <p>{feesPage.commission.text}</p>
          </Callout>
        </Container>
      </Section>

      <Section $tone="surface" aria-labelledby="modes-title">
        <Container>
          <SectionTitle id="modes-title">{feesPage.modesHeading}</SectionTitle>
          <Lead>{feesPage.modesLead}</Lead>
          <Modes>
            <Mode aria-labelledby="mode-fixed">
              <h3 id="mode-fixed">{feeModes.fixed.heading}</h3>
              <p>{feeModes.fixed.text}</p>
              <Plans>
                {feeModes.fixed.plans.map((plan) => (
                  <li key={plan.name}>
                    <strong>
                      {plan.name}: {formatRupees(plan.perYear)} a year, {gstNote(FIRM_FEE_POLICY)}
                    </strong>
                    <span>{plan.includes}</span>
                  </li>
                ))}
              </Plans>
            </Mode>
            <Mode aria-labelledby="mode-assets">
              <h3 id="mode-assets">{feeModes.assets.heading}</h3>
              <p>{feeModes.assets.text}</p>
              <Plans>
                <li>
                  <strong>
                    {feeModes.assets.percentPerYear} % a year, {gstNote(FIRM_FEE_POLICY)}
                  </strong>
                  <span>
                    {feeModes.assets.percentPerYear / 4} % each quarter, of the value of the assets we advise you on at
                    the start of the quarter.
                  </span>
                </li>
              </Plans>
            </Mode>
          </Modes>
        </Container>
      </Section>

      <Section aria-labelledby="examples-title">
        <Container>
          <SectionTitle id="examples-title">{feesPage.examplesHeading}</SectionTitle>
          <Lead>{feesPage.examplesLead(FIRM_FEE_POLICY)}</Lead>
          <Examples>
            {feeExamples.map((example) => (
              <Example key={example.title}>
                <h3>{example.title}</h3>
                <p>{example.story}</p>
                <dl>
                  <dt>Assets under advice</dt>
                  <dd>{formatRupees(example.feeCase.assetsUnderAdvice)}</dd>
                  <dt>Fee for the year</dt>
                  <dd>{formatRupees(annualFee(example.feeCase))}</dd>
                  <dt>{billed(example.feeCase)}</dt>
                  <dd>{formatRupees(instalment(example.feeCase))}</dd>
                </dl>
              </Example>
            ))}
          </Examples>
        </Container>
      </Section>

      <Section $tone="surface" aria-labelledby="limits-title">
        <Container>
          <Columns>
            <div>
              <SectionTitle id="limits-title">{feesPage.limitsHeading}</SectionTitle>
              <List>
                {feesPage.limits(SEBI_FEE_RULES).map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </List>
              <Sources ids={SEBI_FEE_RULES.sources} lead={feesPage.limitsChecked(SEBI_FEE_RULES.checked.shown)} />
            </div>
            <div>
              <SectionTitle id="policy-title">{feesPage.policyHeading}</SectionTitle>
              <List>
                {feesPage.policy(FIRM_FEE_POLICY).map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </List>
              <RefundExample />
            </div>
          </Columns>
        </Container>
      </Section>

      <Section aria-labelledby="payment-title">
        <Container>
          <PayingUs />
        </Container>
      </Section>

      <Section aria-label="Your first conversation">
        <Container>
          <Closing>
            <p>{feesPage.firstConversation}</p>
            <ButtonLink to={paths.book}>{feesPage.firstConversationLink}</ButtonLink>
          </Closing>
        </Container>
      </Section>
    </>
  );
}

/** The early exit of the refund example, worked out by the fee-rules module. */
function RefundExample() {
  const { feeCase } = refundExample;
  const paid = instalment(feeCase);
  const labels = feesPage.refundLabels;
  const refund = refundOnTermination({
    paid,
    daysPaid: refundExample.daysPaid,
    daysServed: refundExample.daysServed,
    breakageAsked: FIRM_FEE_POLICY.breakageFee,
    annualFee: annualFee(feeCase),
  });
  const most = refundOnTermination({
    paid,
    daysPaid: refundExample.daysPaid,
    daysServed: refundExample.daysServed,
    breakageAsked: Number.POSITIVE_INFINITY,
    annualFee: annualFee(feeCase),
  }).breakage;
  return (
    <Example aria-labelledby="refund-title" data-refund-example="">
      <h3 id="refund-title">{refundExample.title}</h3>
      <p>{refundExample.story(refundExample.daysServed, refundExample.daysPaid)}</p>
      <dl>
        <dt>{labels.paid}</dt>
        <dd>{formatRupees(paid)}</dd>
        <dt>{labels.unexpired}</dt>
        <dd>{formatRupees(refund.unexpired)}</dd>
        <dt>{labels.breakage}</dt>
        <dd>{formatRupees(refund.breakage)}</dd>
        <dt>{labels.refund}</dt>
        <dd>{formatRupees(refund.refund)}</dd>
      </dl>
      {FIRM_FEE_POLICY.breakageFee === 0 ? <Note>{labels.breakageNote(formatRupees(most))}</Note> : null}
    </Example>
  );
}

/** The label of an example's instalment: 'Each quarter' or 'Every two quarters'. */
function billed(feeCase: FeeCase): string {
  return feeCase.quartersBilled === 1 ? 'Paid each quarter' : `Paid every ${feeCase.quartersBilled} quarters`;
}

const Callout = styled.div`
  max-width: 820px;
  padding: 24px 28px;
  border-left: 4px solid ${({ theme }) => theme.color.teal};
  background: ${({ theme }) => theme.color.tealSurface};
  border-radius: ${({ theme }) => theme.radius.small};
  h2 {
    margin-top: 0;
  }
  p {
    margin: 0;
    font-size: 1.08rem;
  }
`;

const Modes = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 24px;
  margin-top: 24px;
  ${onMobile} {
    grid-template-columns: 1fr;
  }
`;

const Mode = styled.article`
  padding: 24px;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.white};
  box-shadow: ${({ theme }) => theme.shadow.card};
  h3 {
    margin: 0 0 8px;
    font-family: ${({ theme }) => theme.font.heading};
    font-size: 1.35rem;
    color: ${({ theme }) => theme.color.navy};
  }
  p {
    margin: 0 0 16px;
    color: ${({ theme }) => theme.color.muted};
  }
`;

const Plans = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-direction: column;
    gap: 2px;
    padding: 12px 14px;
    border-radius: ${({ theme }) => theme.radius.small};
    background: ${({ theme }) => theme.color.navySurface};
  }
  strong {
    color: ${({ theme }) => theme.color.navy};
  }
`;

const Examples = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 20px;
  margin-top: 24px;
  ${onMobile} {
    grid-template-columns: 1fr;
  }
`;

const Example = styled.article`
  display: flex;
  flex-direction: column;
  padding: 24px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  h3 {
    margin: 0 0 8px;
    color: ${({ theme }) => theme.color.navy};
  }
  p {
    margin: 0 0 16px;
    flex: 1;
    color: ${({ theme }) => theme.color.muted};
  }
  dl {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: 6px 12px;
    margin: 0;
  }
  dd {
    margin: 0;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    text-align: right;
    color: ${({ theme }) => theme.color.navy};
  }
`;

const Note = styled.p`
  margin: 12px 0 0;
  font-size: 0.95rem;
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 40px;
  h3 {
    margin: 20px 0 6px;
    color: ${({ theme }) => theme.color.navy};
  }
  ${onMobile} {
    grid-template-columns: 1fr;
    gap: 8px;
  }
`;

const List = styled.ul`
  margin: 16px 0 0;
  padding-left: 1.2em;
  li {
    margin-bottom: 8px;
    line-height: 1.6;
  }
`;

const Closing = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  p {
    margin: 0;
    font-size: 1.15rem;
    font-weight: 600;
    color: ${({ theme }) => theme.color.navy};
  }
`;
