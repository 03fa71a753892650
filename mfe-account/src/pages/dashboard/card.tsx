import styled from 'styled-components';

/** A white card on the dashboard's grey: each tab's sections. */
export const Card = styled.section`
  padding: 24px;
  background: ${({ theme }) => theme.color.white};
  border-radius: ${({ theme }) => theme.radius.medium};
  box-shadow: ${({ theme }) => theme.shadow.card};
  h2 {
    margin: 0 0 14px;
    font-size: 1.2rem;
    color: ${({ theme }) => theme.color.navy};
  }
`;

/** A quieter paragraph: an explanation, an empty list, a count's unit. */
export const Muted = styled.p`
  margin: 0 0 10px;
  color: ${({ theme }) => theme.color.muted};
`;
