// The German copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when German is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { leaderboardMessages } from './messages';

export const de = {
  'leaderboard.intro':
    'Mitglieder nach den XP, die sie diese Woche (Montag bis Sonntag, UTC) oder insgesamt verdient haben, in deiner Region oder unter Freund:innen. XP in SweatCoins umzuwandeln kostet dich keinen Platz.',
  'leaderboard.empty.title': 'Die Woche hat gerade erst begonnen',
  'leaderboard.empty.body':
    'Die Rangliste füllt sich, sobald Mitglieder diese Woche XP verdienen: mit Check-ins im Studio, abgeschlossenen Workouts, Terminen und Challenges.',
  'leaderboard.empty.checkin': 'In einem Studio einchecken',
  'leaderboard.empty.allTime.title': 'Hier hat noch niemand XP verdient',
  'leaderboard.empty.allTime.body': 'Sei als Erste:r dabei: Check-in im Studio, ein Workout beenden oder einen Termin wahrnehmen.',
  'leaderboard.empty.friends.title': 'Noch keine Freund:innen in dieser Rangliste',
  'leaderboard.empty.friends.body':
    'Freund:innen, die XP verdienen, erscheinen hier neben dir. Finde Freund:innen oder teile deinen Einladungslink.',
  'leaderboard.empty.findFriends': 'Freund:innen finden',
  'leaderboard.period': 'Zeitraum',
  'leaderboard.scope': 'Wer',
  'leaderboard.weekly': 'Diese Woche',
  'leaderboard.allTime': 'Insgesamt',
  'leaderboard.region': '{region}',
  'leaderboard.friends': 'Freunde',
  'leaderboard.loading': 'Rangliste wird geladen',
  'leaderboard.offline': 'Für die Rangliste brauchst du eine Verbindung.',
  'leaderboard.me': 'Du bist auf Platz {rank} mit {score, number} XP',
  'leaderboard.me.none':
    'Du hast in dieser Rangliste noch keine XP. Checke ein, beende ein Workout oder nimm einen Termin wahr, um dabei zu sein.',
  'leaderboard.you': 'Du',
} satisfies Translation<typeof leaderboardMessages>;
