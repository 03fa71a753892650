import styled from 'styled-components';
import { Alert, Button } from '@meridian/shared';
import type { UndoableChanges } from './use-undoable-change';

/** The bar that shows the change waiting, with its Undo, or how the last one went. */
export function UndoBar({ pending, outcome, undo }: Pick<UndoableChanges, 'pending' | 'outcome' | 'undo'>) {
  if (pending) {
    return (
      <Bar tone="info" data-pending-change>
        <span>{pending.text}</span>{' '}
        <Button type="button" $variant="outline" onClick={undo}>
          Undo
        </Button>
      </Bar>
    );
  }
  return outcome ? <Bar tone={outcome.tone}>{outcome.text}</Bar> : null;
}

const Bar = styled(Alert)`
  margin-bottom: 16px;
  display: flex;
  align-items: center;
  gap: 12px;
  flex-wrap: wrap;
`;
