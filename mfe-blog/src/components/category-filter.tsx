import styled from 'styled-components';
import { onMobile } from '@meridian/shared';
import { CATEGORIES } from '../content/categories';

export interface CategoryFilterProps {
  /** The chosen category, or null for all. */
  selected: string | null;
  onSelect: (category: string | null) => void;
}

/** All plus one toggle button per category; the pressed one is the filter in force. */
export function CategoryFilter({ selected, onSelect }: CategoryFilterProps) {
  const options: { label: string; value: string | null }[] = [
    { label: 'All', value: null },
    ...CATEGORIES.map((category) => ({ label: category, value: category })),
  ];
  return (
    <Group role="group" aria-label="Filter articles by category">
      {options.map((option) => (
        <Chip
          key={option.label}
          type="button"
          aria-pressed={selected === option.value}
          onClick={() => onSelect(option.value)}
        >
          {option.label}
        </Chip>
      ))}
    </Group>
  );
}

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  margin: 0 0 20px;
  ${onMobile} {
    gap: 8px;
  }
`;

const Chip = styled.button`
  min-height: 44px;
  padding: 8px 18px;
  border: 2px solid ${({ theme }) => theme.color.navy};
  border-radius: 999px;
  background: ${({ theme }) => theme.color.white};
  color: ${({ theme }) => theme.color.navy};
  font: 600 0.95rem/1.2 ${({ theme }) => theme.font.body};
  cursor: pointer;
  transition:
    background-color 0.15s ease,
    color 0.15s ease;
  &:hover {
    background: ${({ theme }) => theme.color.surface};
  }
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.color.navy};
    color: ${({ theme }) => theme.color.white};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.gold};
    outline-offset: 2px;
  }
  ${onMobile} {
    padding: 8px 14px;
    font-size: 0.9rem;
  }
`;
