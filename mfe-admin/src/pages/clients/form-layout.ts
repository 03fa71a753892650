import styled from 'styled-components';

/** A form of the client file (suitability, the offer, the ending): its parts one under another. */
export const FileForm = styled.form`
  display: grid;
  gap: 12px;
  max-width: 720px;
  margin-top: 12px;
`;

/** Fields side by side where there is room, one under another on a phone. */
export const FieldsSideBySide = styled.div`
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
`;
