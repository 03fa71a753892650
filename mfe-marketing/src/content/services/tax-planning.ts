import type { ServiceDetail } from './service-detail';

export const taxPlanning: ServiceDetail = {
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
      text: "Under the old regime: up to ₹1.5 lakh under 80C (EPF, PPF, ELSS, life premiums, home-loan principal, children's tuition fees), health insurance under 80D (₹25,000 for your family, or ₹50,000 if you are a senior citizen, plus a similar amount for parents) and an extra ₹50,000 of NPS contributions under 80CCD(1B). An employer's NPS contribution is deductible in both regimes, within limits.",
    },
    {
      title: 'Capital-gains planning',
      text: 'We plan the timing of sales around holding periods, use the ₹1.25 lakh yearly exemption on long-term equity gains, and set losses against gains. Short-term capital losses can be set against any capital gains, long-term losses only against long-term gains, and unused losses carry forward for eight years if your return is filed on time.',
    },
    {
      title: 'Where each investment is held',
      text: "Interest and debt-fund gains are taxed at slab rates, equity gains at concessional rates. We consider which family member holds what, keeping in mind the clubbing rules that add a spouse's or minor child's income from gifted money back to yours.",
    },
    {
      title: 'A tax calendar',
      text: "We remind you of advance-tax instalments (15 June, 15 September, 15 December and 15 March), the employer's investment-proof deadline and the steps before filing, so nothing is done in a rush in March.",
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
    text: "Take a salaried employee with a gross salary of ₹18,00,000 in tax year 2026-27, no house-rent allowance and no home loan. New regime: after the ₹75,000 standard deduction, taxable income is ₹17,25,000. At the slabs in force for 2025-26 and retained for 2026-27 (nil up to ₹4 lakh, then 5%, 10%, 15% and 20% on successive ₹4 lakh bands), tax is ₹20,000 + ₹40,000 + ₹60,000 + ₹25,000 = ₹1,45,000, or ₹1,50,800 with 4% cess. Old regime: after the ₹50,000 standard deduction, ₹1,50,000 under 80C, ₹25,000 of health-insurance premium under 80D and ₹50,000 into NPS under 80CCD(1B), taxable income is ₹15,25,000. Tax is ₹12,500 + ₹1,00,000 + ₹1,57,500 = ₹2,70,000, or ₹2,80,800 with cess. The new regime saves ₹1,30,000. For the old regime to win at this salary, deductions besides the standard deduction would have to exceed about ₹6,41,667, which usually needs a large home-loan interest claim and a big HRA exemption together. Slabs and limits change through each year's Finance Act, so we redo this calculation every year.",
  },
  faqs: [
    {
      question: 'Can I switch between the old and new regimes every year?',
      answer:
        "If you have no business or professional income, yes: you choose when filing each year's return, even if you told your employer something different for TDS. If you have business or professional income, the choice is much more restricted; broadly, you can leave the new regime and come back to it only once.",
    },
    {
      question: 'Is an ELSS still worth buying if I use the new regime?',
      answer:
        'Not for tax: the new regime gives no 80C deduction. An ELSS can still be a reasonable equity fund, but its three-year lock-in then buys you nothing, so we would compare it with unlocked equity funds on merit.',
    },
    {
      question: 'What does the Income-tax Act, 2025 change for me?',
      answer:
        'Mainly the structure and the section numbers, and the move to a single "tax year". Rates and the main deductions were carried over. Returns for the year that ended on 31 March 2026 fall under the old Act; the new Act governs income from 1 April 2026.',
    },
    {
      question: 'Do you file my income-tax return?',
      answer:
        'No. We advise on the decisions that affect your tax and share our working with your chartered accountant, who prepares and files the return.',
    },
  ],
};
