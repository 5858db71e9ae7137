// The Portuguese copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Portuguese is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { motivationMessages } from './messages';

export const pt = {
  'aiMotivation.title': 'Motivação IA',
  'aiMotivation.intro': 'Mensagens curtas ajustadas à sua sequência e à sua agenda, para você continuar aparecendo.',
  'motivation.todayTitle': 'Mensagem de hoje',
  'motivation.offline': 'Escrita neste aparelho enquanto você está offline.',
  'motivation.byModel': 'Escrita pelo modelo de IA a partir dos seus dados.',
  'motivation.note.booking': 'Você reservou {gym} para {at}. O resto pode esperar.',
  'motivation.note.challenge':
    '{remaining, plural, one {Mais um passo} many {Mais # passos} other {Mais # passos}} e o desafio desta semana estará concluído.',
  'motivation.note.streak': '{days} dias seguidos. Mantenha a sequência viva hoje.',
  'motivation.note.streak_start': 'Primeiro dia de uma nova sequência. Volte amanhã para fazer dois.',
  'motivation.note.comeback': 'Já se passaram {days} dias desde a sua última visita. Uma sessão curta hoje também conta.',
  'motivation.note.first_visit': 'Seu primeiro check-in começa a sua sequência. Escolha uma academia perto de você.',
  'motivation.note.sessions_left':
    '{count, plural, one {Falta uma sessão} many {Faltam # sessões} other {Faltam # sessões}} no plano desta semana. Você consegue.',
  'motivation.note.week_done': 'Todas as sessões do plano desta semana estão feitas. Descanse bem.',
  'motivation.note.mood_up': 'Seu humor vem subindo nesta semana. O treino faz parte disso.',
  'motivation.note.mood_down': 'Foi uma semana pesada. Até dez minutos leves podem melhorar seu humor.',
  'motivation.note.goal': 'Cada sessão aproxima você do seu objetivo: {goal}.',
  'motivation.note.general_1': 'Apareça, faça o trabalho e volte para casa orgulhoso.',
  'motivation.note.general_2': 'Pequenos passos todos os dias valem mais que grandes planos algum dia.',
  'motivation.note.general_3': 'Mexa-se um pouco hoje. O você do futuro agradece.',
  'motivation.reminder.title': 'Lembrete diário',
  'motivation.reminder.enabled': 'Me lembrar todos os dias',
  'motivation.reminder.time': 'Horário',
  'motivation.reminder.save': 'Salvar lembrete',
  'motivation.reminder.saved': 'Lembrete salvo. Ele chega como notificação onde este aparelho permitir.',
  'motivation.history.title': 'Mensagens anteriores',
  'motivation.history.empty': 'Suas mensagens anteriores aparecerão aqui.',
} satisfies Translation<typeof motivationMessages>;
