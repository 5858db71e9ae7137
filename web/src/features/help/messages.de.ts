// The German copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when German is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { helpMessages } from './messages';

export const de = {
  'help.intro': 'Antworten auf die häufigsten Fragen unserer Mitglieder: Suche oder stöbere nach Thema.',
  'help.search': 'Im Hilfe-Center suchen',
  'help.searchButton': 'Suchen',
  'help.results': '{count, plural, one {# Artikel} other {# Artikel}} zu „{query}“',
  'help.noResults': 'Kein Artikel passt zu „{query}“. Versuch andere Wörter oder kontaktiere uns.',
  'help.browse': 'Nach Thema stöbern',
  'help.back': 'Alle Hilfethemen',
  'help.related': 'Mehr zu {category}',
  'help.more': 'Kommst du nicht weiter?',
  'help.contact': 'Support kontaktieren',
  'helpCentre.category.booking': 'Buchen',
  'helpCentre.category.cancellation': 'Stornierung und Erstattung',
  'helpCentre.category.checkin': 'Check-in',
  'helpCentre.category.rewards': 'XP und SweatCoins',
  'helpCentre.category.wallet': 'Wallet',
  'helpCentre.category.offline': 'Offline-Nutzung',
  'helpCentre.category.privacy': 'Datenschutz',
  'helpCentre.category.partners': 'Partner',
  'helpCentre.category.account': 'Dein Konto',
  'helpCentre.title.book-visit': 'Wie buche ich einen Studiobesuch?',
  'helpCentre.body.book-visit':
    'Öffne Studios, wähle ein Studio und einen Tag, such dir eine Uhrzeit mit freien Plätzen aus und tippe auf „Jetzt buchen“. Der Preis gilt pro Besuch in der Währung deiner Region, und deine Buchung erscheint sofort unter Buchungen, auch offline.',
  'helpCentre.title.book-professional': 'Trainer oder Ernährungsberater buchen',
  'helpCentre.body.book-professional':
    'Öffne Trainer oder Ernährungsberater, vergleiche zertifizierte Profis nach Fachgebiet, Preis und Bewertung und wähle einen freien Termin in ihrem Kalender. Bis 2 Stunden vor dem Termin kannst du kostenlos stornieren.',
  'helpCentre.title.booking-payment': 'Einen Besuch bezahlen: Karte oder SweatCoins',
  'helpCentre.body.booking-payment':
    'Beim Bezahlen wählst du, ob du im Studio mit Karte oder mit SweatCoins zahlst. Ein Besuch kostet 10 SweatCoins pro US-Dollar seines Preises, und SweatCoins werden erst abgebucht, wenn die Buchung bestätigt ist.',
  'helpCentre.title.cancel-booking': 'Wie storniere ich eine Buchung?',
  'helpCentre.body.cancel-booking':
    'Öffne Buchungen, wähle den Besuch und tippe auf „Buchung stornieren“. Bis 2 Stunden vor Beginn ist die Stornierung kostenlos: Die SweatCoins kommen sofort zurück, und dein Platz geht an jemand anderen.',
  'helpCentre.title.late-cancellation': 'Späte Stornierungen und Nichterscheinen',
  'helpCentre.body.late-cancellation':
    'Weniger als 2 Stunden vor Beginn lässt sich eine Buchung in der App nicht mehr stornieren, weil das Studio den Platz für dich freigehalten hat. Wenn auf Seiten des Studios etwas schiefgelaufen ist, eröffne ein Support-Ticket, und wir sehen es uns an.',
  'helpCentre.title.refunds': 'Wie werden Erstattungen ausgezahlt?',
  'helpCentre.body.refunds':
    'Mit SweatCoins bezahlte Buchungen werden sofort in SweatCoins erstattet. Kartenzahlungen gehen innerhalb von 5 bis 10 Werktagen zurück auf die Karte. Mit ETH gekaufte SweatCoins werden nicht erstattet.',
  'helpCentre.title.checkin-qr': 'Mit deinem QR-Code einchecken',
  'helpCentre.body.checkin-qr':
    'Jede Buchung hat einen Check-in-Code, der unter Buchungen als QR-Code und als Text angezeigt wird. Am Empfang scannt ihn das Personal, oder du scannst ihn mit dem QR-Check-in; du kannst den Code auch von Hand eingeben.',
  'helpCentre.title.checkin-window': 'Wann funktioniert mein Check-in-Code?',
  'helpCentre.body.checkin-window':
    'Der Code funktioniert ab 15 Minuten vor deinem Besuch bis zu dessen Ende, und zwar einmal. Ein bereits benutzter Code oder einer zu einer stornierten Buchung wird mit Angabe des Grundes abgelehnt.',
  'helpCentre.title.checkin-offline': 'Ohne Verbindung einchecken',
  'helpCentre.body.checkin-offline':
    'Wenn das WLAN im Studio ausfällt, checke trotzdem ein: Die App speichert den Check-in mit der Uhrzeit des Scans und sendet ihn, sobald die Verbindung zurück ist, innerhalb von 6 Stunden. Er zählt einmal, egal wie oft er gesendet wird.',
  'helpCentre.title.earn-xp': 'Wie sammle ich XP?',
  'helpCentre.body.earn-xp':
    'Dein erster Check-in jeden Tag bringt 50 XP, dazu 25 XP, wenn du zu einem gebuchten Besuch erscheinst, und einen Serienbonus. Wöchentliche Challenges bringen 100 bis 400 XP extra. Heim- und VR-Workouts zählen für Abzeichen, bringen aber keine XP.',
  'helpCentre.title.streaks': 'Wie funktionieren Serien?',
  'helpCentre.body.streaks':
    'Deine Serie zählt die Tage, an denen du hintereinander eincheckst, nach dem Datum am Ort des Studios. Verpasst du einen Tag, bleibt die Serie einmal pro Woche erhalten, wenn du am nächsten Tag eincheckst. Jeder Serientag bringt einem Check-in 10 XP mehr, bis zu 50.',
  'helpCentre.title.convert-xp': 'XP in SweatCoins umwandeln',
  'helpCentre.body.convert-xp':
    'Im Profil wandelst du XP in SweatCoins um: 10 XP ergeben 1 SweatCoin, mindestens 10 XP auf einmal. Das Umwandeln senkt nie dein Level oder deinen Platz in den Ranglisten.',
  'helpCentre.title.levels-badges': 'Level und Abzeichen',
  'helpCentre.body.levels-badges':
    'Level steigen mit allen XP, die du je gesammelt hast: Level 2 bei 100 XP, Level 3 bei 400, Level 4 bei 900. Abzeichen belohnen Meilensteine wie deinen ersten Check-in, eine 7-Tage-Serie oder zehn Heim-Workouts und schalten Avatar-Teile frei.',
  'helpCentre.title.leaderboards': 'Wie werden die Ranglisten berechnet?',
  'helpCentre.body.leaderboards':
    'Die Ranglisten ordnen die in Studios gesammelten XP, für diese Woche oder insgesamt, in deiner Region oder unter deinen Freunden. Nur bestätigte Check-ins zählen, ein Workout zu Hause bringt dich also nie nach oben.',
  'helpCentre.title.connect-wallet': 'Eine Krypto-Wallet verbinden',
  'helpCentre.body.connect-wallet':
    'Öffne Wallet und tippe auf „Wallet verbinden“: FitChoice funktioniert mit Browser-Wallets wie MetaMask. Wir lesen nur deine Adresse, dein Netzwerk und dein Guthaben; die Wallet fragt dich, bevor etwas gesendet wird.',
  'helpCentre.title.buy-sweatcoins': 'SweatCoins mit ETH kaufen',
  'helpCentre.body.buy-sweatcoins':
    'Gib in der Wallet oder im Prämien-Shop einen ETH-Betrag ein: Jedes ETH kauft 100.000 SweatCoins. Jede Transaktion wird einmal gutgeschrieben, und der Kauf erscheint im Verlauf deiner Wallet.',
  'helpCentre.title.purchase-pending': 'Mein Kauf wird als ausstehend angezeigt',
  'helpCentre.body.purchase-pending':
    'Ein Kauf wartet, bis das Netzwerk die Überweisung bestätigt oder bis du wieder online bist. Er wird auf deinem Gerät gespeichert und einmal gutgeschrieben, wenn er durchgeht; nichts wird doppelt berechnet.',
  'helpCentre.title.offline-use': 'Funktioniert FitChoice offline?',
  'helpCentre.body.offline-use':
    'Ja. Deine Buchungen, Check-in-Codes und zuletzt geöffneten Seiten funktionieren ohne Verbindung, und alles, was du offline tust, wird auf deinem Gerät gespeichert und einmal gesendet, sobald die Verbindung zurück ist.',
  'helpCentre.title.pending-actions': 'Ausstehende und fehlgeschlagene Aktionen',
  'helpCentre.body.pending-actions':
    'Das Abzeichen in der Kopfzeile zählt Aktionen, die auf den Versand warten. Öffne es, um sie jetzt zu senden, eine fehlgeschlagene zu wiederholen oder zu verwerfen; eine Ablehnung zeigt den Grund, etwa ein inzwischen volles Zeitfenster.',
  'helpCentre.title.install-app': 'FitChoice auf dem Handy installieren',
  'helpCentre.body.install-app':
    'Tippe auf „Jetzt installieren“, wenn die App es anbietet, oder nutze „Zum Home-Bildschirm“ in deinem Browser. Die installierte App öffnet sich im Vollbild, lädt schneller und funktioniert offline.',
  'helpCentre.title.data-collected': 'Welche Daten speichert ihr?',
  'helpCentre.body.data-collected':
    'Dein Konto, deine Buchungen, Check-ins, Prämien und Einstellungen sowie deinen ungefähren Standort, wenn du ihn erlaubst. Stimmungs- und Gesundheitsdaten erscheinen nie in Ranglisten oder bei Arbeitgebern. Wir verkaufen keine Daten.',
  'helpCentre.title.delete-account': 'Deine Daten exportieren oder löschen',
  'helpCentre.body.delete-account':
    'Schick uns ein Support-Ticket mit dem Thema Konto oder schreib an privacy@fitchoice.app. Wir antworten innerhalb von 30 Tagen. Beim Abmelden werden deine Daten sofort von diesem Gerät entfernt.',
  'helpCentre.title.location': 'Wie wird mein Standort genutzt?',
  'helpCentre.body.location':
    'Nur um Studios in deiner Nähe zu zeigen und deine Region festzulegen. Er bleibt ungefähr, wird eine Stunde lang auf deinem Gerät zwischengespeichert, und du kannst ihn verweigern: Wähle deine Region stattdessen in den Einstellungen von Hand.',
  'helpCentre.title.partner-join': 'Dein Studio oder deine Praxis eintragen',
  'helpCentre.body.partner-join':
    'Studios, Trainer und Ernährungsberater bewerben sich über die Partnerregistrierung mit ihren Angaben und Zertifikaten. Nach der Freigabe verwaltest du deinen Eintrag, deine Verfügbarkeit und deine Preise in deinem Partnerbereich.',
  'helpCentre.title.partner-panel': 'Im Partnerbereich anmelden',
  'helpCentre.body.partner-panel':
    'Nutze die Partner-Anmeldung mit der E-Mail-Adresse, mit der du dich registriert hast. Beim ersten Mal änderst du das vorläufige Passwort, das wir dir geschickt haben, bevor sich der Bereich öffnet.',
  'helpCentre.title.guest-account': 'Was kann ein Gast tun?',
  'helpCentre.body.guest-account':
    'Gäste können sich in der ganzen App umsehen. Um mit SweatCoins zu buchen, XP zu sammeln, eine Serie zu halten oder in Ranglisten zu erscheinen, erstelle ein kostenloses Konto.',
  'helpCentre.title.home-workouts': 'Geführte und VR-Workouts',
  'helpCentre.body.home-workouts':
    'Wähle ein Programm zum Mitmachen, tippe auf „Workout starten“, und der Player taktet jedes Intervall mit Signaltönen und auf Wunsch einer Stimme. Ein abgeschlossenes Workout wird in deiner Aktivität gespeichert, auch offline, und zählt für Abzeichen.',
  'helpCentre.title.avatar': 'Dein Avatar',
  'helpCentre.body.avatar':
    'Gestalte ihn im Avatar-Studio aus Körper, Haut, Haaren, Gesicht, Outfit und Accessoires. Manche Teile werden mit Abzeichen oder Leveln freigeschaltet, andere mit SweatCoins. Bis du einen speicherst, werden deine Initialen angezeigt.',
  'helpCentre.title.enterprise': 'FitChoice für Unternehmen',
  'helpCentre.body.enterprise':
    'Unternehmen geben ihren Leuten Mitgliedsplätze, eine Firmenrangliste und Challenges. Das Unternehmen sieht nur die Gesamtteilnahme, nie die Gesundheits- oder Stimmungsdaten einer Person. Frag uns über die Enterprise-Seite an.',
} satisfies Translation<typeof helpMessages>;
