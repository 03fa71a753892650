import { useState } from 'react';
import type { NoticeLanguage } from '../src/contracts/documents';
import { CollectionNoticeText, CONSENT_REQUIRED, ConsentBox } from './collection-notice';
import type { CollectionNotice } from './notices';

/** A consent box's state: ticked or not, and its message. */
export interface Consent {
  checked: boolean;
  error: string | undefined;
  /** The person ticks or unticks it (ticking clears the message). */
  set: (checked: boolean) => void;
  /** At sending: true when ticked; otherwise it says so (CONSENT_REQUIRED) and gives false. */
  require: () => boolean;
  /** The server's words about it. */
  refuse: (message: string) => void;
  /** Unticked again (after a form is sent). */
  reset: () => void;
  /** The language the person reads the itemised notice in: the consent record names it. */
  language: NoticeLanguage;
  setLanguage: (language: NoticeLanguage) => void;
}

/** A consent box, unticked on every visit (never kept in a draft): the person agrees by ticking it. */
export function useConsent(): Consent {
  const [checked, setChecked] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [language, setLanguage] = useState<NoticeLanguage>('en');
  return {
    checked,
    error,
    set: (next) => {
      setChecked(next);
      if (next) setError(undefined);
    },
    require: () => {
      setError(checked ? undefined : CONSENT_REQUIRED);
      return checked;
    },
    refuse: setError,
    reset: () => setChecked(false),
    language,
    setLanguage,
  };
}

/**
 * The consent line with its notice: the point of collection's short notice (`{form}-notice`)
 * and the unticked box (`{form}-consent`) described by it; the box first with `boxFirst` (the
 * newsletter band), on a dark section with `onDark`.
 */
export function ConsentLine({
  form,
  notice,
  consent,
  boxFirst = false,
  onDark = false,
}: {
  form: string;
  notice: CollectionNotice;
  consent: Consent;
  boxFirst?: boolean;
  onDark?: boolean;
}) {
  const noticeText = <CollectionNoticeText notice={notice} id={`${form}-notice`} onLanguage={consent.setLanguage} />;
  return (
    <>
      {boxFirst ? null : noticeText}
      <ConsentBox
        notice={notice}
        id={`${form}-consent`}
        noticeId={`${form}-notice`}
        checked={consent.checked}
        onChange={consent.set}
        error={consent.error}
        onDark={onDark}
      />
      {boxFirst ? noticeText : null}
    </>
  );
}
