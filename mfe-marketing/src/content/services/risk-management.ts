import type { ServiceDetail } from './service-detail';

export const riskManagement: ServiceDetail = {
  slug: 'risk-management',
  headline:
    'Find what could derail your finances, from market falls and concentration to liquidity gaps and fraud, and put guards in place.',
  intro: [
    'Household finances face more risks than market ups and downs: losing an income, a large medical bill, having to sell investments at the bottom, too much wealth in one share or one property, inflation, a borrower or bank failing, and fraud. Each needs a different response.',
    'Investment risk cannot be removed, only chosen and sized. The test is not how volatile a portfolio is but whether you could live through its worst plausible year without selling in panic or being forced to sell.',
    'We build a simple register of the risks that apply to your family, measure the ones that can be measured, and agree for each whether to avoid it, reduce it, insure it or accept it.',
  ],
  whoFor: [
    'Investors with concentrated holdings: a single stock, employer ESOPs or most of their wealth in real estate.',
    'Single-income households and those with large EMIs.',
    'People nearing retirement, for whom a market fall in the first few years of withdrawals does lasting damage.',
    'Investors who sold in a panic during a past market fall and want a portfolio they can hold.',
    'Families who want to protect elderly parents from investment fraud and mis-selling.',
  ],
  whatWeDo: [
    {
      title: 'Risk profile',
      text: "We separate your capacity for risk (income, time horizon, obligations) from your tolerance for it, and set the portfolio's risk within both.",
    },
    {
      title: 'Stress tests',
      text: 'We show what a 30% to 40% fall in equities, six months without income or a sharp rise in interest rates would do to your portfolio and your cash flow.',
    },
    {
      title: 'Concentration limits',
      text: 'We set limits for any single share, sector, issuer or property as a share of net worth, and a plan to reduce holdings above them tax-efficiently.',
    },
    {
      title: 'Liquidity',
      text: 'We size an emergency fund and ladder near-term needs so that investments are never sold in a hurry.',
    },
    {
      title: 'Credit and counterparty risk',
      text: 'We check the credit quality of debt funds and bonds, spread deposits across banks in view of the DICGC deposit insurance limit of ₹5 lakh per depositor per bank, and steer you away from unregulated schemes promising high fixed returns.',
    },
    {
      title: 'Fraud and operational safety',
      text: 'We help you verify intermediaries on SEBI\'s website, pay them only through verified channels such as their "@valid" UPI handles, keep nominations current and never share OTPs or passwords.',
    },
  ],
  process: [
    {
      title: 'Identify',
      text: 'We list the risks that apply to your family: income, health, market, concentration, liquidity, credit, inflation, longevity and fraud.',
    },
    {
      title: 'Measure',
      text: 'We estimate the likely size of each, using stress tests for portfolios and cash-flow models for income risks.',
    },
    {
      title: 'Decide',
      text: 'For each risk we agree whether to avoid, reduce, insure or accept it, and record the decision.',
    },
    {
      title: 'Act',
      text: 'You put the measures in place: reallocation, insurance, emergency fund, limits and safer processes.',
    },
    {
      title: 'Monitor',
      text: 'We review the register yearly and after major life or market events.',
    },
  ],
  example: {
    title: 'What a 30% equity fall does to a ₹60,00,000 portfolio',
    text: 'A family holds ₹60,00,000, with 70% (₹42,00,000) in equity. If equities fall 30% (between January and March 2020 the Nifty 50 fell by close to 40%), the portfolio loses ₹12,60,000, or 21% of its value. Recovering from a 30% fall needs a 42.86% rise in what remains. With 50% in equity, the same fall costs ₹9,00,000, or 15%. If the family also needs ₹6,00,000 in the next year, six months of spending at ₹1,00,000 a month, keeping that amount in a bank deposit or liquid fund means no equity has to be sold at the bottom. The right mix is the one the family can hold through such a fall; these figures illustrate the arithmetic and are not a forecast.',
  },
  faqs: [
    {
      question: 'How large should my emergency fund be?',
      answer:
        'Typically six months of essential spending, and more for single-income or self-employed households, kept in a savings account, sweep deposit or liquid fund that can be reached within a day or two.',
    },
    {
      question: 'Is money in a bank fixed deposit safe?',
      answer:
        "Not entirely. Deposits are insured by the DICGC up to ₹5 lakh per depositor per bank, covering principal and interest together. Above that you depend on the bank's soundness, and fixed deposits also carry the risk that after-tax interest does not keep up with inflation.",
    },
    {
      question: 'How can I check that an adviser or broker is genuine?',
      answer:
        'Look up the registration number on SEBI\'s website, pay only into accounts or "@valid" UPI handles in the intermediary\'s own name, which you can confirm with SEBI\'s "SEBI Check" tool, and be wary of anyone who promises guaranteed returns or contacts you through messaging groups.',
    },
    {
      question: 'Does diversification prevent losses?',
      answer:
        'No. It reduces the damage any single holding can do, but in a broad market fall most equity investments fall together. Diversification works with, not instead of, the right asset allocation and an adequate cash reserve.',
    },
  ],
};
