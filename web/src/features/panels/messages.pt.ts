// The Portuguese copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Portuguese is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { panelsMessages } from './messages';

export const pt = {
  'panels.admin': 'Painel de administração',
  'panels.admin.body': 'Pedidos de parceiros, membros, moderação e registro de auditoria.',
  'panels.analytics': 'Análises',
  'panels.analytics.body': 'Visitas, reservas, pagamentos recebidos nas recepções e SweatCoins ao longo do tempo.',
  'panels.fitnessCenter': 'Painel da academia',
  'panels.fitnessCenter.body': 'Horários, lotação, preços e códigos de check-in da sua academia.',
  'panels.trainer': 'Painel do personal',
  'panels.trainer.body': 'Sua agenda, seus alunos e preços por sessão.',
  'panels.nutritionist': 'Painel do nutricionista',
  'panels.nutritionist.body': 'Suas consultas, pacientes e planos.',
  'panels.signInRequired': 'É preciso entrar como parceiro',
  'panels.signInRequired.body':
    'Este painel abre depois que você entra com uma conta de parceiro. Contas de parceiro são separadas das contas de membro.',
  'panels.signIn': 'Acesso de parceiros',
  'panels.register': 'Seja parceiro',
  'panels.notForYou.title': 'Não é para sua conta',
  'panels.notForYou.heading': '{panel} não está aberto para esta conta',
  'panels.notForYou.body':
    'Você entrou como {account}, que não tem acesso. Cada painel abre apenas para as contas de parceiro ou de equipe a que se destina.',
  'panels.notForYou.home': 'Voltar ao app',
  'partnerPanel.signedInAs': 'Conectado como {account}',
  'partnerPanel.loadFailed': 'Não foi possível carregar seu painel. Verifique sua conexão e tente de novo.',
  'partnerPanel.gyms': 'Suas academias',
  'partnerPanel.gyms.none': 'Nenhuma academia está vinculada a esta conta ainda.',
  'partnerPanel.gyms.draftHint':
    'Os membros ainda não veem uma academia em rascunho: ela é publicada quando dados, horários e preços estão completos.',
  'partnerPanel.status.draft': 'Rascunho',
  'partnerPanel.status.listed': 'Publicada',
  'partnerPanel.changePassword': 'Trocar senha',
  'partnerPanel.signOut': 'Sair',
  'partnerForm.kind.gym': 'Academia ou centro de fitness',
  'partnerForm.kind.trainer': 'Personal trainer',
  'partnerForm.kind.nutritionist': 'Nutricionista',
  'partnerForm.field.contactName': 'Pessoa de contato',
  'partnerForm.field.email': 'E-mail',
  'partnerForm.field.phone': 'Telefone',
  'partnerForm.field.city': 'Cidade',
  'partnerForm.field.address': 'Endereço',
  'partnerForm.field.specialties': 'Especialidades',
  'partnerForm.field.languages': 'Idiomas em que você atende',
  'partnerForm.field.certifications': 'Certificações',
  'panels.zone.search': 'Buscar fusos horários',
  'panels.zone.list': 'Fuso horário',
  'panels.zone.matches':
    '{count, plural, =0 {Nenhum fuso corresponde} one {# fuso corresponde} many {# fusos correspondem} other {# fusos correspondem}}',
  'panels.section.failed': 'Esta parte do painel não pôde ser exibida. O resto do painel continua funcionando.',
  'panels.section.retry': 'Tentar de novo',
  'partnerPanel.status.suspended': 'Fora da lista: sua conta está suspensa',
  'partnerPanel.status.unlisted': 'Fora da lista: retirada da busca pela FitChoice',
  'partnerPanel.gyms.unlistedHint':
    'Os membros não podem encontrar nem reservar uma academia que a FitChoice retirou da busca; as visitas já reservadas continuam. Escreva ao suporte para saber o motivo e o que mudar.',
  'panels.tab.notifications': 'Notificações',
} satisfies Translation<typeof panelsMessages>;
