// /partner-registration: a gym, a trainer or a nutritionist applies to list on FitChoice. The form
// checks itself with the shared schema the server uses (so the same rules, field by field), sends
// the application and says what happens next. A refusal from the server shows at its field.
import { LANGUAGES, type LanguageCode, REGIONS, type RegionCode } from '@fitchoice/shared';
import {
  type PartnerApplicationInput,
  type PartnerKind,
  partnerApplicationRequestSchema,
  SPECIALTIES_OF,
  type Specialty,
} from '@fitchoice/shared/api';
import * as routes from '@fitchoice/shared/api/routes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, lazy, Suspense, useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { apiCall, isApiError } from '../../api/client';
import type { RefusalTable } from '../../api/field-errors';
import { useLocaleStore } from '../../i18n/locale-store';
import type { MessageId } from '../../i18n/messages';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/form/Field';
import { FormRefusal } from '../../ui/form/FormRefusal';
import { SelectField } from '../../ui/form/SelectField';
import { useErrorFocus } from '../../ui/form/use-error-focus';
import { LinkButton } from '../../ui/LinkButton';
import { Page } from '../../ui/Page';
import { NEW_YORK } from '../location/lookup';
import { useRegion, useRegionStore } from '../location/region-store';
import { SPECIALTY_LABEL } from '../professionals/labels';
import { useRegionName } from '../settings/RegionLanguageSelects';
import { fetchPinZone, pinZoneQuery } from './pin-zone';
import { browserTimeZone } from './TimeZonePicker';
import './messages';
import './panels.css';

const PinMap = lazy(() => import('./PinMap'));

interface CertificationValues {
  name: string;
  issuer: string;
  number: string;
}

interface Values {
  kind: PartnerKind;
  name: string;
  contactName: string;
  email: string;
  phone: string;
  city: string;
  region: RegionCode;
  address: string;
  /** The gym's pin, as typed or tapped (strings while being typed). */
  latitude: string;
  longitude: string;
  catalogueGymId: string;
  specialties: Specialty[];
  languages: LanguageCode[];
  certifications: CertificationValues[];
}

type Problems = Record<string, MessageId>;

const KINDS: { kind: PartnerKind; labelId: MessageId }[] = [
  { kind: 'gym', labelId: 'partnerForm.kind.gym' },
  { kind: 'trainer', labelId: 'partnerForm.kind.trainer' },
  { kind: 'nutritionist', labelId: 'partnerForm.kind.nutritionist' },
];

/** A refusal about no field of the form (a pending application shows at the email). */
const APPLY_REFUSALS = { too_many_requests: 'partnerForm.error.tooMany' } as const satisfies RefusalTable<'partners.apply'>;

const EMPTY_CERTIFICATION: CertificationValues = { name: '', issuer: '', number: '' };

/**
 * What the application sends: only the fields of its kind. A professional's zone is their browser's;
 * a gym's is its pin's (`pinZone`, the server's lookup), sent with the pin.
 */
function bodyOf(values: Values, language: LanguageCode, pinZone: string | null = null): PartnerApplicationInput {
  const common = {
    language,
    name: values.name,
    contactName: values.contactName,
    email: values.email,
    phone: values.phone,
    city: values.city,
    region: values.region,
  };
  if (values.kind === 'gym') {
    const placed = values.latitude.trim() !== '' && values.longitude.trim() !== '';
    return {
      kind: 'gym',
      ...common,
      address: values.address,
      ...(placed ? { location: { latitude: Number(values.latitude), longitude: Number(values.longitude) } } : {}),
      ...(placed && pinZone ? { timeZone: pinZone } : {}),
      ...(values.catalogueGymId ? { catalogueGymId: values.catalogueGymId } : {}),
    };
  }
  const professional = { ...common, timeZone: browserTimeZone(), languages: values.languages, certifications: values.certifications };
  // Only the kind's own specialties: ticks made before switching kind stay out of the application.
  const ofKind = <K extends 'trainer' | 'nutritionist'>(kind: K) =>
    values.specialties.filter((specialty): specialty is (typeof SPECIALTIES_OF)[K][number] =>
      (SPECIALTIES_OF[kind] as readonly string[]).includes(specialty),
    );
  return values.kind === 'trainer'
    ? { kind: 'trainer', ...professional, specialties: ofKind('trainer') }
    : { kind: 'nutritionist', ...professional, specialties: ofKind('nutritionist') };
}

/** The catalogue message for a problem at a field path ('email', 'certifications.0.number', ...). */
function problemIdOf(path: string, kind: PartnerKind): MessageId {
  const [field, , part] = path.split('.');
  if (field === 'name') return kind === 'gym' ? 'partnerForm.error.businessName' : 'partnerForm.error.fullName';
  if (field === 'certifications' && part) {
    return part === 'issuer'
      ? 'partnerForm.error.issuer'
      : part === 'number'
        ? 'partnerForm.error.number'
        : 'partnerForm.error.certificationName';
  }
  const known: Record<string, MessageId> = {
    contactName: 'partnerForm.error.contactName',
    email: 'partnerForm.error.email',
    phone: 'partnerForm.error.phone',
    city: 'partnerForm.error.city',
    region: 'partnerForm.error.region',
    address: 'partnerForm.error.address',
    location: 'partnerForm.error.location',
    specialties: 'partnerForm.error.specialties',
    languages: 'partnerForm.error.languages',
    certifications: 'partnerForm.error.certifications',
  };
  return known[field ?? ''] ?? 'partnerForm.error.kind';
}

/** Where a problem shows: its field, or its certification's field, or the whole list it is about. */
function problemKey(path: string): string {
  const [field, index, part] = path.split('.');
  if (field === 'certifications' && part) return `certifications.${index}.${part}`;
  return field ?? 'kind';
}

function problemsOf(values: Values): Problems {
  // The pin's zone is asked of the server when sending; here any zone stands for it.
  const result = partnerApplicationRequestSchema.safeParse(bodyOf(values, 'en', 'UTC'));
  if (result.success) return {};
  const problems: Problems = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.') || (issue.code === 'unrecognized_keys' ? issue.keys[0] : 'kind') || 'kind';
    const key = problemKey(path);
    problems[key] ??= problemIdOf(path, values.kind);
  }
  return problems;
}

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
  return (
    <fieldset className="choice-group partner-form__place">
      <legend className="choice-group__legend">
        <FormattedMessage id="partnerForm.field.place" />
      </legend>
      <p className="field__hint">
        <FormattedMessage id="partnerForm.place.hint" />
      </p>
      <Suspense fallback={<div className="pin-map" />}>
        <PinMap
          label={intl.formatMessage({ id: 'partnerForm.field.place' })}
          latitude={placed ? lat : NEW_YORK.latitude}
          longitude={placed ? lon : NEW_YORK.longitude}
          onMove={(nextLat, nextLon) => onMove(String(nextLat), String(nextLon))}
        />
      </Suspense>
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

function CheckList({
  legendId,
  options,
  selected,
  onToggle,
  error,
}: {
  legendId: MessageId;
  options: { value: string; label: string }[];
  selected: string[];
  onToggle: (value: string) => void;
  error: string | undefined;
}) {
  const errorId = useId();
  return (
    <fieldset className={`choice-group${error ? ' field--invalid' : ''}`} aria-describedby={error ? errorId : undefined}>
      <legend className="choice-group__legend">
        <FormattedMessage id={legendId} />
      </legend>
      <div className="partner-form__options partner-form__options--grid">
        {options.map((option) => (
          <label className="check" key={option.value}>
            <input type="checkbox" checked={selected.includes(option.value)} onChange={() => onToggle(option.value)} />
            {option.label}
          </label>
        ))}
      </div>
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
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
    certifications: [{ ...EMPTY_CERTIFICATION }],
  });
  const [problems, setProblems] = useState<Problems>({});
  const [refusal, setRefusal] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
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
    const found = problemsOf(values);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      focusFirstError();
      return;
    }
    setBusy(true);
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

  const professional = values.kind !== 'gym';
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
          <>
            <CheckList
              legendId="partnerForm.field.specialties"
              options={SPECIALTIES_OF[values.kind as 'trainer' | 'nutritionist'].map((specialty) => ({
                value: specialty,
                label: intl.formatMessage({ id: SPECIALTY_LABEL[specialty] }),
              }))}
              selected={values.specialties}
              onToggle={(value) => toggle('specialties', value as Specialty)}
              error={problem('specialties')}
            />
            <CheckList
              legendId="partnerForm.field.languages"
              options={LANGUAGES.map((language) => ({ value: language.code, label: language.nativeName }))}
              selected={values.languages}
              onToggle={(value) => toggle('languages', value as LanguageCode)}
              error={problem('languages')}
            />
            <fieldset className="choice-group">
              <legend className="choice-group__legend">
                <FormattedMessage id="partnerForm.field.certifications" />
              </legend>
              {problem('certifications') ? <p className="field__error">{problem('certifications')}</p> : null}
              {values.certifications.map((certification, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a certification has no id until it is sent; rows are only appended or removed
                <div className="card partner-form__certification" key={index}>
                  <p className="partner-form__certification-title">
                    <FormattedMessage id="partnerForm.certification.n" values={{ n: index + 1 }} />
                  </p>
                  <Field
                    label={intl.formatMessage({ id: 'partnerForm.certification.name' })}
                    value={certification.name}
                    onChange={(e) => setCertification(index, 'name', e.target.value)}
                    error={problem(`certifications.${index}.name`)}
                    required
                  />
                  <div className="partner-form__row">
                    <Field
                      label={intl.formatMessage({ id: 'partnerForm.certification.issuer' })}
                      value={certification.issuer}
                      onChange={(e) => setCertification(index, 'issuer', e.target.value)}
                      error={problem(`certifications.${index}.issuer`)}
                      required
                    />
                    <Field
                      label={intl.formatMessage({ id: 'partnerForm.certification.number' })}
                      value={certification.number}
                      onChange={(e) => setCertification(index, 'number', e.target.value)}
                      error={problem(`certifications.${index}.number`)}
                      required
                    />
                  </div>
                  {values.certifications.length > 1 ? (
                    <Button
                      variant="ghost"
                      onClick={() =>
                        set(
                          'certifications',
                          values.certifications.filter((_, i) => i !== index),
                        )
                      }
                    >
                      <FormattedMessage id="partnerForm.certification.remove" values={{ n: index + 1 }} />
                    </Button>
                  ) : null}
                </div>
              ))}
              {values.certifications.length < 10 ? (
                <Button variant="secondary" onClick={() => set('certifications', [...values.certifications, { ...EMPTY_CERTIFICATION }])}>
                  <FormattedMessage id="partnerForm.certification.add" />
                </Button>
              ) : null}
            </fieldset>
          </>
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
