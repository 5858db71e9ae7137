// The English copy of the admin panel's frame and its own sections (applications, users,
// moderation, audit log). It loads with the admin panel: importing this module registers it
// (i18n/messages/registry.ts); its copies (messages.<code>.ts) load with it in the language shown.
import { registerMessages } from '../../i18n/messages/registry';

export const adminMessages = registerMessages(
  {
    'admin.intro': 'Partner applications, members, reported content and the log of every change.',
    'admin.sections': 'Admin sections',
    'admin.section.applications': 'Applications',
    'admin.section.users': 'Users',
    'admin.section.moderation': 'Reported reviews',
    'admin.section.posts': 'Reported posts',
    'admin.section.audit': 'Audit log',
    'admin.section.certifications': 'Certifications',
    'admin.section.tickets': 'Support tickets',
    'admin.section.leads': 'Enterprise leads',
    'admin.section.rewards': 'Rewards',
    'admin.section.challenges': 'Challenges',
    'admin.error.load': 'This could not be loaded. Check your connection and try again.',
    'admin.error.failed': 'That did not work. Check your connection and try again.',
    'admin.error.reasonRequired': 'Write the reason',
    'admin.applications.filter': 'Show applications',
    'admin.applications.pending': 'Pending',
    'admin.applications.approved': 'Approved',
    'admin.applications.rejected': 'Rejected',
    'admin.applications.none': 'No applications here.',
    'admin.applications.caption': 'Partner applications',
    'admin.applications.name': 'Name',
    'admin.applications.kind': 'Applying as',
    'admin.applications.submitted': 'Submitted',
    'admin.applications.decided': 'Decided',
    'admin.applications.catalogueGym': 'Catalogue gym',
    'admin.applications.emailVerified': '(confirmed)',
    'admin.applications.emailUnverified': '(not confirmed yet)',
    'admin.applications.certification': '{name}, issued by {issuer}, no. {number}',
    'admin.applications.gymId': 'Link to a catalogue gym (its id)',
    'admin.applications.gymId.hint': 'Leave it empty to make a new draft gym from the application.',
    'admin.applications.approve': 'Approve',
    'admin.applications.reason': 'Reason for rejecting',
    'admin.applications.reject': 'Reject',
    'admin.applications.error.gym': 'No gym has this id',
    'admin.applications.error.decided': 'This application has already been decided.',
    'admin.section.gyms': 'Gyms',
    'admin.applications.confirmed': 'Email confirmed',
    'admin.applications.notConfirmed': 'Email not confirmed yet',
    'admin.applications.unconfirmed':
      'The applicant has not opened the confirmation link mailed to {email} yet. The application can be approved once they do.',
    'admin.applications.resend': 'Send the confirmation link again',
    'admin.applications.resent': 'A new confirmation link is on its way to {email}.',
    'admin.applications.error.unconfirmed':
      'This application cannot be approved yet: the applicant has not confirmed the email. Send the confirmation link again, or wait for them to open it.',
    'admin.applications.mailedWelcome': 'Approved. We mailed {email} a link to choose a password and sign in to the panel.',
    'admin.applications.mailedExisting':
      'Approved. {email} already had an account: it now opens the panel, and we mailed them to sign in as usual.',
    'admin.applications.notMailed':
      'Approved, but the mail to {email} could not be sent. Ask them to use “Forgot your password?” at partner sign-in.',
  },
  // Its copies beside it (messages.<code>.ts), each loaded in its own chunk when that language is shown.
  import.meta.glob('./messages.*.ts'),
);

declare module '../../i18n/messages' {
  interface FeatureCatalogues {
    admin: typeof adminMessages;
  }
}
