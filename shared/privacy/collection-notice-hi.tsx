import { EmailAddress } from '@meridian/shared';
import { Notice } from './collection-notice';
import type { CollectionPoint } from './notice-parts';
import { DATA_PROTECTION_CONTACT, HINDI_NOTICES_PATH, PRIVACY_NOTICE_VERSION } from './notices';
import { NOTICES_HI, type NoticeWords } from './notices-hi';

/**
 * Every notice at a point of collection in Hindi (NOTICES_HI), as CollectionNoticeText draws the
 * English, each at `#notice-<point>` (where each form's Hindi link points): its plain line, items,
 * how long, how to withdraw, the box the form asks to tick, whom to ask, the Board and the full
 * notice, with the translation's status while it is a machine one. Shown on the Hindi privacy
 * notice (HINDI_NOTICES_PATH), so it is complete in that page's HTML; `lang="hi"` is the page's.
 */
export function CollectionNoticesInHindi() {
  const { frame } = NOTICES_HI;
  return (
    <section id="notices" aria-labelledby="notices-heading">
      <h2 id="notices-heading">{frame.heading}</h2>
      <p>{frame.intro}</p>
      {Object.entries(NOTICES_HI.notices).map(([point, words]) => {
        return (
          <section key={point} id={`notice-${point}`} aria-labelledby={`notice-${point}-heading`}>
            <h3 id={`notice-${point}-heading`}>
              {words.place}: {words.title}
            </h3>
            <p>{words.summary}</p>
            <NoticeItems words={words} />
          </section>
        );
      })}
      <FullNotice />
      {NOTICES_HI.status.status === 'machine' ? <p>{frame.machineNote}</p> : null}
    </section>
  );
}

/**
 * One notice in Hindi where a Hindi form collects (the Hindi complaint form), as
 * CollectionNoticeText draws the English: its plain line, then the itemised notice folded under its
 * title (a level-3 heading), then the full Hindi notice and, while the translation is a machine
 * one, that the English text prevails. `id` is for the form's aria-describedby.
 */
export function CollectionNoticeInHindi({ point, id }: { point: CollectionPoint; id: string }) {
  const words = NOTICES_HI.notices[point];
  return (
    <Notice id={id} data-notice={point} lang="hi">
      <p>{words.summary}</p>
      <details>
        <summary>
          <h3>{words.title}</h3>
        </summary>
        <NoticeItems words={words} />
      </details>
      <FullNotice />
      {NOTICES_HI.status.status === 'machine' ? <p>{NOTICES_HI.frame.machineNote}</p> : null}
    </Notice>
  );
}

/** A notice's items, how long, how to withdraw, the box to tick (if any), whom to ask and the Board. */
function NoticeItems({ words }: { words: NoticeWords }) {
  const { frame } = NOTICES_HI;
  return (
    <>
      <ul>
        {words.items.map((item) => (
          <li key={item.data}>
            {item.data}: {item.purpose}।
          </li>
        ))}
      </ul>
      <p>
        {words.retention}
        {words.publicForm ? ` ${frame.abuseLimit}` : null}
      </p>
      <p>{words.withdraw}</p>
      {words.consentBox ? (
        <p>
          {frame.boxLabel} «{words.consentLabel ?? frame.defaultConsentLabel}»
        </p>
      ) : null}
      <p>
        {frame.questions}, {DATA_PROTECTION_CONTACT.name},{' '}
        <a href={DATA_PROTECTION_CONTACT.emailHref}>
          <EmailAddress address={DATA_PROTECTION_CONTACT.email} />
        </a>
        , {DATA_PROTECTION_CONTACT.phone}। {frame.board}
      </p>
    </>
  );
}

/** The link to the whole Hindi notice, with its version and date. */
function FullNotice() {
  const { frame } = NOTICES_HI;
  return (
    <p>
      <a href={`${HINDI_NOTICES_PATH}#who-we-are`}>{frame.fullNotice}</a>{' '}
      {frame.versionLine(PRIVACY_NOTICE_VERSION, NOTICES_HI.noticeDate)}।
    </p>
  );
}
