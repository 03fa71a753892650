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

/** A card's list of records (complaints, grievances), one above the other with a line between. */
export const RecordList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 12px;
  li {
    padding-bottom: 12px;
    border-bottom: 1px solid ${({ theme }) => theme.color.gridLine};
  }
`;

/** A record's first line: what it is and its status, wrapping on a phone; a long word breaks. */
export const RecordTop = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  margin-bottom: 4px;
  strong {
    overflow-wrap: anywhere;
  }
`;

/** A record's status (a complaint's, a grievance's, an email's), as a small rounded label; each card colours its own states. */
export const Pill = styled.span`
  padding: 2px 10px;
  border-radius: 999px;
  font-size: 0.85rem;
  font-weight: 600;
`;

/** A step of the onboarding card, below the one before it. */
export const Step = styled.section`
  margin-top: 16px;
  padding-top: 16px;
  border-top: 1px solid ${({ theme }) => theme.color.border};
  h3 {
    margin: 0 0 8px;
    color: ${({ theme }) => theme.color.navy};
  }
`;

/** A row of buttons that wraps on a phone. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`;

/** Words quoted as they stand: a declaration made, an adviser's reason. */
export const Quote = styled.blockquote`
  margin: 0 0 8px;
  padding: 8px 12px;
  border-left: 3px solid ${({ theme }) => theme.color.gold};
  background: ${({ theme }) => theme.color.surface};
  white-space: pre-line;
`;
