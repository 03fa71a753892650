import styled from 'styled-components';
import { EmailAddress, type NoticeLanguage } from '@meridian/shared';
import {
  ABUSE_LIMIT_SENTENCE,
  BOARD_SENTENCE,
  DATA_PROTECTION_CONTACT,
  PRIVACY_NOTICE_DATE,
  HINDI_NOTICES_PATH,
  PRIVACY_NOTICE_PATH,
  PRIVACY_NOTICE_VERSION,
  type CollectionNotice,
} from './notices';

/**
 * The notice at a point of collection (its words: the point's notice in ./notices.ts), in two
 * layers: its one plain line, always shown, then the itemised notice (data and purposes, how
 * long, how to withdraw, whom to ask, the Board, the full notice) folded under its title, one
 * tap away: a native disclosure, so it is announced as collapsed or expanded and stays open once
 * opened, and its words are in the page's HTML. `id` is for the consent box's aria-describedby.
 * Colours follow the surrounding text, so it reads on light and dark sections alike.
 *
 * Beside the full notice's link, a link opens this itemised notice in Hindi (DPDP Act 2023,
 * s. 5(3)) in a new tab, on the Hindi privacy notice (HINDI_NOTICES_PATH, complete in its HTML),
 * so that nothing typed in the form is lost; the form that records a consent passes `onLanguage`
 * (useConsent) so that the record names the language read.
 */
export function CollectionNoticeText({
  notice,
  id,
  heading = false,
  onLanguage,
}: {
  notice: CollectionNotice;
  id: string;
  /** Its title as a level-3 heading (where the form has headings of its own), else plain text. */
  heading?: boolean;
  /** Told when the person opens the notice in another language (the consent record names it). */
  onLanguage?: (language: NoticeLanguage) => void;
}) {
  return (
    <Notice id={id} data-notice={notice.point}>
      <p>{notice.summary}</p>
      <details>
        <summary>{heading ? <h3>{notice.title}</h3> : notice.title}</summary>
        <ul>
          {notice.items.map((item) => (
            <li key={item.data}>
              {capitalise(item.data)}: {item.purpose}.
            </li>
          ))}
        </ul>
        <p>
          {notice.retention}
          {notice.publicForm ? ` ${ABUSE_LIMIT_SENTENCE}` : null}
        </p>
        <p>{notice.withdraw}</p>
        <p>
          Questions or a grievance: our {DATA_PROTECTION_CONTACT.role.toLowerCase()}, {DATA_PROTECTION_CONTACT.name},{' '}
          <a href={DATA_PROTECTION_CONTACT.emailHref}>
            <EmailAddress address={DATA_PROTECTION_CONTACT.email} />
          </a>
          , {DATA_PROTECTION_CONTACT.phone}. {BOARD_SENTENCE}
        </p>
      </details>
      <p>
        <a href={PRIVACY_NOTICE_PATH}>Full privacy notice</a> (version {PRIVACY_NOTICE_VERSION}, {PRIVACY_NOTICE_DATE}).{' '}
        <a
          href={`${HINDI_NOTICES_PATH}#notice-${notice.point}`}
          lang="hi"
          hrefLang="hi"
          target="_blank"
          rel="noopener"
          onClick={() => onLanguage?.('hi')}
          // A middle click opens it in a tab too.
          onAuxClick={(event) => event.button === 1 && onLanguage?.('hi')}
        >
          यह सूचना हिन्दी में
        </a>
      </p>
    </Notice>
  );
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** An unticked box the person ticks to agree (DPDP Rules 2025: a clear affirmative act). */
export function ConsentBox({
  notice,
  id,
  checked,
  onChange,
  error,
  noticeId,
  onDark = false,
}: {
  notice: CollectionNotice;
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | undefined;
  noticeId: string;
  /** On a dark section (the newsletter band). */
  onDark?: boolean;
}) {
  const label = notice.consentLabel ?? 'I agree, as this notice says.';
  return (
    <Box>
      <input
        id={id}
        name="consent"
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error ${noticeId}` : noticeId}
      />
      <label htmlFor={id}>{label}</label>
      {error ? (
        <BoxError id={`${id}-error`} role="alert" $onDark={onDark}>
          {error}
        </BoxError>
      ) : null}
    </Box>
  );
}

/** What a consent box says when it is left unticked. */
export const CONSENT_REQUIRED = 'Please tick the box to agree, so that we may use these details.';

/** The look of a notice at a point of collection, in any language. */
export const Notice = styled.div`
  font-size: 0.875rem;
  line-height: 1.5;
  color: inherit;
  margin: 12px 0;
  ul {
    margin: 4px 0;
    padding-left: 1.25em;
  }
  p {
    margin: 4px 0;
  }
  a {
    color: inherit;
    text-decoration: underline;
  }
  summary {
    cursor: pointer;
    font-weight: 600;
    min-height: 24px;
    padding: 2px 0;
  }
  summary h3 {
    display: inline;
    font: inherit;
    margin: 0;
  }
`;

const Box = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 4px 10px;
  align-items: start;
  margin: 8px 0 12px;
  input {
    width: 24px;
    height: 24px;
    margin: 0;
  }
`;

const BoxError = styled.p<{ $onDark: boolean }>`
  grid-column: 1 / -1;
  margin: 0;
  font-weight: 600;
  color: ${({ theme, $onDark }) => ($onDark ? theme.color.errorOnDark : theme.color.error)};
`;
