import styled from 'styled-components';
import { onMobile } from '@meridian/shared';

/**
 * A public form on its white card, its fields one under another (the contact section, the
 * consultation request, the complaint form); a form adds its own border or spacing by extending it.
 */
export const FormCard = styled.form`
  display: flex;
  flex-direction: column;
  gap: 16px;
  padding: 28px;
  background: ${({ theme }) => theme.color.white};
  border-radius: ${({ theme }) => theme.radius.medium};
  box-shadow: ${({ theme }) => theme.shadow.card};
  ${onMobile} {
    padding: 20px;
  }
`;
