// The coach's questions: goal, level, days a week, session length, equipment (the member's own,
// or their usual gym's from its amenities) and injuries or movements to avoid.
import type { Booking } from '@fitchoice/shared/api';
import {
  AVOID_TAGS,
  type AvoidTag,
  type CoachProfile,
  DAYS_PER_WEEK,
  EQUIPMENT,
  type Equipment,
  equipmentForAmenities,
  GOALS,
  LEVELS,
} from '@fitchoice/shared/coach';
import { type FormEvent, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { getGymDatabase } from '../../db/gym-collections';
import { useCachedBookings } from '../../db/local-bookings';
import { Button } from '../../ui/Button';
import { FieldGroup } from '../../ui/form/FieldGroup';
import { SelectField } from '../../ui/form/SelectField';
import { useErrorFocus } from '../../ui/form/use-error-focus';
import { useCoachWords } from './library-texts';
import './messages';

export const DEFAULT_PROFILE: CoachProfile = {
  goal: 'general',
  level: 'beginner',
  daysPerWeek: 3,
  sessionMinutes: 45,
  equipment: [],
  gymId: null,
  avoid: [],
  days: [],
};

const MINUTES = [20, 30, 45, 60, 75, 90];
const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6];

interface Props {
  userId: string;
  initial: CoachProfile;
  model: boolean;
  busy: boolean;
  onBuild(profile: CoachProfile): void;
  onAskModel(profile: CoachProfile): void;
  onCancel: (() => void) | null;
}

function toggle<T>(list: readonly T[], item: T): T[] {
  return list.includes(item) ? list.filter((other) => other !== item) : [...list, item];
}

export function ProfileForm({ userId, initial, model, busy, onBuild, onAskModel, onCancel }: Props) {
  const intl = useIntl();
  const words = useCoachWords();
  const [profile, setProfile] = useState<CoachProfile>(initial);
  const [fromGym, setFromGym] = useState(initial.gymId !== null);
  const bookings = useCachedBookings(userId);
  const gyms = useMemo(() => {
    const byId = new Map<string, string>();
    for (const { booking } of bookings ?? []) byId.set((booking as Booking).gymId, (booking as Booking).gymName);
    return [...byId];
  }, [bookings]);
  const set = (change: Partial<CoachProfile>) => setProfile((current) => ({ ...current, ...change }));

  const chooseGym = async (gymId: string) => {
    set({ gymId: gymId || null });
    if (!gymId) return;
    const gym = await (await getGymDatabase()).gyms.findOne(gymId).exec();
    const amenities = (gym?.get('gym') as { amenities?: string[] } | undefined)?.amenities;
    if (amenities) set({ gymId, equipment: equipmentForAmenities(amenities) });
  };

  const daysTooFew = profile.days.length > 0 && profile.days.length < profile.daysPerWeek;
  const { ref, focusFirstError } = useErrorFocus();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (daysTooFew) focusFirstError();
    else onBuild({ ...profile, gymId: fromGym ? profile.gymId : null });
  };

  return (
    <form ref={ref} className="form coach-form" onSubmit={submit}>
      <h2 className="section__title">
        <FormattedMessage id="coach.profile.title" />
      </h2>
      <fieldset className="choice-group">
        <legend className="choice-group__legend">
          <FormattedMessage id="coach.profile.goal" />
        </legend>
        <div className="choice-group__options">
          {GOALS.map((goal) => (
            <label key={goal} className="choice">
              <input type="radio" name="goal" checked={profile.goal === goal} onChange={() => set({ goal })} />
              {words.label('goal', goal)}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="choice-group">
        <legend className="choice-group__legend">
          <FormattedMessage id="coach.profile.level" />
        </legend>
        <div className="choice-group__options">
          {LEVELS.map((level) => (
            <label key={level} className="choice">
              <input type="radio" name="level" checked={profile.level === level} onChange={() => set({ level })} />
              {words.label('level', level)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="coach-form__row">
        <SelectField
          label={intl.formatMessage({ id: 'coach.profile.days' })}
          value={profile.daysPerWeek}
          onChange={(event) => set({ daysPerWeek: Number(event.target.value) })}
        >
          {Array.from({ length: DAYS_PER_WEEK.max }, (_, index) => index + DAYS_PER_WEEK.min).map((days) => (
            <option key={days} value={days}>
              {intl.formatNumber(days)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={intl.formatMessage({ id: 'coach.profile.minutes' })}
          value={profile.sessionMinutes}
          onChange={(event) => set({ sessionMinutes: Number(event.target.value) })}
        >
          {MINUTES.map((minutes) => (
            <option key={minutes} value={minutes}>
              {intl.formatNumber(minutes)}
            </option>
          ))}
        </SelectField>
      </div>
      <FieldGroup
        legend={<FormattedMessage id="coach.profile.preferredDays" />}
        error={daysTooFew ? intl.formatMessage({ id: 'coach.profile.noDays' }) : undefined}
      >
        <div className="choice-group__options coach-form__days">
          {WEEKDAYS.map((weekday) => (
            <label key={weekday} className="choice">
              <input
                type="checkbox"
                checked={profile.days.includes(weekday)}
                onChange={() => set({ days: toggle(profile.days, weekday) })}
              />
              {intl.formatDate(new Date(Date.UTC(2026, 10, 23 + weekday, 12)), { weekday: 'short', timeZone: 'UTC' })}
            </label>
          ))}
        </div>
      </FieldGroup>
      <fieldset className="choice-group">
        <legend className="choice-group__legend">
          <FormattedMessage id="coach.profile.equipment" />
        </legend>
        <div className="choice-group__options coach-form__source">
          <label className="choice">
            <input type="radio" name="equipment-source" checked={!fromGym} onChange={() => setFromGym(false)} />
            <FormattedMessage id="coach.profile.ownEquipment" />
          </label>
          <label className="choice">
            <input type="radio" name="equipment-source" checked={fromGym} onChange={() => setFromGym(true)} />
            <FormattedMessage id="coach.profile.usualGym" />
          </label>
        </div>
        {fromGym ? (
          gyms.length > 0 ? (
            <SelectField
              label={intl.formatMessage({ id: 'coach.profile.gym' })}
              value={profile.gymId ?? ''}
              onChange={(event) => void chooseGym(event.target.value)}
            >
              <option value="" />
              {gyms.map(([gymId, name]) => (
                <option key={gymId} value={gymId}>
                  {name}
                </option>
              ))}
            </SelectField>
          ) : (
            <p className="field__hint">
              <FormattedMessage id="coach.profile.noGyms" />
            </p>
          )
        ) : null}
        <div className="choice-group__options coach-form__checks">
          {EQUIPMENT.map((item: Equipment) => (
            <label key={item} className="choice">
              <input
                type="checkbox"
                checked={profile.equipment.includes(item)}
                onChange={() => set({ equipment: toggle(profile.equipment, item) })}
              />
              {words.label('equipment', item)}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="choice-group">
        <legend className="choice-group__legend">
          <FormattedMessage id="coach.profile.avoid" />
        </legend>
        <div className="choice-group__options coach-form__checks">
          {AVOID_TAGS.map((tag: AvoidTag) => (
            <label key={tag} className="choice">
              <input type="checkbox" checked={profile.avoid.includes(tag)} onChange={() => set({ avoid: toggle(profile.avoid, tag) })} />
              {words.label('avoid', tag)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="coach-form__actions">
        <Button type="submit" busy={busy}>
          <FormattedMessage id="coach.profile.build" />
        </Button>
        {model ? (
          <Button
            variant="secondary"
            disabled={busy || daysTooFew}
            onClick={() => onAskModel({ ...profile, gymId: fromGym ? profile.gymId : null })}
          >
            <FormattedMessage id="coach.profile.askModel" />
          </Button>
        ) : null}
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel}>
            <FormattedMessage id="coach.profile.cancel" />
          </Button>
        ) : null}
      </div>
    </form>
  );
}
