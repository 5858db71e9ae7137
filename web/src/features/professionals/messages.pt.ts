// The Portuguese (Brazil) copy of ./messages.ts (the same keys and placeholders;
// messages/catalogues.test.ts checks it). It loads with the screen when Portuguese is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { professionalsMessages } from './messages';

export const pt = {
  'trainers.intro': 'Personal trainers certificados para reservar por sessão, na academia ou on-line.',
  'trainers.empty.title': 'Ainda não há personal trainers disponíveis perto de você',
  'trainers.empty.body': 'Os personal trainers da sua região aparecem aqui com especialidade, avaliação e preço por sessão.',
  'trainers.empty.nutritionists': 'Ver nutricionistas',
  'trainers.empty.aiCoach': 'Perguntar ao treinador IA',
  'nutritionists.intro': 'Nutricionistas registrados para planos alimentares e acompanhamentos que combinam com seu treino.',
  'nutritionists.empty.title': 'Ainda não há nutricionistas disponíveis perto de você',
  'nutritionists.empty.body': 'Os nutricionistas da sua região aparecem aqui com foco, avaliação e preço por sessão.',
  'nutritionists.empty.trainers': 'Ver personal trainers',
  'nutritionists.empty.mood': 'Registrar seu humor',
  'professionalBooking.title': 'Reservar uma sessão',
  'professionalBooking.intro': 'Escolha um horário com um personal trainer ou nutricionista e confirme a sessão.',
  'professionalBooking.empty.title': 'Escolha primeiro um profissional',
  'professionalBooking.empty.body': 'Abra o perfil de um personal trainer ou nutricionista e escolha um horário; a reserva abre aqui.',
  'professionalBooking.empty.trainers': 'Ver personal trainers',
  'professionalBooking.empty.nutritionists': 'Ver nutricionistas',
} satisfies Translation<typeof professionalsMessages>;
