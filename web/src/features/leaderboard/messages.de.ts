// The German copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when German is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { leaderboardMessages } from './messages';

export const de = {
  'leaderboard.intro': 'Mitglieder nach XP sortiert, diese Woche oder insgesamt, in deiner Region oder unter deinen Freunden.',
  'leaderboard.empty.title': 'Die Woche hat gerade erst begonnen',
  'leaderboard.empty.body':
    'Die Rangliste füllt sich, sobald Mitglieder einchecken und Challenges schaffen. Sammle XP, um dir einen Platz zu sichern.',
  'leaderboard.empty.checkin': 'In einem Studio einchecken',
  'leaderboard.period': 'Zeitraum',
  'leaderboard.scope': 'Wer',
  'leaderboard.weekly': 'Diese Woche',
  'leaderboard.allTime': 'Insgesamt',
  'leaderboard.region': '{region}',
  'leaderboard.friends': 'Freunde',
  'leaderboard.loading': 'Rangliste wird geladen',
  'leaderboard.offline': 'Für die Rangliste brauchst du eine Verbindung.',
  'leaderboard.me': 'Du bist auf Platz {rank} mit {score, number} XP',
  'leaderboard.me.none': 'Du hast in dieser Rangliste noch keine XP. Checke in einem Studio ein, um dabei zu sein.',
  'leaderboard.you': 'Du',
} satisfies Translation<typeof leaderboardMessages>;
