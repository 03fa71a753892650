import { calculateFireAsShown, FIRE_COAST_RETURN_PCT, FIRE_DEFAULTS, FIRE_MULTIPLES } from '../domain/fire';
import { growthFactor } from '../domain/growth';
import { age, defineCalculator, money, percent } from '../framework/inputs';
import { crossErrors } from './helpers';

export const fireInputs = [
  money('expense', 'Monthly expenses today', {
    min: 1000,
    max: 10000000,
    step: 1000,
    default: FIRE_DEFAULTS.monthlyExpense,
  }),
  age('age', 'Your age', { min: 18, max: 70, step: 1, default: FIRE_DEFAULTS.currentAge }),
  age('retireAge', 'Age you want to retire at', { min: 19, max: 80, step: 1, default: FIRE_DEFAULTS.retirementAge }),
  percent('inflation', 'Inflation (p.a.)', { min: 0, max: 20, step: 0.5, default: FIRE_DEFAULTS.inflationPct }),
  age('coastAge', 'Coast FIRE age', {
    min: 18,
    max: 80,
    step: 1,
    default: FIRE_DEFAULTS.coastAge,
    hint: 'The age by which you want enough invested to stop saving and let it grow.',
  }),
] as const;

export const fireDefinition = defineCalculator({
  slug: 'fire',
  inputs: fireInputs,
  validate: ({ age: current, retireAge, coastAge }) =>
    crossErrors([
      [retireAge <= current, 'retireAge', 'Retirement age must be above your age.'],
      [coastAge < current, 'coastAge', 'Coast FIRE age cannot be below your age.'],
      [coastAge > retireAge, 'coastAge', 'Coast FIRE age cannot be after your retirement age.'],
    ]),
  compute: ({ expense, age: current, retireAge, inflation, coastAge }) => {
    const result = calculateFireAsShown({
      monthlyExpense: expense,
      currentAge: current,
      retirementAge: retireAge,
      inflationPct: inflation,
      coastAge,
    });
    const ages = Array.from({ length: retireAge - current + 1 }, (_, index) => current + index);
    return {
      headlines: [
        {
          key: 'fire',
          label: `FIRE number (${FIRE_MULTIPLES.fire}× yearly expenses)`,
          value: result.fire,
          format: 'rupees',
          primary: true,
        },
        { key: 'leanFire', label: `Lean FIRE (${FIRE_MULTIPLES.lean}×)`, value: result.leanFire, format: 'rupees' },
        { key: 'fatFire', label: `Fat FIRE (${FIRE_MULTIPLES.fat}×)`, value: result.fatFire, format: 'rupees' },
        { key: 'coastFire', label: `Coast FIRE: invested by ${coastAge}`, value: result.coastFire, format: 'rupees' },
        {
          key: 'expenseAtRetirement',
          label: `Yearly expenses at ${retireAge}`,
          value: result.expenseAtRetirement,
          format: 'rupees',
        },
      ],
      growth: {
        title: 'Your yearly expenses, grown by inflation',
        xLabel: 'Age',
        x: ages,
        series: [
          {
            label: 'Yearly expenses',
            values: ages.map((at) => result.annualExpense * growthFactor(inflation / 100, at - current)),
          },
        ],
      },
    };
  },
  formula: `E = 12 × monthly expenses × (1 + i)^(retirement age − age)\nLean FIRE = ${FIRE_MULTIPLES.lean} × E   FIRE = ${FIRE_MULTIPLES.fire} × E   Fat FIRE = ${FIRE_MULTIPLES.fat} × E\nCoast FIRE = Lean FIRE ÷ 1.${FIRE_COAST_RETURN_PCT}^(coast age − age)`,
  explanation: [
    'FIRE means financial independence, retire early: a corpus large enough to live on its returns. First, today’s yearly expenses are grown by inflation to the year you retire (E).',
    `Lean FIRE is ${FIRE_MULTIPLES.lean} times E (a frugal retirement, the 4% rule), FIRE is ${FIRE_MULTIPLES.fire} times, and Fat FIRE ${FIRE_MULTIPLES.fat} times, for a comfortable one.`,
    `Coast FIRE is the amount that, invested by your coast age and left to grow at ${FIRE_COAST_RETURN_PCT}% a year, reaches Lean FIRE by retirement with no further saving.`,
  ],
  example: {
    values: { expense: 50000, age: 20, retireAge: 40, inflation: 10, coastAge: 22 },
    text: '₹50,000 a month at age 20, retiring at 40 with 10% inflation: yearly expenses of ₹6,00,000 become ₹40,36,500 at 40, so the FIRE number is 30 × 40,36,500 = {result}.',
  },
  notes: [
    `Coast FIRE is discounted at a fixed ${FIRE_COAST_RETURN_PCT}% a year, as the site’s specification sets it.`,
    'Multiples assume your corpus earns more than inflation after you retire; a higher multiple is a bigger safety margin.',
  ],
  related: ['epf', 'nps', 'swp', 'inflation', 'goals'],
});
