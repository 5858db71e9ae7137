// The Italian copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Italian is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { settingsMessages } from './messages';

export const it = {
  'theme.label': 'Tema',
  'theme.light': 'Chiaro',
  'theme.dark': 'Scuro',
  'theme.system': 'Sistema',
  'theme.systemHint': 'Sistema segue l’impostazione chiara o scura del tuo dispositivo.',
  'settings.region.hint': 'I prezzi sono mostrati in {currency}. Scegliendo una regione si passa anche alla sua lingua.',
  'settings.region.manual': 'Scelta da te.',
  'settings.region.automatic': 'Rilevata dalla tua posizione.',
  'settings.region.follow': 'Rileva la mia regione dalla mia posizione',
  'settings.language.fallback':
    'FitChoice non è ancora disponibile in {language}: i testi sono in inglese, mentre date e numeri seguono il formato {language}.',
  'settings.location': 'Posizione',
  'settings.location.granted': 'L’accesso alla posizione è consentito.',
  'settings.location.denied':
    'L’accesso alla posizione è bloccato. Consentilo nelle impostazioni del sito del browser per trovare le palestre più vicine; fino ad allora usiamo una posizione approssimativa.',
  'settings.location.unknown': 'FitChoice non ti ha ancora chiesto la posizione.',
  'settings.location.position': 'Posizione attuale: {source}, con una precisione di {accuracy}.',
  'settings.location.source.gps': 'dal tuo dispositivo',
  'settings.location.source.ip': 'dalla tua connessione internet',
  'settings.location.source.cache': 'salvata su questo dispositivo',
  'settings.location.source.default': 'stimata dal tuo fuso orario',
  'settings.location.use': 'Usa la mia posizione',
  'settings.location.locating': 'Ricerca della tua posizione…',
  'settings.tutorial': 'Tour guidato',
  'settings.tutorial.body': 'Un tour in dodici passi delle schermate principali dell’app.',
  'settings.tutorial.restart': 'Ricomincia il tour',
  'settings.onboarding.reset': 'Ripristina l’introduzione',
  'settings.onboarding.reset.body': 'Mostra di nuovo le schermate introduttive la prossima volta che esci, e poi il tour.',
  'settings.onboarding.reset.done': 'L’introduzione e il tour verranno mostrati di nuovo.',
  'settings.password': 'Password',
  'settings.password.body': 'Cambia la password con cui accedi. Gli altri dispositivi connessi al tuo account verranno disconnessi.',
  'settings.password.change': 'Cambia password',
  'settings.data': 'Dati su questo dispositivo',
  'settings.data.body':
    'Rimuove da questo dispositivo le tue impostazioni, le schermate salvate e tutto ciò che non è ancora stato inviato, e ti disconnette qui.',
  'settings.data.clear': 'Cancella i dati locali',
  'settings.data.confirm': 'Cancellare tutti i dati di FitChoice su questo dispositivo? Le azioni non ancora inviate andranno perse.',
  'settings.data.confirmYes': 'Sì, cancellali',
  'settings.data.cancel': 'Annulla',
} satisfies Translation<typeof settingsMessages>;
