// The gym's profile as members see it: name, description, address with its pin, amenities,
// opening hours per weekday in the gym's zone, holiday closures, price, slot length, places per
// slot and photos. Saving over bookings it would close asks first (cancel and refund, or keep);
// a capacity below what is booked keeps those bookings, and the answer says so.
import { AMENITIES, type GymProfile, type GymProfileResponse, SLOT_LENGTHS, type UpdateGymProfileRequest } from '@fitchoice/shared/api';
import { gymPanelUpdateProfile } from '@fitchoice/shared/api/field-limits';
import * as routes from '@fitchoice/shared/api/routes';
import { ApiError } from '@fitchoice/shared/http-errors';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { apiCall, apiQueryKey } from '../../api/client';
import { type FieldProblem, fieldProblemOf } from '../../api/field-errors';
import type { MessageId } from '../../i18n/messages';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/form/Field';
import { FormRefusal } from '../../ui/form/FormRefusal';
import { SelectField } from '../../ui/form/SelectField';
import { TextAreaField } from '../../ui/form/TextAreaField';
import { Spinner } from '../../ui/Spinner';
import { fetchPinZone, pinZoneQuery } from '../panels/pin-zone';
import { TimeZonePicker } from '../panels/TimeZonePicker';
import { uploadGymPhoto } from './photo-upload';
import { GYM_PANEL_FIELDS, problemOf } from './problem';
import '../gyms/messages';
import './messages';

const PinMap = lazy(() => import('../panels/PinMap'));

const LIMITS = gymPanelUpdateProfile;

const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
type Hours = UpdateGymProfileRequest['openingHours'];
type Photo = UpdateGymProfileRequest['photos'][number];

export function ProfileSection({ gymId }: { gymId: string }) {
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
  // Not keyed by version: after a save the form keeps what was typed and takes the new version.
  return <ProfileForm gymId={gymId} profile={profile.data.profile} />;
}

type Saved = { notices: GymProfileResponse['notices'] } | { error: MessageId } | { asking: true } | null;
type HoursInNewZone = NonNullable<UpdateGymProfileRequest['hoursInNewZone']>;

/** The refusals shown at the form's own fields (the others, such as hours or closures, in its alert). */
const PROFILE_FIELDS = {
  name: GYM_PANEL_FIELDS.name,
  description: GYM_PANEL_FIELDS.description,
  address: GYM_PANEL_FIELDS.address,
  city: GYM_PANEL_FIELDS.city,
  location: GYM_PANEL_FIELDS.location,
  priceUsd: GYM_PANEL_FIELDS.priceUsd,
  capacityPerSlot: GYM_PANEL_FIELDS.capacityPerSlot,
  timeZone: GYM_PANEL_FIELDS.timeZone,
  hoursInNewZone: GYM_PANEL_FIELDS.hoursInNewZone,
} as const;
type ProfileField = keyof typeof PROFILE_FIELDS;

function ProfileForm({ gymId, profile }: { gymId: string; profile: GymProfile }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const { gym } = profile;
  const [name, setName] = useState(gym.name);
  const [description, setDescription] = useState(gym.description);
  const [line1, setLine1] = useState(gym.address.line1);
  const [postcode, setPostcode] = useState(gym.address.postcode);
  const [city, setCity] = useState(gym.city);
  const [latitude, setLatitude] = useState(String(gym.location.latitude));
  const [longitude, setLongitude] = useState(String(gym.location.longitude));
  const [amenities, setAmenities] = useState(gym.amenities);
  const [hours, setHours] = useState<Hours>(gym.openingHours);
  // The zone the gym's hours are in: the one the owner picks, else the pin's (asked of the server as the pin moves).
  const [pickedZone, setPickedZone] = useState<string | null>(null);
  const [hoursInNewZone, setHoursInNewZone] = useState<HoursInNewZone | null>(null);
  const pinZone = usePinZone(latitude, longitude, gym);
  const zone = pickedZone ?? pinZone ?? gym.timeZone;
  const zoneChanges = zone !== gym.timeZone;
  const [closures, setClosures] = useState(profile.closures);
  const [closureDate, setClosureDate] = useState('');
  const [price, setPrice] = useState(String(gym.priceUsd));
  const [slotLength, setSlotLength] = useState(profile.slotLengthMinutes);
  const [capacity, setCapacity] = useState(String(gym.capacityPerSlot));
  const [photos, setPhotos] = useState<(Photo & { thumbnailUrl?: string })[]>(profile.uploadedPhotos);
  const [photoFile, setPhotoFile] = useState<File | null>(null);
  const [photoAlt, setPhotoAlt] = useState('');
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<Saved>(null);
  const [atField, setAtField] = useState<FieldProblem<ProfileField> | null>(null);
  const errorAt = (field: ProfileField) => (atField?.field === field ? intl.formatMessage({ id: atField.messageId }) : undefined);
  // Save is at the foot of a long form: the refused field takes the focus, so its message is seen and read.
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (atField) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [atField]);
  const weekday = (i: number) => intl.formatDate(Date.UTC(2024, 0, 1 + i), { weekday: 'long', timeZone: 'UTC' });

  const save = async (bookingsOnClosedTimes?: 'cancel' | 'keep') => {
    setBusy(true);
    setSaved(null);
    setAtField(null);
    try {
      // A moved pin goes with its place's zone (or the one picked): asked now if its answer is not in yet.
      const moved = Number(latitude) !== gym.location.latitude || Number(longitude) !== gym.location.longitude;
      const timeZone = pickedZone ?? (moved ? await fetchPinZone(queryClient, Number(latitude), Number(longitude)) : gym.timeZone);
      const newZone = timeZone !== gym.timeZone;
      const body: UpdateGymProfileRequest = {
        version: gym.version,
        name,
        description,
        address: { line1, postcode },
        city,
        location: { latitude: Number(latitude), longitude: Number(longitude) },
        amenities,
        openingHours: hours,
        closures,
        priceUsd: Number(price),
        slotLengthMinutes: slotLength as UpdateGymProfileRequest['slotLengthMinutes'],
        capacityPerSlot: Number(capacity),
        photos: photos.map(({ key, thumbnailKey, alt }) => ({ key, thumbnailKey, alt })),
        ...(bookingsOnClosedTimes ? { bookingsOnClosedTimes } : {}),
        ...(moved || newZone ? { timeZone } : {}),
        ...(newZone && hoursInNewZone ? { hoursInNewZone } : {}),
      };
      const answer = await apiCall(routes.gymPanelUpdateProfile, { params: { gymId }, body });
      queryClient.setQueryData(apiQueryKey(routes.gymPanelProfile, { params: { gymId } }), answer);
      // The panel's list of gyms says "draft" until the first save: read it again.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: apiQueryKey(routes.gymPanelGyms) }),
        queryClient.invalidateQueries({ queryKey: apiQueryKey(routes.partnersPanelMe) }),
      ]);
      // Hours re-expressed in a new zone come back changed; the zone is the gym's own now.
      setHours(answer.profile.gym.openingHours);
      setPickedZone(null);
      setHoursInNewZone(null);
      setSaved({ notices: answer.notices });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'closing_has_bookings') setSaved({ asking: true });
      else if (error instanceof ApiError && error.code === 'zone_changes_hours') {
        setAtField({ field: 'hoursInNewZone', messageId: GYM_PANEL_FIELDS.hoursInNewZone });
      } else {
        const problem = fieldProblemOf(error, PROFILE_FIELDS);
        setAtField(problem);
        setSaved(problem ? null : { error: problemOf(error) });
      }
    } finally {
      setBusy(false);
    }
  };

  const addPhoto = async () => {
    if (!photoFile || !photoAlt.trim()) return;
    setBusy(true);
    try {
      const keys = await uploadGymPhoto(gymId, photoFile);
      setPhotos([...photos, { ...keys, alt: photoAlt.trim(), thumbnailUrl: URL.createObjectURL(photoFile) }]);
      setPhotoFile(null);
      setPhotoAlt('');
    } catch (error) {
      setSaved({ error: problemOf(error) });
    } finally {
      setBusy(false);
    }
  };

  const toggle = <T,>(list: T[], item: T) => (list.includes(item) ? list.filter((x) => x !== item) : [...list, item]);

  return (
    <form
      ref={formRef}
      className="panel-form gym-panel__form"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Field
        label={intl.formatMessage({ id: 'gymPanel.profile.name' })}
        value={name}
        error={errorAt('name')}
        {...LIMITS.name}
        onChange={(e) => setName(e.target.value)}
      />
      <TextAreaField
        label={intl.formatMessage({ id: 'gymPanel.profile.description' })}
        value={description}
        rows={4}
        error={errorAt('description')}
        {...LIMITS.description}
        onChange={(e) => setDescription(e.target.value)}
      />
      <div className="gym-panel__row">
        <Field
          label={intl.formatMessage({ id: 'gymPanel.profile.address' })}
          value={line1}
          error={errorAt('address')}
          {...LIMITS['address.line1']}
          onChange={(e) => setLine1(e.target.value)}
        />
        <Field
          label={intl.formatMessage({ id: 'gymPanel.profile.postcode' })}
          value={postcode}
          {...LIMITS['address.postcode']}
          onChange={(e) => setPostcode(e.target.value)}
        />
        <Field
          label={intl.formatMessage({ id: 'gymPanel.profile.city' })}
          value={city}
          error={errorAt('city')}
          {...LIMITS.city}
          onChange={(e) => setCity(e.target.value)}
        />
      </div>
      <Suspense fallback={<div className="pin-map" />}>
        <PinMap
          label={intl.formatMessage({ id: 'gymPanel.profile.map' })}
          latitude={Number(latitude)}
          longitude={Number(longitude)}
          onMove={(lat, lon) => {
            setLatitude(String(lat));
            setLongitude(String(lon));
          }}
        />
      </Suspense>
      <div className="gym-panel__row">
        <Field
          label={intl.formatMessage({ id: 'gymPanel.profile.latitude' })}
          type="number"
          step="any"
          value={latitude}
          error={errorAt('location')}
          onChange={(e) => setLatitude(e.target.value)}
        />
        <Field
          label={intl.formatMessage({ id: 'gymPanel.profile.longitude' })}
          type="number"
          step="any"
          value={longitude}
          onChange={(e) => setLongitude(e.target.value)}
        />
      </div>

      <fieldset className="panel-checks">
        <legend>
          <FormattedMessage id="gymPanel.profile.amenities" />
        </legend>
        {AMENITIES.map((amenity) => (
          <label key={amenity}>
            <input type="checkbox" checked={amenities.includes(amenity)} onChange={() => setAmenities(toggle(amenities, amenity))} />
            {intl.formatMessage({ id: `amenity.${amenity}` })}
          </label>
        ))}
      </fieldset>

      <TimeZonePicker
        label={intl.formatMessage({ id: 'gymPanel.profile.timeZone' })}
        hint={intl.formatMessage({ id: pickedZone ? 'gymPanel.profile.timeZone.picked' : 'gymPanel.profile.timeZone.fromPin' })}
        value={zone}
        error={errorAt('timeZone')}
        onChange={setPickedZone}
      />
      {zoneChanges ? (
        <fieldset className="panel-choice" aria-invalid={atField?.field === 'hoursInNewZone' ? true : undefined}>
          <legend>
            <FormattedMessage id="gymPanel.profile.zoneChanges" values={{ from: gym.timeZone, to: zone }} />
          </legend>
          {(['same_clock', 'same_moments'] as const).map((choice) => (
            <label key={choice}>
              <input type="radio" name="hoursInNewZone" checked={hoursInNewZone === choice} onChange={() => setHoursInNewZone(choice)} />
              <FormattedMessage id={choice === 'same_clock' ? 'gymPanel.profile.sameClock' : 'gymPanel.profile.sameMoments'} />
            </label>
          ))}
          {errorAt('hoursInNewZone') ? <p className="field__error">{errorAt('hoursInNewZone')}</p> : null}
        </fieldset>
      ) : null}

      <fieldset className="gym-panel__hours">
        <legend>
          <FormattedMessage id="gymPanel.profile.hours" values={{ zone: gym.timeZone }} />
        </legend>
        {WEEKDAYS.map((day, i) => {
          const value = hours[day];
          return (
            <fieldset key={day} className="gym-panel__day">
              <legend className="gym-panel__day-name">{weekday(i)}</legend>
              <label className="gym-panel__closed">
                <input
                  type="checkbox"
                  checked={value === null}
                  onChange={(e) => setHours({ ...hours, [day]: e.target.checked ? null : { open: '06:00', close: '22:00' } })}
                />
                <FormattedMessage id="gymPanel.profile.closedDay" />
              </label>
              {value ? (
                <>
                  <label>
                    <span className="visually-hidden">
                      <FormattedMessage id="gymPanel.profile.open" />
                    </span>
                    <input
                      className="field__input"
                      type="time"
                      step={900}
                      value={value.open}
                      aria-label={`${weekday(i)} ${intl.formatMessage({ id: 'gymPanel.profile.open' })}`}
                      onChange={(e) => setHours({ ...hours, [day]: { ...value, open: e.target.value } })}
                    />
                  </label>
                  <label>
                    <span className="visually-hidden">
                      <FormattedMessage id="gymPanel.profile.close" />
                    </span>
                    <input
                      className="field__input"
                      type="time"
                      step={900}
                      value={value.close === '24:00' ? '23:59' : value.close}
                      aria-label={`${weekday(i)} ${intl.formatMessage({ id: 'gymPanel.profile.close' })}`}
                      onChange={(e) =>
                        setHours({ ...hours, [day]: { ...value, close: e.target.value === '23:59' ? '24:00' : e.target.value } })
                      }
                    />
                  </label>
                </>
              ) : null}
            </fieldset>
          );
        })}
      </fieldset>

      <fieldset className="gym-panel__closures">
        <legend>
          <FormattedMessage id="gymPanel.profile.closures" />
        </legend>
        {closures.length === 0 ? (
          <p className="field__hint">
            <FormattedMessage id="gymPanel.profile.noClosures" />
          </p>
        ) : (
          <ul className="panel-gyms">
            {closures.map((date) => (
              <li key={date}>
                {intl.formatDate(`${date}T00:00:00Z`, { dateStyle: 'full', timeZone: 'UTC' })}
                <Button variant="ghost" onClick={() => setClosures(closures.filter((d) => d !== date))}>
                  <FormattedMessage id="gymPanel.profile.removeClosure" values={{ date }} />
                </Button>
              </li>
            ))}
          </ul>
        )}
        <div className="gym-panel__row">
          <Field
            label={intl.formatMessage({ id: 'gymPanel.profile.closureDate' })}
            type="date"
            value={closureDate}
            onChange={(e) => setClosureDate(e.target.value)}
          />
          <Button
            variant="secondary"
            disabled={!closureDate || closures.includes(closureDate)}
            onClick={() => {
              setClosures([...closures, closureDate].sort());
              setClosureDate('');
            }}
          >
            <FormattedMessage id="gymPanel.profile.addClosure" />
          </Button>
        </div>
      </fieldset>

      <div className="gym-panel__row">
        <Field
          label={intl.formatMessage({ id: 'gymPanel.profile.price' })}
          type="number"
          min={0}
          max={1000}
          step="0.01"
          required
          value={price}
          error={errorAt('priceUsd')}
          onChange={(e) => setPrice(e.target.value)}
        />
        <SelectField
          label={intl.formatMessage({ id: 'gymPanel.profile.slotLength' })}
          value={slotLength}
          onChange={(e) => setSlotLength(Number(e.target.value))}
        >
          {SLOT_LENGTHS.map((minutes) => (
            <option key={minutes} value={minutes}>
              {intl.formatMessage({ id: 'gymPanel.profile.minutes' }, { minutes })}
            </option>
          ))}
        </SelectField>
        <Field
          label={intl.formatMessage({ id: 'gymPanel.profile.capacity' })}
          type="number"
          min={1}
          max={500}
          step={1}
          required
          value={capacity}
          error={errorAt('capacityPerSlot')}
          onChange={(e) => setCapacity(e.target.value)}
        />
      </div>

      <fieldset className="gym-panel__photos">
        <legend>
          <FormattedMessage id="gymPanel.profile.photos" />
        </legend>
        {photos.length === 0 ? (
          <p className="field__hint">
            <FormattedMessage id="gymPanel.profile.photos.generated" />
          </p>
        ) : (
          <ul className="gym-panel__photo-list">
            {photos.map((photo) => (
              <li key={photo.key}>
                {photo.thumbnailUrl ? <img src={photo.thumbnailUrl} alt={photo.alt} width={120} height={80} /> : null}
                <Button variant="ghost" onClick={() => setPhotos(photos.filter((p) => p.key !== photo.key))}>
                  <FormattedMessage id="gymPanel.profile.photo.remove" values={{ alt: photo.alt }} />
                </Button>
              </li>
            ))}
          </ul>
        )}
        <label className="field">
          <span className="field__label">
            <FormattedMessage id="gymPanel.profile.photo.file" />
          </span>
          <input type="file" accept="image/jpeg,image/png,image/webp" onChange={(e) => setPhotoFile(e.target.files?.[0] ?? null)} />
        </label>
        <Field
          label={intl.formatMessage({ id: 'gymPanel.profile.photo.alt' })}
          value={photoAlt}
          // Only its length: the profile saves without a photo to add.
          maxLength={LIMITS['photos.alt'].maxLength}
          onChange={(e) => setPhotoAlt(e.target.value)}
        />
        <Button variant="secondary" busy={busy} disabled={!photoFile || !photoAlt.trim()} onClick={() => void addPhoto()}>
          <FormattedMessage id="gymPanel.profile.photo.add" />
        </Button>
      </fieldset>

      <Button type="submit" busy={busy}>
        <FormattedMessage id="gymPanel.profile.save" />
      </Button>
      <SaveOutcome saved={saved} onChoose={(choice) => void save(choice)} busy={busy} />
    </form>
  );
}

/** The zone of the pin where it is now (null while it has not moved, or cannot be asked). */
function usePinZone(latitude: string, longitude: string, gym: GymProfile['gym']): string | null {
  const lat = Number(latitude);
  const lon = Number(longitude);
  const moved = lat !== gym.location.latitude || lon !== gym.location.longitude;
  const valid = latitude !== '' && longitude !== '' && Math.abs(lat) <= 90 && Math.abs(lon) <= 180;
  const zone = useQuery({ ...pinZoneQuery(lat, lon), enabled: moved && valid });
  return moved && valid ? (zone.data?.timeZone ?? null) : null;
}

function SaveOutcome({ saved, onChoose, busy }: { saved: Saved; onChoose: (choice: 'cancel' | 'keep') => void; busy: boolean }) {
  if (!saved) return null;
  if ('error' in saved) return <FormRefusal messageId={saved.error} />;
  if ('asking' in saved) {
    return (
      <div className="notice gym-panel__ask" role="alertdialog" aria-labelledby="closing-ask">
        <p id="closing-ask">
          <FormattedMessage id="gymPanel.profile.closingAsk" />
        </p>
        <div className="gym-panel__row">
          <Button variant="danger" busy={busy} onClick={() => onChoose('cancel')}>
            <FormattedMessage id="gymPanel.profile.closingCancel" />
          </Button>
          <Button variant="secondary" busy={busy} onClick={() => onChoose('keep')}>
            <FormattedMessage id="gymPanel.profile.closingKeep" />
          </Button>
        </div>
      </div>
    );
  }
  const { overbookedSlots, keptOnClosedTimes, cancelledOnClosedTimes, hoursToCheck } = saved.notices;
  return (
    <div className="notice" role="status">
      <p>
        <FormattedMessage id="gymPanel.profile.saved" />
      </p>
      {overbookedSlots > 0 ? (
        <p>
          <FormattedMessage id="gymPanel.profile.overbooked" values={{ count: overbookedSlots }} />
        </p>
      ) : null}
      {keptOnClosedTimes > 0 ? (
        <p>
          <FormattedMessage id="gymPanel.profile.kept" values={{ count: keptOnClosedTimes }} />
        </p>
      ) : null}
      {hoursToCheck ? (
        <p>
          <FormattedMessage id="gymPanel.profile.hoursToCheck" />
        </p>
      ) : null}
      {cancelledOnClosedTimes > 0 ? (
        <p>
          <FormattedMessage id="gymPanel.profile.cancelled" values={{ count: cancelledOnClosedTimes }} />
        </p>
      ) : null}
    </div>
  );
}
