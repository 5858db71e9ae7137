// The English copy of the partner panels, partner sign-in and registration, and panel access. It
// loads with the screens that show it: importing this module registers it
// (i18n/messages/registry.ts), and each file that shows one of these strings imports it. Its copy
// in the language being shown (messages.<code>.ts) starts loading as it registers, and the screen's
// route waits for it (withStrings in i18n/messages), so the screen never shows English or ids
// first.
import { type Messages, registerMessages } from '../../i18n/messages/registry';

export const panelsMessages = registerMessages(
  {
    'panels.intro': 'Panels for the people who run FitChoice and its partners. Each needs a partner account.',
    'panels.admin': 'Admin panel',
    'panels.admin.body': 'Members, partners, disputes and refunds.',
    'panels.analytics': 'Analytics',
    'panels.analytics.body': 'Visits, bookings and revenue over time.',
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
    'partnerLogin.title': 'Partner sign-in',
    'partnerLogin.intro': 'For gyms, trainers and nutritionists who list their services on FitChoice.',
    'partnerLogin.empty.title': 'Partner accounts are issued by our team',
    'partnerLogin.empty.body':
      'After your registration is approved we email you your panel address and a first password. If you have not registered yet, start there.',
    'partnerLogin.empty.register': 'Register as a partner',
    'partnerLogin.empty.access': 'How panel access works',
    'panelChangePassword.title': 'Change panel password',
    'panelChangePassword.intro': 'Replace the first password from your approval email with one only you know.',
    'panelChangePassword.empty.title': 'Sign in to your panel first',
    'panelChangePassword.empty.body': 'For your security, the password can only be changed from a signed-in partner session.',
    'panelChangePassword.empty.signIn': 'Partner sign-in',
    'panelChangePassword.empty.contact': 'Lost your password? Contact us',
    'partnerRegistration.title': 'Become a FitChoice partner',
    'partnerRegistration.intro': 'Gyms, trainers and nutritionists reach members who are ready to book.',
    'partnerRegistration.steps': 'How it works',
    'partnerRegistration.step1': 'Write to partners@fitchoice.app with your business name, address and the services you offer.',
    'partnerRegistration.step2': 'We verify your licence and certifications within 5 working days.',
    'partnerRegistration.step3': 'You receive your panel address and a first password, and set your prices and availability.',
    'partnerRegistration.fees': 'Listing is free. FitChoice keeps 10% of each booking made through the app.',
    'partnerRegistration.contact': 'Contact the partner team',
    'panelAccess.title': 'Panel access',
    'panelAccess.intro': 'Which panel is yours, and how to get into it.',
    'panelAccess.gym': 'Gyms and fitness centres use the fitness center panel.',
    'panelAccess.trainer': 'Personal trainers use the trainer panel.',
    'panelAccess.nutritionist': 'Nutritionists use the nutritionist panel.',
    'panelAccess.staff': 'FitChoice staff use the admin panel and analytics.',
  },
  {
    es: (): Promise<Messages> => import('./messages.es').then((module) => module.es),
    fr: (): Promise<Messages> => import('./messages.fr').then((module) => module.fr),
    pt: (): Promise<Messages> => import('./messages.pt').then((module) => module.pt),
  },
);

declare module '../../i18n/messages' {
  interface FeatureCatalogues {
    panels: typeof panelsMessages;
  }
}
