import styled from 'styled-components';
import { ButtonLink, onMobile, paths } from '@meridian/shared';
import { fireDefinition } from '../definitions/fire';
import { InputList } from '../framework/fields';
import { HeadlineList } from '../framework/headlines';
import { serialiseInputs } from '../framework/input-state';
import { useLocalCalculator } from '../framework/use-local-calculator';

/** The hub's compact FIRE calculator: the FIRE page's inputs and maths, live, with a link that carries the inputs over. */
export function FirePanel() {
  const calculator = useLocalCalculator(fireDefinition);
  return (
    <Panel aria-labelledby="fire-panel-title">
      <div>
        <h2 id="fire-panel-title">FIRE calculator</h2>
        <p>
          How much do you need to be financially independent and retire early? Enter today’s expenses and your ages; the
          numbers update as you type.
        </p>
        <Fields>
          <InputList idPrefix="hub-fire" inputs={fireDefinition.inputs} controls={calculator} />
        </Fields>
      </div>
      <Results>
        <HeadlineList headlines={calculator.output.headlines} stale={!calculator.valid} />
        <ButtonLink
          to={`${paths.calculator('fire')}?${serialiseInputs(fireDefinition, calculator.values)}`}
          $variant="ghost"
        >
          Open the full FIRE calculator
        </ButtonLink>
      </Results>
    </Panel>
  );
}

const Panel = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1.1fr) minmax(0, 1fr);
  gap: 32px;
  padding: 28px;
  background: ${({ theme }) => theme.color.white};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-top: 6px solid #ea580c;
  border-radius: ${({ theme }) => theme.radius.medium};
  box-shadow: ${({ theme }) => theme.shadow.card};
  h2 {
    font-family: ${({ theme }) => theme.font.heading};
    font-size: 1.6rem;
    margin: 0 0 8px;
  }
  p {
    margin: 0 0 20px;
    color: ${({ theme }) => theme.color.muted};
  }
  ${onMobile} {
    grid-template-columns: minmax(0, 1fr);
    padding: 20px 16px;
  }
`;

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: 18px;
`;

const Results = styled.div`
  display: flex;
  flex-direction: column;
  gap: 20px;
  a {
    align-self: flex-start;
  }
`;
