// The Portuguese (Brazil) copy of ./messages.ts (the same keys and placeholders;
// messages/catalogues.test.ts checks it). It loads with the screen when Portuguese is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { moodTrackerMessages } from './messages';

export const pt = {
  'moodTracker.intro': 'Anote como você se sente antes e depois do treino e veja como o exercício muda sua semana.',
  'moodTracker.empty.title': 'Nenhum registro ainda',
  'moodTracker.empty.body': 'Seus registros aparecem aqui num gráfico semanal. O Humor IA usa esses dados para sugerir o treino de hoje.',
  'moodTracker.empty.moodAi': 'Abrir o Humor IA',
  'moodTracker.empty.activity': 'Ver sua atividade',
} satisfies Translation<typeof moodTrackerMessages>;
