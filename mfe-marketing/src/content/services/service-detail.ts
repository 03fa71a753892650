/**
 * The shape of a service page's long-form content (/services/:slug). One file per service in
 * this folder, listed in the site's order by index.ts; the short summaries the home page shows
 * are in ../service-summaries.ts. Plain data: no React, no formatting helpers.
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
