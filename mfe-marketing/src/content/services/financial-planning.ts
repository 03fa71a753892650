import type { ServiceDetail } from './service-detail';

export const financialPlanning: ServiceDetail = {
  slug: 'financial-planning',
  headline:
    'A written plan that connects your income, spending, goals, insurance and investments, and is revisited every year.',
  intro: [
    'Financial planning means working out, in numbers, whether the life you want is affordable and what has to change if it is not. It starts with your cash flow and balance sheet, not with products: what comes in, what goes out, what you own, what you owe and what each goal will cost by the time you reach it.',
    'Under the SEBI (Investment Advisers) Regulations, 2013, financial planning is part of investment advice, so we do it as a registered adviser. We assess your risk profile, record the basis for our recommendations and charge only the fee agreed with you, with no commission from any product we suggest.',
    'The plan is a working document. Incomes change, children arrive, markets move and tax rules are revised, so we review it at least once a year and whenever something important changes in your life.',
  ],
  whoFor: [
    'Professionals in their first decade of work who want to set up saving, insurance and investing habits properly from the start.',
    'Couples with children who are trying to fund education, a home and their own retirement at the same time.',
    'Families with irregular income, such as consultants, doctors and business owners, who need a cash buffer and a plan that survives lean years.',
    'People facing a change: a new job, a move abroad or back to India, an inheritance, a sabbatical or early retirement.',
    'Anyone holding a drawer of policies, deposits and funds who wants to know whether it adds up to a plan.',
  ],
  whatWeDo: [
    {
      title: 'Cash flow and net worth',
      text: 'We build a clear picture of income, spending, EMIs, assets and liabilities, and measure the numbers that matter: your savings rate, how many months of expenses you hold in cash and how much of your income goes to debt.',
    },
    {
      title: "Goals in today's and tomorrow's rupees",
      text: "Each goal gets a cost in today's money, an inflation rate suited to it (education and healthcare usually rise faster than general prices), a target date and a priority, so that trade-offs between goals are explicit.",
    },
    {
      title: 'Emergency fund and debt',
      text: 'We size an emergency fund, typically six months of essential spending kept in a savings account, sweep deposit or liquid fund, and set an order for repaying loans, starting with expensive credit such as credit-card balances.',
    },
    {
      title: 'Protection',
      text: 'We check that term life cover and health insurance are adequate before any money goes into long-term investments, because one uninsured event can undo years of saving.',
    },
    {
      title: 'Investment plan per goal',
      text: 'Money for goals a few years away sits mainly in debt instruments; money for goals ten or more years away can carry more equity. We set an asset allocation and monthly amount for each goal, using EPF, PPF, NPS and mutual funds where each fits.',
    },
    {
      title: 'Annual review',
      text: 'Each year we compare progress with the plan, update assumptions, account for changes in tax law and adjust contributions, so the plan stays current.',
    },
  ],
  process: [
    {
      title: 'Discovery',
      text: 'A conversation about your family, work, goals and worries. We explain the scope of the plan and our fee, and sign an advisory agreement after assessing your risk profile.',
    },
    {
      title: 'Gathering information',
      text: 'You share payslips or income records, your latest tax return and Annual Information Statement, your mutual fund CAS, EPF and NPS statements, insurance policies and loan schedules. We keep a checklist so nothing is missed.',
    },
    {
      title: 'Analysis and draft plan',
      text: 'We model your cash flows and goals, test the plan against less favourable returns and higher inflation, and write it up in plain language with the assumptions stated.',
    },
    {
      title: 'Plan meeting and action list',
      text: 'We go through the plan with you, change what does not feel right, and give you a dated list of actions: what to start, stop, buy, surrender or update.',
    },
    {
      title: 'Yearly review',
      text: 'We revisit the plan at least once a year and whenever a major event occurs, and record what changed and why.',
    },
  ],
  example: {
    title: "Planning for a child's higher education",
    text: 'A four-year engineering or management course that costs ₹20,00,000 today is needed in 15 years. If education costs rise 8% a year, the bill then will be about ₹63,44,338. Investing at the start of each month in a portfolio assumed to earn 11% a year, the monthly SIP needed to reach that amount in 15 years is about ₹13,826, or ₹24,88,680 invested in total. If the family waits five years and starts with 10 years to go, the same target needs about ₹28,971 a month, ₹34,76,520 in total: more than double the monthly commitment. As the date approaches we would move the money gradually from equity to debt so that a market fall in the final years does not derail the goal. The 8% and 11% rates are planning assumptions, not promises.',
  },
  faqs: [
    {
      question: 'How is this different from the planning a bank or agent offers?',
      answer:
        'Planning offered alongside product sales is paid for by commissions on those products. We are paid only by you, recommend no product on which we earn anything, and put our reasons in writing, as the SEBI (Investment Advisers) Regulations, 2013 require.',
    },
    {
      question: 'What documents will I need?',
      answer:
        'Usually your income details, latest income-tax return, Annual Information Statement, mutual fund CAS, EPF passbook, NPS and PPF statements, insurance policy documents and loan statements. We will send you a checklist after the first meeting.',
    },
    {
      question: 'How often will the plan be reviewed?',
      answer:
        'At least once a year, and whenever something important changes, such as a new job, a child, a property purchase or a large market move.',
    },
    {
      question: 'Can you guarantee the plan will work?',
      answer:
        'No. A plan rests on assumptions about returns, inflation and your income, and real outcomes will differ. What a plan does is show how far off course you are and what to adjust, early enough for the adjustment to be small.',
    },
  ],
};
