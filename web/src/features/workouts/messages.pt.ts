// The Portuguese (Brazil) copy of ./messages.ts (the same keys and placeholders;
// messages/catalogues.test.ts checks it). It loads with the screen when Portuguese is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { workoutsMessages } from './messages';

export const pt = {
  'celebrityWorkouts.intro': 'Rotinas de atletas e treinadores conhecidos, adaptadas à sua academia.',
  'celebrityWorkouts.empty.title': 'Ainda não há rotinas na sua região',
  'celebrityWorkouts.empty.body': 'As rotinas são lançadas em parceria com seus criadores e aparecem aqui quando disponíveis.',
  'celebrityWorkouts.empty.challenges': 'Experimentar um desafio',
  'celebrityWorkouts.empty.vr': 'Experimentar treinos em RV',
  'vrWorkouts.intro': 'Treinos guiados para óculos de realidade virtual, que contam XP como uma visita à academia.',
  'vrWorkouts.empty.title': 'Nenhum óculos conectado',
  'vrWorkouts.empty.body': 'Abra o FitChoice no navegador dos seus óculos para ver os treinos em RV disponíveis.',
  'vrWorkouts.empty.celebrity': 'Treinos de celebridades',
  'vrWorkouts.empty.challenges': 'Entrar num desafio',
} satisfies Translation<typeof workoutsMessages>;
