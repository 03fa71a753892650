import styled from 'styled-components';
import { ButtonLink, paths } from '@meridian/shared';
import { calculateSip, HOME_SIP_PREVIEW_DEFAULTS } from '../domain/sip';
import { InputList } from '../framework/fields';
import { HeadlineList } from '../framework/headlines';
import { defineCore, money, percent, years } from '../framework/inputs';
import { serialiseInputs } from '../framework/input-state';
import { useLocalCalculator } from '../framework/use-local-calculator';

/**
 * The home page's SIP preview: the same inputs and the same engine as /calculators/sip, with the
 * home page's defaults (₹10,000 a month, 10 years, 12%). Its keys match the SIP page's, so the
 * link carries the inputs over.
 */
export const sipPreviewCore = defineCore({
  slug: 'sip',
  inputs: [
    money('monthly', 'Monthly investment', {
      min: 500,
      max: 1000000,
      step: 500,
      default: HOME_SIP_PREVIEW_DEFAULTS.monthly,
    }),
    percent('rate', 'Expected return (p.a.)', {
      min: 1,
      max: 30,
      step: 0.1,
      default: HOME_SIP_PREVIEW_DEFAULTS.annualRatePct,
    }),
    years('years', 'Time period', { min: 1, max: 40, step: 1, default: HOME_SIP_PREVIEW_DEFAULTS.years }),
  ],
  compute: ({ monthly, rate, years: period }) => {
    const result = calculateSip({ monthly, annualRatePct: rate, years: period });
    return {
      headlines: [
        { key: 'total', label: 'Total value', value: result.total, format: 'rupees', primary: true },
        { key: 'invested', label: 'Invested amount', value: result.invested, format: 'rupees' },
        { key: 'returns', label: 'Est. returns', value: result.returns, format: 'rupees' },
      ],
      donut: {
        title: 'Invested vs returns',
        parts: [
          { label: 'Invested amount', value: result.invested },
          { label: 'Est. returns', value: result.returns },
        ],
      },
    };
  },
});

export default function SipPreview() {
  const calculator = useLocalCalculator(sipPreviewCore);
  const { output } = calculator;
  const invested = Number(calculator.values.monthly) * Number(calculator.values.years) * 12;
  const total = output.headlines[0]?.value;
  const share = typeof total === 'number' && total > 0 ? Math.min(100, (invested / total) * 100) : 100;
  return (
    <Widget aria-labelledby="sip-preview-title">
      <h3 id="sip-preview-title">SIP calculator</h3>
      <Fields>
        <InputList idPrefix="home-sip" inputs={sipPreviewCore.inputs} controls={calculator} />
      </Fields>
      <HeadlineList headlines={output.headlines} stale={!calculator.valid} />
      <Split aria-hidden="true">
        <span style={{ width: `${share}%` }} />
      </Split>
      <ButtonLink
        to={`${paths.calculator('sip')}?${serialiseInputs(sipPreviewCore, calculator.values)}`}
        $variant="ghost"
      >
        Open the full SIP calculator
      </ButtonLink>
    </Widget>
  );
}

const Widget = styled.section`
  background: ${({ theme }) => theme.color.white};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  box-shadow: ${({ theme }) => theme.shadow.card};
  padding: 24px;
  display: flex;
  flex-direction: column;
  gap: 18px;
  h3 {
    margin: 0;
    font-family: ${({ theme }) => theme.font.heading};
    font-size: 1.35rem;
  }
  a {
    align-self: flex-start;
  }
`;

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: 18px;
`;

const Split = styled.div`
  height: 10px;
  border-radius: 999px;
  background: ${({ theme }) => theme.color.teal};
  overflow: hidden;
  span {
    display: block;
    height: 100%;
    background: ${({ theme }) => theme.color.navy};
  }
`;
