import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  Alert,
  Button,
  ButtonLink,
  CALCULATION_LIMITS,
  describeFirestoreError,
  Input,
  Link,
  onMobile,
  paths,
} from '@meridian/shared';
import { FormField } from '@meridian/shared/form-kit';
import { formatDate, Loading, ShowMore, useKeptPages, useUndoableChange, type UndoWords } from '@meridian/portal-kit';
import { readKeptCalculation, titleOf, type SavedCalculation } from '../../domain/saved-calculations';
import { deleteCalculation, listCalculations, renameCalculation } from '../../data/calculations';
import { Card, Muted } from './card';

/** What the list says of a deletion, waiting with its Undo and after. */
const DELETE_WORDS: UndoWords = {
  waiting: (name) => `${name} deleted.`,
  done: () => null,
  undone: (name) => `${name} restored.`,
  failed: (name, reason) => `${name} was not deleted. ${reason}`,
};

/**
 * My Calculations: the saved calculations, newest first, each called by its title (made from its
 * inputs when saved, renamed here) and opening its calculator with the saved inputs. Deleting
 * asks first, then waits five seconds with an Undo before it deletes.
 */
export default function CalculationsTab({ uid }: { uid: string }) {
  // The first page shows at once as this person last saw it on this device, while it is read again.
  const pages = useKeptPages((after) => listCalculations(uid, after), `calculations:${uid}`, {
    uid,
    name: 'calculations',
    save: (page) => page.items,
    restore: (kept) =>
      Array.isArray(kept) ? { items: kept.flatMap((item) => readKeptCalculation(item) ?? []), next: null } : null,
  });
  // What the person has deleted (or is deleting): hidden at once, shown again if undone or refused.
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<string | null>(null);
  // Titles given here, shown at once over what was read.
  const [renamed, setRenamed] = useState<ReadonlyMap<string, string>>(new Map());
  const titled = (item: SavedCalculation): SavedCalculation => ({ ...item, title: renamed.get(item.id) ?? item.title });
  const { pending, outcome, schedule, undo } = useUndoableChange({ words: DELETE_WORDS });

  const restore = (id: string) => setRemoved((now) => new Set([...now].filter((item) => item !== id)));

  const remove = (item: SavedCalculation) => {
    setConfirming(null);
    setRemoved((now) => new Set(now).add(item.id));
    schedule({
      label: item.title ?? item.name,
      run: () => deleteCalculation(item.id),
      undone: () => restore(item.id),
      failed: () => restore(item.id),
    });
  };

  return (
    <Card aria-labelledby="calculations-title">
      <h2 id="calculations-title">My Calculations</h2>
      <Status role="status" aria-live="polite">
        {pending ? (
          <>
            {pending.text}{' '}
            <Button type="button" $variant="outline" onClick={undo}>
              Undo
            </Button>
          </>
        ) : outcome?.tone === 'info' ? (
          outcome.text
        ) : null}
      </Status>
      {outcome?.tone === 'error' ? <Alert tone="error">{outcome.text}</Alert> : null}
      <Loading loaded={pages.loaded} retry={pages.reload}>
        {(read) => {
          const shown = read
            .flatMap((page) => page.items)
            .filter((item) => !removed.has(item.id))
            .map(titled);
          if (shown.length === 0) {
            return (
              <Empty>
                <Muted>
                  You have not saved any calculations yet. Open a calculator, and press Save to keep one here.
                </Muted>
                <ButtonLink to={paths.calculators} $variant="ghost">
                  Explore the calculators
                </ButtonLink>
              </Empty>
            );
          }
          return (
            <>
              <List>
                {shown.map((item) => (
                  <Row key={item.id} data-calculation={item.id}>
                    <div>
                      <Name>
                        <Link to={item.reopen}>{item.title ?? item.name}</Link>
                      </Name>
                      <Facts>
                        {item.title ? <span>{item.name}</span> : null}
                        {item.headline ? (
                          <span>
                            {item.headline.label}: <strong>{item.headline.text}</strong>
                          </span>
                        ) : (
                          <span>Open it to see the result</span>
                        )}
                        <span>Saved {formatDate(item.savedAt)}</span>
                      </Facts>
                      {renaming === item.id ? (
                        <RenameForm
                          item={item}
                          onDone={(title) => {
                            setRenamed((now) => new Map(now).set(item.id, title));
                            setRenaming(null);
                          }}
                          onCancel={() => setRenaming(null)}
                        />
                      ) : null}
                    </div>
                    {confirming === item.id ? (
                      <Confirm role="group" aria-label={`Delete ${item.title ?? item.name}?`}>
                        <span>Delete this calculation?</span>
                        <Button type="button" $variant="ghost" onClick={() => remove(item)}>
                          Delete
                        </Button>
                        <Button type="button" $variant="outline" onClick={() => setConfirming(null)}>
                          Keep it
                        </Button>
                      </Confirm>
                    ) : renaming === item.id ? null : (
                      <RowActions>
                        <ButtonLink to={item.reopen} $variant="ghost">
                          Open
                        </ButtonLink>
                        <Button
                          type="button"
                          $variant="outline"
                          onClick={() => setRenaming(item.id)}
                          aria-label={`Rename ${item.title ?? item.name}, saved ${formatDate(item.savedAt)}`}
                        >
                          Rename
                        </Button>
                        <Button
                          type="button"
                          $variant="outline"
                          onClick={() => setConfirming(item.id)}
                          aria-label={`Delete ${item.title ?? item.name}, saved ${formatDate(item.savedAt)}`}
                        >
                          Delete
                        </Button>
                      </RowActions>
                    )}
                  </Row>
                ))}
              </List>
              <ShowMore pages={pages} label="Show more" />
            </>
          );
        }}
      </Loading>
    </Card>
  );
}

/**
 * Renaming one saved calculation in place: its title in a field (what it is called now), saved
 * with Enter or Save, and a message beside the field when the name is empty or too long or the
 * save is refused (what was typed stays).
 */
function RenameForm({
  item,
  onDone,
  onCancel,
}: {
  item: SavedCalculation;
  onDone: (title: string) => void;
  onCancel: () => void;
}) {
  const [text, setText] = useState(item.title ?? item.name);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const title = titleOf(text);
    if (!title) {
      setError(`Give it a name of 1 to ${CALCULATION_LIMITS.title} characters.`);
      return;
    }
    setSaving(true);
    try {
      await renameCalculation(item.id, title);
      onDone(title);
    } catch (failure) {
      setError(`It was not renamed. ${describeFirestoreError(failure)}`);
      setSaving(false);
    }
  };
  return (
    <Rename onSubmit={(event) => void submit(event)} noValidate>
      <FormField id={`rename-${item.id}`} label="Name of this calculation" error={error ?? undefined}>
        {(control) => (
          <Input
            {...control}
            value={text}
            maxLength={CALCULATION_LIMITS.title}
            onChange={(event) => setText(event.target.value)}
            autoFocus
          />
        )}
      </FormField>
      <Actions>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving…' : 'Save name'}
        </Button>
        <Button type="button" $variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </Actions>
    </Rename>
  );
}

const Rename = styled.form`
  margin-top: 10px;
  max-width: 34rem;
`;

const Actions = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const Status = styled.div`
  min-height: 1.5em;
  margin-bottom: 12px;
  font-weight: 600;
  color: ${({ theme }) => theme.color.navy};
  button {
    min-height: 32px;
    padding: 4px 12px;
    margin-left: 8px;
  }
`;

const Empty = styled.div`
  display: grid;
  gap: 12px;
  justify-items: start;
`;

const List = styled.ul`
  margin: 0 0 16px;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 16px;
  padding: 16px 0;
  border-bottom: 1px solid ${({ theme }) => theme.color.gridLine};
  ${onMobile} {
    flex-direction: column;
    align-items: flex-start;
  }
`;

const Name = styled.h3`
  margin: 0 0 4px;
  font-size: 1.05rem;
  a {
    color: ${({ theme }) => theme.color.navy};
  }
`;

const Facts = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  color: ${({ theme }) => theme.color.muted};
`;

const RowActions = styled.div`
  display: flex;
  gap: 8px;
  flex-shrink: 0;
`;

const Confirm = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: 8px;
  span {
    font-weight: 600;
  }
`;
