// The French copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when French is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { storeMessages } from './messages';

export const fr = {
  'store.intro': 'Dépensez vos SweatCoins en entrées à la journée, cours, équipement et offres partenaires.',
  'store.empty.title': 'Pas encore de récompenses dans votre région',
  'store.empty.body': 'Les récompenses des salles et marques partenaires apparaissent ici avec leur prix en SweatCoins.',
  'store.empty.wallet': 'Consulter votre solde',
  'store.empty.challenges': 'Gagner plus avec les défis',
  'store.rewards.title': 'Récompenses : {region}',
  'store.rewards.list': 'Récompenses',
  'store.rewards.loading': 'Chargement des récompenses',
  'store.rewards.offline': 'Les récompenses n’ont pas pu être chargées. Vérifiez votre connexion et réessayez.',
  'store.balance': 'Vous avez {coins} SweatCoins',
  'store.price': '{coins} SweatCoins',
  'store.stock.left': '{count, plural, one {# restant} many {# restants} other {# restants}}',
  'store.stock.unlimited': 'Toujours disponible',
  'store.stock.soldOut': 'Épuisé',
  'store.limit': '{count, plural, one {Une par membre} many {Jusqu’à # par membre} other {Jusqu’à # par membre}}',
  'store.limit.used': 'Vous en avez échangé {used} sur {limit}',
  'store.limit.reached': 'Vous avez échangé tout ce que vous pouviez',
  'store.where.gym': 'À {gym}',
  'store.where.anyGym': 'À l’accueil de n’importe quelle salle partenaire',
  'store.where.online': 'S’utilise en ligne',
  'store.category.day_pass': 'Entrée à la journée',
  'store.category.session': 'Séance',
  'store.category.food': 'Boissons et en-cas',
  'store.category.merch': 'Articles',
  'store.category.donation': 'Don',
  'store.redeem': 'Échanger',
  'store.redeem.named': 'Échanger {title}',
  'store.confirm.title': 'Échanger cette récompense ?',
  'store.confirm.quantity': 'Combien',
  'store.confirm.total': 'Total : {coins} SweatCoins',
  'store.confirm.after': 'Votre solde ensuite : {coins} SweatCoins',
  'store.confirm.short': 'Il vous manque {coins} SweatCoins.',
  'store.confirm.validity':
    '{days, plural, one {Le code est valable # jour.} many {Le code est valable # jours.} other {Le code est valable # jours.}}',
  'store.confirm.submit': 'Confirmer et échanger',
  'store.confirm.cancel': 'Annuler',
  'store.confirm.close': 'Fermer',
  'store.confirm.queued': 'Enregistré sur cet appareil : l’échange se fait dès votre retour en ligne et apparaît dans Mes récompenses.',
  'store.done.title': 'Échangée !',
  'store.done.body': 'Montrez ce code à l’accueil. Vous le retrouverez aussi dans Mes récompenses.',
  'store.mine.title': 'Mes récompenses',
  'store.mine.empty': 'Les récompenses que vous échangez apparaissent ici avec leur code.',
  'store.mine.loading': 'Chargement de vos récompenses',
  'store.mine.status.active': 'Active',
  'store.mine.status.used': 'Utilisée',
  'store.mine.status.expired': 'Expirée',
  'store.mine.status.pending': 'En attente',
  'store.mine.status.failed': 'Échouée',
  'store.mine.quantity': '{quantity} ×',
  'store.mine.expires': 'Valable jusqu’au {date}',
  'store.mine.expired': 'Expirée le {date}',
  'store.mine.usedAt': 'Utilisée le {date}',
  'store.mine.paid': '{coins} SweatCoins payés',
  'store.mine.showCode': 'Afficher le code',
  'store.mine.hideCode': 'Masquer le code',
  'store.mine.pending': 'Enregistrée sur cet appareil : l’échange se fait dès votre retour en ligne.',
  'store.mine.failed': 'Non échangée : {reason}',
  'store.mine.retry': 'Réessayer',
  'store.mine.dismiss': 'Ignorer',
  'store.refused.soldOut': 'Cette récompense est épuisée ; rien n’a été débité.',
  'store.refused.retired': 'Cette récompense n’est plus proposée ; rien n’a été débité.',
  'store.refused.notFound': 'Cette récompense n’est plus dans la boutique ; rien n’a été débité.',
  'store.refused.limit': 'Vous avez déjà échangé cette récompense autant de fois que permis ; rien n’a été débité.',
  'store.refused.coins': 'Vous n’avez pas assez de SweatCoins pour cela ; rien n’a été débité.',
  'store.refused.other': 'L’échange n’a pas abouti et rien n’a été débité. Réessayez plus tard.',
  'store.qr.alt': 'QR code de la récompense',
  'store.preset.description.day-pass':
    'Une journée entière d’entraînement dans cette salle partenaire, cours et douches compris. Montrez le code à l’accueil.',
  'store.preset.description.smoothie-us-002': 'Un smoothie du bar de la salle, préparé minute après votre séance. Montrez le code au bar.',
  'store.preset.description.shake-gb-002':
    'Un shake protéiné du bar de la salle, préparé minute après votre séance. Montrez le code au bar.',
  'store.preset.description.acai-br-002': 'Un bol d’açaí du bar de la salle, préparé minute après votre séance. Montrez le code au bar.',
  'store.preset.description.matcha-jp-002':
    'Un latte matcha protéiné du bar de la salle, préparé minute après votre séance. Montrez le code au bar.',
  'store.preset.description.trainer-20-off':
    'Profitez de 20 % de réduction sur une séance avec n’importe quel coach certifié FitChoice. Saisissez le code en réservant.',
  'store.preset.description.form-check-15':
    'Un coach regarde votre squat, soulevé de terre ou développé et vous donne trois points à corriger. Réservez-le avec le code.',
  'store.preset.description.nutrition-25-off':
    'Profitez de 25 % de réduction sur une première consultation avec un nutritionniste FitChoice : un plan conçu autour de votre entraînement.',
  'store.preset.description.bottle-750':
    'Gourde isotherme en acier qui garde l’eau fraîche pendant toute la séance. À retirer à l’accueil de n’importe quelle salle partenaire.',
  'store.preset.description.towel':
    'Serviette en microfibre à séchage rapide qui se plie pour tenir dans votre sac. À retirer à l’accueil de n’importe quelle salle partenaire.',
  'store.preset.description.tshirt':
    'T-shirt respirant à votre taille, choisi à l’accueil. À retirer à l’accueil de n’importe quelle salle partenaire.',
  'store.preset.description.bands':
    'Cinq bandes, de légère à forte, pour l’échauffement et l’entraînement à la maison. À retirer à l’accueil de n’importe quelle salle partenaire.',
  'store.preset.description.shaker':
    'Shaker étanche de 600 ml avec boule mélangeuse. À retirer à l’accueil de n’importe quelle salle partenaire.',
  'store.preset.description.donate-youth-day':
    'Vos SweatCoins financent une journée d’entraînement encadrée pour un club sportif de jeunes près d’une salle partenaire. Votre code vaut reçu.',
  'store.preset.description.donate-tree':
    'Un partenaire de reboisement plante un arbre d’essence locale pour chaque échange. Votre code vaut reçu.',
  'store.preset.description.donate-meal':
    'Une banque alimentaire partenaire sert un repas nourrissant à une personne qui en a besoin. Votre code vaut reçu.',
} satisfies Translation<typeof storeMessages>;
