// The English copy of help and support, contact, and the privacy, terms and cancellation pages. It
// loads with the screens that show it: importing this module registers it
// (i18n/messages/registry.ts), and each file that shows one of these strings imports it. Its copy
// in the language being shown (messages.<code>.ts) starts loading as it registers, and the screen's
// route waits for it (withStrings in i18n/messages), so the screen never shows English or ids
// first.
import { registerMessages } from '../../i18n/messages/registry';

export const supportMessages = registerMessages(
  {
    'helpSupport.intro': 'Answers, policies and how to reach us.',
    'helpSupport.faq': 'Frequently asked questions',
    'helpSupport.faq.body': 'Bookings, check-in, XP, SweatCoins and your account.',
    'helpSupport.contact': 'Contact us',
    'helpSupport.contact.body': 'Email or phone; we answer within one working day.',
    'helpSupport.cancellation': 'Cancellation and refunds',
    'helpSupport.cancellation.body': 'Free cancellation until 2 hours before your visit.',
    'helpSupport.privacy': 'Privacy policy',
    'helpSupport.privacy.body': 'What we collect, why, and your rights.',
    'helpSupport.terms': 'Terms of service',
    'helpSupport.terms.body': 'The rules for members, guests and partners.',
    'contact.intro': 'We answer every message within one working day.',
    'contact.email': 'Email',
    'contact.emailAddress': 'support@fitchoice.app',
    'contact.partners': 'Partners',
    'contact.partnersAddress': 'partners@fitchoice.app',
    'contact.privacy': 'Privacy requests',
    'contact.privacyAddress': 'privacy@fitchoice.app',
    'contact.hours': 'Support hours',
    'contact.hoursValue': 'Monday to Friday, 8:00 to 20:00; Saturday 9:00 to 14:00 (your local time).',
    'contact.urgent': 'At the gym and need help now? Ask the front desk: every partner gym can look up your booking.',
    'privacy.updated': 'Last updated 1 November 2026',
    'privacy.s1.title': 'What we collect',
    'privacy.s1.body':
      'Your name, email address and password (stored only as a salted hash); your bookings, check-ins and the XP and SweatCoins they earn; your chosen region, language and theme; and, if you allow it, your approximate location to find gyms near you.',
    'privacy.s2.title': 'Why we use it',
    'privacy.s2.body':
      'To run your account, take bookings, confirm check-ins with the gym, keep leaderboards and rewards fair, and prevent fraud. We do not sell your data and do not show third-party advertising.',
    'privacy.s3.title': 'What stays on your device',
    'privacy.s3.body':
      'FitChoice keeps a copy of your session, settings, bookings and unsent actions on your device so the app works offline. Logging out removes your account data from this device.',
    'privacy.s4.title': 'Who we share it with',
    'privacy.s4.body':
      'The gym or professional you book receives your name and the booking. Our hosting provider stores data on our behalf. If you connect a crypto wallet, your wallet address is recorded with each purchase.',
    'privacy.s5.title': 'Your rights',
    'privacy.s5.body':
      'You can see, correct, export or delete your data at any time by writing to privacy@fitchoice.app. We answer within 30 days. Accounts inactive for 3 years are deleted.',
    'terms.updated': 'Last updated 1 November 2026',
    'terms.s1.title': 'Your account',
    'terms.s1.body':
      'You must be 16 or older to create an account. Keep your password to yourself; you are responsible for bookings made with your account. Guest sessions are temporary and hold no bookings.',
    'terms.s2.title': 'Bookings and visits',
    'terms.s2.body':
      'A booking is a contract between you and the gym or professional; FitChoice takes the booking and the payment for them. Follow each gym’s house rules. The price shown is per visit and includes taxes.',
    'terms.s3.title': 'XP and SweatCoins',
    'terms.s3.body':
      'XP and SweatCoins have no cash value outside FitChoice and cannot be transferred. We may remove rewards earned by fake check-ins or other abuse. SweatCoins bought with ETH are credited once per transaction.',
    'terms.s4.title': 'Partners',
    'terms.s4.body':
      'Gyms, trainers and nutritionists must hold the licences and insurance their work requires and keep their availability and prices up to date.',
    'terms.s5.title': 'Liability and changes',
    'terms.s5.body':
      'Train within your limits and follow professional advice. We announce changes to these terms in the app 30 days before they apply.',
    'cancellation.updated': 'Last updated 1 November 2026',
    'cancellation.s1.title': 'Free cancellation',
    'cancellation.s1.body':
      'Cancel a gym visit or a session free of charge until 2 hours before its start time. The full price is refunded.',
    'cancellation.s2.title': 'Late cancellation and no-shows',
    'cancellation.s2.body':
      'Cancelling less than 2 hours before the start, or not checking in, is charged in full, because the gym or professional kept the place for you.',
    'cancellation.s3.title': 'When the gym or professional cancels',
    'cancellation.s3.body': 'If a partner cancels or the gym is closed when you arrive, you get a full refund and 50 bonus XP.',
    'cancellation.s4.title': 'How refunds are paid',
    'cancellation.s4.body':
      'Refunds go back to the payment method you used within 5 to 10 working days. Bookings paid with SweatCoins are refunded in SweatCoins at once. SweatCoins bought with ETH are not refundable.',
    'cancellation.s5.title': 'Disputes',
    'cancellation.s5.body': 'Think a charge is wrong? Write to support@fitchoice.app within 30 days of the visit and we will look into it.',
    'contact.form.title': 'Send us a message',
    'contact.form.name': 'Your name',
    'contact.form.email': 'Email',
    'contact.form.topic': 'Topic',
    'contact.topic.booking': 'A booking',
    'contact.topic.cancellation': 'Cancellation or refund',
    'contact.topic.checkin': 'Check-in',
    'contact.topic.rewards': 'XP and SweatCoins',
    'contact.topic.wallet': 'Wallet and purchases',
    'contact.topic.account': 'My account',
    'contact.topic.partners': 'Partners',
    'contact.topic.other': 'Something else',
    'contact.form.subject': 'Subject',
    'contact.form.message': 'How can we help?',
    'contact.form.send': 'Send message',
    'contact.form.sent': 'Thanks! Your reference is {reference}. We answer within one working day.',
    'contact.form.pending': 'Saved on this device; it will be sent when you are back online.',
    'contact.form.failed': 'Not sent: {reason}',
    'contact.refused.notFound': 'this conversation no longer exists.',
    'contact.refused.invalid': 'check what you wrote and try again.',
    'contact.refused.other': 'something went wrong on our side. Try again later.',
    'contact.form.offline': 'You are offline: nothing was sent. Try again when you are back online.',
    'contact.form.tooMany': 'Too many messages from your network. Please try again in an hour.',
    'contact.invalid.name': 'Enter your name.',
    'contact.invalid.email': 'Enter a valid email address.',
    'contact.invalid.topic': 'Choose a topic.',
    'contact.invalid.subject': 'Enter a subject.',
    'contact.invalid.message': 'Tell us a little more (at least 10 characters).',
    'helpSupport.tickets': 'Your support tickets',
    'helpSupport.tickets.none': 'You have no tickets yet. A question? Send us a message.',
    'helpSupport.tickets.offline': 'Your tickets could not be loaded; they show again when you are online.',
    'ticket.status.open': 'Waiting for us',
    'ticket.status.answered': 'Answered',
    'ticket.status.closed': 'Closed',
    'ticket.reference': 'Reference {reference}',
    'ticket.from.staff': 'FitChoice support',
    'ticket.reply': 'Your reply',
    'ticket.replySend': 'Send reply',
    'admin.tickets.filter': 'Tickets to show',
    'admin.tickets.none': 'No tickets here.',
    'admin.tickets.answer': 'Your answer to {name}',
    'admin.tickets.send': 'Send answer',
    'admin.tickets.sendClose': 'Send and close',
    'admin.tickets.close': 'Close ticket',
    'admin.tickets.visitor': 'visitor, no account',
    'admin.tickets.meta': '{name} ({email}) · {topic}',
    'admin.tickets.failed': 'The change was not made. Try again.',
    'admin.tickets.error': 'The tickets could not be loaded.',
  },
  // Its copies beside it (messages.<code>.ts), each loaded in its own chunk when that language is shown.
  import.meta.glob('./messages.*.ts'),
);

declare module '../../i18n/messages' {
  interface FeatureCatalogues {
    support: typeof supportMessages;
  }
}
