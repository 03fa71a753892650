import type { ComponentProps, HTMLAttributes, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { keepTyped } from './keep-typed';

/**
 * The form kit: every form on the site (contact, newsletter, calculators, account, admin) builds
 * its fields from these, so they look and behave the same.
 */

/** Hidden on screen, read by screen readers. */
export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

/** The look of a text input, select or textarea, with its invalid state (aria-invalid). */
export const inputStyles = css`
  width: 100%;
  min-height: 44px;
  padding: 10px 12px;
  border: 1px solid ${({ theme }) => theme.color.inputBorder};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.color.white};
  color: ${({ theme }) => theme.color.text};
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.error};
    outline: 2px solid ${({ theme }) => theme.color.error};
  }
`;

const InputControl = styled.input`
  ${inputStyles}
`;

const TextAreaControl = styled.textarea`
  ${inputStyles}
`;

/** A text input; what the visitor typed before the page hydrated is kept (keep-typed.ts). */
export function Input(props: ComponentProps<typeof InputControl>) {
  return <InputControl ref={keepTyped} {...props} />;
}

/** A textarea; what the visitor typed before the page hydrated is kept (keep-typed.ts). */
export function TextArea(props: ComponentProps<typeof TextAreaControl>) {
  return <TextAreaControl ref={keepTyped} {...props} />;
}

export const Select = styled.select`
  ${inputStyles}
`;

/** A field: its label above its control, then a hint or an error. */
export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  & > label {
    font-weight: 600;
  }
`;

/** The message under a field that was filled in wrongly; link it with aria-describedby. */
export const FieldError = styled.p`
  margin: 0;
  font-size: 0.92rem;
  font-weight: 600;
  color: ${({ theme }) => theme.color.error};
`;

/** A quiet line of help under a field. */
export const FieldHint = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.color.muted};
`;

export type AlertTone = 'error' | 'success' | 'info';

const toneColours = {
  error: { ink: 'error', surface: 'errorSurface' },
  success: { ink: 'success', surface: 'successSurface' },
  info: { ink: 'navy', surface: 'navySurface' },
} as const;

const AlertBox = styled.div<{ $tone: AlertTone }>`
  padding: 12px 16px;
  border: 1px solid ${({ theme, $tone }) => theme.color[toneColours[$tone].ink]};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme, $tone }) => theme.color[toneColours[$tone].surface]};
  color: ${({ theme, $tone }) => theme.color[toneColours[$tone].ink]};
  & > :first-child {
    margin-top: 0;
  }
  & > :last-child {
    margin-bottom: 0;
  }
`;

/**
 * A box above a form or a section that says how something went: 'error' (the red box of spec §8,
 * announced at once), 'success' or 'info' (announced politely).
 */
export function Alert({
  tone,
  children,
  ...rest
}: { tone: AlertTone; children: ReactNode } & HTMLAttributes<HTMLDivElement>) {
  return (
    <AlertBox role={tone === 'error' ? 'alert' : 'status'} $tone={tone} {...rest}>
      {children}
    </AlertBox>
  );
}
