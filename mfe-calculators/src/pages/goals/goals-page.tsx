import { useDeferredValue } from 'react';
import styled from 'styled-components';
import {
  Button,
  Container,
  formatRupees,
  Input,
  onMobile,
  PageBanner,
  PageMeta,
  paths,
  Section,
  VisuallyHidden,
} from '@meridian/shared';
import { calculateGoalPlan, GOAL_PLANNER_DEFAULTS } from '../../domain/goal-planner';
import { DonutChart } from '../../framework/charts';
import { NumberField } from '../../framework/fields';
import { HeadlineList } from '../../framework/headlines';
import { validateField } from '../../framework/input-state';
import {
  AdviserCta,
  Card,
  DataTable,
  Disclaimer,
  HowItWorks,
  InputStack,
  Layout,
  MutedText,
  Notice,
  PanelHeader,
  RelatedCalculators,
  Stack,
} from '../../framework/page-sections';
import { SavePanel } from '../../framework/save-panel';
import { savedHeadline } from '../../framework/saved-headline';
import type { NumberInput } from '../../framework/types';
import { useUrlState } from '../../framework/use-url-state';
import type { CalculatorPageInfo } from '../../catalogue';
import {
  evaluatePlanner,
  fromSearch,
  INFLATION,
  MAX_GOALS,
  MAX_NAME_LENGTH,
  planHeadlines,
  RATE,
  savedInputs,
  serialisePlan,
  stateFor,
  type PlannerState,
} from './plan-codec';
import { Timeline } from './timeline';

/** /calculators/goals: several goals at once, each with its future cost, the SIP and the lumpsum that meet it. */
export function GoalsPage({ page }: { page: CalculatorPageInfo }) {
  const url = useUrlState<PlannerState>(fromSearch);
  const state = url.value;
  const { errors } = evaluatePlanner(state);
  const valid = Object.keys(errors).length === 0;
  const deferred = useDeferredValue(state.result);

  const apply = (next: Omit<PlannerState, 'plan' | 'result' | 'rejected'>) => {
    const evaluation = evaluatePlanner(next);
    if (evaluation.plan) {
      url.update(
        { ...next, plan: evaluation.plan, result: calculateGoalPlan(evaluation.plan), rejected: false },
        serialisePlan(evaluation.plan),
      );
    } else {
      url.update({ ...state, ...next });
    }
  };
  const setGoal = (id: number, field: 'name' | 'cost' | 'years' | 'rate', text: string) =>
    apply({ ...state, goals: state.goals.map((goal) => (goal.id === id ? { ...goal, [field]: text } : goal)) });
  const addGoal = () => {
    apply({
      ...state,
      goals: [
        ...state.goals,
        { id: state.nextId, name: `Goal ${state.goals.length + 1}`, cost: '5,00,000', years: '5', rate: '' },
      ],
      nextId: state.nextId + 1,
    });
    url.flush();
  };
  const removeGoal = (id: number) => {
    apply({ ...state, goals: state.goals.filter((goal) => goal.id !== id) });
    url.flush();
  };
  const reset = () => {
    url.update(stateFor(GOAL_PLANNER_DEFAULTS, false), '');
    url.flush();
  };
  const sliderValue = (input: NumberInput, text: string, fallback: number) => {
    const result = validateField(input, text);
    return result.ok ? result.value : fallback;
  };

  return (
    <>
      <PageMeta title={page.title} description={page.description} />
      <PageBanner
        title={page.title}
        subtitle="List your goals — education, a home, a car, retirement — and see what each will cost and what to invest for it."
      />
      <Section $tone="surface">
        <Container>
          <Stack>
            {state.rejected ? (
              <Notice role="status">Some values in this link were not valid, so the example plan is shown.</Notice>
            ) : null}
            <Layout>
              <Card as="section" aria-labelledby="inputs-title">
                <PanelHeader>
                  <h2 id="inputs-title">Your goals</h2>
                  <Button type="button" $variant="outline" onClick={reset}>
                    Reset
                  </Button>
                </PanelHeader>
                <InputStack>
                  <NumberField
                    id="goals-rate"
                    input={RATE}
                    text={state.rate}
                    sliderValue={sliderValue(RATE, state.rate, state.plan.annualReturnPct)}
                    error={errors.rate}
                    onChange={(text) => apply({ ...state, rate: text })}
                    onCommit={url.flush}
                  />
                  <NumberField
                    id="goals-inflation"
                    input={INFLATION}
                    text={state.inflation}
                    sliderValue={sliderValue(INFLATION, state.inflation, state.plan.inflationPct)}
                    error={errors.inflation}
                    onChange={(text) => apply({ ...state, inflation: text })}
                    onCommit={url.flush}
                  />
                  <GoalHint id="goals-rate-hint">
                    Each goal is planned at the expected return above; give one its own return if its money is invested
                    differently (a near goal in a debt fund, a far one in equity).
                  </GoalHint>
                  <GoalList>
                    {state.goals.map((goal, index) => {
                      const id = `goals-goal-${goal.id}`;
                      const fieldErrors = [
                        errors[`cost-${goal.id}`],
                        errors[`years-${goal.id}`],
                        errors[`rate-${goal.id}`],
                      ].filter(Boolean);
                      return (
                        <li key={goal.id}>
                          <fieldset>
                            <legend>Goal {index + 1}</legend>
                            <GoalFields>
                              <label htmlFor={`${id}-name`}>
                                Name<VisuallyHidden> of goal {index + 1}</VisuallyHidden>
                              </label>
                              <Input
                                id={`${id}-name`}
                                type="text"
                                value={goal.name}
                                maxLength={MAX_NAME_LENGTH}
                                onChange={(event) => setGoal(goal.id, 'name', event.target.value)}
                                onBlur={url.flush}
                              />
                              <label htmlFor={`${id}-cost`}>
                                Cost today (₹)<VisuallyHidden> of goal {index + 1}</VisuallyHidden>
                              </label>
                              <Input
                                id={`${id}-cost`}
                                type="text"
                                inputMode="decimal"
                                value={goal.cost}
                                aria-invalid={errors[`cost-${goal.id}`] ? true : undefined}
                                aria-describedby={fieldErrors.length ? `${id}-errors` : undefined}
                                onChange={(event) => setGoal(goal.id, 'cost', event.target.value)}
                                onBlur={url.flush}
                              />
                              <label htmlFor={`${id}-years`}>
                                Years away<VisuallyHidden> for goal {index + 1}</VisuallyHidden>
                              </label>
                              <Input
                                id={`${id}-years`}
                                type="text"
                                inputMode="numeric"
                                value={goal.years}
                                aria-invalid={errors[`years-${goal.id}`] ? true : undefined}
                                aria-describedby={fieldErrors.length ? `${id}-errors` : undefined}
                                onChange={(event) => setGoal(goal.id, 'years', event.target.value)}
                                onBlur={url.flush}
                              />
                              <label htmlFor={`${id}-rate`}>
                                Return (%)<VisuallyHidden> a year for goal {index + 1}</VisuallyHidden>
                              </label>
                              <Input
                                id={`${id}-rate`}
                                type="text"
                                inputMode="decimal"
                                value={goal.rate}
                                placeholder={state.rate}
                                aria-invalid={errors[`rate-${goal.id}`] ? true : undefined}
                                aria-describedby={['goals-rate-hint', fieldErrors.length ? `${id}-errors` : '']
                                  .filter(Boolean)
                                  .join(' ')}
                                onChange={(event) => setGoal(goal.id, 'rate', event.target.value)}
                                onBlur={url.flush}
                              />
                            </GoalFields>
                            {fieldErrors.length > 0 ? (
                              <ErrorList id={`${id}-errors`}>
                                {fieldErrors.map((message) => (
                                  <li key={message}>{message}</li>
                                ))}
                              </ErrorList>
                            ) : null}
                            <Button
                              type="button"
                              $variant="outline"
                              disabled={state.goals.length <= 1}
                              onClick={() => removeGoal(goal.id)}
                              aria-label={`Remove goal ${index + 1}${goal.name ? `, ${goal.name}` : ''}`}
                            >
                              Remove
                            </Button>
                          </fieldset>
                        </li>
                      );
                    })}
                  </GoalList>
                  <Button type="button" $variant="ghost" disabled={state.goals.length >= MAX_GOALS} onClick={addGoal}>
                    Add a goal
                  </Button>
                  {state.goals.length >= MAX_GOALS ? (
                    <MutedText>You can plan up to {MAX_GOALS} goals at once.</MutedText>
                  ) : null}
                </InputStack>
              </Card>
              <Card as="section" aria-labelledby="results-title">
                <h2 id="results-title">Results</h2>
                <HeadlineList headlines={planHeadlines(state.result)} stale={!valid} summary />
                <DonutBlock>
                  <DonutChart
                    data={{
                      title: 'Reaching every goal by SIP',
                      parts: [
                        { label: 'Paid in through SIPs', value: state.result.totals.sipInvested },
                        {
                          label: 'Est. returns',
                          value: state.result.totals.futureCost - state.result.totals.sipInvested,
                        },
                      ],
                    }}
                  />
                </DonutBlock>
                <SavePanel
                  calculator="goals"
                  path={`${paths.calculator('goals')}?${serialisePlan(state.plan)}`}
                  inputs={savedInputs(state.plan)}
                  results={Object.fromEntries(
                    planHeadlines(state.result).map((headline) => [headline.key, Number(headline.value)]),
                  )}
                  headline={savedHeadline(planHeadlines(state.result))}
                />
              </Card>
            </Layout>
            <Card as="section" aria-labelledby="timeline-title">
              <h2 id="timeline-title">Your goals on a time line</h2>
              <Timeline result={deferred} />
            </Card>
            <Card as="section" aria-labelledby="table-title">
              <h2 id="table-title">Goal by goal</h2>
              <DataTable
                table={{
                  caption: 'What each goal will cost and what meets it: a monthly SIP or one investment today',
                  columns: [
                    { key: 'name', label: 'Goal', format: 'text' },
                    { key: 'years', label: 'Years away', format: 'integer' },
                    { key: 'annualReturnPct', label: 'Return a year', format: 'percent' },
                    { key: 'todaysCost', label: 'Cost today', format: 'rupees' },
                    { key: 'futureCost', label: 'Future cost', format: 'rupees' },
                    { key: 'monthlySip', label: 'SIP a month', format: 'rupees' },
                    { key: 'lumpsumToday', label: 'Or invest today', format: 'rupees' },
                  ],
                  keyColumn: 'monthlySip',
                  rows: [...deferred.rows, { ...deferred.totals, name: 'Total', years: '', annualReturnPct: '' }],
                }}
              />
            </Card>
            <HowItWorks
              formula={
                'Future cost = cost today × (1 + i)ᵗ\nSIP = future cost ÷ [((1 + r)ⁿ − 1) ÷ r × (1 + r)], r = return ÷ 1200, n = t × 12\nLumpsum today = future cost ÷ (1 + R)ᵗ'
              }
              explanation={[
                'Each goal is grown by inflation to what it will cost in its year. The monthly SIP that reaches it comes from the Goal SIP calculator, and the one-time investment from the Goal Lumpsum calculator, so a plan with one goal gives exactly their results.',
                'Totals are added up from the unrounded figures of every goal. Each goal needs either its SIP or its lumpsum, not both.',
              ]}
              example={`At the defaults — a child’s education costing ₹25,00,000 in 15 years, a home down payment of ₹20,00,000 in 7 years and a car of ₹8,00,000 in 4 years, with 6% inflation and 12% returns — the three goals need ${formatRupees(calculateGoalPlan(GOAL_PLANNER_DEFAULTS).totals.monthlySip)} a month in all.`}
              notes={[
                'Goal names stay in your browser and in the page’s address; they are saved only if you save the plan to your account.',
              ]}
            />
            <Disclaimer />
            <RelatedCalculators slugs={['goal-sip', 'goal-lumpsum', 'inflation', 'sip']} />
            <AdviserCta />
          </Stack>
        </Container>
      </Section>
    </>
  );
}

const GoalList = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 14px;
  fieldset {
    margin: 0;
    padding: 14px 16px 16px;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.small};
    display: flex;
    flex-direction: column;
    gap: 10px;
  }
  legend {
    font-weight: 700;
    padding: 0 6px;
  }
  button {
    align-self: flex-start;
    min-height: 36px;
    padding: 6px 14px;
    font-size: 0.9rem;
    color: ${({ theme }) => theme.color.navy};
  }
`;

const GoalFields = styled.div`
  display: grid;
  grid-template-columns: 2fr 1.4fr 1fr 1fr;
  grid-auto-flow: column;
  grid-template-rows: auto auto;
  gap: 4px 10px;
  label {
    font-size: 0.9rem;
    font-weight: 600;
  }
  input {
    min-width: 0;
    min-height: 40px;
    padding: 6px 10px;
  }
  input[aria-invalid='true'] {
    background: ${({ theme }) => theme.color.errorSurface};
  }
  ${onMobile} {
    grid-template-columns: minmax(0, 1fr);
    grid-auto-flow: row;
    grid-template-rows: none;
  }
`;

const GoalHint = styled.p`
  margin: 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.color.muted};
`;

const ErrorList = styled.ul`
  margin: 0;
  padding-left: 18px;
  color: ${({ theme }) => theme.color.error};
  font-weight: 600;
  font-size: 0.9rem;
`;

const DonutBlock = styled.div`
  margin-top: 24px;
`;
