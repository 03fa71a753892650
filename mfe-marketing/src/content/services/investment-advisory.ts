import type { ServiceDetail } from './service-detail';

export const investmentAdvisory: ServiceDetail = {
  slug: 'investment-advisory',
  headline:
    'Fee-only advice on what to own and why, from an adviser who earns nothing from the products it recommends.',
  intro: [
    'Investment advice in India is regulated by SEBI under the Investment Advisers Regulations, 2013. A registered investment adviser must assess your risk profile, recommend only what is suitable for you, set out the terms in a signed agreement and keep advice separate from selling products. We are a fee-only practice: we accept no commission, referral fee or incentive from fund houses, insurers, brokers or issuers.',
    'Our advice covers asset allocation and specific investments: mutual funds, exchange-traded funds, government securities and bonds, listed shares where appropriate, NPS, PPF and deposits. We give advice; you decide, and you transact in your own accounts.',
    'SEBI caps the fees an adviser may charge individual and HUF clients, currently at 2.5% of assets under advice a year or ₹1,51,000 a year per family under a fixed fee. Our fee, and how it is calculated and billed, is set out in the agreement before any advice is given.',
  ],
  whoFor: [
    'Investors who want an independent second opinion on a portfolio built by a bank relationship manager, agent or distributor.',
    "Professionals with a large share of their wealth in their employer's shares through ESOPs or RSUs.",
    'People who have received a lump sum, such as a bonus, an inheritance or the proceeds of a property sale, and need to invest it sensibly.',
    'Do-it-yourself investors who want a periodic, unbiased check rather than ongoing management.',
    'Retirees who need income from their portfolio without taking more risk than they can afford.',
  ],
  whatWeDo: [
    {
      title: 'Risk profiling and suitability',
      text: 'We assess both your capacity to take risk (income stability, time horizon, dependants, existing wealth) and your willingness to, and recommend within the lower of the two.',
    },
    {
      title: 'Asset allocation',
      text: 'We set a target mix of equity, debt, gold and cash, split between Indian and international exposure where sensible, and define a band around each target that triggers rebalancing.',
    },
    {
      title: 'Specific recommendations',
      text: 'We name the funds, ETFs, bonds or government securities to use and explain in writing why each one, what it costs and what could go wrong. Government securities can be bought directly through the RBI Retail Direct platform.',
    },
    {
      title: 'Review of existing products',
      text: 'We assess policies and products you already hold, such as ULIPs, endowment plans, portfolio-management services or market-linked debentures, on their costs, lock-ins and exit charges, and advise whether to continue, stop or exit.',
    },
    {
      title: 'Conflicts disclosed',
      text: 'None of our income depends on what you buy. Any personal holdings of our advisers in securities we recommend are disclosed to you, as the regulations require.',
    },
  ],
  process: [
    {
      title: 'Introductory call',
      text: 'A free conversation to understand what you need and whether we are the right fit.',
    },
    {
      title: 'Agreement and risk profile',
      text: "We complete your risk profile and sign an advisory agreement containing SEBI's most important terms and conditions, the fee and the scope of advice.",
    },
    {
      title: 'Written advice',
      text: 'We analyse your holdings and goals and give you a recommendation with the reasoning, costs, risks and tax effects of each step.',
    },
    {
      title: 'You implement',
      text: 'You place the transactions in your own accounts. We can walk you through the steps, but we do not hold your money, your login details or a power of attorney.',
    },
    {
      title: 'Review and rebalance',
      text: 'We monitor the portfolio against its targets and tell you when it needs rebalancing or when a holding no longer suits you.',
    },
  ],
  example: {
    title: 'Rebalancing a ₹40,00,000 portfolio after a strong year',
    text: 'A portfolio of ₹40,00,000 is set at 60% equity (₹24,00,000) and 40% debt (₹16,00,000), with a band of 3 percentage points either way. Over a year equity rises 25% to ₹30,00,000 and debt earns 7% to ₹17,12,000. The portfolio is now ₹47,12,000 and equity is 63.67% of it, outside the band. To return to 60%, equity should be ₹28,27,200, so ₹1,72,800 moves from equity to debt. Only the gain portion of the units sold is taxable; if the units have been held for more than 12 months and your long-term equity gains for the year stay within ₹1,25,000, there is no tax at all. Where the drift is smaller, we often rebalance by directing new SIP money to the under-weight asset instead of selling. Returns here are illustrative.',
  },
  faqs: [
    {
      question: 'What is the difference between an investment adviser and a distributor?',
      answer:
        "A distributor is paid commission by the product provider for selling a product. A SEBI-registered investment adviser is paid a fee by the client for advice and, under SEBI's rules, cannot also earn distribution income from its advisory clients. That is why we recommend direct plans.",
    },
    {
      question: 'Will you place trades for me?',
      answer:
        'No. You transact yourself, in your own name. We never ask for your passwords, OTPs or a power of attorney.',
    },
    {
      question: 'Do you give stock tips or trading calls?',
      answer: 'No. We advise on long-term portfolios. We do not provide intraday or derivatives trading calls.',
    },
    {
      question: 'Can you promise a particular return?',
      answer:
        'No. SEBI prohibits investment advisers from guaranteeing returns, and anyone who promises a fixed return on market investments should be treated with suspicion.',
    },
  ],
};
