import type { ServiceDetail } from './service-detail';

export const businessFinancialPlanning: ServiceDetail = {
  slug: 'business-financial-planning',
  headline: 'Cash-flow, treasury and owner-wealth planning that keeps the business funded and the family secure.',
  intro: [
    "For business owners and professionals, personal and business money are tangled together: profits are reinvested, personal guarantees back business loans, drawings vary from year to year, and most of the family's wealth sits in one illiquid asset. Planning one without the other misses the main risks.",
    'We help with working capital and cash reserves, a written policy for investing surplus cash, the mix of salary, dividends and partner remuneration you take out (with your chartered accountant), insurance that protects the business against the loss of a key person, and building wealth outside the business for retirement and succession.',
    'We advise on financial planning and investments. Accounting, GST, audit, company-law and legal documentation stay with your chartered accountant and lawyer, and we work alongside them.',
  ],
  whoFor: [
    'Owners of profitable small and mid-sized businesses with idle cash in current accounts.',
    'Doctors, chartered accountants, architects and other professionals running their own practices.',
    'Family businesses planning how ownership and management will pass to the next generation.',
    'Start-up founders who need a conservative plan for investing the cash they have raised.',
    'Partners and co-founders who need an agreed, funded arrangement if one of them dies or leaves.',
  ],
  whatWeDo: [
    {
      title: 'Cash flow and working capital',
      text: 'We measure how long cash is tied up in receivables and inventory, net of supplier credit, and show how much cash each improvement would release.',
    },
    {
      title: 'Treasury policy',
      text: "We write a policy that splits business cash into operating money, a reserve of several months' fixed costs in overnight or liquid funds, treasury bills or deposits, and longer-term surplus, with limits on credit risk and no equity exposure for money the business may need within three years.",
    },
    {
      title: 'Paying the owners',
      text: "With your chartered accountant we compare salary, dividends, partners' remuneration and interest on capital for their tax cost and their effect on the business's cash.",
    },
    {
      title: 'Protecting the business',
      text: 'We assess key-person insurance, term cover to fund a buy-out between partners, group health cover for staff, and the personal guarantees the owners have given.',
    },
    {
      title: 'Wealth outside the business',
      text: "We build a personal portfolio and retirement plan for the owners so that the family's future does not depend on one company's fortunes or on a sale at the right moment.",
    },
    {
      title: 'Succession and exit',
      text: 'We plan how ownership and control will pass, whether to family, managers or a buyer, and what the owners will need to live on afterwards.',
    },
  ],
  process: [
    {
      title: 'Understand the business and the owners',
      text: "We meet the owners, review the last three years' financial statements and understand the family's goals and dependence on the business.",
    },
    {
      title: 'Analyse cash and balance sheet',
      text: "We analyse working capital, debt, cash balances and the owners' personal finances together.",
    },
    {
      title: 'Recommend',
      text: 'You receive a written treasury policy, owner-wealth plan and protection recommendations, with priorities.',
    },
    {
      title: 'Implement with your team',
      text: 'Your finance team, chartered accountant and bank put the changes in place; we stay involved until they are done.',
    },
    {
      title: 'Review',
      text: "We review the treasury position quarterly and the owners' plan every year.",
    },
  ],
  example: {
    title: 'Releasing cash from working capital',
    text: 'A distribution business has annual revenue of ₹6,00,00,000. Customers pay in 60 days, stock is held for 45 days and suppliers are paid in 30 days, so the cash conversion cycle is 60 + 45 − 30 = 75 days. As a rough guide using revenue, the cash tied up is ₹6,00,00,000 × 75 ÷ 365 = about ₹1,23,28,767. Collecting from customers 15 days sooner would release about ₹24,65,753. Used to reduce a cash-credit balance charged at 10% a year, that saves about ₹2,46,575 of interest a year; kept as a reserve, it covers several months of fixed costs. Actual figures depend on the business, its margins and its seasonality.',
  },
  faqs: [
    {
      question: 'Should our company invest its surplus cash in mutual funds?',
      answer:
        "Many companies do, using overnight, liquid or money-market funds for reserves, with board approval and a written policy. The tax treatment for a company differs from an individual's, and the money must remain available when the business needs it, so equity funds are rarely suitable for operating reserves.",
    },
    {
      question: 'What is key-person insurance?',
      answer:
        "A policy taken by the business on the life of someone whose death would seriously hurt it, such as a founder or a partner who brings in most of the work. The payout helps the business repay loans, replace the person or buy out their family's share.",
    },
    {
      question: 'Do you do our accounts, GST or audit?',
      answer:
        "No. Those remain with your chartered accountant. We focus on cash, investments, protection and the owners' personal financial plans, and coordinate with your accountant.",
    },
    {
      question: 'How should I take money out of the business?',
      answer:
        "It depends on the structure, your tax position and the business's needs. We model the options with your chartered accountant and choose a mix that keeps the business adequately funded.",
    },
  ],
};
