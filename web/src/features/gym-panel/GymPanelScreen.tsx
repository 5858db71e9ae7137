// /fitness-center-panel: a gym partner runs their listing from a phone at the front desk: the desk
// (check-in code, staff check-in, today's arrivals, payments taken there), the gym's profile,
// replies to reviews, earnings and the desk's staff. Staff the partner invited get the desk alone.
// Anyone without either role sees the panels' sign-in frame; the server refuses them anyway.
import type { PanelGymSummary } from '@fitchoice/shared/api';
import * as routes from '@fitchoice/shared/api/routes';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { type ComponentType, lazy, Suspense, useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { apiCall, apiQueryKey } from '../../api/client';
import { takeEarlyRead } from '../../api/early-read';
import { useAuth } from '../../app/auth';
import { withStrings } from '../../i18n/messages';
import { EmptyState } from '../../ui/EmptyState';
import { SelectField } from '../../ui/form/SelectField';
import { LockIcon } from '../../ui/icons';
import { Page } from '../../ui/Page';
import { Spinner } from '../../ui/Spinner';
import { Tabs, tabIdOf } from '../../ui/Tabs';
import { EARLY_READS } from '../panels/early-read';
import { PanelGate } from '../panels/PanelGate';
import { PartnerPanelHome, partnerHomeQuery } from '../panels/PartnerPanelHome';
import { SectionBoundary } from '../panels/SectionBoundary';
import { usableTimeZone } from '../panels/TimeZonePicker';
import { type Kept, readThrough } from './desk-cache';
import { type DeskAccess, FrontDesk, loadQrCode } from './FrontDesk';
import { problemOf } from './problem';
import '../panels/messages';
import './messages';
import '../pro-panel/pro-panel.css';
import './gym-panel.css';

/** A tab the first screen (the desk) does not show, loaded with its strings when first opened. */
const later = <P extends object>(load: () => Promise<ComponentType<P>>) => lazy(withStrings(async () => ({ default: await load() })));
const ProfileSection = later(async () => (await import('./ProfileSection')).ProfileSection);
const ReviewsSection = later(async () => (await import('./ReviewsSection')).ReviewsSection);
const EarningsSection = later(async () => (await import('./EarningsSection')).EarningsSection);
const StaffSection = later(async () => (await import('./StaffSection')).StaffSection);
const PartnerNoticeSettings = later(async () => (await import('../partner-notices/PartnerNoticeSettings')).PartnerNoticeSettings);

const TABS = ['desk', 'profile', 'reviews', 'earnings', 'staff', 'notifications'] as const;
type Tab = (typeof TABS)[number];
const TAB_LABEL = {
  desk: 'gymPanel.tab.desk',
  profile: 'gymPanel.tab.profile',
  reviews: 'gymPanel.tab.reviews',
  earnings: 'gymPanel.tab.earnings',
  staff: 'gymPanel.tab.staff',
  notifications: 'panels.tab.notifications',
} as const;
/** The tabs each kind of access opens (the server refuses the rest anyway). */
const TABS_OF: Record<DeskAccess, readonly Tab[]> = { owner: TABS, admin: TABS, desk: ['desk'] };

const route = getRouteApi('/back-office/fitness-center-panel');

const readGyms = (onCachedCopy: () => void) => apiCall(routes.gymPanelGyms, {}, { onCachedCopy });
type GymsAnswer = Awaited<ReturnType<typeof readGyms>>;
/** The gyms as read with the app on a page opened at the panel (layout/first-reads/), else undefined: ask afresh. */
function takeEarlyGyms(onCachedCopy: () => void): Promise<GymsAnswer> | undefined {
  return takeEarlyRead<{ answer: GymsAnswer; cachedCopy: boolean }>(EARLY_READS.deskGyms)?.then(({ answer, cachedCopy }) => {
    if (cachedCopy) onCachedCopy();
    return answer;
  });
}

export function GymPanelScreen() {
  const { gym } = route.useSearch();
  const { user } = useAuth();
  // An admin opening a gym (from the admin panel) reads its panel and may edit its profile; the server allows exactly that.
  const asAdmin = gym !== undefined && user?.roles.includes('admin') === true && !user.gymIds?.includes(gym);
  const partner = !asAdmin && user?.roles.includes('gym_partner') === true;
  // The partner's gyms above the desk (PartnerPanelHome, the same query): the desk waits for their
  // first answer, so it does not show and then move down when they come. Not for longer: a failed or
  // paused (offline) fetch lets the desk show at once from its copy on the device.
  const home = useQuery({ ...partnerHomeQuery(), enabled: partner });
  const partnerHome = partner && home.isPending && home.fetchStatus === 'fetching' && home.failureCount === 0;
  return (
    <PanelGate panel="/fitness-center-panel" titleId="panels.fitnessCenter" introId="panels.fitnessCenter.body" asAdmin={asAdmin}>
      <Page titleId="panels.fitnessCenter" introId="panels.fitnessCenter.body">
        {asAdmin ? <AdminGymPanel gymId={gym!} /> : null}
        {!asAdmin && user?.roles.includes('gym_partner') ? <PartnerPanelHome /> : null}
        {asAdmin ? null : <GymPanel chosenFromLink={gym ?? null} holdFor={partnerHome} />}
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
      <GymTabs gym={{ id: gym.id, name: gym.name, timeZone: gym.timeZone }} access="admin" />
    </>
  );
}

function GymPanel({ chosenFromLink, holdFor }: { chosenFromLink: string | null; holdFor: boolean }) {
  const intl = useIntl();
  const { user } = useAuth();
  const [chosen, setChosen] = useState<string | null>(chosenFromLink);
  // The desk shows its code as a QR code first: its drawing code loads alongside the gyms and the code.
  useEffect(() => {
    loadQrCode().catch(() => undefined);
  }, []);
  // Kept on the device, so the desk opens after a reload without a connection.
  const gyms = useQuery<Kept<{ gyms: PanelGymSummary[] }>>({
    queryKey: [...apiQueryKey(routes.gymPanelGyms), 'desk'],
    queryFn: () => readThrough(user?.id ?? '', 'gyms', (onCachedCopy) => takeEarlyGyms(onCachedCopy) ?? readGyms(onCachedCopy)),
  });
  if (gyms.isPending || holdFor) return <Spinner label={intl.formatMessage({ id: 'gymPanel.loading' })} />;
  if (gyms.isError) {
    return (
      <p className="notice notice--error" role="alert">
        <FormattedMessage id={problemOf(gyms.error)} />
      </p>
    );
  }
  const list = gyms.data.data.gyms;
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
      <GymTabs gym={gym} access={gym.access === 'owner' ? 'owner' : 'desk'} />
    </>
  );
}

/** The panel's tabs for one gym, those its access opens; an admin reads (no desk code, check-in or replies). */
function GymTabs({ gym, access }: { gym: { id: string; name: string; timeZone: string }; access: DeskAccess }) {
  const intl = useIntl();
  const panelId = useId();
  const tabs = TABS_OF[access];
  const [tab, setTab] = useState<Tab>('desk');
  const readOnly = access === 'admin';
  return (
    <>
      {tabs.length > 1 ? (
        <Tabs
          variant="panel"
          label={gym.name}
          panelId={panelId}
          value={tab}
          onChange={setTab}
          choices={tabs.map((t) => ({ value: t, label: intl.formatMessage({ id: TAB_LABEL[t] }) }))}
        />
      ) : null}
      <div
        {...(tabs.length > 1 ? { role: 'tabpanel', 'aria-labelledby': tabIdOf(panelId, tab) } : {})}
        id={panelId}
        className="panel-body"
        key={gym.id}
      >
        <SectionBoundary resetKey={`${gym.id}/${tab}`}>
          <Suspense fallback={<Spinner />}>
            {tab === 'desk' ? <FrontDesk gymId={gym.id} timeZone={usableTimeZone(gym.timeZone)} access={access} /> : null}
            {tab === 'profile' ? <ProfileSection gymId={gym.id} /> : null}
            {tab === 'reviews' ? <ReviewsSection gymId={gym.id} readOnly={readOnly} /> : null}
            {tab === 'earnings' ? <EarningsSection gymId={gym.id} timeZone={usableTimeZone(gym.timeZone)} /> : null}
            {tab === 'staff' ? <StaffSection gymId={gym.id} readOnly={readOnly} /> : null}
            {tab === 'notifications' ? <PartnerNoticeSettings readOnly={readOnly} /> : null}
          </Suspense>
        </SectionBoundary>
      </div>
    </>
  );
}
