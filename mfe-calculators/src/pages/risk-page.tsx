import styled from 'styled-components';
import { Button, Container, keepTyped, onMobile, PageBanner, PageMeta, paths, Section } from '@meridian/shared';
import {
  RISK_ASSET_MIX,
  RISK_BAND_MIN_SCORES,
  RISK_PROFILES,
  RISK_QUESTIONS,
  scoreRiskProfile,
  type RiskAnswers,
  type RiskQuestionId,
} from '../domain/risk-profile';
import { DonutChart } from '../framework/charts';
import { PrimaryResult } from '../framework/headlines';
import {
  AdviserCta,
  Card,
  Disclaimer,
  HowItWorks,
  MutedText,
  Notice,
  PanelHeader,
  RelatedCalculators,
  Stack,
} from '../framework/page-sections';
import { SavePanel } from '../framework/save-panel';
import { useUrlState } from '../framework/use-url-state';
import { RISK_PAGE } from '../catalogue';

interface RiskState {
  answers: RiskAnswers;
  /** True when the link named an option that does not exist (that question is left unanswered). */
  rejected: boolean;
}

/** Answers from a query string (?age=under-30&horizon=over-10y…); unknown options are dropped and reported. */
export function parseAnswers(search: string): RiskState {
  const params = new URLSearchParams(search);
  const answers: RiskAnswers = {};
  let rejected = false;
  for (const question of RISK_QUESTIONS) {
    const value = params.get(question.id);
    if (value === null) continue;
    if (question.options.some((option) => option.id === value)) answers[question.id] = value;
    else rejected = true;
  }
  return { answers, rejected };
}

/** Answers into a query string, in question order. */
export function serialiseAnswers(answers: RiskAnswers): string {
  const params = new URLSearchParams();
  for (const question of RISK_QUESTIONS) {
    const value = answers[question.id];
    if (value) params.set(question.id, value);
  }
  return params.toString();
}

/** The worked example: a 30-something saving for the medium term. */
const EXAMPLE_ANSWERS: RiskAnswers = {
  age: '30-39',
  horizon: '5-10y',
  incomeStability: 'stable',
  dependants: '2',
  emergencyFund: '3-6m',
  reactionToFall: 'hold',
  experience: 'funds-short',
  primaryGoal: 'growth',
  shareOfSavings: '25-50',
  liquidityNeeds: 'unlikely',
};

function exampleText(): string {
  const outcome = scoreRiskProfile(EXAMPLE_ANSWERS);
  if (outcome.status !== 'complete') return '';
  return `Someone aged 30 to 39, investing for 5 to 10 years with a stable income, two dependants, 3 to 6 months of savings set aside, who would hold on through a 20% fall, has used mutual funds for under 3 years, wants long-term growth, is investing 25% to 50% of their savings and is unlikely to need it early, scores ${outcome.score} of ${outcome.maxScore}: ${outcome.profile}, with ${outcome.assetMix.equity}% equity, ${outcome.assetMix.debt}% debt and ${outcome.assetMix.gold}% gold.`;
}

const bandText = RISK_PROFILES.map((profile, index) => {
  const low = RISK_BAND_MIN_SCORES[index] ?? 0;
  const next = RISK_BAND_MIN_SCORES[index + 1];
  const mix = RISK_ASSET_MIX[profile];
  return `${profile}: ${next === undefined ? `${low} and above` : `${low}–${next - 1}`} (equity ${mix.equity}%, debt ${mix.debt}%, gold ${mix.gold}%)`;
});

/** /calculators/risk: ten questions, a score, one of five profiles and a suggested asset mix. Answers live in the URL. */
export default function RiskPage() {
  const url = useUrlState<RiskState>(parseAnswers);
  const { answers, rejected } = url.value;
  const outcome = scoreRiskProfile(answers);
  const answered = RISK_QUESTIONS.filter((question) => answers[question.id]).length;

  const answer = (id: RiskQuestionId, option: string) => {
    const next = { ...answers, [id]: option };
    url.update({ answers: next, rejected: false }, serialiseAnswers(next));
    url.flush();
  };
  const reset = () => {
    url.update({ answers: {}, rejected: false }, '');
    url.flush();
  };

  return (
    <>
      <PageMeta title={RISK_PAGE.title} description={RISK_PAGE.description} />
      <PageBanner
        title={RISK_PAGE.title}
        subtitle="An illustration: ten questions about your situation and temperament. It is not your risk profile as a client, which an adviser takes you through and you accept before any advice. Your answers stay in this page’s address until you save them."
      />
      <Section $tone="surface">
        <Container>
          <Stack>
            {rejected ? (
              <Notice role="status">
                Some answers in this link were not recognised; please answer those questions again.
              </Notice>
            ) : null}
            <Columns>
              <Card as="section" aria-labelledby="questions-title">
                <PanelHeader>
                  <h2 id="questions-title">Questions</h2>
                  <Button type="button" $variant="outline" onClick={reset} disabled={answered === 0}>
                    Clear answers
                  </Button>
                </PanelHeader>
                <Progress role="status" aria-live="polite">
                  {answered} of {RISK_QUESTIONS.length} answered
                </Progress>
                <Questions>
                  {RISK_QUESTIONS.map((question, index) => (
                    <li key={question.id}>
                      <fieldset id={`question-${question.id}`}>
                        <legend>
                          {index + 1}. {question.text}
                        </legend>
                        {question.options.map((option) => (
                          <label key={option.id}>
                            <input
                              ref={keepTyped}
                              type="radio"
                              name={question.id}
                              value={option.id}
                              checked={answers[question.id] === option.id}
                              onChange={() => answer(question.id, option.id)}
                            />
                            {option.label}
                          </label>
                        ))}
                      </fieldset>
                    </li>
                  ))}
                </Questions>
              </Card>
              <Sticky>
                <Card as="section" aria-labelledby="profile-title">
                  <h2 id="profile-title">Your risk profile</h2>
                  {outcome.status === 'complete' ? (
                    <>
                      <Profile aria-live="polite" aria-atomic="true">
                        <span>
                          Score {outcome.score} of {outcome.maxScore}
                        </span>
                        <strong data-primary-result="profile">{outcome.profile}</strong>
                      </Profile>
                      <p>{outcome.explanation}</p>
                      <h3>Suggested asset mix</h3>
                      <DonutChart
                        data={{
                          title: `Suggested asset mix for your ${outcome.profile.toLowerCase()} profile`,
                          parts: [
                            { label: 'Equity', value: outcome.assetMix.equity },
                            { label: 'Debt', value: outcome.assetMix.debt },
                            { label: 'Gold', value: outcome.assetMix.gold },
                          ],
                        }}
                        values="shares"
                      />
                      <SavePanel
                        calculator="risk"
                        path={`${paths.calculator('risk')}?${serialiseAnswers(answers)}`}
                        inputs={Object.fromEntries(
                          Object.entries(answers).filter(
                            (entry): entry is [string, string] => typeof entry[1] === 'string',
                          ),
                        )}
                        results={{
                          score: outcome.score,
                          maxScore: outcome.maxScore,
                          profileLevel: RISK_PROFILES.indexOf(outcome.profile) + 1,
                          equity: outcome.assetMix.equity,
                          debt: outcome.assetMix.debt,
                          gold: outcome.assetMix.gold,
                        }}
                        headline={{ label: 'Risk profile', text: outcome.profile }}
                      />
                    </>
                  ) : (
                    <MutedText>
                      Answer all {RISK_QUESTIONS.length} questions to see your profile and a suggested asset mix.{' '}
                      {outcome.missing.length > 0 ? `${outcome.missing.length} still to go.` : ''}
                    </MutedText>
                  )}
                </Card>
              </Sticky>
            </Columns>
            <HowItWorks
              formula={`Score = sum of the points of your answers (0 to 4 each, ${RISK_QUESTIONS.length} questions)`}
              explanation={[
                'Each answer earns 0 points for the most cautious choice up to 4 for the boldest. The total places you in one of five profiles, each with a suggested split between equity, debt and gold.',
                'Money you need soon should not ride the stock market: if you need it within a year, the suggestion is at most Conservative, and within 1 to 3 years at most Moderately Conservative, whatever the score.',
              ]}
              example={exampleText()}
              notes={bandText}
            />
            <Disclaimer />
            <RelatedCalculators slugs={['sip', 'goals', 'fire', 'impact-of-1-percent']} />
            <AdviserCta>
              A questionnaire is a starting point. An adviser can look at your goals, taxes and existing investments and
              build a portfolio that fits your profile.
            </AdviserCta>
          </Stack>
        </Container>
      </Section>
    </>
  );
}

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1.4fr) minmax(0, 1fr);
  gap: 24px;
  align-items: start;
  ${onMobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Sticky = styled.div`
  position: sticky;
  top: calc(${({ theme }) => theme.layout.topBarHeight} + 16px);
  ${onMobile} {
    position: static;
  }
`;

const Progress = styled.p`
  margin: 0 0 16px;
  color: ${({ theme }) => theme.color.muted};
  font-weight: 600;
`;

const Questions = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 22px;
  fieldset {
    margin: 0;
    padding: 0;
    border: 0;
    display: flex;
    flex-direction: column;
    gap: 6px;
  }
  legend {
    font-weight: 700;
    margin-bottom: 8px;
    padding: 0;
  }
  label {
    display: flex;
    align-items: center;
    gap: 10px;
    min-height: 40px;
    padding: 6px 12px;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.small};
    cursor: pointer;
  }
  label:has(input:checked) {
    border-color: ${({ theme }) => theme.color.navy};
    background: ${({ theme }) => theme.color.navySurface};
    font-weight: 600;
  }
  input {
    width: 18px;
    height: 18px;
    accent-color: ${({ theme }) => theme.color.navy};
  }
`;

const Profile = styled(PrimaryResult)`
  margin-bottom: 12px;
  strong {
    font-size: 1.8rem;
    line-height: 1.2;
  }
`;
