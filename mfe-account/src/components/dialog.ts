import styled from 'styled-components';

/**
 * A modal step of signing in with Google (choosing the account, giving a date of birth): a
 * <dialog> shown with showModal(), a form of stacked fields, its heading and its actions.
 */
export const Dialog = styled.dialog`
  width: min(440px, calc(100vw - 32px));
  padding: 28px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.medium};
  box-shadow: ${({ theme }) => theme.shadow.card};
  &::backdrop {
    background: rgba(6, 26, 46, 0.55);
  }
  form {
    display: flex;
    flex-direction: column;
    gap: 16px;
  }
  h2 {
    margin: 0;
    font-size: 1.35rem;
    color: ${({ theme }) => theme.color.navy};
  }
`;

/** The dialog's buttons: Continue, then Cancel. */
export const DialogActions = styled.div`
  display: flex;
  gap: 12px;
  button[type='button'] {
    color: ${({ theme }) => theme.color.navy};
  }
`;
