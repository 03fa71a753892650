import { formatRupees } from '@meridian/shared';
import { calculateHra, HRA_DEFAULTS, type HraLimit } from '../domain/hra';
import { LATEST_TAX_YEAR, TAX_RULES, TAX_RULES_AS_OF, TAX_YEARS } from '../domain/tax-rules';
import { choice, defineCalculator, money } from '../framework/inputs';
import { SOURCES_NOTE, yearChoice } from './tax-helpers';

/** Every metro of any year's list, then any other city; whether a city is a metro is the chosen year's list. */
const METRO_CITIES = [...new Set(TAX_YEARS.flatMap((year) => TAX_RULES[year].hra.metroCities))];
export const OTHER_CITY = 'other';

const latest = TAX_RULES[LATEST_TAX_YEAR].hra;

/** The page says this wherever the exemption is shown. */
export const HRA_OLD_REGIME_ONLY =
  'The HRA exemption applies under the old tax regime only. Under the new regime, the default, all of the HRA is taxed as salary.';

export const hraDefinition = defineCalculator({
  slug: 'hra',
  inputs: [
    yearChoice(),
    money('basic', 'Basic salary + DA a month', {
      min: 1000,
      max: 10000000,
      step: 500,
      default: HRA_DEFAULTS.basicDa,
      hint: 'Dearness allowance counts only where it is part of salary for retirement benefits.',
    }),
    money('hra', 'HRA received a month', { min: 0, max: 1000000, step: 500, default: HRA_DEFAULTS.hraReceived }),
    money('rent', 'Rent paid a month', { min: 0, max: 1000000, step: 500, default: HRA_DEFAULTS.rentPaid }),
    choice(
      'city',
      'City you live in',
      [...METRO_CITIES.map((city) => ({ value: city, label: city })), { value: OTHER_CITY, label: 'Another city' }],
      HRA_DEFAULTS.city,
      `${latest.metroPct}% of basic + DA counts in ${METRO_CITIES.join(', ')}; ${latest.otherPct}% anywhere else.`,
    ),
  ],
  compute: ({ year, basic, hra, rent, city }) => {
    const result = calculateHra({ year, basicDa: basic, hraReceived: hra, rentPaid: rent, city });
    const limitLabel: Record<HraLimit, string> = {
      received: 'HRA received',
      rent: `Rent paid less ${TAX_RULES[year].hra.rentAbovePctOfSalary}% of basic + DA`,
      salary: `${result.salaryPct}% of basic + DA (${result.metro ? 'metro' : 'non-metro'})`,
    };
    const rows = (['received', 'rent', 'salary'] as const).map((limit) => ({
      limit: limit === result.binding ? `${limitLabel[limit]}: the least` : limitLabel[limit],
      monthly: result.limits[limit],
      yearly: result.limits[limit] * 12,
    }));
    return {
      headlines: [
        {
          key: 'exemptMonthly',
          label: 'HRA exempt a month',
          value: result.exemptMonthly,
          format: 'rupees',
          primary: true,
        },
        { key: 'exemptYearly', label: 'HRA exempt a year', value: result.exemptYearly, format: 'rupees' },
        { key: 'taxableMonthly', label: 'HRA taxed a month', value: result.taxableMonthly, format: 'rupees' },
        { key: 'taxableYearly', label: 'HRA taxed a year', value: result.taxableYearly, format: 'rupees' },
      ],
      ...(hra > 0
        ? {
            donut: {
              title: 'Your HRA for the year',
              parts: [
                { label: 'Exempt', value: result.exemptYearly },
                { label: 'Taxed', value: result.taxableYearly },
              ],
            },
          }
        : {}),
      table: {
        title: 'The three limits',
        caption: 'The exemption is the least of these three',
        columns: [
          { key: 'limit', label: 'Limit', format: 'text' },
          { key: 'monthly', label: 'A month', format: 'rupees' },
          { key: 'yearly', label: 'A year', format: 'rupees' },
        ],
        keyColumn: 'monthly',
        rows,
      },
      messages: [HRA_OLD_REGIME_ONLY, ...(rent === 0 ? ['With no rent paid, none of the HRA is exempt.'] : [])],
    };
  },
  formula:
    'HRA exempt = the least of:\n  HRA received\n  rent paid − 10% × (basic + DA)\n  50% × (basic + DA) in a metro, 40% elsewhere',
  explanation: [
    'Section 10(13A) of the Income-tax Act, 1961 exempts part of the house rent allowance of an employee who pays rent for the home they live in. The exempt part is the least of three amounts: the HRA actually received, the rent paid beyond 10% of basic salary plus DA, and half of basic plus DA in Delhi, Mumbai, Kolkata or Chennai (two-fifths elsewhere). The rest of the HRA is taxed as salary.',
    'The calculator works a month at a time and multiplies by 12, which assumes the same salary, HRA and rent all year; if they changed, work out each period and add them up. Enter the exempt amount in the income tax calculator’s old-regime deductions to compare the two regimes.',
  ],
  example: {
    values: { basic: 50000, hra: 25000, rent: 20000, city: 'Delhi' },
    text: 'Basic salary + DA of ₹50,000 a month, HRA of ₹25,000 and rent of ₹20,000 in Delhi: the limits are ₹25,000 (HRA received), ₹15,000 (rent less 10% of basic + DA) and ₹25,000 (50% of basic + DA), so {result} a month is exempt and ₹10,000 is taxed.',
  },
  notes: [
    HRA_OLD_REGIME_ONLY,
    `Metro cities (the year’s data): ${METRO_CITIES.join(', ')}. Every other city, including Bengaluru, Hyderabad and Pune, takes ${latest.otherPct}%.`,
    `Nothing is exempt without rent paid for the home you live in. Rent of more than ${formatRupees(100000)} a year needs your landlord’s PAN on the receipts your employer asks for.`,
    SOURCES_NOTE,
  ],
  related: ['income-tax', 'gratuity', 'capital-gains'],
  rulesAsOf: TAX_RULES_AS_OF,
});
