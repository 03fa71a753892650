import styled from 'styled-components';
import { ButtonLink, CALCULATOR_NAMES, Link, onMobile, paths } from '@meridian/shared';
import { Blank, Loading, useKept } from '@meridian/portal-kit';
import { readKeptDetails } from '../../domain/account-details';
import { describeActivity, readKeptActivities } from '../../domain/activity-wording';
import { readKeptCount } from '../../domain/saved-calculations';
import { recentActivities } from '../../data/activities';
import { countCalculations } from '../../data/calculations';
import { readAccountDetails } from '../../data/profiles';
import { Card, Muted } from './card';
import { ComplaintsCard } from './complaints-card';
import { MailCard } from './mail-card';
import { OnboardingCard } from './onboarding-card';

/** How many activities the overview lists. */
const ACTIVITIES_SHOWN = 5;

/**
 * Overview: the last five activities in words (sign-ins and saves, a save linking to its
 * calculator), quick actions, how many calculations are saved, the person's complaints with their
 * status, and the emails the firm sent them. Each card keeps, while it is read, the space of its
 * content (five activities of two lines, the count with its words), so no card moves when another
 * arrives (issue 22: CLS 0).
 */
export function OverviewTab({ uid }: { uid: string }) {
  // Read with the time they were read, which their wording counts from ('2 hours ago'). Each card
  // shows at once what this person saw on this device last time, while it is read again (useKept).
  const [activities, reloadActivities] = useKept(
    () => recentActivities(uid, ACTIVITIES_SHOWN).then((items) => ({ items, now: Date.now() })),
    `activities:${uid}`,
    {
      uid,
      name: 'activities',
      save: ({ items }) => items,
      restore: (kept) => {
        const items = readKeptActivities(kept);
        return items && { items, now: Date.now() };
      },
    },
  );
  const [saved, reloadSaved] = useKept(() => countCalculations(uid), `count:${uid}`, {
    uid,
    name: 'count',
    restore: readKeptCount,
  });
  const [details] = useKept(() => readAccountDetails(uid), `details:${uid}`, {
    uid,
    name: 'details',
    restore: readKeptDetails,
  });
  const favourite = details.state === 'ready' ? details.value.preferences.defaultCalculator : 'sip';

  return (
    <Grid>
      <Card aria-labelledby="overview-activity">
        <h2 id="overview-activity">Recent activity</h2>
        <Loading loaded={activities} retry={reloadActivities} placeholder={activitiesPlaceholder}>
          {({ items, now }) =>
            items.length === 0 ? (
              <Muted>No activity yet.</Muted>
            ) : (
              <ActivityList>
                {items.map((item, index) => (
                  // The list is drawn whole each time it is read: its place keeps two entries of one millisecond apart.
                  <li key={`${index}-${item.at}-${item.type}`}>
                    {item.type === 'saved' ? (
                      <Link to={item.reopen}>{describeActivity(item, now)}</Link>
                    ) : (
                      describeActivity(item, now)
                    )}
                  </li>
                ))}
              </ActivityList>
            )
          }
        </Loading>
      </Card>
      <Card aria-labelledby="overview-actions">
        <h2 id="overview-actions">Quick actions</h2>
        <Actions>
          <li>
            <ButtonLink to={paths.calculator(favourite)} $variant="ghost">
              Open the {CALCULATOR_NAMES[favourite]}
            </ButtonLink>
          </li>
          <li>
            <Link to={paths.calculators}>All calculators</Link>
          </li>
          <li>
            <Link to={paths.book}>Talk to an adviser</Link>
          </li>
        </Actions>
      </Card>
      <Card aria-labelledby="overview-saved">
        <h2 id="overview-saved">Saved calculations</h2>
        <Loading loaded={saved} retry={reloadSaved} placeholder={savedPlaceholder}>
          {(count) => (
            <>
              <Big data-saved-count={count}>{count}</Big>
              <Muted>{count === 1 ? 'calculation saved' : 'calculations saved'}</Muted>
              <p>
                <Link to={`${paths.dashboard}/calculations`}>See my calculations</Link>
              </p>
            </>
          )}
        </Loading>
      </Card>
      <ComplaintsCard uid={uid} />
      <MailCard uid={uid} />
      <OnboardingCard uid={uid} />
    </Grid>
  );
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: 1.4fr 1fr 1fr;
  gap: 20px;
  ${onMobile} {
    grid-template-columns: 1fr;
  }
`;

const ActivityList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 10px;
  li {
    padding-bottom: 10px;
    border-bottom: 1px solid ${({ theme }) => theme.color.gridLine};
  }
  li:last-child {
    border-bottom: 0;
  }
`;

const Actions = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 14px;
  a:not([class]) {
    color: ${({ theme }) => theme.color.navy};
    font-weight: 600;
  }
`;

const Big = styled.p`
  margin: 0;
  font-size: 2.6rem;
  font-weight: 700;
  color: ${({ theme }) => theme.color.navy};
`;

// An activity takes two lines at most ('Created your account with Google, 3 weeks ago, Samsung
// Internet on Android' on a phone or in the desktop's column): the placeholder keeps five such.
const activitiesPlaceholder = (
  <ActivityList>
    {Array.from({ length: ACTIVITIES_SHOWN }, (_, index) => (
      <li key={index}>
        <Blank width="100%" />
        <Blank width="55%" />
      </li>
    ))}
  </ActivityList>
);

const savedPlaceholder = (
  <>
    <Big>
      <Blank width="1.2ch" />
    </Big>
    <Muted>
      <Blank width="10em" />
    </Muted>
    <p>
      <Blank width="9em" />
    </p>
  </>
);
