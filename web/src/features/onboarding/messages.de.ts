// The German copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when German is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { onboardingMessages } from './messages';

export const de = {
  'onboarding.title': 'Willkommen bei FitChoice',
  'onboarding.slides': 'Einführung',
  'onboarding.progress': 'Folie {current} von {total}',
  'onboarding.goTo': 'Zu Folie {number}',
  'onboarding.skip': 'Überspringen',
  'onboarding.previous': 'Zurück',
  'onboarding.next': 'Weiter',
  'onboarding.getStarted': 'Los geht’s',
  'onboarding.slide1.title': 'Entdecke tolle Studios',
  'onboarding.slide1.body':
    'Finde Studios in deiner Nähe und vergleiche sie nach Entfernung, Bewertungen, Öffnungszeiten und Live-Verfügbarkeit. Buche einen Besuch zum festen Preis pro Besuch, in deiner eigenen Währung.',
  'onboarding.slide2.title': 'Finde Trainingspartner',
  'onboarding.slide2.body':
    'Fit match bringt dich mit Leuten zusammen, die in deinen Studios, zu deinen Zeiten und auf deinem Level trainieren. Chattet, plant gemeinsame Einheiten und motiviert euch gegenseitig.',
  'onboarding.slide3.title': 'Trainiere mit Profis',
  'onboarding.slide3.body':
    'Buche zertifizierte Personal Trainer und Ernährungsberater pro Termin, im Studio oder online, und erhalte einen Plan, der auf deine Ziele zugeschnitten ist.',
  'onboarding.slide4.title': 'Mach Fitness zum Spiel',
  'onboarding.slide4.body':
    'Jeder Check-in bringt XP, und XP werden zu SweatCoins für den Prämien-Shop. Halte deine Serie am Leben und klettere in den Wochenranglisten nach oben.',
  'onboarding.slide5.title': 'KI-gestütztes Coaching',
  'onboarding.slide5.body':
    'Dein KI-Coach gestaltet Workouts aus deinem Verlauf und der Ausstattung deines Studios, und die KI-Motivation gibt dir an den Tagen einen Anstoß, an denen du ihn am meisten brauchst.',
} satisfies Translation<typeof onboardingMessages>;
