// The Portuguese copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Portuguese is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { partnerNoticesMessages } from './messages';

export const pt = {
  'partnerNotices.title': 'Do que você é avisado',
  'partnerNotices.intro':
    'Escolha como saber de novas reservas, cancelamentos e avaliações: por notificação nos seus dispositivos, por e-mail ou pelos dois.',
  'partnerNotices.kind.booking': 'Novas reservas (e sessões remarcadas por um cliente)',
  'partnerNotices.kind.cancellation': 'Cancelamentos',
  'partnerNotices.kind.review': 'Avaliações',
  'partnerNotices.channel.push': 'Notificação',
  'partnerNotices.channel.mail': 'E-mail',
  'partnerNotices.save': 'Salvar',
  'partnerNotices.saved': 'Salvo.',
  'partnerNotices.loading': 'Carregando…',
  'partnerNotices.failed': 'Não funcionou e nada mudou. Tente de novo em instantes.',
  'partnerNotices.forbidden': 'Estas configurações são para contas de parceiro.',
  'partnerNotices.offline': 'Não foi enviado: nada mudou. Verifique a conexão e tente de novo.',
  'partnerNotices.adminNote': 'Cada parceiro escolhe os próprios avisos no painel.',
  'partnerNotices.push.unsupported': 'Este navegador não pode mostrar notificações.',
  'partnerNotices.push.off': 'As notificações estão desativadas neste dispositivo.',
  'partnerNotices.push.on': 'Este dispositivo mostra notificações.',
  'partnerNotices.push.blocked': 'As notificações do FitChoice estão bloqueadas nas configurações deste navegador.',
  'partnerNotices.push.enable': 'Ativar notificações neste dispositivo',
  'partnerNotices.push.failed': 'Não foi possível ativar as notificações aqui. Tente mais tarde.',
} satisfies Translation<typeof partnerNoticesMessages>;
