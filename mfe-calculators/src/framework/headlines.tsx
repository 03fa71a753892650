import { useEffect, useRef, useState, type RefObject } from 'react';
import styled from 'styled-components';
import { onMobile } from '@meridian/shared';
import { formatResult } from './format';
import { resultColumns } from './result-columns';
import type { Headline } from './types';

/**
 * The headline results; the primary one is largest and carries data-primary-result (the latency
 * benchmark watches it). The other results are cards in as many columns as fit their count (no
 * card alone on a row), or the rows of a list where the panel is too narrow for them.
 *
 * With `summary` (a calculator page, whose results come after its inputs), phones also get a bar
 * fixed to the bottom of the screen with the primary result, kept in view while the inputs change
 * and gone once the results themselves are in view; it links to them (`resultsHref`).
 */
export function HeadlineList({
  headlines,
  stale,
  summary = false,
  resultsHref = '#results-title',
}: {
  headlines: readonly Headline[];
  stale: boolean;
  summary?: boolean;
  resultsHref?: string;
}) {
  const primary = headlines.find((headline) => headline.primary) ?? headlines[0];
  const others = headlines.filter((headline) => headline !== primary);
  const root = useRef<HTMLDivElement>(null);
  return (
    <div ref={root}>
      {primary ? (
        <PrimaryResult aria-live="polite" aria-atomic="true">
          <span>{primary.label}</span>
          <strong data-primary-result={primary.key}>{formatResult(primary.value, primary.format)}</strong>
        </PrimaryResult>
      ) : null}
      {others.length > 0 ? (
        <OthersFrame>
          <Others $columns={resultColumns(others.length)} data-result-count={others.length}>
            {others.map((headline) => (
              <div key={headline.key}>
                <dt>{headline.label}</dt>
                <dd data-result={headline.key}>{formatResult(headline.value, headline.format)}</dd>
              </div>
            ))}
          </Others>
        </OthersFrame>
      ) : null}
      {stale ? (
        <Stale role="status">
          These results are for your last valid inputs. Correct the highlighted field to update them.
        </Stale>
      ) : null}
      {summary && primary ? <SummaryBar headline={primary} watch={root} href={resultsHref} stale={stale} /> : null}
    </div>
  );
}

/**
 * The phone's result bar: the primary result, fixed to the bottom of the screen while the
 * results are further down the page (hidden once they come into view or have been passed). The
 * server renders it shown, as the results of a phone's first screen are below it; a field that
 * gets focus behind it is scrolled above it.
 */
function SummaryBar({
  headline,
  watch,
  href,
  stale,
}: {
  headline: Headline;
  watch: RefObject<HTMLDivElement | null>;
  href: string;
  stale: boolean;
}) {
  const [away, setAway] = useState(false);
  const bar = useRef<HTMLElement>(null);
  useEffect(() => {
    const target = watch.current;
    if (!target || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) setAway(entry.isIntersecting || entry.boundingClientRect.top < 0);
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [watch]);
  useEffect(() => {
    if (away) return undefined;
    const keepAbove = (event: FocusEvent) => {
      const shown = bar.current;
      if (!shown || !(event.target instanceof HTMLElement) || shown.contains(event.target)) return;
      const barTop = shown.getBoundingClientRect().top;
      if (barTop >= window.innerHeight) return; // not shown (a wide screen)
      const bottom = event.target.getBoundingClientRect().bottom;
      if (bottom > barTop - 8) window.scrollBy({ top: bottom - barTop + 16 });
    };
    document.addEventListener('focusin', keepAbove);
    return () => document.removeEventListener('focusin', keepAbove);
  }, [away]);
  return (
    <Bar ref={bar} aria-label="Result summary" data-result-summary data-away={away ? 'true' : undefined}>
      <div>
        <span>{headline.label}</span>
        <strong data-summary-result={headline.key} data-stale={stale ? 'true' : undefined}>
          {formatResult(headline.value, headline.format)}
        </strong>
      </div>
      <a href={href}>See results</a>
    </Bar>
  );
}

const Bar = styled.aside`
  display: none;
  ${onMobile} {
    position: fixed;
    left: 0;
    right: 0;
    bottom: 0;
    z-index: 40;
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 12px;
    padding: 8px 16px calc(8px + env(safe-area-inset-bottom, 0px));
    background: ${({ theme }) => theme.color.navy};
    color: ${({ theme }) => theme.color.white};
    box-shadow: 0 -4px 16px rgb(0 0 0 / 0.18);
    transition:
      transform 0.2s ease,
      visibility 0.2s;
    &[data-away] {
      transform: translateY(110%);
      visibility: hidden;
    }
    div {
      display: flex;
      flex-direction: column;
      min-width: 0;
    }
    span {
      font-size: 0.8rem;
      font-weight: 600;
      color: ${({ theme }) => theme.color.onDarkMuted};
    }
    strong {
      font-size: 1.25rem;
      line-height: 1.2;
      font-variant-numeric: tabular-nums;
      overflow-wrap: anywhere;
    }
    strong[data-stale] {
      opacity: 0.7;
    }
    a {
      flex: none;
      display: inline-flex;
      align-items: center;
      min-height: 44px;
      padding: 0 14px;
      border: 1px solid ${({ theme }) => theme.color.white};
      border-radius: 999px;
      color: ${({ theme }) => theme.color.white};
      font-weight: 600;
      text-decoration: none;
    }
    a:focus-visible {
      outline: 3px solid ${({ theme }) => theme.color.gold};
      outline-offset: 2px;
    }
  }
`;

/** The dark card that carries a page's main result. */
export const PrimaryResult = styled.div`
  margin: 0 0 16px;
  padding: 18px 20px;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.navy};
  color: ${({ theme }) => theme.color.white};
  display: flex;
  flex-direction: column;
  gap: 4px;
  span {
    color: ${({ theme }) => theme.color.onDarkMuted};
    font-weight: 600;
  }
  strong {
    font-size: clamp(1.7rem, 4vw, 2.3rem);
    line-height: 1.15;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;

/** Measures the panel's width for the cards' container query (a frame of its own, so fixed elements elsewhere are unaffected). */
const OthersFrame = styled.div`
  container-type: inline-size;
`;

/** Narrower than this, a row of that many cards is too tight for a crore figure: the cards become list rows. */
const CARD_MIN = 150;

const Others = styled.dl<{ $columns: number }>`
  margin: 0;
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  gap: 12px;
  div {
    padding: 12px 14px;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.small};
  }
  dt {
    font-size: 0.9rem;
    color: ${({ theme }) => theme.color.muted};
  }
  dd {
    margin: 4px 0 0;
    font-weight: 700;
    font-size: 1.15rem;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
  @container (max-width: ${({ $columns }) => $columns * CARD_MIN + ($columns - 1) * 12 - 1}px) {
    grid-template-columns: minmax(0, 1fr);
    gap: 0;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.small};
    div {
      display: flex;
      align-items: baseline;
      justify-content: space-between;
      gap: 12px;
      border: 0;
      border-radius: 0;
    }
    div + div {
      border-top: 1px solid ${({ theme }) => theme.color.border};
    }
    dd {
      margin: 0;
      text-align: right;
      font-size: 1.05rem;
    }
  }
`;

const Stale = styled.p`
  margin: 12px 0 0;
  padding: 10px 14px;
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.color.errorSurface};
  color: ${({ theme }) => theme.color.error};
  font-weight: 600;
`;
