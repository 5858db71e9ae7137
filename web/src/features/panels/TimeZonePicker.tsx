// A searchable list of the IANA time zones this browser knows (Intl.supportedValuesOf): the search
// narrows the list, the list sets the value, so only a zone the date code can use is ever chosen.
import { isTimeZone } from '@fitchoice/shared';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Field } from '../../ui/form/Field';
import { SelectField } from '../../ui/form/SelectField';
import './messages';
import './panels.css';

/** The browser's own zone (UTC where it has none Intl knows). */
export function browserTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return isTimeZone(zone) ? zone : 'UTC';
}

/** A zone date code may use: `zone` when it is one, else the browser's. */
export function usableTimeZone(zone: string | null | undefined): string {
  return isTimeZone(zone) ? zone : browserTimeZone();
}

function allZones(): string[] {
  const supported = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return supported.length > 0 ? supported : [browserTimeZone(), 'UTC'];
}

const searchable = (text: string) => text.toLowerCase().replaceAll('_', ' ');

/** The zones with every word of the search in their name ("los ang", "europe lon"). */
function matchingZones(zones: readonly string[], search: string): string[] {
  const words = searchable(search.trim()).split(/\s+/).filter(Boolean);
  return zones.filter((zone) => words.every((word) => searchable(zone).includes(word)));
}

export interface TimeZonePickerProps {
  /** The zone shown as chosen; one that is not a zone shows the browser's instead. */
  value: string;
  onChange: (zone: string) => void;
  label: string;
  hint?: string;
  error?: string;
}

export function TimeZonePicker({ value, onChange, label, hint, error }: TimeZonePickerProps) {
  const intl = useIntl();
  const [search, setSearch] = useState('');
  const chosen = usableTimeZone(value);
  const zones = useMemo(() => {
    const all = allZones();
    // A zone Intl accepts under another name (an alias such as Asia/Kolkata) stays choosable.
    return all.includes(chosen) ? all : [chosen, ...all];
  }, [chosen]);
  const matching = useMemo(() => matchingZones(zones, search), [zones, search]);
  // The chosen zone stays in the list, so the list always shows what is chosen.
  const shown = matching.includes(chosen) ? matching : [chosen, ...matching];
  return (
    <fieldset className="zone-picker">
      <legend className="field__label">{label}</legend>
      <Field
        label={intl.formatMessage({ id: 'panels.zone.search' })}
        type="search"
        value={search}
        autoComplete="off"
        hint={search.trim() ? intl.formatMessage({ id: 'panels.zone.matches' }, { count: matching.length }) : undefined}
        onChange={(event) => {
          const next = event.target.value;
          setSearch(next);
          // One match left: that is the zone meant.
          const only = next.trim() ? matchingZones(zones, next) : [];
          if (only.length === 1 && only[0] !== chosen) onChange(only[0]!);
        }}
      />
      <SelectField
        label={intl.formatMessage({ id: 'panels.zone.list' })}
        value={chosen}
        hint={hint}
        error={error}
        onChange={(event) => onChange(event.target.value)}
      >
        {shown.map((zone) => (
          <option key={zone} value={zone}>
            {zone.replaceAll('_', ' ')}
          </option>
        ))}
      </SelectField>
    </fieldset>
  );
}
