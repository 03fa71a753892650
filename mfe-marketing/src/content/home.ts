// The home page's own content: the firm's headline claims and the trusted-partner value cards.

export interface Stat {
  value: string;
  label: string;
}

/** Home page claims (spec §1): the hero shows the first three, the trusted-partner section all four. */
export const stats: readonly Stat[] = [
  { value: '₹100 Cr+', label: 'Assets Managed' },
  { value: '1000+', label: 'Happy Clients' },
  { value: '15+', label: 'Years of Experience' },
  { value: '98%', label: 'Client Retention' },
];

/** The three value cards of the trusted-partner section. */
export const values: readonly { title: string; text: string }[] = [
  {
    title: 'Expert Advisory',
    text: 'Qualified advisers with years in Indian markets, who explain the why behind every recommendation.',
  },
  {
    title: 'Personalized Solutions',
    text: 'Plans built around your goals, income and tolerance for risk, never a one-size-fits-all product.',
  },
  {
    title: 'Proven Track Record',
    text: 'Fifteen years of helping clients stay invested through every market cycle, with 98% staying with us.',
  },
];
