import type { ServiceDetail } from './service-detail';

export const mutualFunds: ServiceDetail = {
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
    "People saving for a dated goal, such as a home down payment or a child's education, who need a fund mix that matches the time horizon.",
    'Non-resident Indians investing through NRE or NRO accounts, including those in the US and Canada, where only some fund houses accept investments.',
  ],
  whatWeDo: [
    {
      title: 'Portfolio review',
      text: 'We read your Consolidated Account Statement (CAS) from the registrars or depositories and map every holding by category, overlap, expense ratio, plan type, holding period and unrealised gain, so you see the portfolio you actually own.',
    },
    {
      title: 'Fund selection',
      text: "We choose within SEBI's scheme categories (a large-cap fund, for example, must keep at least 80% of its assets in the 100 largest listed companies), looking at mandate, cost, portfolio quality, tracking error for index funds and rolling returns across full market cycles, not last year's ranking.",
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
      text: "For money needed within a few years we match a debt fund's duration and credit quality to the date you need it. Gains on debt funds bought on or after 1 April 2023 are taxed at your slab rate whatever the holding period, which changes the comparison with fixed deposits.",
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
      text: "You place the transactions yourself, in your own name, through a platform of your choice such as a fund house's website, MF Central or an exchange platform. We never receive your money or hold your passwords.",
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
      answer:
        "For the same scheme, yes on cost: the direct plan holds identical investments but has a lower expense ratio, so its NAV grows faster. The regular plan's extra cost pays a distributor. If you want advice, paying a fee-only adviser and investing in direct plans keeps the advice separate from any product commission.",
    },
    {
      question: 'How is an ELSS fund different from other equity funds?',
      answer:
        'An equity-linked savings scheme invests mainly in shares and has a three-year lock-in, counted separately for each SIP instalment. Its attraction is the deduction within the ₹1.5 lakh limit of Section 80C, which is available only under the old tax regime. Under the new regime, which is the default, an ELSS should be judged as an ordinary equity fund that happens to be locked in for three years.',
    },
    {
      question: 'How are mutual fund gains taxed?',
      answer:
        'For equity-oriented funds, units held for 12 months or less give short-term gains taxed at 20%; held longer, gains above ₹1.25 lakh in a financial year are taxed at 12.5% (rates applying to transfers from 23 July 2024). Gains on debt funds bought on or after 1 April 2023 are taxed at your slab rate. Surcharge and cess apply on top, and the rules are revised from time to time, so we check them each year.',
    },
    {
      question: 'Do you handle my money or transact on my behalf?',
      answer:
        'No. Your investments stay in your name, in your folios or demat account. You make every transaction yourself; we advise on what to do and why.',
    },
    {
      question: 'How much do I need to start?',
      answer:
        'Many schemes accept SIPs of a few hundred rupees a month, so the fund minimum is rarely the constraint. Our fee is set out in the advisory agreement and is not a cut of your SIP.',
    },
  ],
};
