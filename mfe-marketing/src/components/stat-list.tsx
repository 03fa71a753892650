import styled from 'styled-components';
import { onMobile } from '@meridian/shared';
import type { Stat } from '../content/home';

export function StatList({ stats, tone }: { stats: readonly Stat[]; tone: 'dark' | 'light' }) {
  return (
    <List $tone={tone} $count={stats.length}>
      {stats.map((stat) => (
        <li key={stat.label}>
          <strong>{stat.value}</strong>
          <span>{stat.label}</span>
        </li>
      ))}
    </List>
  );
}

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
  strong {
    font-size: 1.8rem;
    line-height: 1.1;
    color: ${({ $tone, theme }) => ($tone === 'dark' ? theme.color.gold : theme.color.navy)};
  }
  span {
    color: ${({ $tone, theme }) => ($tone === 'dark' ? theme.color.onDarkMuted : theme.color.muted)};
  }
  ${onMobile} {
    grid-template-columns: repeat(${({ $count }) => Math.min($count, 2)}, 1fr);
    strong {
      font-size: 1.45rem;
    }
  }
`;
