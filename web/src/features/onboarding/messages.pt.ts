// The Portuguese (Brazil) copy of ./messages.ts (the same keys and placeholders;
// messages/catalogues.test.ts checks it). It loads with the screen when Portuguese is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { onboardingMessages } from './messages';

export const pt = {
  'onboarding.title': 'Boas-vindas ao FitChoice',
  'onboarding.slides': 'Apresentação',
  'onboarding.progress': 'Slide {current} de {total}',
  'onboarding.goTo': 'Ir para o slide {number}',
  'onboarding.skip': 'Pular',
  'onboarding.previous': 'Anterior',
  'onboarding.next': 'Próximo',
  'onboarding.getStarted': 'Começar',
  'onboarding.slide1.title': 'Descubra academias incríveis',
  'onboarding.slide1.body':
    'Encontre academias perto de você e compare por distância, avaliações, horário e disponibilidade ao vivo. Reserve uma visita por um preço fixo por visita, na sua moeda.',
  'onboarding.slide2.title': 'Conecte-se com parceiros de treino',
  'onboarding.slide2.body':
    'O fit match apresenta você a pessoas que treinam nas suas academias, nos seus horários e no seu nível. Converse, planejem sessões juntos e motivem um ao outro.',
  'onboarding.slide3.title': 'Treine com especialistas',
  'onboarding.slide3.body':
    'Reserve personal trainers e nutricionistas certificados por sessão, na academia ou on-line, e receba um plano pensado para os seus objetivos.',
  'onboarding.slide4.title': 'Transforme seu treino em jogo',
  'onboarding.slide4.body':
    'Cada check-in rende XP, e o XP vira SweatCoins para a loja de recompensas. Mantenha sua sequência viva e suba nos rankings semanais.',
  'onboarding.slide5.title': 'Treinamento com IA',
  'onboarding.slide5.body':
    'Seu treinador IA monta treinos a partir do seu histórico e dos equipamentos da sua academia, e a motivação IA dá aquele empurrão nos dias em que você mais precisa.',
} satisfies Translation<typeof onboardingMessages>;
