import styled from 'styled-components';
import { useLoad } from '@meridian/shared';
import { Blank, formatDateTime, Loading } from '@meridian/portal-kit';
import { listMyMail } from '../../data/mail';
import type { MyMailState } from '../../domain/my-mail';
import { Card, Muted, Pill, RecordList, RecordTop } from './card';

const STATE_WORDS: Readonly<Record<MyMailState, string>> = {
  sent: 'Sent',
  sending: 'Being sent',
  failed: 'Not delivered',
};

/**
 * Emails we sent you (issue 36, item 5): the messages the firm sent for this account (the
 * acknowledgements of a complaint or a grievance lodged while signed in), each with its subject,
 * the address it went to, when, and whether it arrived; the record of the firm's messages to the
 * person. Read afresh each time (not kept on the device).
 */
export function MailCard({ uid }: { uid: string }) {
  const [mail, reload] = useLoad(() => listMyMail(uid), `mail:${uid}`);
  return (
    <Wide aria-labelledby="overview-mail">
      <h2 id="overview-mail">Emails we sent you</h2>
      <Loading loaded={mail} retry={reload} placeholder={placeholder}>
        {(items) =>
          items.length === 0 ? (
            <Muted>We have not emailed you about anything you sent us while signed in.</Muted>
          ) : (
            <RecordList>
              {items.map((item) => (
                <li key={item.id} data-mail={item.state}>
                  <RecordTop>
                    <strong>{item.subject}</strong>
                    <State $state={item.state}>{STATE_WORDS[item.state]}</State>
                  </RecordTop>
                  <Facts>
                    To {item.to}, {formatDateTime(item.at)}.
                    {item.state === 'failed' ? ' It could not be delivered; our staff have been told.' : ''}
                  </Facts>
                </li>
              ))}
            </RecordList>
          )
        }
      </Loading>
    </Wide>
  );
}

const Wide = styled(Card)`
  grid-column: 1 / -1;
`;

const State = styled(Pill)<{ $state: MyMailState }>`
  color: ${({ theme, $state }) =>
    $state === 'sent' ? theme.color.success : $state === 'failed' ? theme.color.error : theme.color.navy};
  background: ${({ theme, $state }) =>
    $state === 'sent'
      ? theme.color.successSurface
      : $state === 'failed'
        ? theme.color.errorSurface
        : theme.color.navySurface};
`;

const Facts = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.muted};
  overflow-wrap: anywhere;
`;

/** One message's shape while they are read: its subject line and a line of facts. */
const placeholder = (
  <RecordList>
    <li>
      <RecordTop>
        <Blank width="14em" />
      </RecordTop>
      <Facts>
        <Blank width="70%" />
      </Facts>
    </li>
  </RecordList>
);
