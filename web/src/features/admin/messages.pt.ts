// The Portuguese copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Portuguese is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { adminMessages } from './messages';

export const pt = {
  'admin.intro': 'Pedidos de parceiros, membros, conteúdo denunciado e o registro de cada mudança.',
  'admin.sections': 'Seções de administração',
  'admin.section.applications': 'Pedidos',
  'admin.section.users': 'Usuários',
  'admin.section.moderation': 'Avaliações denunciadas',
  'admin.section.posts': 'Publicações denunciadas',
  'admin.section.audit': 'Registro de auditoria',
  'admin.section.certifications': 'Certificações',
  'admin.section.tickets': 'Chamados de suporte',
  'admin.section.leads': 'Contatos de empresas',
  'admin.section.rewards': 'Recompensas',
  'admin.section.challenges': 'Desafios',
  'admin.error.load': 'Não foi possível carregar. Verifique sua conexão e tente de novo.',
  'admin.error.failed': 'Não deu certo. Verifique sua conexão e tente de novo.',
  'admin.error.reasonRequired': 'Escreva o motivo',
  'admin.applications.filter': 'Mostrar pedidos',
  'admin.applications.pending': 'Pendentes',
  'admin.applications.approved': 'Aprovados',
  'admin.applications.rejected': 'Recusados',
  'admin.applications.none': 'Nenhum pedido aqui.',
  'admin.applications.caption': 'Pedidos de parceiros',
  'admin.applications.name': 'Nome',
  'admin.applications.kind': 'Cadastro como',
  'admin.applications.submitted': 'Enviado',
  'admin.applications.decided': 'Decidido',
  'admin.applications.catalogueGym': 'Academia do catálogo',
  'admin.applications.emailVerified': '(confirmado)',
  'admin.applications.emailUnverified': '(ainda não confirmado)',
  'admin.applications.certification': '{name}, emitida por {issuer}, nº {number}',
  'admin.applications.gymId': 'Vincular a uma academia do catálogo (o id dela)',
  'admin.applications.gymId.hint': 'Deixe vazio para criar uma academia em rascunho a partir do pedido.',
  'admin.applications.approve': 'Aprovar',
  'admin.applications.reason': 'Motivo da recusa',
  'admin.applications.reject': 'Recusar',
  'admin.applications.error.gym': 'Nenhuma academia tem este id',
  'admin.applications.error.decided': 'Este pedido já foi decidido.',
  'admin.section.gyms': 'Academias',
  'admin.applications.confirmed': 'E-mail confirmado',
  'admin.applications.notConfirmed': 'E-mail ainda não confirmado',
  'admin.applications.unconfirmed':
    'O solicitante ainda não abriu o link de confirmação enviado para {email}. O pedido poderá ser aprovado quando ele abrir.',
  'admin.applications.resend': 'Reenviar o link de confirmação',
  'admin.applications.resent': 'Um novo link de confirmação foi enviado para {email}.',
  'admin.applications.error.unconfirmed':
    'Este pedido ainda não pode ser aprovado: o solicitante não confirmou o e-mail. Reenvie o link de confirmação ou espere que ele o abra.',
  'admin.applications.mailedWelcome': 'Aprovado. Enviamos para {email} um link para escolher uma senha e entrar no painel.',
  'admin.applications.mailedExisting':
    'Aprovado. {email} já tinha uma conta: agora ela abre o painel, e avisamos por e-mail para entrar como sempre.',
  'admin.applications.notMailed':
    'Aprovado, mas o e-mail para {email} não pôde ser enviado. Peça que use “Esqueceu a senha?” no acesso de parceiros.',
} satisfies Translation<typeof adminMessages>;
