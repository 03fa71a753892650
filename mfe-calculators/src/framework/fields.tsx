import type { CSSProperties } from 'react';
import styled from 'styled-components';
import { FieldError, FieldHint, keepTyped, VisuallyHidden } from '@meridian/shared';
import { fieldChars } from './field-width';
import { fieldText, formatWithUnit, unitAffix } from './format';
import { sliderFill, sliderScale } from './slider-scale';
import type { CalculatorControls } from './use-local-calculator';
import type { ChoiceInput, DateInput, InputDef, NumberInput, SwitchInput } from './types';

interface NumberFieldProps {
  /** The field's id, unique on the page; its hint, limits and error take it as a prefix. */
  id: string;
  input: NumberInput;
  text: string;
  sliderValue: number;
  error: string | undefined;
  onChange: (text: string) => void;
  onCommit: () => void;
}

/**
 * One numeric input: a labelled text field (what was typed stays as typed) and a range slider,
 * kept in sync, with the unit beside the field, min and max under the slider, and a message
 * beside the field when the entry is not valid. An input declared with `slider: false` is the
 * text field alone (its hint states its limits).
 */
export function NumberField({ id, input, text, sliderValue, error, onChange, onCommit }: NumberFieldProps) {
  const { prefix, suffix } = unitAffix(input.unit);
  const limitsId = `${id}-limits`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const withSlider = input.slider !== false;
  const describedBy = [error ? errorId : '', input.hint ? hintId : '', withSlider ? limitsId : '']
    .filter(Boolean)
    .join(' ');
  const clamped = Math.min(input.max, Math.max(input.min, sliderValue));
  const scale = sliderScale(input);
  return (
    <Field data-input={input.key}>
      <Top>
        <label htmlFor={id}>{input.label}</label>
        <Box $invalid={Boolean(error)}>
          {prefix ? <Affix aria-hidden="true">{prefix}</Affix> : null}
          <input
            ref={keepTyped}
            id={id}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            spellCheck={false}
            value={text}
            style={{ '--chars': fieldChars(input) } as CSSProperties}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy || undefined}
            onChange={(event) => onChange(event.target.value)}
            onBlur={onCommit}
            onKeyDown={(event) => {
              if (event.key === 'Enter') onCommit();
            }}
          />
          {suffix ? <Affix aria-hidden="true">{suffix}</Affix> : null}
        </Box>
      </Top>
      {withSlider ? (
        <>
          <input
            ref={keepTyped}
            type="range"
            min={scale.min}
            max={scale.max}
            step={scale.step}
            value={scale.toPosition(clamped)}
            style={{ '--fill': `${sliderFill(scale.toPosition(clamped), scale.min, scale.max)}%` } as CSSProperties}
            aria-label={`${input.label} slider`}
            aria-valuetext={formatWithUnit(clamped, input.unit)}
            onChange={(event) => onChange(fieldText(scale.fromPosition(Number(event.target.value)), input.unit))}
            onPointerUp={onCommit}
            onBlur={onCommit}
          />
          <Limits id={limitsId}>
            <span>
              <VisuallyHidden>From </VisuallyHidden>
              {formatWithUnit(input.min, input.unit)}
            </span>
            <span>
              <VisuallyHidden>to </VisuallyHidden>
              {formatWithUnit(input.max, input.unit)}
            </span>
          </Limits>
        </>
      ) : null}
      {input.hint ? (
        // A government rate's hint is swapped for the current rate, and its age, once the page
        // has read them after hydration.
        <FieldHint id={hintId} data-after-hydration={input.governmentRate ? '' : undefined}>
          {input.hint}
        </FieldHint>
      ) : null}
      {error ? (
        <FieldError id={errorId}>
          <span aria-hidden="true">⚠ </span>
          {error}
        </FieldError>
      ) : null}
    </Field>
  );
}

interface ChoiceFieldProps {
  /** The radio group's name, unique on the page. */
  id: string;
  input: ChoiceInput;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

/** A few options as radio buttons in a fieldset. */
export function ChoiceField({ id: name, input, value, error, onChange }: ChoiceFieldProps) {
  return (
    <Fieldset data-input={input.key} aria-describedby={input.hint ? `${name}-hint` : undefined}>
      <legend>{input.label}</legend>
      <Segments>
        {input.options.map((option) => (
          <label key={option.value}>
            <input
              ref={keepTyped}
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </Segments>
      {input.hint ? <FieldHint id={`${name}-hint`}>{input.hint}</FieldHint> : null}
      {error ? <FieldError>{error}</FieldError> : null}
    </Fieldset>
  );
}

interface DateFieldProps {
  /** The field's id, unique on the page; its hint and error take it as a prefix. */
  id: string;
  input: DateInput;
  text: string;
  error: string | undefined;
  onChange: (text: string) => void;
  onCommit: () => void;
}

/**
 * A date: the browser's date field (its value is ISO whatever the visitor's locale, so the
 * prerendered HTML and the page agree), with its hint and a message beside it when not valid.
 */
export function DateField({ id, input, text, error, onChange, onCommit }: DateFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : '', input.hint ? hintId : ''].filter(Boolean).join(' ');
  return (
    <Field data-input={input.key}>
      <Top>
        <label htmlFor={id}>{input.label}</label>
        <Box $invalid={Boolean(error)}>
          <input
            ref={keepTyped}
            id={id}
            type="date"
            min={input.min}
            max={input.max}
            value={text}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy || undefined}
            onChange={(event) => onChange(event.target.value)}
            onBlur={onCommit}
          />
        </Box>
      </Top>
      {input.hint ? <FieldHint id={hintId}>{input.hint}</FieldHint> : null}
      {error ? (
        <FieldError id={errorId}>
          <span aria-hidden="true">⚠ </span>
          {error}
        </FieldError>
      ) : null}
    </Field>
  );
}

interface SwitchFieldProps {
  /** The checkbox's id, unique on the page. */
  id: string;
  input: SwitchInput;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** A yes/no option as a checkbox. */
export function SwitchField({ id, input, checked, onChange }: SwitchFieldProps) {
  return (
    <CheckRow data-input={input.key}>
      <input
        ref={keepTyped}
        id={id}
        type="checkbox"
        checked={checked}
        aria-describedby={input.hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>{input.label}</label>
      {input.hint ? <FieldHint id={`${id}-hint`}>{input.hint}</FieldHint> : null}
    </CheckRow>
  );
}

/**
 * Every input of a calculator, in order, wired to its controls. Field ids are `<idPrefix>-<key>`:
 * fixed, not useId(), so the prerendered HTML and the page in the browser agree wherever the
 * section is mounted.
 */
export function InputList({
  idPrefix,
  inputs,
  controls,
}: {
  idPrefix: string;
  inputs: readonly InputDef[];
  controls: CalculatorControls;
}) {
  return (
    <>
      {inputs.map((input) => {
        switch (input.kind) {
          case 'number':
            return (
              <NumberField
                key={input.key}
                id={`${idPrefix}-${input.key}`}
                input={input}
                text={controls.textOf(input.key)}
                sliderValue={controls.sliderValueOf(input.key)}
                error={controls.errors[input.key]}
                onChange={(text) => controls.change(input.key, text)}
                onCommit={() => controls.commit(input.key)}
              />
            );
          case 'choice':
            return (
              <ChoiceField
                key={input.key}
                id={`${idPrefix}-${input.key}`}
                input={input}
                value={controls.textOf(input.key)}
                error={controls.errors[input.key]}
                onChange={(value) => controls.change(input.key, value)}
              />
            );
          case 'date':
            return (
              <DateField
                key={input.key}
                id={`${idPrefix}-${input.key}`}
                input={input}
                text={controls.textOf(input.key)}
                error={controls.errors[input.key]}
                onChange={(text) => controls.change(input.key, text)}
                onCommit={() => controls.commit(input.key)}
              />
            );
          case 'switch':
            return (
              <SwitchField
                key={input.key}
                id={`${idPrefix}-${input.key}`}
                input={input}
                checked={controls.textOf(input.key) === 'yes'}
                onChange={(checked) => controls.change(input.key, checked ? 'yes' : 'no')}
              />
            );
        }
      })}
    </>
  );
}

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  /* A 28 px tall slider (the whole height takes a tap) with a 28 px thumb: targets of at least 24 px (WCAG 2.5.8). */
  input[type='range'] {
    --track: ${({ theme }) => theme.color.inputBorder};
    --thumb: ${({ theme }) => theme.color.teal};
    appearance: none;
    width: 100%;
    height: 28px;
    margin: 4px 0 0;
    background: transparent;
    cursor: pointer;
    touch-action: pan-y;
  }
  input[type='range']::-webkit-slider-runnable-track {
    height: 6px;
    border-radius: 999px;
    background: linear-gradient(to right, var(--thumb) var(--fill, 0%), var(--track) var(--fill, 0%));
  }
  input[type='range']::-webkit-slider-thumb {
    appearance: none;
    width: 28px;
    height: 28px;
    margin-top: -11px;
    border: 3px solid ${({ theme }) => theme.color.white};
    border-radius: 50%;
    background: var(--thumb);
    box-shadow: 0 1px 4px rgb(0 0 0 / 0.35);
  }
  input[type='range']::-moz-range-track {
    height: 6px;
    border-radius: 999px;
    background: var(--track);
  }
  input[type='range']::-moz-range-progress {
    height: 6px;
    border-radius: 999px;
    background: var(--thumb);
  }
  input[type='range']::-moz-range-thumb {
    width: 22px;
    height: 22px;
    border: 3px solid ${({ theme }) => theme.color.white};
    border-radius: 50%;
    background: var(--thumb);
    box-shadow: 0 1px 4px rgb(0 0 0 / 0.35);
  }
  input[type='range']:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.gold};
    outline-offset: 2px;
    border-radius: 4px;
  }
`;

// The label beside the box while both fit, the box on a line of its own (to the right) when not.
const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 12px;
  label {
    flex: 1 1 8rem;
    font-weight: 600;
  }
`;

// As wide as the widest value the field accepts (--chars, field-width.ts), so none is cut off.
const Box = styled.div<{ $invalid: boolean }>`
  display: flex;
  align-items: center;
  flex: 0 0 auto;
  min-width: 120px;
  max-width: 100%;
  margin-left: auto;
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.color.error : theme.color.inputBorder)};
  outline: ${({ theme, $invalid }) => ($invalid ? `2px solid ${theme.color.error}` : 'none')};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme, $invalid }) => ($invalid ? theme.color.errorSurface : theme.color.white)};
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.color.gold};
  }
  input {
    flex: 1 1 auto;
    min-width: 0;
    min-height: 40px;
    padding: 6px 10px;
    border: 0;
    background: transparent;
    text-align: right;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
    &:focus {
      outline: none;
    }
  }
  input[type='text'] {
    width: calc(var(--chars, 8) * 1ch + 20px);
  }
`;

const Affix = styled.span`
  padding: 0 10px;
  color: ${({ theme }) => theme.color.muted};
  font-weight: 600;
  white-space: nowrap;
`;

const Limits = styled.div`
  display: flex;
  justify-content: space-between;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.color.muted};
`;

const Fieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  legend {
    font-weight: 600;
    margin-bottom: 8px;
    padding: 0;
  }
`;

const Segments = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  label {
    position: relative;
    cursor: pointer;
  }
  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }
  span {
    display: inline-block;
    padding: 8px 14px;
    border: 1px solid ${({ theme }) => theme.color.inputBorder};
    border-radius: 999px;
    font-weight: 600;
    font-size: 0.95rem;
    background: ${({ theme }) => theme.color.white};
  }
  input:checked + span {
    background: ${({ theme }) => theme.color.navy};
    border-color: ${({ theme }) => theme.color.navy};
    color: ${({ theme }) => theme.color.white};
  }
  input:focus-visible + span {
    outline: 3px solid ${({ theme }) => theme.color.gold};
    outline-offset: 2px;
  }
`;

const CheckRow = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  align-items: center;
  gap: 4px 10px;
  input {
    width: 20px;
    height: 20px;
    accent-color: ${({ theme }) => theme.color.teal};
  }
  label {
    font-weight: 600;
  }
  p {
    grid-column: 2;
  }
`;
