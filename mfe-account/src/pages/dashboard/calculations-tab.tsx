import { useEffect, useEffectEvent, useRef, useState } from 'react';
import styled from 'styled-components';
import { Alert, Button, ButtonLink, describeFirestoreError, Link, onMobile, paths, useLoad } from '@meridian/shared';
import type { SavedCalculation } from '../../model/saved-calculations';
import { deleteCalculation, listCalculations } from '../../data/calculations';
import { Card, Loading, Muted } from './parts';

/** How long a deleted calculation can be brought back before it is deleted for good. */
export const UNDO_MS = 5_000;

const savedOn = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

interface Pending {
  item: SavedCalculation;
  index: number;
  timer: ReturnType<typeof setTimeout>;
}

/**
 * My Calculations: the saved calculations, newest first, each opening its calculator with the
 * saved inputs. Deleting asks first, then waits five seconds with an Undo before it deletes.
 */
export default function CalculationsTab({ uid }: { uid: string }) {
  const [first, reload] = useLoad(() => listCalculations(uid), `calculations:${uid}`);
  // What has been shown beyond the first page, and what the person has removed (or restored).
  const [more, setMore] = useState<{ items: SavedCalculation[]; next: unknown } | null>(null);
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState<string | null>(null);
  const [status, setStatus] = useState<{ tone: 'info' | 'error'; text: string; undo?: boolean } | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const pending = useRef<Pending | null>(null);

  /** Deletes for good what is waiting; on failure it comes back, with a message. */
  const commit = (waiting: Pending) => {
    clearTimeout(waiting.timer);
    if (pending.current === waiting) pending.current = null;
    deleteCalculation(waiting.item.id).then(
      () => setStatus((now) => (now?.undo ? null : now)),
      (error: unknown) => {
        setRemoved((now) => new Set([...now].filter((id) => id !== waiting.item.id)));
        setStatus({ tone: 'error', text: `${waiting.item.name} was not deleted. ${describeFirestoreError(error)}` });
      },
    );
  };

  // Leaving the tab deletes what is waiting at once.
  const commitWaiting = useEffectEvent(() => {
    if (pending.current) commit(pending.current);
  });
  useEffect(() => () => commitWaiting(), []);

  const remove = (item: SavedCalculation, index: number) => {
    if (pending.current) commit(pending.current);
    setConfirming(null);
    setRemoved((now) => new Set(now).add(item.id));
    const waiting: Pending = { item, index, timer: setTimeout(() => commit(waiting), UNDO_MS) };
    pending.current = waiting;
    setStatus({ tone: 'info', text: `${item.name} deleted.`, undo: true });
  };

  const undo = () => {
    const waiting = pending.current;
    if (!waiting) return;
    clearTimeout(waiting.timer);
    pending.current = null;
    setRemoved((now) => new Set([...now].filter((id) => id !== waiting.item.id)));
    setStatus({ tone: 'info', text: `${waiting.item.name} restored.` });
  };

  const showMore = async (after: unknown) => {
    setLoadingMore(true);
    try {
      const page = await listCalculations(uid, after);
      setMore((now) => ({ items: [...(now?.items ?? []), ...page.items], next: page.next }));
    } catch (error) {
      setStatus({ tone: 'error', text: describeFirestoreError(error) });
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <Card aria-labelledby="calculations-title">
      <h2 id="calculations-title">My Calculations</h2>
      <Status role="status" aria-live="polite">
        {status && status.tone === 'info' ? (
          <>
            {status.text}{' '}
            {status.undo ? (
              <Button type="button" $variant="outline" onClick={undo}>
                Undo
              </Button>
            ) : null}
          </>
        ) : null}
      </Status>
      {status?.tone === 'error' ? <Alert tone="error">{status.text}</Alert> : null}
      <Loading loaded={first} retry={reload}>
        {(page) => {
          const all = [...page.items, ...(more?.items ?? [])];
          const shown = all.filter((item) => !removed.has(item.id));
          const next = more ? more.next : page.next;
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
                        <Link to={item.reopen}>{item.name}</Link>
                      </Name>
                      <Facts>
                        {item.headline ? (
                          <span>
                            {item.headline.label}: <strong>{item.headline.text}</strong>
                          </span>
                        ) : (
                          <span>Open it to see the result</span>
                        )}
                        <span>Saved {savedOn.format(new Date(item.savedAt))}</span>
                      </Facts>
                    </div>
                    {confirming === item.id ? (
                      <Confirm role="group" aria-label={`Delete ${item.name}?`}>
                        <span>Delete this calculation?</span>
                        <Button type="button" $variant="ghost" onClick={() => remove(item, all.indexOf(item))}>
                          Delete
                        </Button>
                        <Button type="button" $variant="outline" onClick={() => setConfirming(null)}>
                          Keep it
                        </Button>
                      </Confirm>
                    ) : (
                      <RowActions>
                        <ButtonLink to={item.reopen} $variant="ghost">
                          Open
                        </ButtonLink>
                        <Button
                          type="button"
                          $variant="outline"
                          onClick={() => setConfirming(item.id)}
                          aria-label={`Delete ${item.name}, saved ${savedOn.format(new Date(item.savedAt))}`}
                        >
                          Delete
                        </Button>
                      </RowActions>
                    )}
                  </Row>
                ))}
              </List>
              {next ? (
                <Button type="button" $variant="outline" disabled={loadingMore} onClick={() => void showMore(next)}>
                  {loadingMore ? 'Loading…' : 'Show more'}
                </Button>
              ) : null}
            </>
          );
        }}
      </Loading>
    </Card>
  );
}

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
