import type { ReactNode } from 'react';
import styled from 'styled-components';
import { FieldError, keepTyped } from '@meridian/shared';
import { Required } from './form-field';
import type { PublicForm } from './submission';

/**
 * A required choice of one (radio buttons) in a public form: its legend with the required mark,
 * a labelled radio per choice (`{form}-{name}-{value}`; what was chosen before hydration is kept),
 * and the field's message, which describes the group. `radiogroup` names the group as such, with
 * aria-required and aria-invalid. A form lays the choices out by extending it (styled(ChoiceGroup)).
 */
export function ChoiceGroup<Fields extends Record<keyof Fields, string>, Sent>({
  form,
  name,
  legend,
  choices,
  radiogroup = false,
  className,
}: {
  form: PublicForm<Fields, Sent>;
  name: keyof Fields & string;
  legend: ReactNode;
  choices: readonly { value: string; label: ReactNode }[];
  radiogroup?: boolean;
  className?: string;
}) {
  const error = form.errors[name];
  const errorId = `${form.id(name)}-error`;
  return (
    <Group
      className={className}
      {...(radiogroup ? { role: 'radiogroup', 'aria-required': 'true', 'aria-invalid': error ? true : undefined } : {})}
      aria-describedby={error ? errorId : undefined}
    >
      <legend>
        {legend}
        <Required aria-hidden="true"> *</Required>
      </legend>
      {choices.map((choice) => (
        <label key={choice.value} htmlFor={form.id(`${name}-${choice.value}`)}>
          <input
            ref={keepTyped}
            id={form.id(`${name}-${choice.value}`)}
            type="radio"
            name={name}
            value={choice.value}
            checked={form.fields[name] === choice.value}
            onChange={form.change}
          />
          {choice.label}
        </label>
      ))}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </Group>
  );
}

const Group = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  display: flex;
  legend {
    font-weight: 600;
    padding: 0;
  }
  label {
    align-items: center;
  }
  input {
    width: 20px;
    height: 20px;
    accent-color: ${({ theme }) => theme.color.navy};
  }
`;
