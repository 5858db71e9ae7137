// The English copy of the partner panels, partner sign-in and registration, and panel access. It
// loads with the screens that show it: importing this module registers it
// (i18n/messages/registry.ts), and each file that shows one of these strings imports it. Its copy
// in the language being shown (messages.<code>.ts) starts loading as it registers, and the screen's
// route waits for it (withStrings in i18n/messages), so the screen never shows English or ids
// first.
import { registerMessages } from '../../i18n/messages/registry';

export const panelsMessages = registerMessages(
  {
    'panels.admin': 'Admin panel',
    'panels.admin.body': 'Members, partner applications, moderation and the audit log.',
    'panels.analytics': 'Analytics',
    'panels.analytics.body': 'Visits, bookings, payments taken at the desks and SweatCoins over time.',
    'panels.fitnessCenter': 'Fitness center panel',
    'panels.fitnessCenter.body': 'Opening hours, capacity, prices and check-in codes for your gym.',
    'panels.trainer': 'Trainer panel',
    'panels.trainer.body': 'Your schedule, clients and session prices.',
    'panels.nutritionist': 'Nutritionist panel',
    'panels.nutritionist.body': 'Your consultations, clients and plans.',
    'panels.signInRequired': 'Partner sign-in required',
    'panels.signInRequired.body':
      'This panel opens after you sign in with a partner account. Partner accounts are separate from member accounts.',
    'panels.signIn': 'Partner sign-in',
    'panels.register': 'Become a partner',
    'panels.notForYou.title': 'Not for your account',
    'panels.notForYou.heading': '{panel} is not open to this account',
    'panels.notForYou.body':
      'You are signed in as {account}, which has no access to it. Each panel opens only to the partner or staff accounts it is for.',
    'panels.notForYou.home': 'Back to the app',
    'partnerPanel.signedInAs': 'Signed in as {account}',
    'partnerPanel.loadFailed': 'Your panel could not be loaded. Check your connection and try again.',
    'partnerPanel.gyms': 'Your gyms',
    'partnerPanel.gyms.none': 'No gym is linked to this account yet.',
    'partnerPanel.gyms.draftHint': 'Members do not see a draft gym yet: it is listed once its details, hours and prices are complete.',
    'partnerPanel.status.draft': 'Draft',
    'partnerPanel.status.listed': 'Listed',
    'partnerPanel.changePassword': 'Change password',
    'partnerPanel.signOut': 'Sign out',
    'partnerForm.kind.gym': 'A gym or fitness centre',
    'partnerForm.kind.trainer': 'A personal trainer',
    'partnerForm.kind.nutritionist': 'A nutritionist',
    'partnerForm.field.contactName': 'Contact name',
    'partnerForm.field.email': 'Email',
    'partnerForm.field.phone': 'Phone',
    'partnerForm.field.city': 'City',
    'partnerForm.field.address': 'Street address',
    'partnerForm.field.specialties': 'Specialties',
    'partnerForm.field.languages': 'Languages you work in',
    'partnerForm.field.certifications': 'Certifications',
    'panels.zone.search': 'Search time zones',
    'panels.zone.list': 'Time zone',
    'panels.zone.matches': '{count, plural, =0 {No time zone matches} one {# time zone matches} other {# time zones match}}',
    'panels.section.failed': 'This part of the panel could not be shown. The rest of the panel still works.',
    'panels.section.retry': 'Try again',
    'partnerPanel.status.suspended': 'Not listed: your account is suspended',
    'partnerPanel.status.unlisted': 'Not listed: taken out of search by FitChoice',
    'partnerPanel.gyms.unlistedHint':
      'Members cannot find or book a gym FitChoice took out of search; visits already booked stay. Write to support to learn why and what to change.',
    'panels.tab.notifications': 'Notifications',
  },
  // Its copies beside it (messages.<code>.ts), each loaded in its own chunk when that language is shown.
  import.meta.glob('./messages.*.ts'),
);

declare module '../../i18n/messages' {
  interface FeatureCatalogues {
    panels: typeof panelsMessages;
  }
}
