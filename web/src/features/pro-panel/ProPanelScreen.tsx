// /trainer-panel and /nutritionist-panel: a partner professional's profile (photo upload,
// specialties, languages, gyms, video), certifications with their documents (an admin verifies
// each), availability with a week view, a week calendar of sessions (with the .ics file and the
// calendar feed), sessions (move, cancel, video links), reviews, earnings and which notices reach
// them. Anyone without the role is stopped at
// the panel's door (PanelGate); the server refuses them anyway.
import { LANGUAGES, type LanguageCode } from '@fitchoice/shared';
import { type PanelProfile, type ProfessionalKind, SPECIALTIES_OF, type Specialty } from '@fitchoice/shared/api';
import { proPanelNutritionistUpdateProfile, proPanelTrainerUpdateProfile } from '@fitchoice/shared/api/field-limits';
import * as routes from '@fitchoice/shared/api/routes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { type ComponentType, lazy, Suspense, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { apiCall, apiQueryKey } from '../../api/client';
import { type FieldProblem, fieldProblemOf } from '../../api/field-errors';
import { useAuth } from '../../app/auth';
import { type MessageId, withStrings } from '../../i18n/messages';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/form/Field';
import { FormRefusal } from '../../ui/form/FormRefusal';
import { TextAreaField } from '../../ui/form/TextAreaField';
import { useErrorFocus } from '../../ui/form/use-error-focus';
import { Page } from '../../ui/Page';
import { Spinner } from '../../ui/Spinner';
import { Tabs, tabIdOf } from '../../ui/Tabs';
import { PanelGate } from '../panels/PanelGate';
import { SectionBoundary } from '../panels/SectionBoundary';
import { SPECIALTY_LABEL } from '../professionals/labels';
import { ProPhoto } from '../professionals/ProPhoto';
import { useRegionCode } from '../professionals/region';
import { PANEL_ROUTES } from './panel-api';
import { PRO_PANEL_FIELDS, problemOf, useProfile } from './panel-hooks';
import { uploadFile } from './upload';
import '../panels/messages';
import './messages';
import '../professionals/professionals.css';
import './pro-panel.css';

/** A part the first screen (the profile tab) does not show, loaded with its strings when first opened. */
const later = <P extends object>(load: () => Promise<ComponentType<P>>) => lazy(withStrings(async () => ({ default: await load() })));
const AdminProView = later(async () => (await import('./sections/AdminProView')).AdminProView);
const CertificationsSection = later(async () => (await import('./sections/CertificationsSection')).CertificationsSection);
const AvailabilitySection = later(async () => (await import('./sections/AvailabilitySection')).AvailabilitySection);
const CalendarSection = later(async () => (await import('./sections/CalendarSection')).CalendarSection);
const ReviewsSection = later(async () => (await import('./sections/ReviewsSection')).ReviewsSection);
const SessionsSection = later(async () => (await import('./sections/SessionsSection')).SessionsSection);
const EarningsSection = later(async () => (await import('./sections/SessionsSection')).EarningsSection);
const PartnerNoticeSettings = later(async () => (await import('../partner-notices/PartnerNoticeSettings')).PartnerNoticeSettings);

// The panels' door (PanelGate): sign-in for visitors, the temporary password changed first, and
// "not for your account" for other roles.
export function TrainerPanelScreen() {
  const { professional } = trainerRoute.useSearch();
  return <PanelFor kind="trainer" professional={professional} />;
}

export function NutritionistPanelScreen() {
  const { professional } = nutritionistRoute.useSearch();
  return <PanelFor kind="nutritionist" professional={professional} />;
}

const trainerRoute = getRouteApi('/back-office/trainer-panel');
const nutritionistRoute = getRouteApi('/back-office/nutritionist-panel');

/** The partner's own panel; with ?professional= an admin reads that professional's panel instead. */
function PanelFor({ kind, professional }: { kind: ProfessionalKind; professional: string | undefined }) {
  const { user } = useAuth();
  const asAdmin = professional !== undefined && user?.roles.includes('admin') === true;
  const titleId = kind === 'trainer' ? 'panels.trainer' : 'panels.nutritionist';
  const introId = kind === 'trainer' ? 'panels.trainer.body' : 'panels.nutritionist.body';
  return (
    <PanelGate panel={kind === 'trainer' ? '/trainer-panel' : '/nutritionist-panel'} titleId={titleId} introId={introId} asAdmin={asAdmin}>
      {asAdmin ? (
        <Page titleId={titleId} introId={introId}>
          <Suspense fallback={<Spinner />}>
            <AdminProView professionalId={professional!} />
          </Suspense>
        </Page>
      ) : (
        <ProPanel kind={kind} />
      )}
    </PanelGate>
  );
}

const TABS = ['profile', 'certifications', 'availability', 'calendar', 'sessions', 'reviews', 'earnings', 'notifications'] as const;
type Tab = (typeof TABS)[number];
const TAB_LABEL = {
  profile: 'proPanel.tab.profile',
  certifications: 'proPanel.tab.certifications',
  availability: 'proPanel.tab.availability',
  calendar: 'proPanel.tab.calendar',
  sessions: 'proPanel.tab.sessions',
  reviews: 'proPanel.tab.reviews',
  earnings: 'proPanel.tab.earnings',
  notifications: 'panels.tab.notifications',
} as const;

function ProPanel({ kind }: { kind: ProfessionalKind }) {
  const intl = useIntl();
  const panelId = useId();
  const [tab, setTab] = useState<Tab>('profile');
  const titleId = kind === 'trainer' ? 'panels.trainer' : 'panels.nutritionist';
  const introId = kind === 'trainer' ? 'panels.trainer.body' : 'panels.nutritionist.body';
  return (
    <Page titleId={titleId} introId={introId}>
      <Tabs
        variant="panel"
        label={intl.formatMessage({ id: titleId })}
        panelId={panelId}
        value={tab}
        onChange={setTab}
        choices={TABS.map((t) => ({ value: t, label: intl.formatMessage({ id: TAB_LABEL[t] }) }))}
      />
      <div role="tabpanel" id={panelId} aria-labelledby={tabIdOf(panelId, tab)} className="panel-body">
        <SectionBoundary resetKey={tab}>
          <Suspense fallback={<Spinner />}>
            {tab === 'profile' ? <ProfileSection kind={kind} /> : null}
            {tab === 'certifications' ? <CertificationsSection kind={kind} /> : null}
            {tab === 'availability' ? <AvailabilitySection kind={kind} /> : null}
            {tab === 'calendar' ? <CalendarSection kind={kind} /> : null}
            {tab === 'sessions' ? <SessionsSection kind={kind} /> : null}
            {tab === 'reviews' ? <ReviewsSection kind={kind} /> : null}
            {tab === 'earnings' ? <EarningsSection kind={kind} /> : null}
            {tab === 'notifications' ? <PartnerNoticeSettings /> : null}
          </Suspense>
        </SectionBoundary>
      </div>
    </Page>
  );
}

function ProfileSection({ kind }: { kind: ProfessionalKind }) {
  const intl = useIntl();
  const profile = useProfile(kind);
  if (profile.isPending) return <Spinner label={intl.formatMessage({ id: 'proPanel.loading' })} />;
  if (profile.isError) {
    return (
      <p className="notice notice--error" role="alert">
        <FormattedMessage id={problemOf(profile.error)} />
      </p>
    );
  }
  return <ProfileForm kind={kind} profile={profile.data.profile} />;
}

function ProfileForm({ kind, profile }: { kind: ProfessionalKind; profile: PanelProfile }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const region = useRegionCode();
  const [name, setName] = useState(profile.name);
  const [headline, setHeadline] = useState(profile.headline);
  const [bio, setBio] = useState(profile.bio);
  const [specialties, setSpecialties] = useState<Specialty[]>(profile.specialties);
  const [languages, setLanguages] = useState<LanguageCode[]>(profile.languages);
  const [gyms, setGyms] = useState(profile.gyms);
  const [video, setVideo] = useState(profile.video);
  const [published, setPublished] = useState(profile.published);
  const [photo, setPhoto] = useState<File | null>(null);
  const [gymQuery, setGymQuery] = useState('');
  const [state, setState] = useState<{ busy: boolean; saved: boolean; refusal: MessageId | null }>({
    busy: false,
    saved: false,
    refusal: null,
  });
  const [atField, setAtField] = useState<FieldProblem<keyof typeof PROFILE_FIELDS> | null>(null);
  // Save is at the foot of a long form: the refused field takes the focus, so its message is seen and read.
  const { ref: formRef, focusFirstError } = useErrorFocus();
  const gymSearch = useQuery({
    queryKey: apiQueryKey(routes.gymsSearch, { query: { region, q: gymQuery, limit: 5 } }),
    queryFn: () => apiCall(routes.gymsSearch, { query: { region, q: gymQuery, limit: 5 } }),
    enabled: gymQuery.trim().length >= 2,
  });
  const toggle = <T,>(list: T[], item: T) => (list.includes(item) ? list.filter((x) => x !== item) : [...list, item]);
  const languageName = new Intl.DisplayNames([intl.locale], { type: 'language' });
  const allSpecialties = SPECIALTIES_OF[kind];

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    setState({ busy: true, saved: false, refusal: null });
    setAtField(null);
    try {
      const photoKey = photo ? await uploadFile(kind, 'photo', photo) : undefined;
      const answer = await apiCall(PANEL_ROUTES[kind].updateProfile, {
        body: {
          name,
          headline,
          bio,
          specialties,
          languages,
          gymIds: gyms.map((g) => g.id),
          video,
          published,
          ...(photoKey ? { photoKey } : {}),
        },
      });
      queryClient.setQueryData(apiQueryKey(PANEL_ROUTES[kind].profile), answer);
      setPhoto(null);
      setState({ busy: false, saved: true, refusal: null });
    } catch (error) {
      const problem = fieldProblemOf(error, PROFILE_FIELDS);
      setAtField(problem);
      if (problem) focusFirstError();
      setState({ busy: false, saved: false, refusal: problem ? null : problemOf(error) });
    }
  };
  const errorAt = (field: keyof typeof PROFILE_FIELDS) =>
    atField?.field === field ? intl.formatMessage({ id: atField.messageId }) : undefined;

  return (
    <form ref={formRef} className="panel-form" onSubmit={(event) => void save(event)}>
      <div className="panel-photo">
        <ProPhoto photo={profile.photo} className="panel-photo__img" />
        <label className="pro-filters__field">
          <span>
            <FormattedMessage id="proPanel.profile.photo" />
          </span>
          <input type="file" accept="image/jpeg,image/png,image/webp" onChange={(event) => setPhoto(event.target.files?.[0] ?? null)} />
        </label>
      </div>
      <Field
        label={intl.formatMessage({ id: 'proPanel.profile.name' })}
        value={name}
        error={errorAt('name')}
        onChange={(event) => setName(event.target.value)}
        {...PROFILE_LIMITS[kind].name}
      />
      <Field
        label={intl.formatMessage({ id: 'proPanel.profile.headline' })}
        value={headline}
        error={errorAt('headline')}
        onChange={(event) => setHeadline(event.target.value)}
        {...PROFILE_LIMITS[kind].headline}
      />
      <TextAreaField
        label={intl.formatMessage({ id: 'proPanel.profile.bio' })}
        value={bio}
        error={errorAt('bio')}
        onChange={(event) => setBio(event.target.value)}
        {...PROFILE_LIMITS[kind].bio}
      />
      <fieldset className="panel-checks">
        <legend>
          <FormattedMessage id="proPanel.profile.specialties" />
        </legend>
        {allSpecialties.map((s) => (
          <label key={s}>
            <input type="checkbox" checked={specialties.includes(s)} onChange={() => setSpecialties(toggle(specialties, s))} />
            {intl.formatMessage({ id: SPECIALTY_LABEL[s] })}
          </label>
        ))}
      </fieldset>
      <fieldset className="panel-checks">
        <legend>
          <FormattedMessage id="proPanel.profile.languages" />
        </legend>
        {LANGUAGES.map((l) => (
          <label key={l.code}>
            <input type="checkbox" checked={languages.includes(l.code)} onChange={() => setLanguages(toggle(languages, l.code))} />
            {languageName.of(l.code)}
          </label>
        ))}
      </fieldset>
      <fieldset className="panel-checks">
        <legend>
          <FormattedMessage id="proPanel.profile.gyms" />
        </legend>
        <ul className="panel-gyms">
          {gyms.map((gym) => (
            <li key={gym.id}>
              <bdi>{gym.name}</bdi>
              <Button variant="ghost" type="button" onClick={() => setGyms(gyms.filter((g) => g.id !== gym.id))}>
                <FormattedMessage id="proPanel.profile.removeGym" values={{ gym: gym.name }} />
              </Button>
            </li>
          ))}
        </ul>
        <label className="pro-filters__field pro-filters__field--wide">
          <span>
            <FormattedMessage id="proPanel.profile.findGym" />
          </span>
          <input type="search" value={gymQuery} onChange={(event) => setGymQuery(event.target.value)} />
        </label>
        <ul className="panel-gyms">
          {(gymSearch.data?.gyms ?? [])
            .filter((gym) => !gyms.some((g) => g.id === gym.id))
            .map((gym) => (
              <li key={gym.id}>
                <Button
                  variant="secondary"
                  type="button"
                  onClick={() => setGyms([...gyms, { id: gym.id, name: gym.name, city: gym.city }])}
                >
                  <FormattedMessage id="proPanel.profile.addGym" values={{ gym: gym.name, city: gym.city }} />
                </Button>
              </li>
            ))}
        </ul>
      </fieldset>
      <label className="pro-filters__check">
        <input type="checkbox" checked={video} onChange={(event) => setVideo(event.target.checked)} />
        <FormattedMessage id="proPanel.profile.video" />
      </label>
      <label className="pro-filters__check">
        <input type="checkbox" checked={published} onChange={(event) => setPublished(event.target.checked)} />
        <FormattedMessage id="proPanel.profile.published" />
      </label>
      <p className="notice" role="status">
        <FormattedMessage id={LISTING_MESSAGE[profile.listing.reason ?? 'listed']} />
      </p>
      <Button type="submit" busy={state.busy}>
        <FormattedMessage id="proPanel.save" />
      </Button>
      {state.saved ? (
        <p className="notice" role="status">
          <FormattedMessage id="proPanel.saved" />
        </p>
      ) : null}
      <FormRefusal messageId={state.refusal} />
    </form>
  );
}

/** What the profile says about whether members find the professional (the server's listing rule). */
const LISTING_MESSAGE = {
  listed: 'proPanel.listing.listed',
  unpublished: 'proPanel.listing.unpublished',
  no_verified_certification: 'proPanel.listing.noVerifiedCertification',
  suspended: 'proPanel.listing.suspended',
} as const;

/** The profile form's refusals shown at its own fields (the others in its alert). */
const PROFILE_FIELDS = { name: PRO_PANEL_FIELDS.name, headline: PRO_PANEL_FIELDS.headline, bio: PRO_PANEL_FIELDS.bio } as const;
// The two panels' routes have the same schemas.
const PROFILE_LIMITS = { trainer: proPanelTrainerUpdateProfile, nutritionist: proPanelNutritionistUpdateProfile };
