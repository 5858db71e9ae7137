// The Portuguese (Brazil) copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Portuguese is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { helpMessages } from './messages';

export const pt = {
  'help.intro': 'Respostas ao que os membros mais perguntam: pesquise ou navegue por tema.',
  'help.search': 'Pesquisar na central de ajuda',
  'help.searchButton': 'Pesquisar',
  'help.results': '{count, plural, one {# artigo} many {# artigos} other {# artigos}} para “{query}”',
  'help.noResults': 'Nenhum artigo corresponde a “{query}”. Tente outras palavras ou fale com a gente.',
  'help.browse': 'Navegar por tema',
  'help.back': 'Todos os temas de ajuda',
  'help.related': 'Mais sobre {category}',
  'help.more': 'Ainda com dúvidas?',
  'help.contact': 'Falar com o suporte',
  'helpCentre.category.booking': 'Reservas',
  'helpCentre.category.cancellation': 'Cancelamento e reembolsos',
  'helpCentre.category.checkin': 'Check-in',
  'helpCentre.category.rewards': 'XP e SweatCoins',
  'helpCentre.category.wallet': 'Carteira',
  'helpCentre.category.offline': 'Uso offline',
  'helpCentre.category.privacy': 'Privacidade',
  'helpCentre.category.partners': 'Parceiros',
  'helpCentre.category.account': 'Sua conta',
  'helpCentre.title.book-visit': 'Como reservo uma visita à academia?',
  'helpCentre.body.book-visit':
    'Abra Academias, escolha uma academia e um dia, selecione um horário com vagas e toque em Reservar. O preço é por visita, na moeda da sua região, e a reserva aparece na hora em Reservas, mesmo offline.',
  'helpCentre.title.book-professional': 'Reservar um personal ou nutricionista',
  'helpCentre.body.book-professional':
    'Abra Personais ou Nutricionistas, compare profissionais certificados por especialidade, preço e avaliação e escolha um horário livre na agenda. Você pode cancelar sem custo até 2 horas antes da sessão.',
  'helpCentre.title.booking-payment': 'Pagar uma visita: cartão ou SweatCoins',
  'helpCentre.body.booking-payment':
    'No checkout você escolhe pagar com cartão na academia ou com SweatCoins. Uma visita custa 10 SweatCoins por dólar do preço, e os SweatCoins só são debitados quando a reserva é confirmada.',
  'helpCentre.title.cancel-booking': 'Como cancelo uma reserva?',
  'helpCentre.body.cancel-booking':
    'Abra Reservas, escolha a visita e toque em Cancelar. Até 2 horas antes do início o cancelamento é grátis: os SweatCoins voltam na hora e sua vaga fica livre para outra pessoa.',
  'helpCentre.title.late-cancellation': 'Cancelamentos tardios e faltas',
  'helpCentre.body.late-cancellation':
    'Com menos de 2 horas para o início a reserva não pode mais ser cancelada no app, porque a academia guardou sua vaga. Se o problema foi da academia, abra um chamado de suporte e vamos analisar.',
  'helpCentre.title.refunds': 'Como os reembolsos são pagos?',
  'helpCentre.body.refunds':
    'Reservas pagas com SweatCoins são reembolsadas em SweatCoins na hora. Pagamentos com cartão voltam ao cartão em 5 a 10 dias úteis. SweatCoins comprados com ETH não são reembolsáveis.',
  'helpCentre.title.checkin-qr': 'Fazer check-in com seu QR code',
  'helpCentre.body.checkin-qr':
    'Cada reserva tem um código de check-in, mostrado em Reservas como QR code e como texto. Na recepção a equipe escaneia, ou você escaneia com Check-in QR; também dá para digitar o código.',
  'helpCentre.title.checkin-window': 'Quando meu código de check-in funciona?',
  'helpCentre.body.checkin-window':
    'O código funciona de 15 minutos antes da visita até o fim dela, uma única vez. Um código já usado, ou de uma reserva cancelada, é recusado com o motivo.',
  'helpCentre.title.checkin-offline': 'Fazer check-in sem conexão',
  'helpCentre.body.checkin-offline':
    'Se o Wi-Fi da academia cair, faça o check-in assim mesmo: o app guarda o check-in com a hora do scan e envia quando a conexão voltar, em até 6 horas. Ele conta uma vez só, mesmo se for enviado várias vezes.',
  'helpCentre.title.earn-xp': 'Como ganho XP?',
  'helpCentre.body.earn-xp':
    'Seu primeiro check-in de cada dia vale 50 XP, mais 25 XP por comparecer a uma visita reservada e um bônus de sequência. Os desafios semanais dão de 100 a 400 XP a mais. Treinos em casa e em RV contam para medalhas, mas não dão XP.',
  'helpCentre.title.streaks': 'Como funcionam as sequências?',
  'helpCentre.body.streaks':
    'Sua sequência conta os dias seguidos com check-in, pela data de onde fica a academia. Se faltar um dia, a sequência continua se você fizer check-in no dia seguinte, uma vez por semana. Cada dia de sequência soma 10 XP ao check-in, até 50.',
  'helpCentre.title.convert-xp': 'Converter XP em SweatCoins',
  'helpCentre.body.convert-xp':
    'No Perfil, converta XP em SweatCoins na taxa de 10 XP por 1 SweatCoin, no mínimo 10 XP por vez. Converter nunca baixa seu nível nem sua posição nos rankings.',
  'helpCentre.title.levels-badges': 'Níveis e medalhas',
  'helpCentre.body.levels-badges':
    'Os níveis sobem com todo o XP que você já ganhou: nível 2 com 100 XP, nível 3 com 400, nível 4 com 900. As medalhas premiam marcos como o primeiro check-in, uma sequência de 7 dias ou dez treinos em casa, e desbloqueiam peças do avatar.',
  'helpCentre.title.leaderboards': 'Como os rankings são calculados?',
  'helpCentre.body.leaderboards':
    'Os rankings ordenam o XP ganho em academias, nesta semana ou de todos os tempos, na sua região ou entre amigos. Só contam check-ins verificados, então um treino em casa nunca sobe você.',
  'helpCentre.title.connect-wallet': 'Conectar uma carteira cripto',
  'helpCentre.body.connect-wallet':
    'Abra Carteira e toque em Conectar: o FitChoice funciona com carteiras de navegador como a MetaMask. Só lemos seu endereço, rede e saldo; a carteira pergunta antes de enviar qualquer coisa.',
  'helpCentre.title.buy-sweatcoins': 'Comprar SweatCoins com ETH',
  'helpCentre.body.buy-sweatcoins':
    'Na Carteira ou na loja, informe um valor em ETH: cada ETH compra 100.000 SweatCoins. Cada transação é creditada uma única vez e a compra aparece no histórico da carteira.',
  'helpCentre.title.purchase-pending': 'Minha compra aparece como pendente',
  'helpCentre.body.purchase-pending':
    'Uma compra aguarda até a rede confirmar a transferência ou até a conexão voltar. Ela fica guardada no seu aparelho e é creditada uma única vez; nada é cobrado duas vezes.',
  'helpCentre.title.offline-use': 'O FitChoice funciona offline?',
  'helpCentre.body.offline-use':
    'Sim. Suas reservas, códigos de check-in e telas recentes funcionam sem conexão, e o que você faz offline fica guardado no aparelho e é enviado uma única vez quando a conexão volta.',
  'helpCentre.title.pending-actions': 'Ações pendentes e com falha',
  'helpCentre.body.pending-actions':
    'O selo no cabeçalho conta as ações esperando envio. Abra para enviá-las agora, tentar de novo uma que falhou ou descartá-la; uma recusa mostra o motivo, como um horário que lotou.',
  'helpCentre.title.install-app': 'Instalar o FitChoice no celular',
  'helpCentre.body.install-app':
    'Toque em Instalar quando o app oferecer, ou use Adicionar à tela inicial no navegador. O app instalado abre em tela cheia, carrega mais rápido e funciona offline.',
  'helpCentre.title.data-collected': 'Quais dados vocês guardam?',
  'helpCentre.body.data-collected':
    'Sua conta, reservas, check-ins, recompensas e configurações, e sua localização aproximada se você permitir. Dados de humor e saúde nunca aparecem em rankings nem para empregadores. Não vendemos dados.',
  'helpCentre.title.delete-account': 'Exportar ou apagar seus dados',
  'helpCentre.body.delete-account':
    'Envie um chamado de suporte com o assunto Conta, ou escreva para privacy@fitchoice.app. Respondemos em até 30 dias. Sair da conta apaga seus dados deste aparelho na hora.',
  'helpCentre.title.location': 'Como minha localização é usada?',
  'helpCentre.body.location':
    'Só para mostrar academias perto de você e definir sua região. Ela é aproximada, fica guardada no aparelho por uma hora e você pode negar: escolha sua região manualmente em Configurações.',
  'helpCentre.title.partner-join': 'Cadastrar sua academia ou consultório',
  'helpCentre.body.partner-join':
    'Academias, personais e nutricionistas se candidatam pelo cadastro de parceiros com seus dados e certificados. Depois de aprovados, gerenciam o perfil, a agenda e os preços pelo painel de parceiro.',
  'helpCentre.title.partner-panel': 'Entrar num painel de parceiro',
  'helpCentre.body.partner-panel':
    'Use o Login de parceiro com o e-mail do cadastro. Na primeira vez, você troca a senha temporária que enviamos antes de o painel abrir.',
  'helpCentre.title.guest-account': 'O que um convidado pode fazer?',
  'helpCentre.body.guest-account':
    'Convidados podem explorar o app inteiro. Para reservar com SweatCoins, ganhar XP, manter uma sequência ou aparecer nos rankings, crie uma conta grátis.',
  'helpCentre.title.home-workouts': 'Treinos guiados e em RV',
  'helpCentre.body.home-workouts':
    'Escolha um programa guiado, toque em Começar e o player cronometra cada intervalo com bipes e voz opcional. Um treino concluído é salvo na sua atividade, mesmo offline, e conta para as medalhas.',
  'helpCentre.title.avatar': 'Seu avatar',
  'helpCentre.body.avatar':
    'Monte no estúdio de avatar com corpo, pele, cabelo, rosto, roupa e acessórios. Algumas peças desbloqueiam com medalhas ou níveis, outras com SweatCoins. Enquanto você não salvar um, suas iniciais aparecem.',
  'helpCentre.title.enterprise': 'FitChoice para empresas',
  'helpCentre.body.enterprise':
    'Empresas dão ao seu pessoal vagas de membro, um ranking e desafios da empresa. A empresa vê só a participação geral, nunca dados de saúde ou humor de ninguém. Fale com a gente pela página Empresas.',
} satisfies Translation<typeof helpMessages>;
