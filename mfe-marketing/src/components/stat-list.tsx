import styled from 'styled-components';
import { onMobile, VisuallyHidden } from '@meridian/shared';
import type { Claim } from '../content/home';

/**
 * The headline figures, each with the number of its footnote (ClaimNotes, below the full list),
 * as the advertisement code asks of a claim.
 */
export function StatList({ stats, tone }: { stats: readonly Claim[]; tone: 'dark' | 'light' }) {
  return (
    <List $tone={tone} $count={stats.length}>
      {stats.map((stat, index) => (
        <li key={stat.label}>
          <strong>
            {stat.value}
            <sup>
              <VisuallyHidden>, note </VisuallyHidden>
              {index + 1}
            </sup>
          </strong>
          <span>{stat.label}</span>
        </li>
      ))}
    </List>
  );
}

/** The footnotes of the claims: full wording, the date each was true on, and its approval. */
export function ClaimNotes({ stats }: { stats: readonly Claim[] }) {
  return (
    <Notes aria-label="Notes on these figures">
      {stats.map((stat) => (
        <li key={stat.label}>
          {stat.wording} As of {stat.asOf}. Approval reference {stat.approval.reference.value}, {stat.approval.date}.
        </li>
      ))}
    </Notes>
  );
}

const Notes = styled.ol`
  margin: 16px 0 0;
  padding-left: 1.4em;
  font-size: 0.875rem;
  line-height: 1.5;
  color: ${({ theme }) => theme.color.muted};
  li {
    margin-bottom: 4px;
  }
`;

const List = styled.ul<{ $tone: 'dark' | 'light'; $count: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $count }) => $count}, 1fr);
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-direction: column;
    gap: 4px;
    padding: 18px 16px;
    border-radius: ${({ theme }) => theme.radius.medium};
    background: ${({ $tone, theme }) => ($tone === 'dark' ? 'rgba(255, 255, 255, 0.08)' : theme.color.white)};
    box-shadow: ${({ $tone, theme }) => ($tone === 'dark' ? 'none' : theme.shadow.card)};
  }
  sup {
    font-size: 0.5em;
    margin-left: 2px;
  }
  strong {
    font-size: 1.8rem;
    line-height: 1.1;
    color: ${({ $tone, theme }) => ($tone === 'dark' ? theme.color.gold : theme.color.navy)};
  }
  span {
    color: ${({ $tone, theme }) => ($tone === 'dark' ? theme.color.onDarkMuted : theme.color.muted)};
  }
  /* On a phone: two by two for an even count; an odd count (the hero's three) one a row, each
     figure beside its label, so that no card is left alone on a row (issue 23, item 7). */
  ${onMobile} {
    grid-template-columns: ${({ $count }) => ($count % 2 === 0 ? 'repeat(2, 1fr)' : '1fr')};
    gap: ${({ $count }) => ($count % 2 === 0 ? '16px' : '10px')};
    strong {
      font-size: 1.45rem;
    }
    ${({ $count }) =>
      $count % 2 === 0
        ? ''
        : `li {
      flex-direction: row;
      align-items: baseline;
      gap: 12px;
      padding: 12px 16px;
    }
    strong {
      min-width: 6.5em;
    }`}
  }
`;
