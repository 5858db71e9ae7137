// The German copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when German is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { storeMessages } from './messages';

export const de = {
  'store.intro': 'Gib SweatCoins für Tagespässe, Kurse, Ausrüstung und Partnerangebote aus.',
  'store.empty.title': 'Noch keine Prämien in deiner Region',
  'store.empty.body': 'Prämien von Partnerstudios und Marken erscheinen hier mit ihrem Preis in SweatCoins.',
  'store.empty.wallet': 'Guthaben prüfen',
  'store.empty.challenges': 'Mit Challenges mehr verdienen',
  'store.rewards.title': 'Prämien in {region}',
  'store.rewards.list': 'Prämien',
  'store.rewards.loading': 'Prämien werden geladen',
  'store.rewards.offline': 'Die Prämien konnten nicht geladen werden. Prüfe deine Verbindung und versuch es noch einmal.',
  'store.balance': 'Du hast {coins} SweatCoins',
  'store.price': '{coins} SweatCoins',
  'store.stock.left': '{count, plural, one {Noch # übrig} other {Noch # übrig}}',
  'store.stock.unlimited': 'Immer verfügbar',
  'store.stock.soldOut': 'Ausverkauft',
  'store.limit': '{count, plural, one {Eine pro Mitglied} other {Bis zu # pro Mitglied}}',
  'store.limit.used': 'Du hast {used} von {limit} eingelöst',
  'store.limit.reached': 'Du hast alle eingelöst, die dir zustehen',
  'store.where.gym': 'Bei {gym}',
  'store.where.anyGym': 'Am Empfang jedes Partnerstudios',
  'store.where.online': 'Online einlösbar',
  'store.category.day_pass': 'Tagespass',
  'store.category.session': 'Termin',
  'store.category.food': 'Essen und Trinken',
  'store.category.merch': 'Merchandise',
  'store.category.donation': 'Spende',
  'store.redeem': 'Einlösen',
  'store.redeem.named': '{title} einlösen',
  'store.confirm.title': 'Diese Prämie einlösen?',
  'store.confirm.quantity': 'Wie viele',
  'store.confirm.total': 'Gesamt: {coins} SweatCoins',
  'store.confirm.after': 'Dein Guthaben danach: {coins} SweatCoins',
  'store.confirm.short': 'Dafür brauchst du noch {coins} SweatCoins.',
  'store.confirm.validity': '{days, plural, one {Der Code gilt # Tag.} other {Der Code gilt # Tage.}}',
  'store.confirm.submit': 'Bestätigen und einlösen',
  'store.confirm.cancel': 'Abbrechen',
  'store.confirm.close': 'Schließen',
  'store.confirm.queued':
    'Auf diesem Gerät gespeichert: Die Prämie wird eingelöst, sobald du wieder online bist, und erscheint unter Meine Prämien.',
  'store.done.title': 'Eingelöst!',
  'store.done.body': 'Zeig diesen Code am Empfang. Du findest ihn auch unter Meine Prämien.',
  'store.mine.title': 'Meine Prämien',
  'store.mine.empty': 'Eingelöste Prämien erscheinen hier mit ihrem Code.',
  'store.mine.loading': 'Deine Prämien werden geladen',
  'store.mine.status.active': 'Aktiv',
  'store.mine.status.used': 'Eingelöst',
  'store.mine.status.expired': 'Abgelaufen',
  'store.mine.status.pending': 'Ausstehend',
  'store.mine.status.failed': 'Fehlgeschlagen',
  'store.mine.quantity': '{quantity} ×',
  'store.mine.expires': 'Gültig bis {date}',
  'store.mine.expired': 'Abgelaufen am {date}',
  'store.mine.usedAt': 'Eingelöst am {date}',
  'store.mine.paid': '{coins} SweatCoins bezahlt',
  'store.mine.showCode': 'Code zeigen',
  'store.mine.hideCode': 'Code ausblenden',
  'store.mine.pending': 'Auf diesem Gerät gespeichert: Die Prämie wird eingelöst, sobald du wieder online bist.',
  'store.mine.failed': 'Nicht eingelöst: {reason}',
  'store.mine.retry': 'Erneut versuchen',
  'store.mine.dismiss': 'Verwerfen',
  'store.refused.soldOut': 'Diese Prämie ist ausverkauft; es wurde nichts berechnet.',
  'store.refused.retired': 'Diese Prämie wird nicht mehr angeboten; es wurde nichts berechnet.',
  'store.refused.notFound': 'Diese Prämie ist nicht mehr im Shop; es wurde nichts berechnet.',
  'store.refused.limit': 'Du hast diese Prämie so oft eingelöst, wie du darfst; es wurde nichts berechnet.',
  'store.refused.coins': 'Du hast nicht genug SweatCoins dafür; es wurde nichts berechnet.',
  'store.refused.other': 'Die Prämie konnte nicht eingelöst werden, und es wurde nichts berechnet. Versuch es später noch einmal.',
  'store.qr.alt': 'QR-Code des Prämiencodes',
  'store.preset.description.day-pass':
    'Ein ganzer Trainingstag in diesem Partnerstudio, Kurse und Duschen inklusive. Zeig den Code am Empfang.',
  'store.preset.description.smoothie-us-002':
    'Ein Smoothie von der Studiobar, frisch gemacht nach deinem Workout. Zeig den Code an der Bar.',
  'store.preset.description.shake-gb-002':
    'Ein Proteinshake von der Studiobar, frisch gemacht nach deinem Workout. Zeig den Code an der Bar.',
  'store.preset.description.acai-br-002': 'Eine Açaí-Bowl von der Studiobar, frisch gemacht nach deinem Workout. Zeig den Code an der Bar.',
  'store.preset.description.matcha-jp-002':
    'Ein Matcha-Protein-Latte von der Studiobar, frisch gemacht nach deinem Workout. Zeig den Code an der Bar.',
  'store.preset.description.trainer-20-off':
    'Spare 20 % bei einem Termin mit einem beliebigen zertifizierten Trainer auf FitChoice. Gib den Code beim Buchen ein.',
  'store.preset.description.form-check-15':
    'Ein Trainer sieht sich deine Kniebeuge, dein Kreuzheben oder dein Drücken an und nennt dir drei Dinge zum Verbessern. Buche ihn mit dem Code.',
  'store.preset.description.nutrition-25-off':
    'Spare 25 % bei einer Erstberatung mit einem FitChoice-Ernährungsberater: ein Plan, der auf dein Training abgestimmt ist.',
  'store.preset.description.bottle-750':
    'Isolierte Edelstahlflasche, die Wasser auch bei einer langen Einheit kalt hält. Abholbar am Empfang jedes Partnerstudios.',
  'store.preset.description.towel':
    'Schnell trocknendes Mikrofaserhandtuch, das sich klein für deine Tasche falten lässt. Abholbar am Empfang jedes Partnerstudios.',
  'store.preset.description.tshirt':
    'Atmungsaktives Trainingsshirt in deiner Größe, ausgewählt am Empfang. Abholbar am Empfang jedes Partnerstudios.',
  'store.preset.description.bands':
    'Fünf Bänder von leicht bis schwer, zum Aufwärmen und für das Training zu Hause. Abholbar am Empfang jedes Partnerstudios.',
  'store.preset.description.shaker': 'Auslaufsicherer 600-ml-Shaker mit Mixball. Abholbar am Empfang jedes Partnerstudios.',
  'store.preset.description.donate-youth-day':
    'Deine SweatCoins finanzieren einen betreuten Trainingstag für einen Jugendsportverein in der Nähe eines Partnerstudios. Dein Code ist deine Quittung.',
  'store.preset.description.donate-tree':
    'Ein Aufforstungspartner pflanzt für jede Einlösung einen heimischen Baum. Dein Code ist deine Quittung.',
  'store.preset.description.donate-meal':
    'Eine Partner-Tafel gibt eine nahrhafte Mahlzeit an jemanden aus, der sie braucht. Dein Code ist deine Quittung.',
} satisfies Translation<typeof storeMessages>;
