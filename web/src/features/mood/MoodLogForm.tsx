// Logging a mood in two taps (how you feel, then Save), with energy, sleep, tags and a note one
// tap further; also edits an entry. Saved on the device first and queued for the server.
import { moodPut } from '@fitchoice/shared/api/field-limits';
import { MOOD_TAGS, type MoodEntry, type MoodTag } from '@fitchoice/shared/coach';
import { type FormEvent, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../ui/Button';
import { TextAreaField } from '../../ui/form/TextAreaField';
import { dayLabel, levelLabel, scaleLabel, tagLabel } from './mood-words';
import './messages';

const LEVELS = [1, 2, 3, 4, 5] as const;

/** A face from frowning (1) to smiling (5), drawn so it looks the same without an emoji font. */
function Face({ level }: { level: number }) {
  const curve = (level - 3) * 3;
  return (
    <svg className="mood-log__face-icon" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true">
      <circle cx="16" cy="16" r="14" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="11" cy="13" r="1.8" fill="currentColor" />
      <circle cx="21" cy="13" r="1.8" fill="currentColor" />
      <path
        d={`M10 ${21 - curve / 2} Q16 ${21 + curve} 22 ${21 - curve / 2}`}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

export type MoodDraft = Pick<MoodEntry, 'mood' | 'energy' | 'sleep' | 'tags' | 'note'>;

interface Props {
  /** The entry being edited, or null for a new one. */
  editing: MoodEntry | null;
  onSave(draft: MoodDraft): Promise<void>;
  onCancel(): void;
}

function Scale({
  name,
  legendId,
  value,
  onChange,
}: {
  name: string;
  legendId: 'mood.log.energy' | 'mood.log.sleep';
  value: number;
  onChange(value: number): void;
}) {
  const intl = useIntl();
  return (
    <fieldset className="choice-group">
      <legend className="choice-group__legend">
        <FormattedMessage id={legendId} />
      </legend>
      <div className="choice-group__options mood-log__scale">
        {LEVELS.map((level) => (
          <label key={level} className="choice" title={scaleLabel(intl, level)}>
            <input
              type="radio"
              name={name}
              checked={value === level}
              onChange={() => onChange(level)}
              aria-label={scaleLabel(intl, level)}
            />
            {intl.formatNumber(level)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function MoodLogForm({ editing, onSave, onCancel }: Props) {
  const intl = useIntl();
  const [mood, setMood] = useState<number | null>(editing?.mood ?? null);
  const [energy, setEnergy] = useState(editing?.energy ?? 3);
  const [sleep, setSleep] = useState(editing?.sleep ?? 3);
  const [tags, setTags] = useState<MoodTag[]>(editing?.tags ?? []);
  const [note, setNote] = useState(editing?.note ?? '');
  const [busy, setBusy] = useState(false);
  const name = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (mood === null) return;
    setBusy(true);
    try {
      await onSave({ mood, energy, sleep, tags, note: note.trim() });
      if (!editing) {
        setMood(null);
        setEnergy(3);
        setSleep(3);
        setTags([]);
        setNote('');
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="card mood-log" onSubmit={(event) => void submit(event)}>
      <fieldset className="choice-group">
        <legend className="section__title">
          {editing ? (
            <FormattedMessage id="mood.log.editTitle" values={{ date: dayLabel(intl, editing.date) }} />
          ) : (
            <FormattedMessage id="mood.log.title" />
          )}
        </legend>
        <div className="mood-log__faces">
          {LEVELS.map((level) => (
            <label key={level} className="choice mood-log__face">
              <input type="radio" name={`${name}-mood`} checked={mood === level} onChange={() => setMood(level)} />
              <Face level={level} />
              <span>{levelLabel(intl, level)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <details className="mood-log__more" open={editing !== null}>
        <summary>
          <FormattedMessage id="mood.log.more" />
        </summary>
        <Scale name={`${name}-energy`} legendId="mood.log.energy" value={energy} onChange={setEnergy} />
        <Scale name={`${name}-sleep`} legendId="mood.log.sleep" value={sleep} onChange={setSleep} />
        <fieldset className="choice-group">
          <legend className="choice-group__legend">
            <FormattedMessage id="mood.log.tags" />
          </legend>
          <div className="choice-group__options mood-log__tags">
            {MOOD_TAGS.map((tag) => (
              <label key={tag} className="choice">
                <input
                  type="checkbox"
                  checked={tags.includes(tag)}
                  onChange={() =>
                    setTags((current) => (current.includes(tag) ? current.filter((other) => other !== tag) : [...current, tag]))
                  }
                />
                {tagLabel(intl, tag)}
              </label>
            ))}
          </div>
        </fieldset>
        <TextAreaField
          label={intl.formatMessage({ id: 'mood.log.note' })}
          rows={2}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          {...moodPut.note}
        />
      </details>
      <div className="mood-log__actions">
        <Button type="submit" busy={busy} disabled={mood === null}>
          <FormattedMessage id="mood.log.save" />
        </Button>
        {editing ? (
          <Button variant="ghost" onClick={onCancel}>
            <FormattedMessage id="mood.log.cancel" />
          </Button>
        ) : null}
      </div>
    </form>
  );
}
