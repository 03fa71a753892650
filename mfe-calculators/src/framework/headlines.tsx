import styled from 'styled-components';
import { formatResult } from './format';
import type { Headline } from './types';

/** The headline results; the primary one is largest and carries data-primary-result (the latency benchmark watches it). */
export function HeadlineList({ headlines, stale }: { headlines: readonly Headline[]; stale: boolean }) {
  const primary = headlines.find((headline) => headline.primary) ?? headlines[0];
  const others = headlines.filter((headline) => headline !== primary);
  return (
    <div>
      {primary ? (
        <PrimaryResult aria-live="polite" aria-atomic="true">
          <span>{primary.label}</span>
          <strong data-primary-result={primary.key}>{formatResult(primary.value, primary.format)}</strong>
        </PrimaryResult>
      ) : null}
      <Others>
        {others.map((headline) => (
          <div key={headline.key}>
            <dt>{headline.label}</dt>
            <dd data-result={headline.key}>{formatResult(headline.value, headline.format)}</dd>
          </div>
        ))}
      </Others>
      {stale ? (
        <Stale role="status">
          These results are for your last valid inputs. Correct the highlighted field to update them.
        </Stale>
      ) : null}
    </div>
  );
}

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

const Others = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(170px, 1fr));
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
`;

const Stale = styled.p`
  margin: 12px 0 0;
  padding: 10px 14px;
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.color.errorSurface};
  color: ${({ theme }) => theme.color.error};
  font-weight: 600;
`;
