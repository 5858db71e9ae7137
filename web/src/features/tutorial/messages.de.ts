// The German copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when German is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { tutorialMessages } from './messages';

export const de = {
  'tutorial.progress': 'Schritt {current} von {total}',
  'tutorial.back': 'Zurück',
  'tutorial.next': 'Weiter',
  'tutorial.close': 'Tour schließen',
  'tutorial.getStarted': 'Los geht’s',
  'tutorial.welcome.title': 'Willkommen bei FitChoice',
  'tutorial.welcome.body':
    'Eine einminütige Tour durch das, was du am meisten nutzen wirst. Du kannst sie jederzeit schließen und in den Einstellungen neu starten.',
  'tutorial.xp.title': 'XP-System',
  'tutorial.xp.body':
    'Du sammelst Erfahrungspunkte für jeden Check-in, jedes abgeschlossene Workout und jede Challenge. Deine Summe steht immer hier.',
  'tutorial.coins.title': 'SweatCoins',
  'tutorial.coins.body':
    'Deine XP werden zu SweatCoins, der Währung des Prämien-Shops. Du kannst sie auch mit ETH aus deiner Wallet kaufen.',
  'tutorial.session.title': 'Aktive Trainingseinheit',
  'tutorial.session.body':
    'Dein Fortschritt auf einen Blick. Ein Check-in im Studio startet deine Einheit, bringt XP und hält deine Serie am Laufen.',
  'tutorial.discover.title': 'Entdecken',
  'tutorial.discover.body':
    'Finde Studios in deiner Nähe mit Bewertungen, Öffnungszeiten, Live-Verfügbarkeit und dem Preis pro Besuch in deiner Währung.',
  'tutorial.bookings.title': 'Buchungen',
  'tutorial.bookings.body': 'Deine anstehenden Besuche und Termine mit ihren Check-in-Codes. Sie bleiben auf deinem Handy, auch offline.',
  'tutorial.profile.title': 'Profil',
  'tutorial.profile.body': 'Dein Konto und deine Einstellungen: Design, Region, Sprache, Standort und diese Tour.',
  'tutorial.social.title': 'Social Feed',
  'tutorial.social.body': 'Workouts, Check-ins und Meilensteine der Leute, denen du folgst.',
  'tutorial.messaging.title': 'Nachrichten',
  'tutorial.messaging.body': 'Buchungsbestätigungen, Erinnerungen und Hinweise von Studios kommen hier an.',
  'tutorial.qr.title': 'QR-Scanner',
  'tutorial.qr.body': 'Scanne am Empfang den QR-Code des Studios, um einzuchecken und XP für deinen Besuch zu sammeln.',
  'tutorial.leaderboards.title': 'Ranglisten',
  'tutorial.leaderboards.body': 'Sieh, wo du diese Woche mit deinen XP unter den Mitgliedern deiner Region stehst.',
  'tutorial.store.title': 'Prämien-Shop',
  'tutorial.store.body': 'Gib deine SweatCoins für Tagespässe, Kurse, Ausrüstung und Partnerangebote aus. Viel Spaß beim Training!',
} satisfies Translation<typeof tutorialMessages>;
