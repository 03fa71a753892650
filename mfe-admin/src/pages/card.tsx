import styled from 'styled-components';

/** A white card on the admin area's grey: each tab's sections. */
export const Card = styled.section`
  padding: 24px;
  margin-bottom: 24px;
  background: ${({ theme }) => theme.color.white};
  border-radius: ${({ theme }) => theme.radius.medium};
  box-shadow: ${({ theme }) => theme.shadow.card};
  h2 {
    margin: 0 0 14px;
    font-size: 1.2rem;
    color: ${({ theme }) => theme.color.navy};
  }
`;

/** A quieter paragraph: an explanation, an empty list, a count. */
export const Muted = styled.p`
  margin: 0 0 10px;
  color: ${({ theme }) => theme.color.muted};
`;

/** A record's status as a small rounded label (a booking's); each list colours its own states. */
export const Pill = styled.span`
  display: inline-block;
  padding: 2px 10px;
  border-radius: 999px;
  font-size: 0.85rem;
  font-weight: 600;
  white-space: nowrap;
`;
