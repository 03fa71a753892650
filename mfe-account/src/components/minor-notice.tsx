import styled from 'styled-components';
import { Alert } from '@meridian/shared';
import { GUARDIAN_CONTACT, UNDER_18 } from '../content/minors';

/**
 * The kind, plain refusal of an account to someone under 18: why, that nothing was kept, and how
 * a parent or guardian can contact the firm. Shown by sign-up and by a first Google sign-in.
 */
export function MinorNotice({ google = false }: { google?: boolean }) {
  return (
    <Notice tone="info" data-minor-notice aria-labelledby="minor-notice-heading" tabIndex={-1}>
      <h2 id="minor-notice-heading">{UNDER_18.heading}</h2>
      <p>
        {UNDER_18.reason}
        {google ? ` ${UNDER_18.googleRemoved}` : null}
      </p>
      <p>{UNDER_18.guardian}</p>
      <ul>
        <li>
          Email: <a href={GUARDIAN_CONTACT.emailHref}>{GUARDIAN_CONTACT.email}</a>
        </li>
        <li>
          Phone: <a href={GUARDIAN_CONTACT.phoneHref}>{GUARDIAN_CONTACT.phone}</a> ({GUARDIAN_CONTACT.hours})
        </li>
      </ul>
      <p>{UNDER_18.thanks}</p>
    </Notice>
  );
}

const Notice = styled(Alert)`
  h2 {
    margin: 0 0 8px;
    font-size: 1.2rem;
  }
  ul {
    padding-left: 1.25rem;
  }
  a {
    overflow-wrap: anywhere;
  }
`;
