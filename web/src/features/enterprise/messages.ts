// The English copy of the enterprise page (corporate wellness: what a company gets, the plans, the
// lead form) and of the admin panel's list of leads. It loads with the screens that show it:
// importing this module registers it (i18n/messages/registry.ts), and each file that shows one of
// these strings imports it. Its copy in the language being shown (messages.<code>.ts) starts
// loading as it registers, and the screen's route waits for it (withStrings in i18n/messages), so
// the screen never shows English or ids first.
import { registerMessages } from '../../i18n/messages/registry';

export const enterpriseMessages = registerMessages(
  {
    'enterprise.intro':
      'Corporate wellness your people will actually use: gym visits, guided workouts, a company leaderboard and challenges.',
    'enterprise.gets': 'What your company gets',
    'enterprise.feature.seats': 'Member seats',
    'enterprise.featureBody.seats': 'Every employee gets a full FitChoice membership: gyms, trainers, guided and VR workouts.',
    'enterprise.feature.leaderboard': 'A company leaderboard',
    'enterprise.featureBody.leaderboard': 'Teams and sites compete on verified gym visits, never on anything private.',
    'enterprise.feature.challenges': 'Company challenges',
    'enterprise.featureBody.challenges': 'Monthly challenges with rewards you choose, joined in one tap.',
    'enterprise.feature.participation': 'A participation view for HR',
    'enterprise.featureBody.participation':
      'Aggregate figures only: how many are active, visits per week. No individual health or mood data, ever.',
    'enterprise.feature.sso': 'Single sign-on',
    'enterprise.feature.manager': 'A dedicated account manager',
    'enterprise.plans': 'Plans',
    'enterprise.plan.team': 'Team',
    'enterprise.plan.business': 'Business',
    'enterprise.plan.enterprise': 'Enterprise',
    'enterprise.plan.price': '{price} per seat a month',
    'enterprise.plan.min': 'From {seats} seats',
    'enterprise.plan.choose': 'Ask about {plan}',
    'enterprise.form.title': 'Talk to our team',
    'enterprise.form.company': 'Company',
    'enterprise.form.contact': 'Your name',
    'enterprise.form.email': 'Work email',
    'enterprise.form.size': 'Company size',
    'enterprise.form.sizeValue': '{size} people',
    'enterprise.form.region': 'Region',
    'enterprise.form.plan': 'Plan',
    'enterprise.form.noPlan': 'Not sure yet',
    'enterprise.form.message': 'What would you like to achieve?',
    'enterprise.form.send': 'Send',
    'enterprise.form.sent': 'Thank you! Our team will reach you within two working days.',
    'enterprise.form.failed': 'Not sent: {reason}',
    'enterprise.form.offline': 'You are offline: nothing was sent. Try again when you are back online.',
    'enterprise.form.tooMany': 'Too many requests from your network. Please try again in an hour.',
    'enterprise.invalid.company': 'Enter your company’s name.',
    'enterprise.invalid.contactName': 'Enter your name.',
    'enterprise.invalid.email': 'Enter a valid email address.',
    'enterprise.invalid.companySize': 'Choose your company’s size.',
    'enterprise.invalid.message': 'Tell us a little more (at least 10 characters).',
    'admin.leads.none': 'No leads yet.',
    'admin.leads.meta': '{contact} · {email} · {size} people · {region}',
    'admin.leads.plan': 'Plan: {plan}',
    'admin.leads.error': 'The leads could not be loaded.',
    'enterprise.refused.invalid': 'choose the region and the plan again, then send.',
    'enterprise.refused.other': 'our server could not take it right now. Please try again in a moment.',
  },
  // Its copies beside it (messages.<code>.ts), each loaded in its own chunk when that language is shown.
  import.meta.glob('./messages.*.ts'),
);

declare module '../../i18n/messages' {
  interface FeatureCatalogues {
    enterprise: typeof enterpriseMessages;
  }
}
