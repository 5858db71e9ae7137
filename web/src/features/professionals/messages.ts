// The English copy of the trainers, nutritionists and professional booking screens. It loads with
// the screens that show it: importing this module registers it (i18n/messages/registry.ts), and
// each file that shows one of these strings imports it. Its copy in the language being shown
// (messages.<code>.ts) starts loading as it registers, and the screen's route waits for it
// (withStrings in i18n/messages), so the screen never shows English or ids first.
import { type Messages, registerMessages } from '../../i18n/messages/registry';

export const professionalsMessages = registerMessages(
  {
    'trainers.intro': 'Certified personal trainers you can book by the session, at a gym or online.',
    'trainers.empty.title': 'No trainers available near you yet',
    'trainers.empty.body': 'Trainers in your region appear here with their speciality, rating and price per session.',
    'trainers.empty.nutritionists': 'See nutritionists',
    'trainers.empty.aiCoach': 'Ask the AI coach',
    'nutritionists.intro': 'Registered nutritionists for meal plans and check-ins that fit your training.',
    'nutritionists.empty.title': 'No nutritionists available near you yet',
    'nutritionists.empty.body': 'Nutritionists in your region appear here with their focus, rating and price per session.',
    'nutritionists.empty.trainers': 'See trainers',
    'nutritionists.empty.mood': 'Track your mood',
    'professionalBooking.title': 'Book a session',
    'professionalBooking.intro': 'Choose a time with a trainer or nutritionist and confirm the session.',
    'professionalBooking.empty.title': 'Choose a professional first',
    'professionalBooking.empty.body': 'Open a trainer’s or nutritionist’s profile and pick a time; the booking opens here.',
    'professionalBooking.empty.trainers': 'Browse trainers',
    'professionalBooking.empty.nutritionists': 'Browse nutritionists',
  },
  {
    es: (): Promise<Messages> => import('./messages.es').then((module) => module.es),
    fr: (): Promise<Messages> => import('./messages.fr').then((module) => module.fr),
    pt: (): Promise<Messages> => import('./messages.pt').then((module) => module.pt),
  },
);

declare module '../../i18n/messages' {
  interface FeatureCatalogues {
    professionals: typeof professionalsMessages;
  }
}
