import type { ServiceDetail } from './service-detail';

export const retirementPlanning: ServiceDetail = {
  slug: 'retirement-planning',
  headline:
    'Work out the corpus you need, build it with EPF, NPS, PPF and mutual funds, and draw it down so that it lasts.',
  intro: [
    'Retirement is the largest goal most families face and the only one for which no one will lend you money. At 60 you may need income for 25 years or more, with prices rising throughout and healthcare costs rising faster. The earlier the gap is measured, the smaller the monthly effort to close it.',
    'Indian savers build retirement from several sources, each with its own rules. EPF takes a share of salary with an employer contribution and a declared interest rate. PPF runs for 15 years, accepts up to ₹1.5 lakh a year and is tax-free at every stage. NPS is a low-cost, market-linked pension account, part of which must buy an annuity at exit. Mutual funds add flexibility, and some families also rely on rental income or a business.',
    'Building the corpus is half the job. The other half is drawing it down: deciding what to keep safe for the next few years, what to leave invested for growth, and how to take income in the most tax-efficient way without running out.',
  ],
  whoFor: [
    'Professionals in their thirties and forties who want to know whether they are on track.',
    'People within ten years of retirement who need to firm up the numbers and reduce risk in time.',
    'Those aiming to retire early, who need a larger corpus and a longer drawdown.',
    'Recent retirees turning a lump sum of EPF, gratuity and savings into a reliable monthly income.',
    "Employees weighing their employer's pension and NPS options.",
  ],
  whatWeDo: [
    {
      title: 'The number',
      text: 'We estimate the corpus you need from your expected spending, inflation, retirement age, life expectancy and post-retirement returns, and show how sensitive it is to each assumption.',
    },
    {
      title: 'What you already have',
      text: 'We project your EPF, PPF, NPS, gratuity, superannuation and investments to your retirement date, so the gap to be filled is clear.',
    },
    {
      title: 'Contribution plan',
      text: "We decide how to fill the gap: voluntary provident fund, NPS (the extra ₹50,000 deduction under 80CCD(1B) applies only under the old regime; an employer's contribution is deductible in both), PPF and equity SIPs with yearly step-ups.",
    },
    {
      title: 'Glide path',
      text: 'We reduce equity gradually as retirement approaches, while keeping enough growth assets for a retirement that may last decades.',
    },
    {
      title: 'Drawdown strategy',
      text: "We set up buckets: one to three years of spending in deposits and debt funds, income sources such as the Senior Citizens' Savings Scheme (up to ₹30 lakh) and RBI floating-rate bonds, and the balance invested for growth, with systematic withdrawals that are taxed only on their gain portion.",
    },
    {
      title: 'Health cover for later life',
      text: "We make sure you have personal health insurance that continues after your employer's group cover ends, bought early enough for waiting periods to be over when you need it.",
    },
  ],
  process: [
    {
      title: 'Where you are',
      text: 'We gather your spending, savings and retirement-account statements and agree your target retirement age and lifestyle.',
    },
    {
      title: 'Estimate',
      text: 'We calculate the corpus needed and project what your existing savings will become, under cautious and central assumptions.',
    },
    {
      title: 'Close the gap',
      text: 'We recommend contributions, products and an asset allocation, in writing, and you put them in place.',
    },
    {
      title: 'Review yearly',
      text: 'Each year we update the projection with actual returns, salary changes and any change in tax or pension rules.',
    },
    {
      title: 'Transition to income',
      text: 'In the three to five years before retirement we build the safe bucket, decide on annuities and plan the first years of withdrawals.',
    },
  ],
  example: {
    title: 'How much does a 35-year-old need at 60?',
    text: 'A household spends ₹60,000 a month today. At 6% inflation the same lifestyle will cost about ₹2,57,512 a month at 60, or ₹30,90,147 a year. To pay for 25 years of retirement, to age 85, with spending rising 6% a year, withdrawals at the start of each year and the corpus earning 8% a year, they need about ₹6,22,93,473 at 60. Their EPF and PPF balances of ₹15,00,000, compounding at 8% a year, could reach ₹1,02,72,713 by then (ignoring future contributions, which would help further), leaving a gap of ₹5,20,20,760. Filling it with an SIP over 25 years at an assumed 11% a year needs about ₹32,706 a month; an SIP that increases every year with salary can start lower. If they wait ten years, the monthly amount rises sharply, which is why we start with the number. All rates are planning assumptions, not promises.',
  },
  faqs: [
    {
      question: 'Is my EPF enough for retirement?',
      answer:
        'For most salaried people, no. EPF is a good, safe base, but contributions are a share of basic pay only and the fund is invested mostly in debt, so on its own it rarely keeps pace with a 25-year retirement. We usually add equity through NPS or mutual funds.',
    },
    {
      question: 'Should I invest in NPS?',
      answer:
        'NPS is low-cost and gives an extra deduction under the old regime, and an employer contribution is deductible under both. The trade-offs are a lock-in until 60, limited partial withdrawals and a compulsory annuity for part of the corpus at exit: for non-government subscribers, generally at least 20% under the rules revised in December 2025, with exceptions for small balances. We check the current PFRDA rules before you commit.',
    },
    {
      question: 'How much can I safely withdraw each year?',
      answer:
        'There is no single safe rate. Indian inflation has usually been higher than in the countries where popular withdrawal rules were devised, so we model withdrawals against your actual portfolio and test them against poor early returns, often starting around 3% to 4% of the corpus and reviewing every year.',
    },
    {
      question: 'When should I buy health insurance for retirement?',
      answer:
        'Well before you retire. Waiting periods for pre-existing conditions and some treatments mean a policy bought at 58 may not cover those conditions fully until after 60. Buying in your forties or early fifties, while you are healthier, also keeps premiums and exclusions down.',
    },
  ],
};
