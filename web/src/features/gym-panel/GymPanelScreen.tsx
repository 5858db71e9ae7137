// /fitness-center-panel: a gym partner runs their listing from a phone at the front desk: the desk
// (check-in code, staff check-in, the day's bookings), the gym's profile, replies to reviews and
// earnings. Anyone without the role sees the panels' sign-in frame; the server refuses them anyway.
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { apiCall, apiQueryKey, routes } from '../../api/client';
import { useAuth } from '../../app/auth';
import { EmptyState } from '../../ui/EmptyState';
import { LockIcon } from '../../ui/icons';
import { Page } from '../../ui/Page';
import { SelectField } from '../../ui/SelectField';
import { Spinner } from '../../ui/Spinner';
import { PanelGate } from '../panels/PanelGate';
import { PartnerPanelHome } from '../panels/PartnerPanelHome';
import { SectionBoundary } from '../panels/SectionBoundary';
import { usableTimeZone } from '../panels/TimeZonePicker';
import { PartnerNoticeSettings } from '../partner-notices/PartnerNoticeSettings';
import { EarningsSection } from './EarningsSection';
import { FrontDesk } from './FrontDesk';
import { ProfileSection } from './ProfileSection';
import { problemOf } from './problem';
import { ReviewsSection } from './ReviewsSection';
import '../panels/messages';
import '../partner-notices/messages';
import './messages';
import '../pro-panel/pro-panel.css';
import './gym-panel.css';

const TABS = ['desk', 'profile', 'reviews', 'earnings', 'notifications'] as const;
type Tab = (typeof TABS)[number];
const TAB_LABEL = {
  desk: 'gymPanel.tab.desk',
  profile: 'gymPanel.tab.profile',
  reviews: 'gymPanel.tab.reviews',
  earnings: 'gymPanel.tab.earnings',
  notifications: 'partnerNotices.tab',
} as const;

const route = getRouteApi('/back-office/fitness-center-panel');

export function GymPanelScreen() {
  const { gym } = route.useSearch();
  const { user } = useAuth();
  // An admin opening a gym (from the admin panel) reads its panel and may edit its profile; the server allows exactly that.
  const asAdmin = gym !== undefined && user?.roles.includes('admin') === true && !user.gymIds?.includes(gym);
  return (
    <PanelGate panel="/fitness-center-panel" titleId="panels.fitnessCenter" introId="panels.fitnessCenter.body" asAdmin={asAdmin}>
      <Page titleId="panels.fitnessCenter" introId="panels.fitnessCenter.body">
        {asAdmin ? <AdminGymPanel gymId={gym!} /> : <PartnerPanelHome />}
        {asAdmin ? null : <GymPanel chosenFromLink={gym ?? null} />}
      </Page>
    </PanelGate>
  );
}

/** The panel of any gym as an admin reads it: the day's bookings, the profile (editable, audited), reviews and earnings. */
function AdminGymPanel({ gymId }: { gymId: string }) {
  const intl = useIntl();
  const input = { params: { gymId } };
  const profile = useQuery({ queryKey: apiQueryKey(routes.gymPanelProfile, input), queryFn: () => apiCall(routes.gymPanelProfile, input) });
  if (profile.isPending) return <Spinner label={intl.formatMessage({ id: 'gymPanel.loading' })} />;
  if (profile.isError) {
    return (
      <p className="notice notice--error" role="alert">
        <FormattedMessage id={problemOf(profile.error)} />
      </p>
    );
  }
  const { gym } = profile.data.profile;
  return (
    <>
      <p className="notice" role="status">
        <FormattedMessage id="gymPanel.admin.viewing" values={{ name: gym.name, city: gym.city }} />
      </p>
      <GymTabs gym={{ id: gym.id, timeZone: gym.timeZone }} readOnly />
    </>
  );
}

function GymPanel({ chosenFromLink }: { chosenFromLink: string | null }) {
  const intl = useIntl();
  const [chosen, setChosen] = useState<string | null>(chosenFromLink);
  const gyms = useQuery({ queryKey: apiQueryKey(routes.gymPanelGyms), queryFn: () => apiCall(routes.gymPanelGyms, {}) });
  if (gyms.isPending) return <Spinner label={intl.formatMessage({ id: 'gymPanel.loading' })} />;
  if (gyms.isError) {
    return (
      <p className="notice notice--error" role="alert">
        <FormattedMessage id={problemOf(gyms.error)} />
      </p>
    );
  }
  const list = gyms.data.gyms;
  if (list.length === 0)
    return <EmptyState icon={<LockIcon />} titleId="gymPanel.noGyms.title" bodyId="gymPanel.noGyms.body" actions={[]} />;
  const gym = list.find((g) => g.id === chosen) ?? list[0]!;
  return (
    <>
      {list.length > 1 ? (
        <SelectField
          label={intl.formatMessage({ id: 'gymPanel.gym' })}
          className="gym-panel__picker"
          value={gym.id}
          onChange={(event) => setChosen(event.target.value)}
        >
          {list.map((g) => (
            <option key={g.id} value={g.id}>
              {g.name} · {g.city}
            </option>
          ))}
        </SelectField>
      ) : null}
      <GymTabs gym={gym} readOnly={false} />
    </>
  );
}

/** The panel's tabs for one gym; `readOnly` (an admin reading): no desk code, check-in or replies. */
function GymTabs({ gym, readOnly }: { gym: { id: string; timeZone: string }; readOnly: boolean }) {
  const [tab, setTab] = useState<Tab>('desk');
  return (
    <>
      <div className="panel-tabs" role="tablist">
        {TABS.map((t) => (
          <button
            key={t}
            type="button"
            role="tab"
            id={`tab-${t}`}
            aria-selected={tab === t}
            aria-controls={`panel-${t}`}
            onClick={() => setTab(t)}
          >
            <FormattedMessage id={TAB_LABEL[t]} />
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} className="panel-body" key={gym.id}>
        <SectionBoundary resetKey={`${gym.id}/${tab}`}>
          {tab === 'desk' ? <FrontDesk gymId={gym.id} timeZone={usableTimeZone(gym.timeZone)} readOnly={readOnly} /> : null}
          {tab === 'profile' ? <ProfileSection gymId={gym.id} /> : null}
          {tab === 'reviews' ? <ReviewsSection gymId={gym.id} readOnly={readOnly} /> : null}
          {tab === 'earnings' ? <EarningsSection gymId={gym.id} timeZone={usableTimeZone(gym.timeZone)} /> : null}
          {tab === 'notifications' ? <PartnerNoticeSettings readOnly={readOnly} /> : null}
        </SectionBoundary>
      </div>
    </>
  );
}
