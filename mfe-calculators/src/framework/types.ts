/**
 * The declarative shape of a calculator page. A definition lists its inputs and turns valid input
 * values into headline results, an optional donut, growth chart and year-wise table; the generic
 * page (calculator-page.tsx) renders any definition, keeps its inputs in the URL and saves it.
 */
import type { GovernmentScheme } from '../domain/rates';

/** How a numeric input is shown: ₹ before, % or years after, or nothing. */
export type InputUnit = 'rupees' | 'percent' | 'years' | 'months' | 'age' | 'plain';

interface InputBase<K extends string> {
  /** The query-string key and the key in saved calculations, e.g. 'monthly'. */
  key: K;
  label: string;
  /** A short line under the field, e.g. the as-of date of a government rate. */
  hint?: string;
}

/** A number with a slider and a text field kept in sync. */
export interface NumberInput<K extends string = string> extends InputBase<K> {
  kind: 'number';
  unit: InputUnit;
  min: number;
  max: number;
  /** The slider's step; the text field accepts any value in range (whole numbers when `integer`). */
  step: number;
  default: number;
  integer?: boolean;
  /**
   * A government scheme whose rate this input is pre-filled with: `default` and `hint` are the
   * rate shipped with the calculators, and the page swaps in the current one once it has read it
   * (see government-rates.ts).
   */
  governmentRate?: GovernmentScheme;
  /**
   * False for an amount that is typed rather than slid to (a salary, a deduction): the field is
   * shown without a slider and without its limits, which its hint states instead.
   */
  slider?: false;
}

export interface ChoiceOption<V extends string = string> {
  value: V;
  label: string;
}

/** One of a few options, shown as a group of radio buttons. */
export interface ChoiceInput<K extends string = string, V extends string = string> extends InputBase<K> {
  kind: 'choice';
  options: readonly ChoiceOption<V>[];
  default: V;
}

/** Yes or no, shown as a checkbox. */
export interface SwitchInput<K extends string = string> extends InputBase<K> {
  kind: 'switch';
  default: boolean;
}

/** A calendar date, kept as 'YYYY-MM-DD' in the URL and in saved calculations. */
export interface DateInput<K extends string = string> extends InputBase<K> {
  kind: 'date';
  /** The earliest and latest dates accepted, ISO. */
  min: string;
  max: string;
  /** A fixed date, never today's: the prerendered page and the browser must show the same. */
  default: string;
}

export type InputDef<K extends string = string> = NumberInput<K> | ChoiceInput<K> | SwitchInput<K> | DateInput<K>;

export type InputValue = number | string | boolean;

/** Input values by key, as the generic code sees them. */
export type Values = Readonly<Record<string, InputValue>>;

type ValueOf<D> = D extends NumberInput
  ? number
  : D extends SwitchInput
    ? boolean
    : D extends DateInput
      ? string
      : D extends ChoiceInput<string, infer V>
        ? V
        : never;

/** The typed values of a list of inputs: { monthly: number; frequency: 'yearly' | … }. */
export type ValuesOf<I extends readonly InputDef[]> = { readonly [D in I[number] as D['key']]: ValueOf<D> };

/** How a result is written: rupees through formatRupees, a percentage with 2 decimals, a multiple, or text. */
export type ResultFormat = 'rupees' | 'percent' | 'multiple' | 'text';

export interface Headline {
  key: string;
  label: string;
  value: number | string;
  format: ResultFormat;
  /** The one result shown largest (and measured by the input-latency benchmark). */
  primary?: boolean;
}

export interface ChartPart {
  label: string;
  value: number;
}

/** A split of one total into parts (invested vs returns, principal vs interest). */
export interface DonutData {
  title: string;
  parts: readonly ChartPart[];
}

export interface ChartSeries {
  label: string;
  values: readonly number[];
}

/** Values per year: x[i] is the year (or age) that every series' values[i] belongs to. */
export interface GrowthData {
  title: string;
  xLabel: string;
  x: readonly number[];
  series: readonly ChartSeries[];
}

export type ColumnFormat = 'rupees' | 'percent' | 'integer' | 'text';

export interface TableColumn {
  key: string;
  label: string;
  format: ColumnFormat;
}

export interface TableData {
  /** The heading of the table's section; 'Year-wise breakup' when absent. */
  title?: string;
  caption: string;
  columns: readonly TableColumn[];
  /**
   * The column the table is about (the total value, the closing balance): shown right after the
   * first column, so that on a phone it is in view without scrolling sideways.
   */
  keyColumn: string;
  /** One object per row; each column reads the property named by its key. */
  rows: readonly object[];
}

/** What compute() returns for one set of valid inputs. */
export interface CalculatorOutput {
  headlines: readonly Headline[];
  donut?: DonutData;
  growth?: GrowthData;
  table?: TableData;
  /** Notes that depend on the inputs, e.g. "The money runs out in year 4". */
  messages?: readonly string[];
}

/** A worked example: the inputs it uses (the rest are defaults) and its text, which quotes the primary result. */
export interface WorkedExample<V> {
  values: Partial<V>;
  text: string;
}

/** What a calculator needs to take inputs and give results (a widget needs no more). */
export interface CalculatorCore<I extends readonly InputDef[] = readonly InputDef[]> {
  slug: string;
  inputs: I;
  /** Rules across fields (e.g. retirement age above current age), as a message per offending field. */
  validate?(values: ValuesOf<I>): Readonly<Record<string, string>>;
  compute(values: ValuesOf<I>): CalculatorOutput;
}

/**
 * What a calculator is about, which decides the disclaimer under its results: an investment (returns are not
 * guaranteed) or a loan (the EMI is an estimate, the lender's terms decide).
 */
export type CalculatorKind = 'investment' | 'loan';

/** A calculator page: the core plus the text the page explains it with. */
export interface CalculatorDefinition<I extends readonly InputDef[] = readonly InputDef[]> extends CalculatorCore<I> {
  formula: string;
  /** 'How it is calculated', one paragraph per entry. */
  explanation: readonly string[];
  example: WorkedExample<ValuesOf<I>>;
  /** Conventions and sources stated on the page. */
  notes?: readonly string[];
  /** Slugs of related calculators. */
  related: readonly string[];
  /** What the calculator is about, for its disclaimer; an investment unless said. */
  kind?: CalculatorKind;
  /**
   * For a calculator that applies dated rules of law (the tax calculators): when its figures were
   * last checked, e.g. 'November 2026'. The page then shows that date beside the results and a
   * disclaimer that the results are illustrative, in place of the one about returns.
   */
  rulesAsOf?: string;
}

/** Any definition, with its value types erased (the registry holds these). */
export type AnyDefinition = CalculatorDefinition<readonly InputDef[]>;

/** Any calculator core, with its value types erased. */
export type AnyCore = CalculatorCore<readonly InputDef[]>;
