import styled from 'styled-components';
import { ButtonLink, onMobile, paths } from '@meridian/shared';
import { fireDefinition } from '../definitions/fire';
import { InputList } from '../framework/fields';
import { HeadlineList } from '../framework/headlines';
import { serialiseInputs } from '../framework/input-state';
import { useLocalCalculator } from '../framework/use-local-calculator';

/**
 * The hub's FIRE calculator: one line (its title and question) until opened, so the catalogue is
 * reached at once; opened, the FIRE page's inputs and maths, live, with a link that carries the
 * inputs over. A <details> element: it opens with or without JavaScript, and the server's HTML
 * and the hydrated page are the same.
 */
export function FirePanel() {
  const calculator = useLocalCalculator(fireDefinition);
  return (
    <Panel aria-labelledby="fire-panel-title">
      <details>
        <summary>
          <span>
            <h2 id="fire-panel-title">FIRE calculator</h2>
            <span>How much do you need to be financially independent and retire early?</span>
          </span>
          <Toggle aria-hidden="true" />
        </summary>
        <Body>
          <div>
            <p>Enter today’s expenses and your ages; the numbers update as you type.</p>
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
        </Body>
      </details>
    </Panel>
  );
}

const Panel = styled.section`
  margin: 0 0 20px;
  background: ${({ theme }) => theme.color.white};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-left: 6px solid #ea580c;
  border-radius: ${({ theme }) => theme.radius.medium};
  box-shadow: ${({ theme }) => theme.shadow.card};
  summary {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 16px;
    min-height: 44px;
    padding: 14px 20px;
    cursor: pointer;
    list-style: none;
    &::-webkit-details-marker {
      display: none;
    }
    &:focus-visible {
      outline: 3px solid ${({ theme }) => theme.color.gold};
      outline-offset: 2px;
    }
    > span {
      display: flex;
      flex-direction: column;
      gap: 2px;
    }
    > span > span {
      color: ${({ theme }) => theme.color.muted};
    }
  }
  h2 {
    font-family: ${({ theme }) => theme.font.heading};
    font-size: 1.3rem;
    margin: 0;
  }
  p {
    margin: 0 0 20px;
    color: ${({ theme }) => theme.color.muted};
  }
  ${onMobile} {
    summary {
      padding: 12px 14px;
    }
  }
`;

/** "Open" or "Close", by the state of the <details> it is in. */
const Toggle = styled.span`
  flex: none;
  padding: 8px 16px;
  border: 1px solid ${({ theme }) => theme.color.navy};
  border-radius: 999px;
  color: ${({ theme }) => theme.color.navy};
  font-weight: 600;
  &::after {
    content: 'Open';
  }
  details[open] &::after {
    content: 'Close';
  }
`;

const Body = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1.1fr) minmax(0, 1fr);
  gap: 32px;
  padding: 8px 28px 28px;
  ${onMobile} {
    grid-template-columns: minmax(0, 1fr);
    padding: 4px 14px 20px;
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
