import { formatRupees } from '@meridian/shared';
import { compareDates, formatDate } from '../domain/calendar';
import {
  calculateCapitalGains,
  CAPITAL_GAINS_DEFAULTS,
  type AssetKind,
  type CapitalGainsResult,
} from '../domain/capital-gains';
import { LATEST_TAX_YEAR, TAX_RULES, TAX_RULES_AS_OF, TAX_RULES_SPAN } from '../domain/tax-rules';
import { choice, date, defineCalculator, money } from '../framework/inputs';
import { crossErrors } from './helpers';
import { SOURCES_NOTE } from './tax-helpers';

const cg = TAX_RULES[LATEST_TAX_YEAR].capitalGains;

/** The earliest purchase date the calculator takes. */
export const EARLIEST_PURCHASE = '1950-01-01';

const SLAB_RATES = ['0', '5', '10', '15', '20', '25', '30'] as const;

const ASSET_LABELS: Readonly<Record<AssetKind, string>> = {
  'listed-equity': 'Listed shares or equity funds',
  property: 'Land or a building',
  'debt-fund': 'Debt mutual fund',
  other: 'Gold, unlisted shares, bonds or other',
};

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/** '3 years 4 months and 0 days' for a holding. */
export function holdingText(result: CapitalGainsResult): string {
  const { months, days } = result.holding;
  const yearsPart = Math.floor(months / 12);
  const monthsPart = months % 12;
  const parts = [
    yearsPart > 0 ? plural(yearsPart, 'year') : '',
    monthsPart > 0 || yearsPart === 0 ? plural(monthsPart, 'month') : '',
  ]
    .filter(Boolean)
    .join(' ');
  return `${parts} and ${plural(days, 'day')}`;
}

/** The sentence that says why the gain is long or short term, with the anniversary rule. */
export function termText(result: CapitalGainsResult, purchase: string): string {
  if (result.longTermAfterMonths === null || result.holding.anniversary === null)
    return `Held ${holdingText(result)}. A debt fund bought on or after ${formatDate(cg.debtFundsSlabRateIfBoughtFrom)} is taxed at your slab rate however long it is held.`;
  const period = `${result.longTermAfterMonths} months`;
  const leap = purchase.endsWith('-02-29') && !result.holding.anniversary.endsWith('-02-29');
  return `Held ${holdingText(result)}: ${result.term === 'long' ? `more than ${period}, so long term` : `not more than ${period}, so short term`}. It has been held ${period} on ${formatDate(result.holding.anniversary)}, which is still short term; a sale from ${formatDate(result.holding.longTermFrom ?? result.holding.anniversary)} is long term.${leap ? ' Bought on 29 February: in a year without one, the anniversary is 28 February.' : ''}`;
}

function rateText(result: CapitalGainsResult): string {
  return result.rateIsSlab ? `${result.ratePct}% (your slab rate)` : `${result.ratePct}%`;
}

export const capitalGainsDefinition = defineCalculator({
  slug: 'capital-gains',
  inputs: [
    choice(
      'asset',
      'What did you sell?',
      (Object.keys(ASSET_LABELS) as AssetKind[]).map((value) => ({ value, label: ASSET_LABELS[value] })),
      CAPITAL_GAINS_DEFAULTS.asset,
    ),
    date('bought', 'Purchase date', {
      min: EARLIEST_PURCHASE,
      max: TAX_RULES_SPAN.ends,
      default: CAPITAL_GAINS_DEFAULTS.purchaseDate,
    }),
    date('sold', 'Sale date', {
      min: TAX_RULES_SPAN.starts,
      max: TAX_RULES_SPAN.ends,
      default: CAPITAL_GAINS_DEFAULTS.saleDate,
      hint: `From ${formatDate(TAX_RULES_SPAN.starts)} to ${formatDate(TAX_RULES_SPAN.ends)}: the years this calculator has figures for.`,
    }),
    money('cost', 'Purchase price', {
      min: 0,
      max: 10000000000,
      step: 1000,
      default: CAPITAL_GAINS_DEFAULTS.purchasePrice,
      slider: false,
      hint: 'What you paid, with its costs. For land or a building bought before 1 April 2001, its value on that day.',
    }),
    money('price', 'Sale price', {
      min: 0,
      max: 10000000000,
      step: 1000,
      default: CAPITAL_GAINS_DEFAULTS.salePrice,
      slider: false,
    }),
    money('expenses', 'Expenses on the sale', {
      min: 0,
      max: 10000000000,
      step: 100,
      default: CAPITAL_GAINS_DEFAULTS.transferExpenses,
      slider: false,
      hint: 'Brokerage, commission, stamp duty paid by you …',
    }),
    choice(
      'slab',
      'Your income-tax slab rate',
      SLAB_RATES.map((rate) => ({ value: rate, label: `${rate}%` })),
      '30',
      'Short-term gains on land, gold and other assets, and all gains on debt funds bought from 1 April 2023, are taxed at it.',
    ),
    money('earlier', 'Long-term gains on listed equity already made this year', {
      min: 0,
      max: 10000000000,
      step: 1000,
      default: CAPITAL_GAINS_DEFAULTS.equityGainsEarlier,
      slider: false,
      hint: `They use the year’s ${formatRupees(cg.listedEquity.exemption)} exemption first.`,
    }),
  ],
  validate: ({ bought, sold, price, expenses }) =>
    crossErrors([
      [
        compareDates(sold, bought) < 0,
        'sold',
        `The sale date is before the purchase date (${formatDate(bought)}): a sale cannot come before the purchase.`,
      ],
      [
        expenses > price && price > 0,
        'expenses',
        `The expenses on the sale (${formatRupees(expenses)}) are more than the sale price (${formatRupees(price)}).`,
      ],
    ]),
  compute: ({ asset, bought, sold, cost, price, expenses, slab, earlier }) => {
    const result = calculateCapitalGains({
      asset,
      purchaseDate: bought,
      saleDate: sold,
      purchasePrice: cost,
      salePrice: price,
      transferExpenses: expenses,
      slabRatePct: Number(slab),
      equityGainsEarlier: earlier,
    });
    const rules = TAX_RULES[result.year];
    const loss = result.gain < 0;
    const rows: { item: string; amount: string }[] = [
      { item: 'Sale price', amount: formatRupees(price) },
      { item: 'Less what you paid', amount: formatRupees(-cost) },
      { item: 'Less expenses on the sale', amount: formatRupees(-expenses) },
      { item: loss ? 'Capital loss' : 'Capital gain', amount: formatRupees(result.gain) },
    ];
    if (result.rule === 'equity-long')
      rows.push({ item: 'Less the yearly exemption used (112A)', amount: formatRupees(-result.exemption) });
    if (result.indexation?.available && result.indexation.indexedCost !== null)
      rows.push(
        {
          item: `Cost indexed from ${result.indexation.yearBought} (${result.indexation.indexBought}) to ${result.year} (${result.indexation.indexSold})`,
          amount: formatRupees(result.indexation.indexedCost),
        },
        { item: 'Tax at 20% with indexation', amount: formatRupees(result.indexation.taxWithIndexation ?? 0) },
        { item: 'Tax at 12.5% without indexation', amount: formatRupees(result.indexation.taxWithoutIndexation) },
      );
    rows.push(
      { item: 'Taxable gain', amount: formatRupees(result.taxableGain) },
      { item: 'Rate', amount: rateText(result) },
      { item: 'Tax', amount: formatRupees(result.tax) },
      { item: `Health and education cess (${rules.cessPct}%)`, amount: formatRupees(result.cess) },
      { item: 'Total', amount: formatRupees(result.totalTax) },
    );
    const messages = [termText(result, bought)];
    if (loss)
      messages.push(
        `A capital loss: no tax. A ${result.term}-term loss can be set off against ${result.term === 'long' ? 'long-term gains' : 'short- or long-term gains'} and carried forward for 8 years if you file your return on time.`,
      );
    if (result.indexation && !result.indexation.available)
      messages.push(
        `Land or a building bought before ${formatDate(cg.indexation.boughtBefore)} may instead be taxed at 20% with indexation, if lower. The cost inflation index for ${result.year} is not in this calculator’s figures yet (as of ${rules.asOf}), so only 12.5% without indexation is shown.`,
      );
    if (result.indexation?.available)
      messages.push(
        result.indexation.chosen === 'with'
          ? 'For land or a building bought before 23 July 2024, 20% with indexation is lower here, so it is used.'
          : 'For land or a building bought before 23 July 2024, 12.5% without indexation is lower here, so it is used.',
      );
    return {
      headlines: [
        {
          key: 'totalTax',
          label: 'Tax on this sale, with cess',
          value: result.totalTax,
          format: 'rupees',
          primary: true,
        },
        { key: 'gain', label: loss ? 'Capital loss' : 'Capital gain', value: Math.abs(result.gain), format: 'rupees' },
        {
          key: 'term',
          label: 'Holding',
          value: `${result.term === 'long' ? 'Long' : 'Short'} term, ${holdingText(result)}`,
          format: 'text',
        },
        { key: 'taxableGain', label: 'Taxable gain', value: result.taxableGain, format: 'rupees' },
        { key: 'rate', label: 'Rate', value: rateText(result), format: 'text' },
      ],
      table: {
        title: 'How the tax is worked out',
        caption: `${ASSET_LABELS[asset]}, bought ${formatDate(bought)}, sold ${formatDate(sold)} (${rules.label})`,
        columns: [
          { key: 'item', label: 'Step', format: 'text' },
          { key: 'amount', label: 'Amount', format: 'text' },
        ],
        keyColumn: 'amount',
        rows,
      },
      messages,
    };
  },
  formula:
    'Gain = sale price − purchase price − expenses on the sale\nListed equity: more than 12 months → 12.5% on the gain above ₹1,25,000 a year; otherwise 20%\nLand, buildings, gold and others: more than 24 months → 12.5% (land or a building bought before 23 July 2024: 20% with indexation if lower); otherwise your slab rate\nDebt funds bought from 1 April 2023: your slab rate\nTotal = tax + 4% cess',
  explanation: [
    'The Finance (No. 2) Act, 2024 changed the taxation of capital gains for every sale from 23 July 2024: one long-term rate of 12.5%, a long-term period of 12 months for listed securities and 24 months for everything else, 20% on short-term gains from listed equity, and a yearly exemption of ₹1,25,000 on long-term gains from listed equity and equity funds.',
    'Indexation, which raises the cost by the cost inflation index, is gone, except that a resident individual or HUF selling land or a building bought before 23 July 2024 pays the lower of 12.5% without it and 20% with it. Gains on debt funds bought from 1 April 2023 are always short term and taxed at the slab rate.',
  ],
  example: {
    values: {
      asset: 'listed-equity',
      bought: '2023-06-15',
      sold: '2026-10-15',
      cost: 500000,
      price: 800000,
      expenses: 0,
      earlier: 0,
    },
    text: 'Shares bought on 15 June 2023 for ₹5,00,000 and sold on 15 October 2026 for ₹8,00,000: held more than 12 months, so the ₹3,00,000 gain is long term; ₹1,25,000 of it is exempt and 12.5% on the other ₹1,75,000 is ₹21,875, plus 4% cess: {result}.',
  },
  notes: [
    `How the holding period is counted: from the purchase date to the sale date in calendar months. A sale on the 12-month (or 24-month) anniversary has been held exactly 12 (or 24) months, which is not more than that, so it is short term; from the next day it is long term. A purchase on 29 February has its anniversary on 28 February in a year without one, so a sale on 1 March is long term.`,
    `For listed equity bought before 1 February 2018, enter the higher of its cost and its price on 31 January 2018 (but not more than the sale price) as the purchase price (grandfathering). For land or a building bought before 1 April 2001, enter its value on 1 April 2001.`,
    'Surcharge is not included: it depends on your whole income (on these gains it is at most 15%). The ₹1,25,000 exemption, and a resident’s unused basic exemption, are for the year as a whole: the field for earlier gains takes the first into account.',
    `The tax is shown to the rupee: it is a part of your year’s tax, which is rounded to ₹10 as a whole. The cost inflation index of ${LATEST_TAX_YEAR} is ${cg.costInflationIndex === null ? 'not in these figures yet' : String(cg.costInflationIndex)}.`,
    SOURCES_NOTE,
  ],
  related: ['income-tax', 'xirr', 'cagr'],
  rulesAsOf: TAX_RULES_AS_OF,
});
