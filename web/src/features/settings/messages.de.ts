// The German copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when German is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { settingsMessages } from './messages';

export const de = {
  'theme.label': 'Design',
  'theme.light': 'Hell',
  'theme.dark': 'Dunkel',
  'theme.system': 'System',
  'theme.systemHint': 'System folgt der Hell- oder Dunkel-Einstellung deines Geräts.',
  'settings.region.hint': 'Preise werden in {currency} angezeigt. Wenn du eine Region wählst, wechselt auch die Sprache.',
  'settings.region.manual': 'Von dir gewählt.',
  'settings.region.automatic': 'Anhand deines Standorts erkannt.',
  'settings.region.follow': 'Meine Region anhand meines Standorts erkennen',
  'settings.language.fallback':
    'FitChoice ist noch nicht auf {language} verfügbar: Die Texte sind auf Englisch, Datums- und Zahlenformate richten sich nach {language}.',
  'settings.location': 'Standort',
  'settings.location.granted': 'Standortzugriff ist erlaubt.',
  'settings.location.denied':
    'Standortzugriff ist blockiert. Erlaube ihn in den Website-Einstellungen deines Browsers, um die nächstgelegenen Studios zu finden; bis dahin nutzen wir einen ungefähren Standort.',
  'settings.location.unknown': 'FitChoice hat noch nicht nach deinem Standort gefragt.',
  'settings.location.position': 'Aktuelle Position: {source}, auf {accuracy} genau.',
  'settings.location.source.gps': 'von deinem Gerät',
  'settings.location.source.ip': 'aus deiner Internetverbindung',
  'settings.location.source.cache': 'auf diesem Gerät gespeichert',
  'settings.location.source.default': 'anhand deiner Zeitzone geschätzt',
  'settings.location.use': 'Meinen Standort nutzen',
  'settings.location.locating': 'Dein Standort wird ermittelt…',
  'settings.tutorial': 'Geführte Tour',
  'settings.tutorial.body': 'Eine Tour in zwölf Schritten durch die wichtigsten Bereiche der App.',
  'settings.tutorial.restart': 'Tour neu starten',
  'settings.onboarding.reset': 'Einführung zurücksetzen',
  'settings.onboarding.reset.body': 'Zeigt die Einführungsfolien erneut, wenn du dich das nächste Mal abmeldest, und danach die Tour.',
  'settings.onboarding.reset.done': 'Die Einführung und die Tour werden wieder angezeigt.',
  'settings.password': 'Passwort',
  'settings.password.body': 'Ändere das Passwort, mit dem du dich anmeldest. Andere mit deinem Konto angemeldete Geräte werden abgemeldet.',
  'settings.password.change': 'Passwort ändern',
  'settings.data': 'Daten auf diesem Gerät',
  'settings.data.body':
    'Entfernt deine Einstellungen, gespeicherten Seiten und alles noch nicht Gesendete von diesem Gerät und meldet dich hier ab.',
  'settings.data.clear': 'Lokale Daten löschen',
  'settings.data.confirm': 'Alle FitChoice-Daten auf diesem Gerät löschen? Noch nicht gesendete Aktionen gehen verloren.',
  'settings.data.confirmYes': 'Ja, löschen',
  'settings.data.cancel': 'Abbrechen',
} satisfies Translation<typeof settingsMessages>;
