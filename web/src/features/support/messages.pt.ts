// The Portuguese (Brazil) copy of ./messages.ts (the same keys and placeholders;
// messages/catalogues.test.ts checks it). It loads with the screen when Portuguese is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { supportMessages } from './messages';

export const pt = {
  'helpSupport.intro': 'Respostas, políticas e como falar conosco.',
  'helpSupport.faq': 'Perguntas frequentes',
  'helpSupport.faq.body': 'Reservas, check-in, XP, SweatCoins e sua conta.',
  'helpSupport.contact': 'Fale conosco',
  'helpSupport.contact.body': 'E-mail ou telefone; respondemos em até um dia útil.',
  'helpSupport.cancellation': 'Cancelamentos e reembolsos',
  'helpSupport.cancellation.body': 'Cancelamento grátis até 2 horas antes da sua visita.',
  'helpSupport.privacy': 'Política de privacidade',
  'helpSupport.privacy.body': 'O que coletamos, por quê e seus direitos.',
  'helpSupport.terms': 'Termos de serviço',
  'helpSupport.terms.body': 'As regras para membros, visitantes e parceiros.',
  'help.intro': 'Respostas rápidas para as perguntas mais frequentes dos membros.',
  'help.q1': 'Como reservo uma visita a uma academia?',
  'help.a1':
    'Abra Academias, escolha uma academia e um horário e toque em Reservar agora. O preço mostrado é por visita, na moeda da sua região.',
  'help.q2': 'Como faço check-in?',
  'help.a2':
    'Na recepção, abra Check-in e escaneie o QR code da academia. Sua visita é confirmada e rende XP mesmo que o Wi-Fi da academia esteja ruim: ela é enviada assim que você voltar a ter conexão.',
  'help.q3': 'O que são XP e SweatCoins?',
  'help.a3':
    'XP são pontos por check-ins, treinos e desafios. O XP vira SweatCoins, que você gasta na loja de recompensas. Você também pode comprar SweatCoins com ETH pela sua carteira.',
  'help.q4': 'Posso cancelar uma reserva?',
  'help.a4':
    'Sim. Cancele sem custo até 2 horas antes da visita; veja a política de cancelamento e reembolso para cancelamentos posteriores.',
  'help.q5': 'O que um visitante pode fazer?',
  'help.a5': 'Visitantes podem percorrer todo o app. Para reservar, ganhar XP ou manter uma sequência, crie uma conta grátis.',
  'help.q6': 'O FitChoice funciona off-line?',
  'help.a6':
    'Sim. Suas reservas e a tela de check-in funcionam sem conexão, e o que você fizer off-line é enviado uma única vez, quando a conexão voltar.',
  'help.more': 'Ainda com dúvidas?',
  'help.contact': 'Falar com o suporte',
  'contact.intro': 'Respondemos a todas as mensagens em até um dia útil.',
  'contact.email': 'E-mail',
  'contact.emailAddress': 'support@fitchoice.app',
  'contact.partners': 'Parceiros',
  'contact.partnersAddress': 'partners@fitchoice.app',
  'contact.privacy': 'Pedidos de privacidade',
  'contact.privacyAddress': 'privacy@fitchoice.app',
  'contact.hours': 'Horário de atendimento',
  'contact.hoursValue': 'De segunda a sexta, das 8h às 20h; sábado das 9h às 14h (no seu horário local).',
  'contact.urgent': 'Está na academia e precisa de ajuda agora? Pergunte na recepção: toda academia parceira pode consultar sua reserva.',
  'privacy.updated': 'Atualizada em 1º de novembro de 2026',
  'privacy.s1.title': 'O que coletamos',
  'privacy.s1.body':
    'Seu nome, e-mail e senha (guardada apenas como hash com salt); suas reservas, check-ins e o XP e os SweatCoins que eles rendem; a região, o idioma e o tema escolhidos; e, se você permitir, sua localização aproximada para encontrar academias perto de você.',
  'privacy.s2.title': 'Por que usamos',
  'privacy.s2.body':
    'Para manter sua conta, receber reservas, confirmar check-ins com a academia, manter rankings e recompensas justos e evitar fraudes. Não vendemos seus dados nem mostramos publicidade de terceiros.',
  'privacy.s3.title': 'O que fica no seu aparelho',
  'privacy.s3.body':
    'O FitChoice guarda no seu aparelho uma cópia da sua sessão, configurações, reservas e ações não enviadas para que o app funcione off-line. Ao sair, os dados da sua conta são removidos deste aparelho.',
  'privacy.s4.title': 'Com quem compartilhamos',
  'privacy.s4.body':
    'A academia ou o profissional que você reserva recebe seu nome e a reserva. Nosso provedor de hospedagem armazena os dados em nosso nome. Se você conectar uma carteira de criptomoedas, o endereço dela é registrado em cada compra.',
  'privacy.s5.title': 'Seus direitos',
  'privacy.s5.body':
    'Você pode ver, corrigir, exportar ou apagar seus dados a qualquer momento escrevendo para privacy@fitchoice.app. Respondemos em até 30 dias. Contas inativas há 3 anos são apagadas.',
  'terms.updated': 'Atualizados em 1º de novembro de 2026',
  'terms.s1.title': 'Sua conta',
  'terms.s1.body':
    'Você precisa ter 16 anos ou mais para criar uma conta. Não compartilhe sua senha; você é responsável pelas reservas feitas com sua conta. Sessões de visitante são temporárias e não guardam reservas.',
  'terms.s2.title': 'Reservas e visitas',
  'terms.s2.body':
    'Uma reserva é um contrato entre você e a academia ou o profissional; o FitChoice recebe a reserva e o pagamento em nome deles. Siga as regras de cada academia. O preço mostrado é por visita e inclui impostos.',
  'terms.s3.title': 'XP e SweatCoins',
  'terms.s3.body':
    'XP e SweatCoins não têm valor em dinheiro fora do FitChoice e não podem ser transferidos. Podemos remover recompensas obtidas com check-ins falsos ou outros abusos. SweatCoins comprados com ETH são creditados uma única vez por transação.',
  'terms.s4.title': 'Parceiros',
  'terms.s4.body':
    'Academias, personal trainers e nutricionistas devem ter as licenças e os seguros que sua atividade exige e manter disponibilidade e preços atualizados.',
  'terms.s5.title': 'Responsabilidade e alterações',
  'terms.s5.body':
    'Treine dentro dos seus limites e siga a orientação de profissionais. Anunciamos alterações nestes termos no app 30 dias antes de entrarem em vigor.',
  'cancellation.updated': 'Atualizada em 1º de novembro de 2026',
  'cancellation.s1.title': 'Cancelamento grátis',
  'cancellation.s1.body': 'Cancele uma visita ou sessão sem custo até 2 horas antes do início. O valor total é reembolsado.',
  'cancellation.s2.title': 'Cancelamento tardio e faltas',
  'cancellation.s2.body':
    'Cancelar menos de 2 horas antes do início, ou não fazer check-in, é cobrado integralmente, porque a academia ou o profissional guardou a vaga para você.',
  'cancellation.s3.title': 'Quando a academia ou o profissional cancela',
  'cancellation.s3.body':
    'Se um parceiro cancelar ou a academia estiver fechada quando você chegar, você recebe o reembolso total e 50 XP de bônus.',
  'cancellation.s4.title': 'Como os reembolsos são pagos',
  'cancellation.s4.body':
    'Os reembolsos voltam para a forma de pagamento usada em 5 a 10 dias úteis. Reservas pagas com SweatCoins são reembolsadas em SweatCoins na hora. SweatCoins comprados com ETH não são reembolsáveis.',
  'cancellation.s5.title': 'Contestações',
  'cancellation.s5.body':
    'Acha que uma cobrança está errada? Escreva para support@fitchoice.app em até 30 dias após a visita e vamos analisar.',
} satisfies Translation<typeof supportMessages>;
