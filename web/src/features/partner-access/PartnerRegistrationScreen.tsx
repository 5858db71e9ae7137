// /partner-registration: a gym, a trainer or a nutritionist applies to list on FitChoice. The form
// checks itself with the shared schema the server uses (so the same rules, field by field), sends
// the application and says what happens next. A refusal from the server shows at its field.
// What the first paint does without loads later (the first screen stays under 150 KB gzipped): the
// rules (zod) at the first edit, the page's idle moment or the send; a professional's fields when
// the page is idle or that kind is chosen; the map (Leaflet) once in view or the page is idle.
import { REGIONS, type RegionCode } from '@fitchoice/shared';
import type { PartnerKind } from '@fitchoice/shared/api';
import * as routes from '@fitchoice/shared/api/routes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { apiCall, isApiError } from '../../api/client';
import type { RefusalTable } from '../../api/field-errors';
import { useLocaleStore } from '../../i18n/locale-store';
import type { MessageId } from '../../i18n/messages';
import { pageIdle } from '../../startup/page-idle';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/form/Field';
import { FormRefusal } from '../../ui/form/FormRefusal';
import { SelectField } from '../../ui/form/SelectField';
import { useErrorFocus } from '../../ui/form/use-error-focus';
import { LinkButton } from '../../ui/LinkButton';
import { Page } from '../../ui/Page';
import { useRegion, useRegionStore } from '../location/region-store';
import { fetchPinZone, pinZoneQuery } from '../panels/pin-zone';
import { useRegionName } from '../settings/RegionLanguageSelects';
import type { CertificationValues, Problems, Values } from './PartnerRegistrationRules';
import '../panels/messages';
import './messages';
import '../panels/panels.css';

const PinMap = lazy(() => import('./PartnerRegistrationMap'));

type RulesModule = typeof import('./PartnerRegistrationRules');
type ProfessionalModule = typeof import('./PartnerRegistrationProfessional');

/** A part's code, asked once per page (asked again only after a failed load). */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}

const loadRules = once<RulesModule>(() => import('./PartnerRegistrationRules'));
const loadProfessional = once<ProfessionalModule>(() => import('./PartnerRegistrationProfessional'));

/** A part's module once loaded: at once when `now`, else once the page is idle (or first used). */
function useLoaded<T>(load: () => Promise<T>, now: boolean): T | null {
  const [loaded, setLoaded] = useState<T | null>(null);
  useEffect(() => {
    if (loaded) return;
    let live = true;
    const take = () =>
      load().then(
        (module) => {
          if (live) setLoaded(() => module);
        },
        () => undefined,
      );
    if (now) void take();
    else void pageIdle().then(take);
    return () => {
      live = false;
    };
  }, [load, now, loaded]);
  return loaded;
}

const KINDS: { kind: PartnerKind; labelId: MessageId }[] = [
  { kind: 'gym', labelId: 'partnerForm.kind.gym' },
  { kind: 'trainer', labelId: 'partnerForm.kind.trainer' },
  { kind: 'nutritionist', labelId: 'partnerForm.kind.nutritionist' },
];

/** A refusal about no field of the form (a pending application shows at the email). */
const APPLY_REFUSALS = { too_many_requests: 'partnerForm.error.tooMany' } as const satisfies RefusalTable<'partners.apply'>;

/** Where the gym is: a pin on the map (or its coordinates typed), and the time zone that place is in. */
function GymPlace({
  latitude,
  longitude,
  onMove,
  error,
}: {
  latitude: string;
  longitude: string;
  onMove: (latitude: string, longitude: string) => void;
  error: string | undefined;
}) {
  const intl = useIntl();
  const lat = Number(latitude);
  const lon = Number(longitude);
  const placed = latitude.trim() !== '' && longitude.trim() !== '' && Math.abs(lat) <= 90 && Math.abs(lon) <= 180;
  const zone = useQuery({ ...pinZoneQuery(lat, lon), enabled: placed });
  // The map's code loads once its place is (nearly) in view or the page is idle, not with the form.
  const spot = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (shown) return;
    let live = true;
    const show = () => {
      if (live) setShown(true);
    };
    void pageIdle().then(show);
    const observer =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && show(), { rootMargin: '100px' })
        : null;
    if (observer && spot.current) observer.observe(spot.current);
    return () => {
      live = false;
      observer?.disconnect();
    };
  }, [shown]);
  return (
    <fieldset className="choice-group partner-form__place">
      <legend className="choice-group__legend">
        <FormattedMessage id="partnerForm.field.place" />
      </legend>
      <p className="field__hint">
        <FormattedMessage id="partnerForm.place.hint" />
      </p>
      {shown ? (
        <Suspense fallback={<div className="pin-map" />}>
          <PinMap
            label={intl.formatMessage({ id: 'partnerForm.field.place' })}
            latitude={placed ? lat : null}
            longitude={placed ? lon : null}
            onMove={(nextLat, nextLon) => onMove(String(nextLat), String(nextLon))}
          />
        </Suspense>
      ) : (
        <div className="pin-map" ref={spot} />
      )}
      <div className="partner-form__row">
        <Field
          label={intl.formatMessage({ id: 'partnerForm.field.latitude' })}
          type="number"
          step="any"
          name="latitude"
          value={latitude}
          error={error}
          onChange={(e) => onMove(e.target.value, longitude)}
        />
        <Field
          label={intl.formatMessage({ id: 'partnerForm.field.longitude' })}
          type="number"
          step="any"
          name="longitude"
          value={longitude}
          onChange={(e) => onMove(latitude, e.target.value)}
        />
      </div>
      {placed && zone.data ? (
        <p className="field__hint" role="status">
          <FormattedMessage id="partnerForm.place.zone" values={{ zone: zone.data.timeZone }} />
        </p>
      ) : null}
    </fieldset>
  );
}

/** Search of the catalogue for a gym that is listed already, to link the application to it. */
function CatalogueGymPicker({ region, value, onChange }: { region: RegionCode; value: string; onChange: (gymId: string) => void }) {
  const intl = useIntl();
  const [query, setQuery] = useState('');
  const [gyms, setGyms] = useState<{ id: string; name: string; city: string }[]>([]);
  const name = useId();
  useEffect(() => {
    if (query.trim().length < 3) {
      setGyms([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      apiCall(routes.gymsSearch, { query: { region, q: query.trim(), limit: 5 } }, { signal: controller.signal }).then(
        (answer) => setGyms(answer.gyms.map((gym) => ({ id: gym.id, name: gym.name, city: gym.city }))),
        () => setGyms([]),
      );
    }, 300);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, region]);
  return (
    <fieldset className="choice-group partner-form__catalogue">
      <legend className="choice-group__legend">
        <FormattedMessage id="partnerForm.catalogue.legend" />
      </legend>
      <Field
        label={intl.formatMessage({ id: 'partnerForm.catalogue.search' })}
        hint={intl.formatMessage({ id: 'partnerForm.catalogue.hint' })}
        type="search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      <div className="partner-form__options">
        <label className="check">
          <input type="radio" name={name} checked={value === ''} onChange={() => onChange('')} />
          <FormattedMessage id="partnerForm.catalogue.none" />
        </label>
        {gyms.map((gym) => (
          <label className="check" key={gym.id}>
            <input type="radio" name={name} checked={value === gym.id} onChange={() => onChange(gym.id)} />
            {`${gym.name}, ${gym.city}`}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function Submitted({ email }: { email: string }) {
  return (
    <section className="card partner-form__done" aria-labelledby="application-sent" role="status">
      <h2 className="card__title" id="application-sent">
        <FormattedMessage id="partnerForm.done.title" />
      </h2>
      <p>
        <FormattedMessage id="partnerForm.done.body" values={{ email: <strong>{email}</strong> }} />
      </p>
      <div className="empty-state__actions">
        <LinkButton to="/panel-access">
          <FormattedMessage id="panelAccess.title" />
        </LinkButton>
        <LinkButton to="/" variant="secondary">
          <FormattedMessage id="common.backHome" />
        </LinkButton>
      </div>
    </section>
  );
}

export function PartnerRegistrationScreen() {
  const intl = useIntl();
  const region = useRegion();
  // The confirmation mail is written in the language the app is shown in.
  const language = useLocaleStore((state) => state.language);
  const regionName = useRegionName();
  const { ref: form, focusFirstError } = useErrorFocus();
  const queryClient = useQueryClient();
  // The pin starts where the app places the visitor (GPS, their network, or their zone's city).
  const here = useRegionStore((state) => state.location);
  const [values, setValues] = useState<Values>({
    kind: 'gym',
    name: '',
    contactName: '',
    email: '',
    phone: '',
    city: '',
    region: region.code,
    address: '',
    latitude: here.latitude === null ? '' : String(here.latitude),
    longitude: here.longitude === null ? '' : String(here.longitude),
    catalogueGymId: '',
    specialties: [],
    languages: [],
    certifications: [{ name: '', issuer: '', number: '' }],
  });
  const [problems, setProblems] = useState<Problems>({});
  const [refusal, setRefusal] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const professional = values.kind !== 'gym';
  const professionalPart = useLoaded(loadProfessional, professional);
  useEffect(() => {
    void pageIdle()
      .then(loadRules)
      .catch(() => undefined);
  }, []);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    // The first edit asks for the rules the form is checked with when sent.
    loadRules().catch(() => undefined);
    setValues((current) => ({ ...current, [key]: value }));
    if (problems[key as string]) setProblems(({ [key as string]: _gone, ...rest }) => rest);
  };
  const toggle = <K extends 'specialties' | 'languages'>(key: K, value: Values[K][number]) => {
    const list = values[key] as Values[K][number][];
    set(key, (list.includes(value) ? list.filter((item) => item !== value) : [...list, value]) as Values[K]);
  };
  const setCertification = (index: number, part: keyof CertificationValues, value: string) => {
    set(
      'certifications',
      values.certifications.map((certification, i) => (i === index ? { ...certification, [part]: value } : certification)),
    );
    setProblems(({ [`certifications.${index}.${part}`]: _gone, ...rest }) => rest);
  };
  const problem = (key: string) => (problems[key] ? intl.formatMessage({ id: problems[key] }) : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    setBusy(true);
    let rules: RulesModule;
    try {
      rules = await loadRules();
    } catch (error) {
      setRefusal(error);
      setBusy(false);
      return;
    }
    const { bodyOf, problemIdOf, problemKey, problemsOf } = rules;
    const found = problemsOf(values);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      setBusy(false);
      focusFirstError();
      return;
    }
    try {
      const placed = values.kind === 'gym' && values.latitude.trim() !== '' && values.longitude.trim() !== '';
      const pinZone = placed ? await fetchPinZone(queryClient, Number(values.latitude), Number(values.longitude)) : null;
      await apiCall(routes.partnersApply, { body: bodyOf(values, language, pinZone) });
      setSentTo(values.email.trim());
    } catch (error) {
      if (isApiError(error, 409, 'application_pending')) {
        setProblems({ email: 'partnerForm.error.pending' });
        focusFirstError();
      } else if (isApiError(error, 400) && error.field) {
        setProblems({ [problemKey(error.field)]: problemIdOf(error.field, values.kind) });
        focusFirstError();
      } else setRefusal(error);
    } finally {
      setBusy(false);
    }
  };

  if (sentTo) {
    return (
      <Page titleId="partnerRegistration.title">
        <Submitted email={sentTo} />
      </Page>
    );
  }

  return (
    <Page titleId="partnerRegistration.title" introId="partnerRegistration.intro">
      <ol className="steps">
        <li>
          <FormattedMessage id="partnerRegistration.step1" />
        </li>
        <li>
          <FormattedMessage id="partnerRegistration.step2" />
        </li>
        <li>
          <FormattedMessage id="partnerRegistration.step3" />
        </li>
      </ol>
      <form ref={form} className="form partner-form" noValidate onSubmit={submit} aria-labelledby="partner-form-title">
        <h2 className="section__title" id="partner-form-title">
          <FormattedMessage id="partnerForm.title" />
        </h2>
        <fieldset className="choice-group">
          <legend className="choice-group__legend">
            <FormattedMessage id="partnerForm.kind" />
          </legend>
          <div className="choice-group__options partner-form__kinds">
            {KINDS.map((option) => (
              <label className="choice" key={option.kind}>
                <input
                  type="radio"
                  name="kind"
                  value={option.kind}
                  checked={values.kind === option.kind}
                  onChange={() => set('kind', option.kind)}
                />
                <FormattedMessage id={option.labelId} />
              </label>
            ))}
          </div>
        </fieldset>
        <Field
          label={intl.formatMessage({ id: professional ? 'partnerForm.field.fullName' : 'partnerForm.field.businessName' })}
          name="name"
          autoComplete={professional ? 'name' : 'organization'}
          value={values.name}
          onChange={(e) => set('name', e.target.value)}
          error={problem('name')}
          required
        />
        <Field
          label={intl.formatMessage({ id: 'partnerForm.field.contactName' })}
          name="contactName"
          autoComplete="name"
          value={values.contactName}
          onChange={(e) => set('contactName', e.target.value)}
          error={problem('contactName')}
          required
        />
        <div className="partner-form__row">
          <Field
            label={intl.formatMessage({ id: 'partnerForm.field.email' })}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            value={values.email}
            onChange={(e) => set('email', e.target.value)}
            error={problem('email')}
            required
          />
          <Field
            label={intl.formatMessage({ id: 'partnerForm.field.phone' })}
            name="phone"
            type="tel"
            autoComplete="tel"
            value={values.phone}
            onChange={(e) => set('phone', e.target.value)}
            error={problem('phone')}
            required
          />
        </div>
        <div className="partner-form__row">
          <Field
            label={intl.formatMessage({ id: 'partnerForm.field.city' })}
            name="city"
            autoComplete="address-level2"
            value={values.city}
            onChange={(e) => set('city', e.target.value)}
            error={problem('city')}
            required
          />
          <SelectField
            label={intl.formatMessage({ id: 'partnerForm.field.region' })}
            error={problem('region')}
            name="region"
            value={values.region}
            onChange={(e) => set('region', e.target.value as RegionCode)}
          >
            {REGIONS.map((option) => (
              <option key={option.code} value={option.code}>
                {regionName(option.code, option.name)}
              </option>
            ))}
          </SelectField>
        </div>
        {professional ? (
          professionalPart ? (
            <professionalPart.ProfessionalFields
              kind={values.kind as 'trainer' | 'nutritionist'}
              specialties={values.specialties}
              languages={values.languages}
              certifications={values.certifications}
              problem={problem}
              onToggleSpecialty={(specialty) => toggle('specialties', specialty)}
              onToggleLanguage={(language) => toggle('languages', language)}
              onCertification={setCertification}
              onCertifications={(certifications) => set('certifications', certifications)}
            />
          ) : (
            <p className="field__hint" role="status">
              <FormattedMessage id="common.loading" />
            </p>
          )
        ) : (
          <>
            <Field
              label={intl.formatMessage({ id: 'partnerForm.field.address' })}
              name="address"
              autoComplete="street-address"
              value={values.address}
              onChange={(e) => set('address', e.target.value)}
              error={problem('address')}
              required
            />
            <GymPlace
              latitude={values.latitude}
              longitude={values.longitude}
              error={problem('location')}
              onMove={(latitude, longitude) => {
                setValues((current) => ({ ...current, latitude, longitude }));
                if (problems.location) setProblems(({ location: _gone, ...rest }) => rest);
              }}
            />
            <CatalogueGymPicker region={values.region} value={values.catalogueGymId} onChange={(gymId) => set('catalogueGymId', gymId)} />
          </>
        )}
        <FormRefusal error={refusal} codes={APPLY_REFUSALS} fallback="partnerForm.error.failed" />
        <Button type="submit" block busy={busy}>
          <FormattedMessage id="partnerForm.submit" />
        </Button>
        <p className="field__hint">
          <FormattedMessage id="partnerRegistration.fees" />
        </p>
      </form>
    </Page>
  );
}
