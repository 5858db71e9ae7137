// The Portuguese (Brazil) copy of ./messages.ts (the same keys and placeholders;
// messages/catalogues.test.ts checks it). It loads with the screen when Portuguese is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { tutorialMessages } from './messages';

export const pt = {
  'tutorial.progress': 'Passo {current} de {total}',
  'tutorial.back': 'Voltar',
  'tutorial.next': 'Próximo',
  'tutorial.close': 'Fechar o tour',
  'tutorial.getStarted': 'Começar',
  'tutorial.welcome.title': 'Boas-vindas ao FitChoice',
  'tutorial.welcome.body': 'Um tour de um minuto pelo que você mais vai usar. Feche quando quiser; dá para reiniciar nas Configurações.',
  'tutorial.xp.title': 'Sistema de XP',
  'tutorial.xp.body': 'Você ganha pontos de experiência a cada check-in, treino concluído e desafio. Seu total fica sempre aqui.',
  'tutorial.coins.title': 'SweatCoins',
  'tutorial.coins.body': 'Seu XP vira SweatCoins, a moeda da loja de recompensas. Você também pode comprá-los com ETH pela sua carteira.',
  'tutorial.session.title': 'Acompanhamento da sessão ativa',
  'tutorial.session.body': 'Seu progresso num relance. Um check-in na academia inicia sua sessão, rende XP e mantém sua sequência.',
  'tutorial.discover.title': 'Descobrir',
  'tutorial.discover.body':
    'Encontre academias perto de você com avaliações, horários, disponibilidade ao vivo e preço por visita na sua moeda.',
  'tutorial.bookings.title': 'Reservas',
  'tutorial.bookings.body': 'Suas próximas visitas e sessões com os códigos de check-in. Elas ficam no seu celular, mesmo off-line.',
  'tutorial.profile.title': 'Perfil',
  'tutorial.profile.body': 'Sua conta e suas configurações: tema, região, idioma, localização e este tour.',
  'tutorial.social.title': 'Feed social',
  'tutorial.social.body': 'Treinos, check-ins e conquistas das pessoas que você segue.',
  'tutorial.messaging.title': 'Mensagens',
  'tutorial.messaging.body': 'Confirmações de reserva, lembretes e avisos das academias chegam aqui.',
  'tutorial.qr.title': 'Leitor de QR',
  'tutorial.qr.body': 'Na recepção, escaneie o QR code da academia para fazer check-in e ganhar XP pela visita.',
  'tutorial.leaderboards.title': 'Rankings',
  'tutorial.leaderboards.body': 'Veja sua posição desta semana por XP entre os membros da sua região.',
  'tutorial.store.title': 'Loja de recompensas',
  'tutorial.store.body': 'Gaste seus SweatCoins em diárias, aulas, equipamentos e ofertas de parceiros. Bom treino!',
} satisfies Translation<typeof tutorialMessages>;
