// The English copy of a partner's notice settings (the gym panel's and the professionals'
// "Notifications" tab). Importing this module registers it (i18n/messages/registry.ts); its copies
// beside it load with the screens that show it.
import { registerMessages } from '../../i18n/messages/registry';

export const partnerNoticesMessages = registerMessages(
  {
    'partnerNotices.title': 'What you are told',
    'partnerNotices.intro':
      'Choose how you hear of new bookings, cancellations and reviews: by push notification on your devices, by mail, or both.',
    'partnerNotices.kind.booking': 'New bookings (and sessions a client moved)',
    'partnerNotices.kind.cancellation': 'Cancellations',
    'partnerNotices.kind.review': 'Reviews',
    'partnerNotices.channel.push': 'Push notification',
    'partnerNotices.channel.mail': 'Mail',
    'partnerNotices.save': 'Save',
    'partnerNotices.saved': 'Saved.',
    'partnerNotices.loading': 'Loading…',
    'partnerNotices.failed': 'This did not work and nothing changed. Try again in a moment.',
    'partnerNotices.forbidden': 'These settings are for partner accounts.',
    'partnerNotices.offline': 'This did not go through: nothing changed. Check the connection and try again.',
    'partnerNotices.adminNote': 'Each partner chooses their own notices in their panel.',
    'partnerNotices.push.unsupported': 'This browser cannot show push notifications.',
    'partnerNotices.push.off': 'Push notifications are off on this device.',
    'partnerNotices.push.on': 'This device shows push notifications.',
    'partnerNotices.push.blocked': 'Notifications are blocked for FitChoice in this browser’s settings.',
    'partnerNotices.push.enable': 'Turn on push notifications on this device',
    'partnerNotices.push.failed': 'Push notifications could not be turned on here. Try again later.',
  },
  // Its copies beside it (messages.<code>.ts), each loaded in its own chunk when that language is shown.
  import.meta.glob('./messages.*.ts'),
);

declare module '../../i18n/messages' {
  interface FeatureCatalogues {
    partnerNotices: typeof partnerNoticesMessages;
  }
}
