// The Italian copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Italian is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { notFoundMessages } from './messages';

export const it = {
  'notFound.title': 'Pagina non trovata',
  'notFound.body': 'Non c’è nessuna pagina in {path}. Potrebbe essere stata spostata o il link potrebbe contenere un errore.',
  'notFound.home': 'Vai alla schermata principale',
  'notFound.help': 'Visita il centro assistenza',
} satisfies Translation<typeof notFoundMessages>;
