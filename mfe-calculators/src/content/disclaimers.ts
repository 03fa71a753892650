import type { CalculatorKind } from '../framework/types';

/** A disclaimer: its opening words (in bold) and the rest; the page adds a link to the site's disclaimers. */
export interface DisclaimerText {
  lead: string;
  text: string;
}

/**
 * The disclaimer each kind of calculator carries under its results (the tax calculators carry their own,
 * dated one). An investment's returns are uncertain; a loan's cost is set by its rate, its terms and the lender.
 */
export const CALCULATOR_DISCLAIMERS: Readonly<Record<CalculatorKind, DisclaimerText>> = {
  investment: {
    lead: 'Returns are not guaranteed.',
    text: 'The figures are estimates from the inputs you enter and assume a steady rate every year; market-linked investments rise and fall, and past returns do not promise future ones. Government scheme rates are revised from time to time. This calculator is for illustration and is not investment, tax or legal advice.',
  },
  loan: {
    lead: 'An estimate, not a loan offer.',
    text: 'The EMI and interest assume the rate you enter stays the same for the whole tenure and every EMI is paid on time. Most home and car loans are on floating rates, so the EMI or the tenure changes when the lender resets the rate; processing fees, insurance, prepayment charges and taxes are not included. Your lender’s sanction letter and loan agreement decide what you pay. This calculator is for illustration and is not financial or legal advice.',
  },
};
