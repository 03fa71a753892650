import { calculateEpf, EPF_DEFAULTS, EPF_EMPLOYER_EPF_PCT, EPS_MAX_MONTHLY, EPS_WAGE_CEILING } from '../domain/epf';
import { formatRupees } from '@meridian/shared';
import { age, defineCalculator, money, percent, toggle } from '../framework/inputs';
import { crossErrors, governmentRate, investedVsReturns, rateSource } from './helpers';

export const epfDefinition = defineCalculator({
  slug: 'epf',
  inputs: [
    money('salary', 'Monthly basic salary + DA', {
      min: 1000,
      max: 1000000,
      step: 500,
      default: EPF_DEFAULTS.monthlyBasicDa,
    }),
    age('age', 'Your age', { min: 18, max: 59, step: 1, default: EPF_DEFAULTS.currentAge }),
    age('retireAge', 'Retirement age', { min: 19, max: 60, step: 1, default: EPF_DEFAULTS.retirementAge }),
    percent('increment', 'Yearly salary increase', {
      min: 0,
      max: 20,
      step: 0.5,
      default: EPF_DEFAULTS.annualIncrementPct,
    }),
    percent('rate', 'EPF interest rate (p.a.)', {
      min: 1,
      max: 15,
      step: 0.05,
      ...governmentRate('epf'),
    }),
    money('balance', 'Current EPF balance', {
      min: 0,
      max: 100000000,
      step: 10000,
      default: EPF_DEFAULTS.currentBalance,
    }),
    percent('employee', 'Your contribution', {
      min: 12,
      max: 100,
      step: 1,
      default: 12,
      hint: '12% of basic + DA is compulsory; anything above is Voluntary PF (VPF), which earns the same rate.',
    }),
    toggle(
      'epsCap',
      'My employer pays EPS only on the ₹15,000 wage ceiling',
      false,
      `Then EPS is ${formatRupees(EPS_MAX_MONTHLY)} a month and the rest of the employer’s 12% goes to EPF.`,
    ),
  ],
  validate: ({ age: current, retireAge }) =>
    crossErrors([[retireAge <= current, 'retireAge', 'Retirement age must be above your age.']]),
  compute: ({ salary, age: current, retireAge, increment, rate, balance, employee, epsCap }) => {
    const result = calculateEpf({
      monthlyBasicDa: salary,
      currentAge: current,
      retirementAge: retireAge,
      annualIncrementPct: increment,
      annualRatePct: rate,
      currentBalance: balance,
      employeePct: employee,
      epsWageCeiling: epsCap,
    });
    const contributions = balance + result.employeeTotal + result.employerTotal;
    return {
      headlines: [
        {
          key: 'maturity',
          label: `EPF balance at ${retireAge}`,
          value: result.maturity,
          format: 'rupees',
          primary: true,
        },
        { key: 'employeeTotal', label: 'Your contributions', value: result.employeeTotal, format: 'rupees' },
        { key: 'employerTotal', label: 'Employer’s contributions', value: result.employerTotal, format: 'rupees' },
        { key: 'interest', label: 'Total interest', value: result.interest, format: 'rupees' },
      ],
      donut: investedVsReturns(contributions, result.interest, [
        balance > 0 ? 'Balance and contributions' : 'Contributions',
        'Interest',
      ]),
      growth: {
        title: 'Your EPF balance by age',
        xLabel: 'Age',
        x: result.series.map((row) => row.age),
        series: [{ label: 'Balance', values: result.series.map((row) => row.closing) }],
      },
      table: {
        caption: 'EPF account year by year',
        columns: [
          { key: 'age', label: 'Age', format: 'integer' },
          { key: 'monthlySalary', label: 'Monthly basic + DA', format: 'rupees' },
          { key: 'employee', label: 'Your contribution', format: 'rupees' },
          { key: 'employer', label: 'Employer’s contribution', format: 'rupees' },
          { key: 'interest', label: 'Interest', format: 'rupees' },
          { key: 'closing', label: 'Closing balance', format: 'rupees' },
        ],
        keyColumn: 'closing',
        rows: result.series,
      },
    };
  },
  formula: `Each year: balance = (balance + 12 × S × (e + ${EPF_EMPLOYER_EPF_PCT}%)) × (1 + i); S grows by the yearly increase\nS = monthly basic + DA, e = your contribution (12%), i = rate ÷ 100`,
  explanation: [
    `You put in 12% of basic + DA. Your employer also pays 12%, but 8.33% of it goes to the pension scheme (EPS), which is not part of your EPF balance; ${EPF_EMPLOYER_EPF_PCT}% goes to EPF.`,
    'The year’s contributions are added at the start of the year and interest is compounded once a year; the salary then rises by the yearly increase.',
  ],
  example: {
    values: {
      salary: 25000,
      age: 25,
      retireAge: 60,
      increment: 10,
      rate: 8.15,
      balance: 0,
      employee: 12,
      epsCap: false,
    },
    text: 'Basic + DA of ₹25,000 a month at age 25, retiring at 60, with 10% raises a year and 8.15% interest: the EPF balance at retirement is {result}.',
  },
  notes: [
    rateSource('epf', 'EPF'),
    'Year count: the year you retire is counted, so age 30 to 58 is 29 years of contributions. This is the convention of the published calculators we checked (₹3,88,21,838 in the example). Counting one year fewer, or crediting interest monthly as ET Money does, gives a few per cent less.',
    `By default the employer’s EPF share is a flat ${EPF_EMPLOYER_EPF_PCT}% of basic + DA. Where EPS is paid only on the ${formatRupees(EPS_WAGE_CEILING)} wage ceiling, tick the box.`,
  ],
  related: ['ppf', 'nps', 'fire', 'swp'],
});
