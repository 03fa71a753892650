import type { ServiceDetail } from './service-detail';

export const wealthManagement: ServiceDetail = {
  slug: 'wealth-management',
  headline:
    'Ongoing, fee-only stewardship of larger family portfolios: allocation, rebalancing, tax management and clear reporting.',
  intro: [
    "For us, wealth management means continuing advice on a family's whole balance sheet: investments held by several family members, an HUF or a family company, across funds, shares, bonds, deposits, property and retirement accounts, reported together so that decisions are made for the family rather than account by account.",
    'As portfolios grow, costs, taxes and concentration matter more than picking the next fund. Larger investors are also offered products with high minimums and higher fees, such as portfolio-management services (₹50 lakh minimum), alternative investment funds (generally ₹1 crore minimum) and structured products. Some of these are suitable for some families; many are expensive ways to own what an index fund offers. We assess them without any stake in the answer.',
    'We advise; you keep custody. Your assets stay in your own demat accounts, folios and bank accounts, and every transaction is made by you or on your written instruction to your own broker.',
  ],
  whoFor: [
    'Families with investments spread across several members, accounts and institutions who want one consolidated view and one strategy.',
    'Founders and senior executives after a liquidity event such as an IPO, an acquisition or ESOP sales.',
    'Business-owning families who want to build wealth outside the business.',
    'Non-resident Indians with significant assets in India.',
    'Retired families living on their portfolio who need steady income and careful withdrawals.',
  ],
  whatWeDo: [
    {
      title: 'Family consolidation',
      text: 'We bring every holding into one picture, by person and by asset class, and agree an investment policy statement: objectives, risk limits, liquidity needs, and the asset allocation for each pool of money.',
    },
    {
      title: 'Allocation and rebalancing',
      text: 'We maintain target allocations with rebalancing bands, using new money and income first and selling only where needed, with an eye on tax.',
    },
    {
      title: 'Tax management',
      text: 'We harvest long-term equity gains within the yearly exemption, book losses to set against gains, watch holding periods before selling and plan withdrawals across family members within the clubbing rules.',
    },
    {
      title: 'Product due diligence',
      text: 'Before you commit to a PMS, AIF, bond issue or structured product, we review its strategy, total costs, lock-in, liquidity, tax treatment and track record against a simple alternative.',
    },
    {
      title: 'Reporting',
      text: 'You receive a consolidated report every quarter showing holdings, allocation against target, returns (XIRR) by portfolio and gains realised in the financial year, in plain language.',
    },
    {
      title: 'Working with your other advisers',
      text: 'We coordinate with your chartered accountant, lawyer and insurer so that tax, estate and investment decisions are consistent.',
    },
  ],
  process: [
    {
      title: 'Discovery',
      text: 'We meet the family, understand its goals, structures and concerns, and collect statements for every account.',
    },
    {
      title: 'Investment policy statement',
      text: 'We agree in writing the objectives, risk limits, asset allocation, liquidity reserve and rules for rebalancing.',
    },
    {
      title: 'Transition plan',
      text: 'We plan the move from the current portfolio to the target over months, not days, taking account of exit loads, lock-ins and capital-gains tax.',
    },
    {
      title: 'Monitoring',
      text: 'We track the portfolio against its targets and against market and regulatory changes, and contact you when action is needed.',
    },
    {
      title: 'Quarterly and annual reviews',
      text: 'We meet quarterly to review the report and once a year to revisit the policy statement itself.',
    },
  ],
  example: {
    title: 'What one percentage point of cost is worth on ₹1 crore',
    text: 'Two families each invest ₹1,00,00,000 for 20 years. One portfolio earns 10% a year after all costs; the other holds similar assets through products that cost one percentage point a year more, so it earns 9%. After 20 years the first is worth about ₹6,72,74,999 and the second about ₹5,60,44,108: a difference of ₹1,12,30,892, more than the original investment. Separately, selling and buying back equity-fund units each financial year so as to realise up to ₹1,25,000 of long-term gains, which are exempt, raises the cost base of the holding. At the 12.5% rate on long-term equity gains, that can save up to ₹15,625 of future tax per person each year, before surcharge and cess. Returns here are assumptions, not forecasts.',
  },
  faqs: [
    {
      question: 'Do you take custody of our assets or a power of attorney?',
      answer:
        'No. Assets remain in your own accounts and you authorise every transaction. We do not hold your money or your login details.',
    },
    {
      question: 'Do you manage portfolios on a discretionary basis?',
      answer:
        'No. Discretionary management, where the manager trades without asking you each time, requires registration as a portfolio manager. As an investment adviser we advise, and you decide.',
    },
    {
      question: 'How is the fee charged?',
      answer:
        'As a fixed fee or a percentage of the assets we advise on, as set out in your agreement and within the limits SEBI sets for individual and HUF clients. We receive nothing from product providers.',
    },
    {
      question: 'Can you work with our existing chartered accountant and lawyer?',
      answer:
        'Yes, and we prefer to. With your consent we share information with them so that tax, legal and investment decisions fit together.',
    },
  ],
};
