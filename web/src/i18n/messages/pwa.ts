// The English copy of the offline layer (offline banner, update prompt, install prompt, outbox
// list), kept here because the core catalogue (en.ts) spreads it in; other languages translate
// the same keys.
export const pwaMessages = {
  'offline.banner': "You're offline. What you do is saved on this device and sent when you're back online.",

  'update.title': 'A new version of {product} is ready',
  'update.body': 'Update now to use it. The page reloads.',
  'update.confirm': 'Update now',
  'update.later': 'Later',
  'update.waiting.title': '{product} was updated',
  'update.waiting.body': 'This tab reloads by itself once what you are typing is sent or cleared.',
  'update.waiting.reload': 'Reload now',

  'install.title': 'Install {product}',
  'install.body': 'Add {product} to your home screen:',
  'install.benefit.offline': 'Offline access at the gym',
  'install.benefit.faster': 'Faster loading',
  'install.benefit.push': 'Push notifications',
  'install.now': 'Install Now',
  'install.later': 'Later',
  'install.close': 'Close',
  'install.ios.title': 'Install {product} on your iPhone',
  'install.ios.step1': 'Tap the Share button',
  'install.ios.step2': "Choose 'Add to Home Screen'",
  'install.ios.step3': "Tap 'Add'",

  'outbox.badge': '{count} pending',
  'outbox.badge.failed': '{count} failed',
  'outbox.badge.label': '{pending, plural, one {# action} other {# actions}} waiting to be sent, {failed} failed. Show them',
  'outbox.title': 'Waiting to be sent',
  'outbox.description': 'Saved on this device. They are sent, once each, as soon as the server can be reached.',
  'outbox.empty': 'Everything you did has reached the server.',
  'outbox.state.pending': 'Pending',
  'outbox.state.sending': 'Sending',
  'outbox.state.failed': 'Failed',
  'outbox.queuedAt': 'Queued {time}',
  'outbox.attempts': '{count, plural, one {# attempt} other {# attempts}}',
  'outbox.error.retrying': 'The last attempt did not get through. It is tried again on its own.',
  'outbox.retry': 'Retry',
  'outbox.discard': 'Discard',
  'outbox.sendNow': 'Send now',
  'outbox.close': 'Close',
} as const;
