// /mood-tracker: log how you feel in two taps (offline too), edit or delete an entry, see the
// logging streak and the trends over 7, 30 and 90 days next to training. An entry the server refused
// says so where it is listed, with why, Retry and Discard.
import { loggingStreak, type MoodEntry } from '@fitchoice/shared/coach';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { v7 as uuidv7 } from 'uuid';
import { useAuth } from '../../app/auth';
import { isEntryOf, type SettledEntry } from '../../outbox/entries';
import { useUnsettledEntries } from '../../outbox/hooks';
import { Button } from '../../ui/Button';
import { LinkButton } from '../../ui/LinkButton';
import { Page } from '../../ui/Page';
import { Spinner } from '../../ui/Spinner';
import { RefusedHere } from '../refusals/RefusedHere';
import { type MoodDraft, MoodLogForm } from './MoodLogForm';
import { MoodTrends } from './MoodTrends';
import { deleteMood, discardRefusedMood, moodIdOf, saveMood } from './mood-data';
import { dayLabel, levelLabel } from './mood-words';
import { useMoodContext } from './use-mood-context';
import './messages';
import './mood.css';

const RECENT = 14;

export function MoodTrackerScreen() {
  const intl = useIntl();
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const { entries, today, trained } = useMoodContext(userId);
  // Changes the server refused, by the entry they are about: said where the entry is listed.
  const refused = new Map(
    useUnsettledEntries()
      .filter((entry): entry is SettledEntry<'mood.put'> => isEntryOf(entry, 'mood.put') && entry.state === 'failed')
      .map((entry) => [moodIdOf(entry), entry]),
  );
  const [editing, setEditing] = useState<MoodEntry | null>(null);
  const [saved, setSaved] = useState(false);

  const save = async (draft: MoodDraft) => {
    const now = new Date().toISOString();
    const entry: MoodEntry = editing
      ? { ...editing, ...draft, updatedAt: now }
      : { id: uuidv7(), date: today, ...draft, createdAt: now, updatedAt: now };
    await saveMood(userId, entry);
    setEditing(null);
    setSaved(true);
  };

  return (
    <Page titleId="moodTracker.title" introId="moodTracker.intro">
      <MoodLogForm key={editing?.id ?? 'new'} editing={editing} onSave={save} onCancel={() => setEditing(null)} />
      <p role="status" className="mood__status">
        {saved ? <FormattedMessage id="mood.log.saved" /> : null}
      </p>
      {entries === undefined ? (
        <Spinner />
      ) : (
        <>
          <p className="mood__streak">
            <FormattedMessage id="mood.streak" values={{ days: loggingStreak(entries, today) }} />
          </p>
          <section className="section" aria-labelledby="mood-entries-title">
            <h2 id="mood-entries-title" className="section__title">
              <FormattedMessage id="mood.entries.title" />
            </h2>
            {entries.length === 0 ? (
              <p>
                <FormattedMessage id="mood.entries.empty" />
              </p>
            ) : (
              <ul className="mood-entries">
                {[...entries]
                  .reverse()
                  .slice(0, RECENT)
                  .map((entry) => {
                    const date = dayLabel(intl, entry.date);
                    const refusal = refused.get(entry.id);
                    return (
                      <li key={entry.id} className="mood-entries__item">
                        <span>
                          <FormattedMessage
                            id="mood.entry.summary"
                            values={{ date, mood: levelLabel(intl, entry.mood), energy: entry.energy, sleep: entry.sleep }}
                          />
                        </span>
                        <span className="mood-entries__actions">
                          <Button
                            variant="ghost"
                            onClick={() => setEditing(entry)}
                            aria-label={intl.formatMessage({ id: 'mood.entry.editLabel' }, { date })}
                          >
                            <FormattedMessage id="mood.entry.edit" />
                          </Button>
                          <Button
                            variant="ghost"
                            onClick={() => void deleteMood(entry.id)}
                            aria-label={intl.formatMessage({ id: 'mood.entry.deleteLabel' }, { date })}
                          >
                            <FormattedMessage id="mood.entry.delete" />
                          </Button>
                        </span>
                        {refusal ? (
                          <div className="mood-entries__refused">
                            <span className="status-tag">
                              <FormattedMessage id="mood.entry.refused" />
                            </span>
                            <RefusedHere entry={refusal} onDiscard={() => discardRefusedMood(refusal)} />
                          </div>
                        ) : null}
                      </li>
                    );
                  })}
              </ul>
            )}
          </section>
          <MoodTrends entries={entries} today={today} trainedDates={trained} />
          <LinkButton to="/mood-ai" variant="secondary">
            <FormattedMessage id="mood.link.ai" />
          </LinkButton>
        </>
      )}
    </Page>
  );
}
