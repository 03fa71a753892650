/**
 * SEBI's advertisement code for investment advisers (circular of 5 April 2023; websites count),
 * as checks a test can run over the site's copy: the words the code forbids, outside sentences
 * that state the rule ("we do not offer assured returns"), and headline figures about the firm
 * that appear anywhere but in a claim carrying its approval (content/home.ts). Pure functions.
 */

/** Something the code forbids, found in a text. */
export interface Finding {
  rule: string;
  /** The sentence it was found in. */
  sentence: string;
}

/** What the code forbids, each with the pattern that finds it. */
export const FORBIDDEN: readonly { rule: string; pattern: RegExp }[] = [
  {
    rule: 'guaranteed or assured returns',
    pattern:
      /\b(?:guarantee[ds]?|guaranteeing|assured|assures?|assurance of|minimum|target(?:ed)?)\s+(?:\w+\s+){0,2}returns?\b|\breturns?\s+(?:are\s+|is\s+)?(?:guaranteed|assured)\b/i,
  },
  { rule: 'risk-free', pattern: /\brisk[-\s]free\b/i },
  { rule: 'best', pattern: /\bbest\b(?!\s+interests?\b)/i },
  { rule: 'No. 1', pattern: /\bno\.?\s?1\b|\bnumber\s+one\b|(?<![#\w])#1\b/i },
  { rule: 'top adviser', pattern: /\btop(?:[-\s]+rated)?[-\s]+advis(?:e|o)r(?:s|y)?\b/i },
  { rule: 'leading', pattern: /\bleading\b(?!\s+to\b)/i },
  {
    rule: 'past performance',
    pattern:
      /\b(?:we|our|us)\b[^.!?]{0,80}\b(?:returned|delivered|generated|earned|outperform\w*|beat the (?:market|index|benchmark))\b[^.!?]{0,60}\d+(?:\.\d+)?\s?%|\b\d+(?:\.\d+)?\s?%\s+(?:CAGR|XIRR|annuali[sz]ed returns?)\b[^.!?]{0,60}\b(?:our|we)\b/i,
  },
];

/**
 * A headline figure about the firm (clients, assets, retention, years), which the code treats as
 * a claim needing approval: allowed only inside a claim object, with its approval reference.
 */
export const CLAIM_FIGURE =
  /\d[\d,]*\s?\+\s*(?:clients|families|years|crore|cr)\b|₹\s?[\d,.]+\s?(?:cr|crore|lakh)\s?\+|\b\d+(?:\.\d+)?\s?%\s+(?:client\s+)?(?:retention|of (?:our )?clients)\b|\b(?:happy|satisfied)\s+clients\b|\b(?:assets\s+(?:under\s+(?:advice|management)|managed)|AUM|AUA)\b\s*(?::|of|at|total(?:ling)?|over|above)?\s*(?:more than\s+)?₹|\b(?:over|more than)\s+(?:\d+|\w+teen|twenty|thirty)\s+years\b[^.!?]{0,40}\b(?:we|our)\b/i;

/** Words before a finding that make its sentence state the rule rather than break it ("we never promise…"). */
const RULE_CUE =
  /\b(?:no|not|nothing|never|nor|neither|cannot|can't|don't|doesn't|won't|in no way|without|prohibit\w*|forbid\w*|beware|avoid)\b/i;

/** Words anywhere in a sentence that make it a warning about the practice ("…with suspicion", "SEBI prohibits"). */
const WARNING_CUE =
  /\b(?:suspicion|suspicious|wary|beware|prohibit\w*|forbid\w*|fraud\w*|scam\w*|red flags?|inform SEBI|report\w* to SEBI)\b/i;

/** The text split into sentences (and list items, table cells and headings, which end at a line break). */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])(?<!\b(?:No|Rs|e\.g|i\.e|Dr|Mr|Mrs|Ms|vs|St|Ltd|Pvt|approx)\.)\s+|\n+|\|/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** True when the match at `index` lies between a pair of quotation marks of its sentence. */
function quoted(sentence: string, index: number): boolean {
  const before = sentence.slice(0, index);
  const straight = (before.match(/"/g) ?? []).length % 2 === 1;
  const curly = before.lastIndexOf('“') > before.lastIndexOf('”');
  return straight || curly;
}

/** True when a finding is part of a statement or quotation of the rule, not a claim of the firm's. */
function statesTheRule(sentence: string, index: number): boolean {
  return RULE_CUE.test(sentence.slice(0, index)) || WARNING_CUE.test(sentence) || quoted(sentence, index);
}

/** The forbidden words of a text, outside statements and quotations of the rule. */
export function forbiddenWords(text: string): Finding[] {
  return sentences(text).flatMap((sentence) =>
    FORBIDDEN.flatMap(({ rule, pattern }) => {
      const match = pattern.exec(sentence);
      return match && !statesTheRule(sentence, match.index) ? [{ rule, sentence }] : [];
    }),
  );
}

/** Headline figures about the firm in a text (outside a claim object, each is a claim without approval). */
export function claimFigures(text: string): Finding[] {
  return sentences(text)
    .filter((sentence) => CLAIM_FIGURE.test(sentence))
    .map((sentence) => ({ rule: 'a claim without an approval reference', sentence }));
}

/** A claim as the content states it: what the approval test needs of content/home.ts's Claim. */
export interface ClaimLike {
  wording?: unknown;
  asOf?: unknown;
  approval?: unknown;
}

/** True for an object shaped like a claim (it has an approval, an as-of date or its wording). */
export function isClaim(value: unknown): value is ClaimLike {
  return typeof value === 'object' && value !== null && ('approval' in value || 'asOf' in value);
}

const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';
/** A fact's value ({ value, placeholder? }), or the value itself. */
const factValue = (value: unknown): unknown =>
  typeof value === 'object' && value !== null && 'value' in value ? value.value : value;

/** What a claim lacks: its wording, its as-of date, its approval reference or the approval's date. */
export function claimProblems(claim: ClaimLike): string[] {
  const approval: { reference?: unknown; date?: unknown } =
    typeof claim.approval === 'object' && claim.approval !== null ? claim.approval : {};
  return [
    filled(claim.wording) ? null : 'no wording',
    filled(claim.asOf) ? null : 'no "as of" date',
    filled(factValue(approval.reference)) ? null : 'no approval reference',
    filled(approval.date) ? null : 'no approval date',
  ].filter((problem): problem is string => problem !== null);
}
