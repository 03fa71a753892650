import type { ServiceDetail } from './service-detail';

export const estatePlanning: ServiceDetail = {
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
      text: "India has no estate duty or inheritance tax; it was abolished in 1985. Heirs still need cash for expenses while accounts are transferred, and pay capital-gains tax when they later sell, using the original owner's cost. We plan for both.",
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
    text: "Ramesh, a Hindu, dies without a will, leaving self-acquired assets worth ₹2,00,00,000. His widow, his mother, his son and his daughter are all Class I heirs under the Hindu Succession Act, 1956, and take equal shares: ₹50,00,000 each. His mutual funds name only his wife as nominee, so the fund house transfers the units to her, but she holds them for all four heirs and may have to share them. If Ramesh had wanted his wife to receive everything, with his mother supported from it, he needed a will, signed by him and attested by two witnesses. Different rules apply to ancestral property, to women's property and to people of other faiths, so every case needs checking against the law that applies to the family.",
  },
  faqs: [
    {
      question: 'Does a will have to be registered or printed on stamp paper?',
      answer:
        'No. For most people, a will is valid if it is in writing, signed by you and attested by two witnesses (Muslim personal law has its own rules, including a limit on how much can be left by will). Registration is optional and there is no stamp duty on a will, though registering it can make it harder to challenge.',
    },
    {
      question: 'If I have nominated someone, do I still need a will?',
      answer:
        'Yes. For most assets a nominee receives the money as a custodian for your legal heirs, not as the owner. A will decides ownership; nominations make the transfer quicker.',
    },
    {
      question: 'Is there an inheritance tax in India?',
      answer:
        "No. Estate duty was abolished in 1985, and inheriting assets is not taxed as income. Heirs pay tax only when they earn income from, or sell, what they inherited, using the previous owner's cost and holding period.",
    },
    {
      question: 'How often should I update my will?',
      answer:
        'Whenever your family or assets change significantly, such as a marriage, a birth, a death or the sale of a major asset, and otherwise every three to five years. A new will should state that it revokes all earlier ones.',
    },
  ],
};
