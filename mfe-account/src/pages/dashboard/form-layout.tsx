import styled from 'styled-components';

// The layout of the dashboard's forms (details, preferences, password, deleting the account).

/** A form's fields, one under another. */
export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

/** A row of buttons and what they said (an alert takes a line of its own). */
export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  & > [role='alert'] {
    flex-basis: 100%;
  }
`;

/** A checkbox and its label, side by side. */
export const Check = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  input {
    width: 20px;
    height: 20px;
  }
  label {
    font-weight: 600;
  }
`;
