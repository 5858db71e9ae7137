// The Italian copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Italian is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { onboardingMessages } from './messages';

export const it = {
  'onboarding.title': 'Ti diamo il benvenuto in FitChoice',
  'onboarding.slides': 'Introduzione',
  'onboarding.progress': 'Schermata {current} di {total}',
  'onboarding.goTo': 'Vai alla schermata {number}',
  'onboarding.skip': 'Salta',
  'onboarding.previous': 'Indietro',
  'onboarding.next': 'Avanti',
  'onboarding.getStarted': 'Inizia',
  'onboarding.slide1.title': 'Scopri palestre fantastiche',
  'onboarding.slide1.body':
    'Trova le palestre vicino a te e confrontale per distanza, recensioni, orari di apertura e disponibilità in tempo reale. Prenota una visita a un prezzo fisso a visita, nella tua valuta.',
  'onboarding.slide2.title': 'Trova compagni di allenamento',
  'onboarding.slide2.body':
    'Fit match ti fa conoscere persone che si allenano nelle tue palestre, nei tuoi orari e al tuo livello. Chattate, organizzate sessioni insieme e motivatevi a vicenda.',
  'onboarding.slide3.title': 'Allenati con coach esperti',
  'onboarding.slide3.body':
    'Prenota personal trainer e nutrizionisti certificati a sessione, in palestra o online, e ricevi un piano costruito sui tuoi obiettivi.',
  'onboarding.slide4.title': 'Trasforma il fitness in un gioco',
  'onboarding.slide4.body':
    'Ogni check-in fa guadagnare XP, e gli XP diventano SweatCoins per il negozio premi. Mantieni viva la tua serie e scala le classifiche settimanali.',
  'onboarding.slide5.title': 'Coaching con l’IA',
  'onboarding.slide5.body':
    'Il tuo coach IA crea allenamenti in base alla tua cronologia e all’attrezzatura della tua palestra, e la motivazione IA ti dà una spinta nei giorni in cui ne hai più bisogno.',
} satisfies Translation<typeof onboardingMessages>;
