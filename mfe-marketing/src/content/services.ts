/**
 * The long-form content of the ten service pages (/services/:slug), in the order the site lists
 * them (brand.ts `services`). Plain data: no React, no formatting helpers.
 *
 * Worked examples use these conventions, and every figure was recomputed before publishing:
 * - SIP future value: payments at the start of each month (annuity-due), monthly rate = annual / 1200,
 *   FV = P × ((1 + r)^n − 1) / r × (1 + r). ₹5,000 a month for 10 years at 12% = ₹11,61,695.
 * - Lump sums and yearly flows compound once a year unless stated otherwise.
 * - Rupee figures are rounded to whole rupees and use Indian digit grouping.
 * Tax figures reflect the law as at November 2026 (the Income-tax Act, 2025, in force from
 * 1 April 2026); revisit them after every Union Budget.
 */

export interface ServiceDetail {
  slug: string;
  /** One-sentence promise shown under the page title. */
  headline: string;
  /** Two or three paragraphs. */
  intro: string[];
  /** Four to six bullets: who this service suits. */
  whoFor: string[];
  /** Four to six items. */
  whatWeDo: { title: string; text: string }[];
  /** Three to five numbered steps. */
  process: { title: string; text: string }[];
  /** A worked example with real rupee arithmetic. */
  example: { title: string; text: string };
  /** Three to five questions. */
  faqs: { question: string; answer: string }[];
}

export const serviceDetails: readonly ServiceDetail[] = [
  // ---------------------------------------------------------------------------------------------
  {
    slug: 'mutual-funds',
    headline:
      'Fund selection, SIPs and regular reviews in direct plans, chosen for your goals rather than for a commission.',
    intro: [
      'A mutual fund pools money from many investors and invests it according to a stated mandate, under rules set by SEBI. Every open-ended scheme comes in two versions: a regular plan, whose expense ratio includes a commission paid to the distributor who sold it, and a direct plan, which carries no commission. The portfolio and the fund manager are the same; only the cost, and therefore the return you keep, differs.',
      'We are a fee-only investment adviser registered with SEBI. We recommend direct plans only, receive nothing from any fund house and are paid by you alone. That leaves us free to judge a fund on its mandate, costs, consistency and how it fits with what you already own, and to tell you when the right answer is a low-cost index fund.',
      'Most of our clients invest through systematic investment plans (SIPs), which spread purchases across market levels and turn investing into a monthly habit. An SIP does not remove the risk of loss, and no mutual fund, including a debt fund, guarantees a return.',
    ],
    whoFor: [
      'First-time investors who want a simple, low-cost portfolio of three to five funds rather than a long list of tips.',
      'Salaried professionals running several SIPs started over the years, who are unsure whether the funds overlap or still suit them.',
      'Investors in regular plans who want to know what moving to direct plans would cost in exit loads and capital-gains tax, and what it would save.',
      'People saving for a dated goal, such as a home down payment or a child\'s education, who need a fund mix that matches the time horizon.',
      'Non-resident Indians investing through NRE or NRO accounts, including those in the US and Canada, where only some fund houses accept investments.',
    ],
    whatWeDo: [
      {
        title: 'Portfolio review',
        text: 'We read your Consolidated Account Statement (CAS) from the registrars or depositories and map every holding by category, overlap, expense ratio, plan type, holding period and unrealised gain, so you see the portfolio you actually own.',
      },
      {
        title: 'Fund selection',
        text: 'We choose within SEBI\'s scheme categories (a large-cap fund, for example, must keep at least 80% of its assets in the 100 largest listed companies), looking at mandate, cost, portfolio quality, tracking error for index funds and rolling returns across full market cycles, not last year\'s ranking.',
      },
      {
        title: 'SIP and lump-sum design',
        text: 'We set the SIP amount, date and any yearly step-up from your cash flow and goals. For a large lump sum we may suggest a systematic transfer plan (STP) from a liquid fund into equity funds over several months.',
      },
      {
        title: 'Moving to direct plans',
        text: 'Switching from a regular to a direct plan is a redemption and a fresh purchase for tax purposes. We stage switches to avoid exit loads where possible, use the yearly exemption on long-term equity gains, and leave units alone where the tax cost outweighs the saving.',
      },
      {
        title: 'Debt and hybrid funds',
        text: 'For money needed within a few years we match a debt fund\'s duration and credit quality to the date you need it. Gains on debt funds bought on or after 1 April 2023 are taxed at your slab rate whatever the holding period, which changes the comparison with fixed deposits.',
      },
      {
        title: 'Reviews and rebalancing',
        text: 'We review the portfolio at least once a year, and after large market moves, replacing a fund only for a clear reason such as a change of mandate, manager or cost, or persistent underperformance against its index.',
      },
    ],
    process: [
      {
        title: 'Introductory call',
        text: 'A free conversation about your goals, existing investments and what you expect from an adviser. We explain our fee before any work begins.',
      },
      {
        title: 'Risk profile and agreement',
        text: 'As SEBI requires, we assess your risk profile and sign an investment advisory agreement that sets out the scope of advice, the fee and the most important terms and conditions.',
      },
      {
        title: 'Analysis and written advice',
        text: 'We analyse your CAS and goals and give you a written recommendation: which funds to hold, which to exit, the SIP amounts and the order of any switches, with reasons.',
      },
      {
        title: 'Implementation',
        text: 'You place the transactions yourself, in your own name, through a platform of your choice such as a fund house\'s website, MF Central or an exchange platform. We never receive your money or hold your passwords.',
      },
      {
        title: 'Ongoing review',
        text: 'We review the portfolio at agreed intervals and whenever your circumstances change, and tell you in writing when we think something should change.',
      },
    ],
    example: {
      title: 'What one percentage point of cost does to a ₹5,000 SIP',
      text: 'Suppose you invest ₹5,000 at the start of every month for 10 years, ₹6,00,000 in all. If the fund earns 12% a year after costs, a monthly rate of 1%, the SIP grows to about ₹11,61,695. If you hold the same portfolio through a regular plan whose expense ratio is one percentage point higher, a gap often seen in actively managed equity funds, the net return falls to 11% and the SIP grows to about ₹10,94,936: ₹66,759 less. Over 20 years, with ₹12,00,000 invested, the gap widens to ₹6,27,874 (₹49,95,740 against ₹43,67,865), because the cost compounds along with the returns. The 12% and 11% figures are assumptions for illustration, not a forecast; actual returns vary from year to year and can be negative.',
    },
    faqs: [
      {
        question: 'Is a direct plan always better than a regular plan?',
        answer: 'For the same scheme, yes on cost: the direct plan holds identical investments but has a lower expense ratio, so its NAV grows faster. The regular plan\'s extra cost pays a distributor. If you want advice, paying a fee-only adviser and investing in direct plans keeps the advice separate from any product commission.',
      },
      {
        question: 'How is an ELSS fund different from other equity funds?',
        answer: 'An equity-linked savings scheme invests mainly in shares and has a three-year lock-in, counted separately for each SIP instalment. Its attraction is the deduction within the ₹1.5 lakh limit of Section 80C, which is available only under the old tax regime. Under the new regime, which is the default, an ELSS should be judged as an ordinary equity fund that happens to be locked in for three years.',
      },
      {
        question: 'How are mutual fund gains taxed?',
        answer: 'For equity-oriented funds, units held for 12 months or less give short-term gains taxed at 20%; held longer, gains above ₹1.25 lakh in a financial year are taxed at 12.5% (rates applying to transfers from 23 July 2024). Gains on debt funds bought on or after 1 April 2023 are taxed at your slab rate. Surcharge and cess apply on top, and the rules are revised from time to time, so we check them each year.',
      },
      {
        question: 'Do you handle my money or transact on my behalf?',
        answer: 'No. Your investments stay in your name, in your folios or demat account. You make every transaction yourself; we advise on what to do and why.',
      },
      {
        question: 'How much do I need to start?',
        answer: 'Many schemes accept SIPs of a few hundred rupees a month, so the fund minimum is rarely the constraint. Our fee is set out in the advisory agreement and is not a cut of your SIP.',
      },
    ],
  },

  // ---------------------------------------------------------------------------------------------
  {
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
        title: 'Goals in today\'s and tomorrow\'s rupees',
        text: 'Each goal gets a cost in today\'s money, an inflation rate suited to it (education and healthcare usually rise faster than general prices), a target date and a priority, so that trade-offs between goals are explicit.',
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
      title: 'Planning for a child\'s higher education',
      text: 'A four-year engineering or management course that costs ₹20,00,000 today is needed in 15 years. If education costs rise 8% a year, the bill then will be about ₹63,44,338. Investing at the start of each month in a portfolio assumed to earn 11% a year, the monthly SIP needed to reach that amount in 15 years is about ₹13,826, or ₹24,88,680 invested in total. If the family waits five years and starts with 10 years to go, the same target needs about ₹28,971 a month, ₹34,76,520 in total: more than double the monthly commitment. As the date approaches we would move the money gradually from equity to debt so that a market fall in the final years does not derail the goal. The 8% and 11% rates are planning assumptions, not promises.',
    },
    faqs: [
      {
        question: 'How is this different from the planning a bank or agent offers?',
        answer: 'Planning offered alongside product sales is paid for by commissions on those products. We are paid only by you, recommend no product on which we earn anything, and put our reasons in writing, as the SEBI (Investment Advisers) Regulations, 2013 require.',
      },
      {
        question: 'What documents will I need?',
        answer: 'Usually your income details, latest income-tax return, Annual Information Statement, mutual fund CAS, EPF passbook, NPS and PPF statements, insurance policy documents and loan statements. We will send you a checklist after the first meeting.',
      },
      {
        question: 'How often will the plan be reviewed?',
        answer: 'At least once a year, and whenever something important changes, such as a new job, a child, a property purchase or a large market move.',
      },
      {
        question: 'Can you guarantee the plan will work?',
        answer: 'No. A plan rests on assumptions about returns, inflation and your income, and real outcomes will differ. What a plan does is show how far off course you are and what to adjust, early enough for the adjustment to be small.',
      },
    ],
  },

  // ---------------------------------------------------------------------------------------------
  {
    slug: 'tax-planning',
    headline:
      'Choose the right tax regime each year, use only the deductions that suit your plan, and keep investment taxes low within the law.',
    intro: [
      'From 1 April 2026 the Income-tax Act, 2025 replaced the Income-tax Act, 1961. It renumbers most sections and replaces the "previous year" and "assessment year" with a single "tax year", but largely carries over the rates, regimes and deductions. The deduction everyone knows as Section 80C, for example, is now section 123 of the new Act, with the same ₹1.5 lakh limit. We use both old and new references so that your documents and ours line up.',
      'The new tax regime, with lower slab rates and few deductions, has been the default since FY 2023-24. The old regime, with deductions such as 80C, 80D and 80CCD(1B), remains available if you choose it. Which is better depends on your income and the deductions you would claim anyway, so we compute both every year rather than assume.',
      'Good tax planning follows the financial plan, not the other way round: a product bought only to save tax is often a poor investment. We are investment advisers, not chartered accountants; we do not file returns or represent you before the tax department, and we work alongside your CA.',
    ],
    whoFor: [
      'Salaried employees deciding which regime to declare to their employer and which investments, if any, to make for tax.',
      'People with a home loan, house-rent allowance or NPS contributions, for whom the choice between regimes is close.',
      'Investors realising capital gains from mutual funds, shares, ESOPs or property.',
      'Retirees and senior citizens whose income is mostly interest, pension and withdrawals.',
      'Non-resident Indians with Indian income, where tax is deducted at source on sales and interest.',
    ],
    whatWeDo: [
      {
        title: 'Regime comparison',
        text: 'Using your actual salary structure and eligible deductions, we compute tax under both regimes and recommend one. Salaried taxpayers can choose afresh each year when filing; those with business income face tighter limits on switching.',
      },
      {
        title: 'Deductions that fit the plan',
        text: 'Under the old regime: up to ₹1.5 lakh under 80C (EPF, PPF, ELSS, life premiums, home-loan principal, children\'s tuition fees), health insurance under 80D (₹25,000 for your family, or ₹50,000 if you are a senior citizen, plus a similar amount for parents) and an extra ₹50,000 of NPS contributions under 80CCD(1B). An employer\'s NPS contribution is deductible in both regimes, within limits.',
      },
      {
        title: 'Capital-gains planning',
        text: 'We plan the timing of sales around holding periods, use the ₹1.25 lakh yearly exemption on long-term equity gains, and set losses against gains. Short-term capital losses can be set against any capital gains, long-term losses only against long-term gains, and unused losses carry forward for eight years if your return is filed on time.',
      },
      {
        title: 'Where each investment is held',
        text: 'Interest and debt-fund gains are taxed at slab rates, equity gains at concessional rates. We consider which family member holds what, keeping in mind the clubbing rules that add a spouse\'s or minor child\'s income from gifted money back to yours.',
      },
      {
        title: 'A tax calendar',
        text: 'We remind you of advance-tax instalments (15 June, 15 September, 15 December and 15 March), the employer\'s investment-proof deadline and the steps before filing, so nothing is done in a rush in March.',
      },
    ],
    process: [
      {
        title: 'Collect',
        text: 'We gather your salary structure or income details, TDS certificates, Annual Information Statement, capital-gains statements and proofs of deductions.',
      },
      {
        title: 'Compute',
        text: 'We compute tax under both regimes for the current year and project the next, including the effect of planned sales of investments.',
      },
      {
        title: 'Recommend',
        text: 'You receive a short written note: which regime to choose, which deductions are worth using, and which sales to make or defer, and when.',
      },
      {
        title: 'Mid-year check',
        text: 'Around December we revisit the numbers, adjust advance tax and consider harvesting gains or losses before 31 March.',
      },
      {
        title: 'Hand over',
        text: 'We share our working with your chartered accountant, who prepares and files the return.',
      },
    ],
    example: {
      title: 'Old or new regime on a salary of ₹18,00,000',
      text: 'Take a salaried employee with a gross salary of ₹18,00,000 in tax year 2026-27, no house-rent allowance and no home loan. New regime: after the ₹75,000 standard deduction, taxable income is ₹17,25,000. At the slabs in force for 2025-26 and retained for 2026-27 (nil up to ₹4 lakh, then 5%, 10%, 15% and 20% on successive ₹4 lakh bands), tax is ₹20,000 + ₹40,000 + ₹60,000 + ₹25,000 = ₹1,45,000, or ₹1,50,800 with 4% cess. Old regime: after the ₹50,000 standard deduction, ₹1,50,000 under 80C, ₹25,000 of health-insurance premium under 80D and ₹50,000 into NPS under 80CCD(1B), taxable income is ₹15,25,000. Tax is ₹12,500 + ₹1,00,000 + ₹1,57,500 = ₹2,70,000, or ₹2,80,800 with cess. The new regime saves ₹1,30,000. For the old regime to win at this salary, deductions besides the standard deduction would have to exceed about ₹6,41,667, which usually needs a large home-loan interest claim and a big HRA exemption together. Slabs and limits change through each year\'s Finance Act, so we redo this calculation every year.',
    },
    faqs: [
      {
        question: 'Can I switch between the old and new regimes every year?',
        answer: 'If you have no business or professional income, yes: you choose when filing each year\'s return, even if you told your employer something different for TDS. If you have business or professional income, the choice is much more restricted; broadly, you can leave the new regime and come back to it only once.',
      },
      {
        question: 'Is an ELSS still worth buying if I use the new regime?',
        answer: 'Not for tax: the new regime gives no 80C deduction. An ELSS can still be a reasonable equity fund, but its three-year lock-in then buys you nothing, so we would compare it with unlocked equity funds on merit.',
      },
      {
        question: 'What does the Income-tax Act, 2025 change for me?',
        answer: 'Mainly the structure and the section numbers, and the move to a single "tax year". Rates and the main deductions were carried over. Returns for the year that ended on 31 March 2026 fall under the old Act; the new Act governs income from 1 April 2026.',
      },
      {
        question: 'Do you file my income-tax return?',
        answer: 'No. We advise on the decisions that affect your tax and share our working with your chartered accountant, who prepares and files the return.',
      },
    ],
  },

  // ---------------------------------------------------------------------------------------------
  {
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
      'Professionals with a large share of their wealth in their employer\'s shares through ESOPs or RSUs.',
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
        text: 'We complete your risk profile and sign an advisory agreement containing SEBI\'s most important terms and conditions, the fee and the scope of advice.',
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
        answer: 'A distributor is paid commission by the product provider for selling a product. A SEBI-registered investment adviser is paid a fee by the client for advice and, under SEBI\'s rules, cannot also earn distribution income from its advisory clients. That is why we recommend direct plans.',
      },
      {
        question: 'Will you place trades for me?',
        answer: 'No. You transact yourself, in your own name. We never ask for your passwords, OTPs or a power of attorney.',
      },
      {
        question: 'Do you give stock tips or trading calls?',
        answer: 'No. We advise on long-term portfolios. We do not provide intraday or derivatives trading calls.',
      },
      {
        question: 'Can you promise a particular return?',
        answer: 'No. SEBI prohibits investment advisers from guaranteeing returns, and anyone who promises a fixed return on market investments should be treated with suspicion.',
      },
    ],
  },

  // ---------------------------------------------------------------------------------------------
  {
    slug: 'wealth-management',
    headline:
      'Ongoing, fee-only stewardship of larger family portfolios: allocation, rebalancing, tax management and clear reporting.',
    intro: [
      'For us, wealth management means continuing advice on a family\'s whole balance sheet: investments held by several family members, an HUF or a family company, across funds, shares, bonds, deposits, property and retirement accounts, reported together so that decisions are made for the family rather than account by account.',
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
        answer: 'No. Assets remain in your own accounts and you authorise every transaction. We do not hold your money or your login details.',
      },
      {
        question: 'Do you manage portfolios on a discretionary basis?',
        answer: 'No. Discretionary management, where the manager trades without asking you each time, requires registration as a portfolio manager. As an investment adviser we advise, and you decide.',
      },
      {
        question: 'How is the fee charged?',
        answer: 'As a fixed fee or a percentage of the assets we advise on, as set out in your agreement and within the limits SEBI sets for individual and HUF clients. We receive nothing from product providers.',
      },
      {
        question: 'Can you work with our existing chartered accountant and lawyer?',
        answer: 'Yes, and we prefer to. With your consent we share information with them so that tax, legal and investment decisions fit together.',
      },
    ],
  },

  // ---------------------------------------------------------------------------------------------
  {
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
      'Employees weighing their employer\'s pension and NPS options.',
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
        text: 'We decide how to fill the gap: voluntary provident fund, NPS (the extra ₹50,000 deduction under 80CCD(1B) applies only under the old regime; an employer\'s contribution is deductible in both), PPF and equity SIPs with yearly step-ups.',
      },
      {
        title: 'Glide path',
        text: 'We reduce equity gradually as retirement approaches, while keeping enough growth assets for a retirement that may last decades.',
      },
      {
        title: 'Drawdown strategy',
        text: 'We set up buckets: one to three years of spending in deposits and debt funds, income sources such as the Senior Citizens\' Savings Scheme (up to ₹30 lakh) and RBI floating-rate bonds, and the balance invested for growth, with systematic withdrawals that are taxed only on their gain portion.',
      },
      {
        title: 'Health cover for later life',
        text: 'We make sure you have personal health insurance that continues after your employer\'s group cover ends, bought early enough for waiting periods to be over when you need it.',
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
        answer: 'For most salaried people, no. EPF is a good, safe base, but contributions are a share of basic pay only and the fund is invested mostly in debt, so on its own it rarely keeps pace with a 25-year retirement. We usually add equity through NPS or mutual funds.',
      },
      {
        question: 'Should I invest in NPS?',
        answer: 'NPS is low-cost and gives an extra deduction under the old regime, and an employer contribution is deductible under both. The trade-offs are a lock-in until 60, limited partial withdrawals and a compulsory annuity for part of the corpus at exit: for non-government subscribers, generally at least 20% under the rules revised in December 2025, with exceptions for small balances. We check the current PFRDA rules before you commit.',
      },
      {
        question: 'How much can I safely withdraw each year?',
        answer: 'There is no single safe rate. Indian inflation has usually been higher than in the countries where popular withdrawal rules were devised, so we model withdrawals against your actual portfolio and test them against poor early returns, often starting around 3% to 4% of the corpus and reviewing every year.',
      },
      {
        question: 'When should I buy health insurance for retirement?',
        answer: 'Well before you retire. Waiting periods for pre-existing conditions and some treatments mean a policy bought at 58 may not cover those conditions fully until after 60. Buying in your forties or early fifties, while you are healthier, also keeps premiums and exclusions down.',
      },
    ],
  },

  // ---------------------------------------------------------------------------------------------
  {
    slug: 'insurance-planning',
    headline:
      'Enough term and health cover to protect your family, without mixing insurance with investment.',
    intro: [
      'Insurance exists to transfer risks you cannot afford to carry yourself: early death, serious illness, hospitalisation and disability. The right question is how much cover you need, not what return a policy gives.',
      'A term policy is pure protection: it pays if you die during the term and costs a small fraction of the sum assured. Endowment, money-back and similar traditional plans bundle a modest amount of cover with a long savings commitment, heavy penalties for early surrender and returns that have often been in the 4% to 6% range. Unit-linked plans (ULIPs) have a five-year lock-in and their own charges. For most families, separate term insurance and separate investments do both jobs better.',
      'We are not insurance agents, brokers or corporate agents and receive no commission from insurers. We advise on what to buy and how much; you buy the policy directly from the insurer or through a channel of your choice. Since 22 September 2025, premiums on individual life and health policies are exempt from GST.',
    ],
    whoFor: [
      'Earning members with dependants who have little or no term cover.',
      'Employees who rely only on their employer\'s group life and health cover, which ends when the job does.',
      'People holding endowment, money-back or ULIP policies who want to know whether to continue, make them paid-up or surrender them.',
      'Families buying health insurance for parents, where age, waiting periods and co-payments matter most.',
      'Self-employed people who need cover for disability and critical illness as well as death.',
    ],
    whatWeDo: [
      {
        title: 'How much life cover',
        text: 'We calculate the cover your family needs from its expenses, loans and goals, less what you already own, rather than applying a rule of thumb.',
      },
      {
        title: 'Choosing a term policy',
        text: 'We help you choose the term, sum assured and riders (such as accidental death, disability and waiver of premium), compare insurers\' claim records and service, and consider writing the policy under the Married Women\'s Property Act, 1874, which keeps the money for your spouse and children out of reach of creditors.',
      },
      {
        title: 'Health insurance',
        text: 'We design cover for your city and family: a base policy plus a super top-up, checking room-rent limits, co-payments, sub-limits and waiting periods. Under IRDAI\'s rules the waiting period for pre-existing diseases is at most three years, and after five years of continuous cover a claim cannot be contested except for proven fraud.',
      },
      {
        title: 'Reviewing existing policies',
        text: 'For each policy you hold we work out the return it is likely to give, its surrender value and the paid-up option, and advise whether to continue, stop paying premiums or surrender, only after replacement cover is in force.',
      },
      {
        title: 'Getting claims right',
        text: 'We help you disclose your health and habits fully on the proposal form. An insurer can question a life policy for misstatement within three years of issue, but under Section 45 of the Insurance Act, 1938 not after that.',
      },
      {
        title: 'Nominations and records',
        text: 'We check nominations on every policy and keep a family record of policies, insurers and claim contacts.',
      },
    ],
    process: [
      {
        title: 'Needs analysis',
        text: 'We map your family\'s expenses, debts, goals and existing assets and calculate the life and health cover required.',
      },
      {
        title: 'Audit of current policies',
        text: 'We review what you already hold, including employer cover, and identify gaps and expensive policies.',
      },
      {
        title: 'Recommendation',
        text: 'You receive written advice on the type and amount of cover, features to look for and what to do with existing policies.',
      },
      {
        title: 'Application support',
        text: 'We help you complete proposals accurately, which is the best protection against a rejected claim.',
      },
      {
        title: 'Annual review',
        text: 'Cover is checked each year and after events such as marriage, a child, a home loan or a salary rise.',
      },
    ],
    example: {
      title: 'Term cover plus investing, against an endowment plan',
      text: 'Rohan, 38, has a spouse and two children. The family spends ₹50,000 a month, ₹6,00,000 a year. Replacing that for 25 years, with spending rising 6% a year and the money earning 7%, needs about ₹1,34,32,332 today. Add his home loan of ₹40,00,000 and ₹30,00,000 for the children\'s education, and subtract ₹25,00,000 of existing investments: he needs cover of about ₹1,79,32,332, so we suggest ₹2 crore of term insurance to age 58. Suppose that costs about ₹25,000 a year (illustrative; actual premiums depend on age, health and insurer). Now compare an endowment plan with a premium of ₹1,00,000 a year for 20 years, life cover of ₹15,00,000 and an illustrated maturity value of ₹35,00,000: that is a return of about 5.07% a year. Buying the term policy and investing the remaining ₹75,000 at the start of each year for 20 years at an assumed 8% gives about ₹37,06,719, while the family is covered for ₹2 crore throughout rather than ₹15 lakh. The investment return is an assumption, not a guarantee.',
    },
    faqs: [
      {
        question: 'How much life cover do I need?',
        answer: 'Enough to repay your loans, fund your dependants\' goals and replace the income they rely on, less the assets you already have. Rules of thumb such as 10 to 15 times annual income are a starting point; a needs-based calculation is better.',
      },
      {
        question: 'Should I surrender my endowment policy?',
        answer: 'Not automatically. Surrender values in the early years are low, and the later years of a policy can be better value than the early ones. We compare continuing, making the policy paid-up and surrendering, and we never suggest dropping cover until a replacement term policy is in force.',
      },
      {
        question: 'Is my employer\'s group health cover enough?',
        answer: 'Usually not on its own. It ends when you leave the job, and the sum insured is often modest for a family. A personal policy bought while you are healthy starts its waiting periods early and stays with you.',
      },
      {
        question: 'Do you sell insurance?',
        answer: 'No. We are a fee-only investment adviser and receive no commission from insurers, so our advice does not depend on which policy you buy, or whether you buy one at all.',
      },
    ],
  },

  // ---------------------------------------------------------------------------------------------
  {
    slug: 'estate-planning',
    headline:
      'Wills, nominations and succession arrangements so that your assets reach the people you intend, with less delay and dispute.',
    intro: [
      'Estate planning decides who inherits what, who looks after it for children who are still minors, and how quickly and cheaply your family can take it over. Without a will, the succession law that applies to you decides: the Hindu Succession Act, 1956 for Hindus, Sikhs, Jains and Buddhists; Muslim personal law for Muslims; and the Indian Succession Act, 1925, with different rules for Christians, Parsis and others.',
      'Nomination and inheritance are not the same thing. A nominee is the person an institution pays on your death, but courts have held that, for most assets, the nominee holds the money for the legal heirs rather than owning it. The main exception is a life insurance policy with a "beneficial nominee" (a spouse, parent or child) under Section 39 of the Insurance Act, 1938. A will, not a nomination form, is how you decide who finally owns your assets.',
      'We are not lawyers. We handle the financial side: an inventory of assets, nominations and joint holdings, liquidity for your heirs and how investments pass on. Wills and trusts are drafted by your advocate, with whom we work closely.',
    ],
    whoFor: [
      'Anyone with dependants or property who has not made a will.',
      'Parents of minor children, who need to name guardians and decide how money will be managed for them.',
      'Families with property in several states or countries, and NRIs with assets in India.',
      'Second marriages and blended families, where the default rules may not match your wishes.',
      'Business owners whose shares or partnership interests need a clear successor.',
      'Parents of a child with special needs, for whom a private trust may provide lifelong care.',
    ],
    whatWeDo: [
      {
        title: 'Asset and nomination inventory',
        text: 'We list every asset and check its nomination and holding pattern: bank accounts (which now allow up to four nominees), demat accounts and mutual fund folios (up to ten), EPF, NPS, PPF and insurance policies.',
      },
      {
        title: 'Support with your will',
        text: 'We help you decide the distribution and executors and brief your advocate. A will needs to be signed by you and attested by two witnesses; registration is optional and no stamp duty is payable, though registration can help if the will is later questioned.',
      },
      {
        title: 'Trusts where they help',
        text: 'For minors, a family member with special needs or complex family situations, a private trust can hold and manage assets under rules you set. We assess when one is worth its cost.',
      },
      {
        title: 'Liquidity for heirs',
        text: 'India has no estate duty or inheritance tax; it was abolished in 1985. Heirs still need cash for expenses while accounts are transferred, and pay capital-gains tax when they later sell, using the original owner\'s cost. We plan for both.',
      },
      {
        title: 'Holding patterns',
        text: 'We review joint holdings and "either or survivor" bank mandates, which can make access quicker but do not by themselves decide ownership.',
      },
      {
        title: 'A record for your family',
        text: 'We prepare an up-to-date register of accounts, policies, advisers and documents, so that your family knows what exists and where.',
      },
    ],
    process: [
      {
        title: 'Family and asset map',
        text: 'We record your family structure, the personal law that applies and every asset, with its nomination and ownership.',
      },
      {
        title: 'Your wishes',
        text: 'We discuss who should receive what, who should manage it and any conditions, and test the plan against likely situations.',
      },
      {
        title: 'Legal documents',
        text: 'Your advocate drafts the will and any trust deed; we check that the financial details are complete and consistent.',
      },
      {
        title: 'Align the accounts',
        text: 'You update nominations, joint holdings and beneficiaries so that they work with the will rather than against it.',
      },
      {
        title: 'Review',
        text: 'We review the plan every few years and after births, marriages, deaths, divorces or large changes in wealth.',
      },
    ],
    example: {
      title: 'When there is no will',
      text: 'Ramesh, a Hindu, dies without a will, leaving self-acquired assets worth ₹2,00,00,000. His widow, his mother, his son and his daughter are all Class I heirs under the Hindu Succession Act, 1956, and take equal shares: ₹50,00,000 each. His mutual funds name only his wife as nominee, so the fund house transfers the units to her, but she holds them for all four heirs and may have to share them. If Ramesh had wanted his wife to receive everything, with his mother supported from it, he needed a will, signed by him and attested by two witnesses. Different rules apply to ancestral property, to women\'s property and to people of other faiths, so every case needs checking against the law that applies to the family.',
    },
    faqs: [
      {
        question: 'Does a will have to be registered or printed on stamp paper?',
        answer: 'No. For most people, a will is valid if it is in writing, signed by you and attested by two witnesses (Muslim personal law has its own rules, including a limit on how much can be left by will). Registration is optional and there is no stamp duty on a will, though registering it can make it harder to challenge.',
      },
      {
        question: 'If I have nominated someone, do I still need a will?',
        answer: 'Yes. For most assets a nominee receives the money as a custodian for your legal heirs, not as the owner. A will decides ownership; nominations make the transfer quicker.',
      },
      {
        question: 'Is there an inheritance tax in India?',
        answer: 'No. Estate duty was abolished in 1985, and inheriting assets is not taxed as income. Heirs pay tax only when they earn income from, or sell, what they inherited, using the previous owner\'s cost and holding period.',
      },
      {
        question: 'How often should I update my will?',
        answer: 'Whenever your family or assets change significantly, such as a marriage, a birth, a death or the sale of a major asset, and otherwise every three to five years. A new will should state that it revokes all earlier ones.',
      },
    ],
  },

  // ---------------------------------------------------------------------------------------------
  {
    slug: 'business-financial-planning',
    headline:
      'Cash-flow, treasury and owner-wealth planning that keeps the business funded and the family secure.',
    intro: [
      'For business owners and professionals, personal and business money are tangled together: profits are reinvested, personal guarantees back business loans, drawings vary from year to year, and most of the family\'s wealth sits in one illiquid asset. Planning one without the other misses the main risks.',
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
        text: 'We write a policy that splits business cash into operating money, a reserve of several months\' fixed costs in overnight or liquid funds, treasury bills or deposits, and longer-term surplus, with limits on credit risk and no equity exposure for money the business may need within three years.',
      },
      {
        title: 'Paying the owners',
        text: 'With your chartered accountant we compare salary, dividends, partners\' remuneration and interest on capital for their tax cost and their effect on the business\'s cash.',
      },
      {
        title: 'Protecting the business',
        text: 'We assess key-person insurance, term cover to fund a buy-out between partners, group health cover for staff, and the personal guarantees the owners have given.',
      },
      {
        title: 'Wealth outside the business',
        text: 'We build a personal portfolio and retirement plan for the owners so that the family\'s future does not depend on one company\'s fortunes or on a sale at the right moment.',
      },
      {
        title: 'Succession and exit',
        text: 'We plan how ownership and control will pass, whether to family, managers or a buyer, and what the owners will need to live on afterwards.',
      },
    ],
    process: [
      {
        title: 'Understand the business and the owners',
        text: 'We meet the owners, review the last three years\' financial statements and understand the family\'s goals and dependence on the business.',
      },
      {
        title: 'Analyse cash and balance sheet',
        text: 'We analyse working capital, debt, cash balances and the owners\' personal finances together.',
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
        text: 'We review the treasury position quarterly and the owners\' plan every year.',
      },
    ],
    example: {
      title: 'Releasing cash from working capital',
      text: 'A distribution business has annual revenue of ₹6,00,00,000. Customers pay in 60 days, stock is held for 45 days and suppliers are paid in 30 days, so the cash conversion cycle is 60 + 45 − 30 = 75 days. As a rough guide using revenue, the cash tied up is ₹6,00,00,000 × 75 ÷ 365 = about ₹1,23,28,767. Collecting from customers 15 days sooner would release about ₹24,65,753. Used to reduce a cash-credit balance charged at 10% a year, that saves about ₹2,46,575 of interest a year; kept as a reserve, it covers several months of fixed costs. Actual figures depend on the business, its margins and its seasonality.',
    },
    faqs: [
      {
        question: 'Should our company invest its surplus cash in mutual funds?',
        answer: 'Many companies do, using overnight, liquid or money-market funds for reserves, with board approval and a written policy. The tax treatment for a company differs from an individual\'s, and the money must remain available when the business needs it, so equity funds are rarely suitable for operating reserves.',
      },
      {
        question: 'What is key-person insurance?',
        answer: 'A policy taken by the business on the life of someone whose death would seriously hurt it, such as a founder or a partner who brings in most of the work. The payout helps the business repay loans, replace the person or buy out their family\'s share.',
      },
      {
        question: 'Do you do our accounts, GST or audit?',
        answer: 'No. Those remain with your chartered accountant. We focus on cash, investments, protection and the owners\' personal financial plans, and coordinate with your accountant.',
      },
      {
        question: 'How should I take money out of the business?',
        answer: 'It depends on the structure, your tax position and the business\'s needs. We model the options with your chartered accountant and choose a mix that keeps the business adequately funded.',
      },
    ],
  },

  // ---------------------------------------------------------------------------------------------
  {
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
        text: 'We separate your capacity for risk (income, time horizon, obligations) from your tolerance for it, and set the portfolio\'s risk within both.',
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
        answer: 'Typically six months of essential spending, and more for single-income or self-employed households, kept in a savings account, sweep deposit or liquid fund that can be reached within a day or two.',
      },
      {
        question: 'Are bank fixed deposits risk-free?',
        answer: 'Not entirely. Deposits are insured by the DICGC up to ₹5 lakh per depositor per bank, covering principal and interest together. Above that you depend on the bank\'s soundness, and fixed deposits also carry the risk that after-tax interest does not keep up with inflation.',
      },
      {
        question: 'How can I check that an adviser or broker is genuine?',
        answer: 'Look up the registration number on SEBI\'s website, pay only into accounts or "@valid" UPI handles in the intermediary\'s own name, which you can confirm with SEBI\'s "SEBI Check" tool, and be wary of anyone who promises guaranteed returns or contacts you through messaging groups.',
      },
      {
        question: 'Does diversification prevent losses?',
        answer: 'No. It reduces the damage any single holding can do, but in a broad market fall most equity investments fall together. Diversification works with, not instead of, the right asset allocation and an adequate cash reserve.',
      },
    ],
  },
];
