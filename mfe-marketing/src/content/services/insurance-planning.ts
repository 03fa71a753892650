import type { ServiceDetail } from './service-detail';

export const insurancePlanning: ServiceDetail = {
  slug: 'insurance-planning',
  headline: 'Enough term and health cover to protect your family, without mixing insurance with investment.',
  intro: [
    'Insurance exists to transfer risks you cannot afford to carry yourself: early death, serious illness, hospitalisation and disability. The right question is how much cover you need, not what return a policy gives.',
    'A term policy is pure protection: it pays if you die during the term and costs a small fraction of the sum assured. Endowment, money-back and similar traditional plans bundle a modest amount of cover with a long savings commitment, heavy penalties for early surrender and returns that have often been in the 4% to 6% range. Unit-linked plans (ULIPs) have a five-year lock-in and their own charges. For most families, separate term insurance and separate investments do both jobs better.',
    'We are not insurance agents, brokers or corporate agents and receive no commission from insurers. We advise on what to buy and how much; you buy the policy directly from the insurer or through a channel of your choice. Since 22 September 2025, premiums on individual life and health policies are exempt from GST.',
  ],
  whoFor: [
    'Earning members with dependants who have little or no term cover.',
    "Employees who rely only on their employer's group life and health cover, which ends when the job does.",
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
      text: "We help you choose the term, sum assured and riders (such as accidental death, disability and waiver of premium), compare insurers' claim records and service, and consider writing the policy under the Married Women's Property Act, 1874, which keeps the money for your spouse and children out of reach of creditors.",
    },
    {
      title: 'Health insurance',
      text: "We design cover for your city and family: a base policy plus a super top-up, checking room-rent limits, co-payments, sub-limits and waiting periods. Under IRDAI's rules the waiting period for pre-existing diseases is at most three years, and after five years of continuous cover a claim cannot be contested except for proven fraud.",
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
      text: "We map your family's expenses, debts, goals and existing assets and calculate the life and health cover required.",
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
      text: 'We help you complete proposals accurately, which protects you against a rejected claim.',
    },
    {
      title: 'Annual review',
      text: 'Cover is checked each year and after events such as marriage, a child, a home loan or a salary rise.',
    },
  ],
  example: {
    title: 'Term cover plus investing, against an endowment plan',
    text: "Rohan, 38, has a spouse and two children. The family spends ₹50,000 a month, ₹6,00,000 a year. Replacing that for 25 years, with spending rising 6% a year and the money earning 7%, needs about ₹1,34,32,332 today. Add his home loan of ₹40,00,000 and ₹30,00,000 for the children's education, and subtract ₹25,00,000 of existing investments: he needs cover of about ₹1,79,32,332, so we suggest ₹2 crore of term insurance to age 58. Suppose that costs about ₹25,000 a year (illustrative; actual premiums depend on age, health and insurer). Now compare an endowment plan with a premium of ₹1,00,000 a year for 20 years, life cover of ₹15,00,000 and an illustrated maturity value of ₹35,00,000: that is a return of about 5.07% a year. Buying the term policy and investing the remaining ₹75,000 at the start of each year for 20 years at an assumed 8% gives about ₹37,06,719, while the family is covered for ₹2 crore throughout rather than ₹15 lakh. The investment return is an assumption, not a guarantee.",
  },
  faqs: [
    {
      question: 'How much life cover do I need?',
      answer:
        "Enough to repay your loans, fund your dependants' goals and replace the income they rely on, less the assets you already have. Rules of thumb such as 10 to 15 times annual income are a starting point; a needs-based calculation is better.",
    },
    {
      question: 'Should I surrender my endowment policy?',
      answer:
        'Not automatically. Surrender values in the early years are low, and the later years of a policy can be better value than the early ones. We compare continuing, making the policy paid-up and surrendering, and we never suggest dropping cover until a replacement term policy is in force.',
    },
    {
      question: "Is my employer's group health cover enough?",
      answer:
        'Usually not on its own. It ends when you leave the job, and the sum insured is often modest for a family. A personal policy bought while you are healthy starts its waiting periods early and stays with you.',
    },
    {
      question: 'Do you sell insurance?',
      answer:
        'No. We are a fee-only investment adviser and receive no commission from insurers, so our advice does not depend on which policy you buy, or whether you buy one at all.',
    },
  ],
};
