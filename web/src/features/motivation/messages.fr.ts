// The French copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when French is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { motivationMessages } from './messages';

export const fr = {
  'aiMotivation.title': 'Motivation IA',
  'aiMotivation.intro': 'De courts encouragements adaptés à votre série et à votre emploi du temps, pour que vous gardiez le rythme.',
  'motivation.todayTitle': 'Le message du jour',
  'motivation.offline': 'Écrit sur cet appareil pendant que vous êtes hors ligne.',
  'motivation.byModel': 'Écrit par le modèle d’IA à partir de vos données.',
  'motivation.note.booking': 'Vous avez réservé {gym} pour {at}. Tout le reste peut attendre.',
  'motivation.note.challenge':
    '{remaining, plural, one {Encore une étape} many {Encore # étapes} other {Encore # étapes}} et le défi de la semaine sera relevé.',
  'motivation.note.streak': '{days} jours d’affilée. Gardez la série en vie aujourd’hui.',
  'motivation.note.streak_start': 'Premier jour d’une nouvelle série. Revenez demain pour en faire deux.',
  'motivation.note.comeback': 'Votre dernière visite remonte à {days} jours. Une courte séance aujourd’hui compte aussi.',
  'motivation.note.first_visit': 'Votre première entrée à la salle lance votre série. Choisissez une salle près de chez vous.',
  'motivation.note.sessions_left':
    '{count, plural, one {Il reste une séance} many {Il reste # séances} other {Il reste # séances}} dans le programme de la semaine. Vous allez y arriver.',
  'motivation.note.week_done': 'Toutes les séances du programme de la semaine sont faites. Reposez-vous bien.',
  'motivation.note.mood_up': 'Votre humeur monte cette semaine. L’entraînement y est pour quelque chose.',
  'motivation.note.mood_down': 'La semaine a été lourde. Même dix minutes faciles peuvent remonter le moral.',
  'motivation.note.goal': 'Chaque séance vous rapproche de votre objectif : {goal}.',
  'motivation.note.general_1': 'Venez, faites le travail, repartez fier de vous.',
  'motivation.note.general_2': 'De petits pas chaque jour valent mieux que de grands projets un jour.',
  'motivation.note.general_3': 'Bougez un peu aujourd’hui. Votre futur vous dira merci.',
  'motivation.reminder.title': 'Rappel quotidien',
  'motivation.reminder.enabled': 'Me le rappeler chaque jour',
  'motivation.reminder.time': 'Heure',
  'motivation.reminder.save': 'Enregistrer le rappel',
  'motivation.reminder.saved': 'Rappel enregistré. Il vous parvient en notification là où cet appareil le permet.',
  'motivation.history.title': 'Messages précédents',
  'motivation.history.empty': 'Vos messages précédents apparaîtront ici.',
} satisfies Translation<typeof motivationMessages>;
