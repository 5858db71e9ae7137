// The Portuguese (Brazil) copy of ./messages.ts (the same keys and placeholders;
// messages/catalogues.test.ts checks it). It loads with the screen when Portuguese is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { aiMessages } from './messages';

export const pt = {
  'aiCoach.intro': 'Planos de treino que se adaptam aos seus objetivos, aos equipamentos da sua academia e ao seu progresso.',
  'aiCoach.empty.title': 'Seu treinador precisa de um pouco de histórico',
  'aiCoach.empty.body':
    'Os planos são montados a partir dos seus check-ins e treinos. Registre algumas sessões para receber seu primeiro plano.',
  'aiCoach.empty.activity': 'Ver sua atividade',
  'aiCoach.empty.trainers': 'Reservar um personal humano',
  'aiMotivation.title': 'Motivação IA',
  'aiMotivation.intro': 'Mensagens curtas ajustadas à sua sequência e à sua agenda, para você continuar aparecendo.',
  'aiMotivation.empty.title': 'Nenhuma mensagem ainda',
  'aiMotivation.empty.body': 'As mensagens de motivação começam quando você tem uma sequência. Uma visita já a inicia.',
  'aiMotivation.empty.gyms': 'Encontrar academia',
  'aiMotivation.empty.mood': 'Registrar seu humor',
  'moodAi.title': 'Humor IA',
  'moodAi.intro': 'Sugestões para o treino de hoje de acordo com como você se sente.',
  'moodAi.empty.title': 'Conte primeiro como você se sente',
  'moodAi.empty.body': 'Registre seu humor no diário de humor; as sugestões aparecem aqui a partir dos seus registros.',
  'moodAi.empty.tracker': 'Abrir o diário de humor',
  'moodAi.empty.aiCoach': 'Perguntar ao treinador IA',
} satisfies Translation<typeof aiMessages>;
