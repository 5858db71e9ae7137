// The Portuguese (Brazil) copy of ./messages.ts (the same keys and placeholders;
// messages/catalogues.test.ts checks it). It loads with the screen when Portuguese is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { activityMessages } from './messages';

export const pt = {
  'activity.intro': 'Seus check-ins, treinos e o XP que cada um rendeu.',
  'activity.empty.title': 'Nenhuma atividade ainda',
  'activity.empty.body': 'Cada check-in e cada treino concluído aparecem aqui com o XP ganho e sua sequência atual.',
  'activity.empty.checkin': 'Fazer check-in numa academia',
  'activity.empty.challenges': 'Entrar num desafio',
  'activity.loading': 'Carregando sua atividade',
  'activity.offline': 'Sua atividade precisa de conexão.',
  'activity.more': 'Mostrar atividades anteriores',
  'activity.xp': '{sign}{xp, number} XP',
  'activity.coins': '{sign}{coins} SweatCoins',
  'activity.entry.purchase': 'Comprou SweatCoins com ETH',
  'activity.entry.conversion': 'Converteu {xp, number} XP em SweatCoins',
  'activity.entry.checkin': 'Check-in em {gym}',
  'activity.entry.review': 'Avaliou {gym} ({stars}★)',
  'activity.entry.booking': 'Reservou {gym} para {when}',
  'activity.entry.cancellation': 'Cancelou {gym} de {when}',
  'activity.entry.redemption': '{quantity, plural, one {Resgatou {reward}} many {Resgatou # × {reward}} other {Resgatou # × {reward}}}',
  'activity.entry.challenge': 'Concluiu {challenges}',
  'activity.entry.workout': 'Concluiu {program}{mode, select, vr { em RV} other {}} ({minutes} min)',
  'activity.entry.sessionBooked': 'Reservou uma sessão com {name} para {when}',
  'activity.entry.sessionCancelled': 'Cancelou a sessão com {name} de {when}',
  'activity.entry.sessionAttended': 'Participou de uma sessão com {name} em {when}',
} satisfies Translation<typeof activityMessages>;
