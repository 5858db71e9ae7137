// The Portuguese (Brazil) copy of ./messages.ts (the same keys and placeholders;
// messages/catalogues.test.ts checks it). It loads with the screen when Portuguese is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { storeMessages } from './messages';

export const pt = {
  'store.intro': 'Gaste SweatCoins em diárias, aulas, equipamentos e ofertas de parceiros.',
  'store.empty.title': 'Ainda não há recompensas na sua região',
  'store.empty.body': 'Recompensas de academias e marcas parceiras aparecem aqui com o preço em SweatCoins.',
  'store.empty.wallet': 'Ver seu saldo',
  'store.empty.challenges': 'Ganhe mais com desafios',
  'store.rewards.title': 'Recompensas em {region}',
  'store.rewards.list': 'Recompensas',
  'store.rewards.loading': 'Carregando recompensas',
  'store.rewards.offline': 'Não foi possível carregar as recompensas. Verifique sua conexão e tente de novo.',
  'store.balance': 'Você tem {coins} SweatCoins',
  'store.price': '{coins} SweatCoins',
  'store.stock.left': '{count, plural, one {Resta #} many {Restam #} other {Restam #}}',
  'store.stock.unlimited': 'Sempre disponível',
  'store.stock.soldOut': 'Esgotado',
  'store.limit': '{count, plural, one {Uma por membro} many {Até # por membro} other {Até # por membro}}',
  'store.limit.used': 'Você resgatou {used} de {limit}',
  'store.limit.reached': 'Você já resgatou tudo o que podia',
  'store.where.gym': 'Na {gym}',
  'store.where.anyGym': 'Na recepção de qualquer academia parceira',
  'store.where.online': 'Usado on-line',
  'store.category.day_pass': 'Diária',
  'store.category.session': 'Sessão',
  'store.category.food': 'Comida e bebida',
  'store.category.merch': 'Produtos',
  'store.category.donation': 'Doação',
  'store.redeem': 'Resgatar',
  'store.redeem.named': 'Resgatar {title}',
  'store.confirm.title': 'Resgatar esta recompensa?',
  'store.confirm.quantity': 'Quantas',
  'store.confirm.total': 'Total: {coins} SweatCoins',
  'store.confirm.after': 'Seu saldo depois: {coins} SweatCoins',
  'store.confirm.short': 'Faltam {coins} SweatCoins para isto.',
  'store.confirm.validity':
    '{days, plural, one {O código vale por # dia.} many {O código vale por # dias.} other {O código vale por # dias.}}',
  'store.confirm.submit': 'Confirmar e resgatar',
  'store.confirm.cancel': 'Cancelar',
  'store.confirm.close': 'Fechar',
  'store.confirm.queued': 'Salvo neste aparelho: o resgate acontece assim que você voltar a ficar on-line e aparece em Minhas recompensas.',
  'store.done.title': 'Resgatada!',
  'store.done.body': 'Mostre este código na recepção. Ele também fica em Minhas recompensas.',
  'store.mine.title': 'Minhas recompensas',
  'store.mine.empty': 'As recompensas que você resgatar aparecem aqui com o código.',
  'store.mine.loading': 'Carregando suas recompensas',
  'store.mine.status.active': 'Ativa',
  'store.mine.status.used': 'Usada',
  'store.mine.status.expired': 'Expirada',
  'store.mine.status.pending': 'Pendente',
  'store.mine.status.failed': 'Falhou',
  'store.mine.quantity': '{quantity} ×',
  'store.mine.expires': 'Válida até {date}',
  'store.mine.expired': 'Expirou em {date}',
  'store.mine.usedAt': 'Usada em {date}',
  'store.mine.paid': 'Pago: {coins} SweatCoins',
  'store.mine.showCode': 'Mostrar código',
  'store.mine.hideCode': 'Ocultar código',
  'store.mine.pending': 'Salva neste aparelho: o resgate acontece quando você voltar a ficar on-line.',
  'store.mine.failed': 'Não resgatada: {reason}',
  'store.mine.retry': 'Tentar de novo',
  'store.mine.dismiss': 'Dispensar',
  'store.refused.soldOut': 'Esta recompensa esgotou; nada foi cobrado.',
  'store.refused.retired': 'Esta recompensa não é mais oferecida; nada foi cobrado.',
  'store.refused.notFound': 'Esta recompensa não está mais na loja; nada foi cobrado.',
  'store.refused.limit': 'Você já resgatou esta recompensa o máximo de vezes permitido; nada foi cobrado.',
  'store.refused.coins': 'Você não tem SweatCoins suficientes para isso; nada foi cobrado.',
  'store.refused.other': 'Não foi possível resgatar e nada foi cobrado. Tente novamente mais tarde.',
  'store.qr.alt': 'QR code da recompensa',
  'store.preset.description.day-pass':
    'Um dia inteiro de treino nesta academia parceira, com aulas e chuveiros incluídos. Mostre o código na recepção.',
  'store.preset.description.smoothie-us-002':
    'Um smoothie do bar da academia, feito na hora depois do seu treino. Mostre o código no balcão.',
  'store.preset.description.shake-gb-002':
    'Um shake de proteína do bar da academia, feito na hora depois do seu treino. Mostre o código no balcão.',
  'store.preset.description.acai-br-002':
    'Uma tigela de açaí do bar da academia, feita na hora depois do seu treino. Mostre o código no balcão.',
  'store.preset.description.matcha-jp-002':
    'Um matcha latte proteico do bar da academia, feito na hora depois do seu treino. Mostre o código no balcão.',
  'store.preset.description.trainer-20-off':
    'Ganhe 20% de desconto numa sessão com qualquer personal certificado da FitChoice. Digite o código ao agendar.',
  'store.preset.description.form-check-15':
    'Um personal observa seu agachamento, levantamento terra ou supino e indica três pontos para corrigir. Agende com o código.',
  'store.preset.description.nutrition-25-off':
    'Ganhe 25% de desconto na primeira consulta com um nutricionista da FitChoice: um plano feito para o seu treino.',
  'store.preset.description.bottle-750':
    'Garrafa térmica de aço que mantém a água gelada durante todo o treino. Retire na recepção de qualquer academia parceira.',
  'store.preset.description.towel':
    'Toalha de microfibra de secagem rápida que dobra pequena para caber na bolsa. Retire na recepção de qualquer academia parceira.',
  'store.preset.description.tshirt':
    'Camiseta respirável no seu tamanho, escolhida na recepção. Retire na recepção de qualquer academia parceira.',
  'store.preset.description.bands':
    'Cinco faixas, da leve à forte, para aquecer e treinar em casa. Retire na recepção de qualquer academia parceira.',
  'store.preset.description.shaker':
    'Coqueteleira de 600 ml à prova de vazamentos, com bola misturadora. Retire na recepção de qualquer academia parceira.',
  'store.preset.description.donate-youth-day':
    'Seus SweatCoins pagam um dia de treino com orientação para um clube esportivo juvenil perto de uma academia parceira. Seu código é o seu recibo.',
  'store.preset.description.donate-tree':
    'Um parceiro de reflorestamento planta uma árvore nativa a cada resgate. Seu código é o seu recibo.',
  'store.preset.description.donate-meal':
    'Um banco de alimentos parceiro serve uma refeição nutritiva a quem precisa. Seu código é o seu recibo.',
} satisfies Translation<typeof storeMessages>;
