// The French copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when French is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { helpMessages } from './messages';

export const fr = {
  'help.intro': 'Les réponses aux questions les plus fréquentes : cherchez, ou parcourez par thème.',
  'help.search': 'Rechercher dans l’aide',
  'help.searchButton': 'Rechercher',
  'help.results': '{count, plural, one {# article} many {# articles} other {# articles}} pour « {query} »',
  'help.noResults': 'Aucun article ne correspond à « {query} ». Essayez d’autres mots, ou contactez-nous.',
  'help.browse': 'Parcourir par thème',
  'help.back': 'Tous les thèmes d’aide',
  'help.related': 'Plus sur {category}',
  'help.more': 'Toujours bloqué ?',
  'help.contact': 'Contacter l’assistance',
  'helpCentre.category.booking': 'Réservations',
  'helpCentre.category.cancellation': 'Annulation et remboursements',
  'helpCentre.category.checkin': 'Pointage',
  'helpCentre.category.rewards': 'XP et SweatCoins',
  'helpCentre.category.wallet': 'Portefeuille',
  'helpCentre.category.offline': 'Hors ligne',
  'helpCentre.category.privacy': 'Confidentialité',
  'helpCentre.category.partners': 'Partenaires',
  'helpCentre.category.account': 'Votre compte',
  'helpCentre.title.book-visit': 'Comment réserver une visite en salle ?',
  'helpCentre.body.book-visit':
    'Ouvrez Salles, choisissez une salle et un jour, prenez un créneau avec des places libres et touchez Réserver. Le prix est par visite, dans la devise de votre région, et la réservation apparaît aussitôt dans Réservations, même hors ligne.',
  'helpCentre.title.book-professional': 'Réserver un coach ou un nutritionniste',
  'helpCentre.body.book-professional':
    'Ouvrez Coachs ou Nutritionnistes, comparez les professionnels certifiés par spécialité, prix et note, et choisissez un créneau libre dans leur agenda. L’annulation est gratuite jusqu’à 2 heures avant la séance.',
  'helpCentre.title.booking-payment': 'Payer une visite : carte ou SweatCoins',
  'helpCentre.body.booking-payment':
    'À la validation, vous payez par carte à la salle ou en SweatCoins. Une visite coûte 10 SweatCoins par dollar de son prix, et les SweatCoins ne sont débités qu’une fois la réservation confirmée.',
  'helpCentre.title.cancel-booking': 'Comment annuler une réservation ?',
  'helpCentre.body.cancel-booking':
    'Ouvrez Réservations, choisissez la visite et touchez Annuler. Jusqu’à 2 heures avant le début, l’annulation est gratuite : les SweatCoins reviennent aussitôt et votre place est libérée.',
  'helpCentre.title.late-cancellation': 'Annulations tardives et absences',
  'helpCentre.body.late-cancellation':
    'À moins de 2 heures du début, la réservation ne peut plus être annulée dans l’app, car la salle vous a gardé la place. Si le problème vient de la salle, ouvrez une demande d’assistance et nous l’examinerons.',
  'helpCentre.title.refunds': 'Comment les remboursements sont-ils versés ?',
  'helpCentre.body.refunds':
    'Les réservations payées en SweatCoins sont remboursées en SweatCoins immédiatement. Les paiements par carte reviennent sur la carte sous 5 à 10 jours ouvrés. Les SweatCoins achetés en ETH ne sont pas remboursables.',
  'helpCentre.title.checkin-qr': 'Pointer avec votre QR code',
  'helpCentre.body.checkin-qr':
    'Chaque réservation a un code de pointage, affiché dans Réservations en QR code et en texte. À l’accueil, le personnel le scanne, ou vous le scannez avec Pointage QR ; vous pouvez aussi saisir le code à la main.',
  'helpCentre.title.checkin-window': 'Quand mon code de pointage fonctionne-t-il ?',
  'helpCentre.body.checkin-window':
    'Le code fonctionne de 15 minutes avant la visite jusqu’à sa fin, une seule fois. Un code déjà utilisé, ou d’une réservation annulée, est refusé avec la raison.',
  'helpCentre.title.checkin-offline': 'Pointer sans connexion',
  'helpCentre.body.checkin-offline':
    'Si le Wi-Fi de la salle ne marche pas, pointez quand même : l’app garde le pointage avec l’heure du scan et l’envoie au retour de la connexion, dans les 6 heures. Il compte une seule fois, même s’il est envoyé plusieurs fois.',
  'helpCentre.title.earn-xp': 'Comment gagner des XP ?',
  'helpCentre.body.earn-xp':
    'Votre premier pointage de la journée rapporte 50 XP, plus 25 XP pour une visite réservée honorée et un bonus de série. Les défis de la semaine rapportent de 100 à 400 XP de plus. Les séances à la maison et en RV comptent pour les badges mais ne rapportent pas d’XP.',
  'helpCentre.title.streaks': 'Comment fonctionnent les séries ?',
  'helpCentre.body.streaks':
    'Votre série compte les jours consécutifs avec un pointage, selon la date du lieu de la salle. Un jour manqué est pardonné si vous pointez le lendemain, une fois par semaine. Chaque jour de série ajoute 10 XP au pointage, jusqu’à 50.',
  'helpCentre.title.convert-xp': 'Convertir des XP en SweatCoins',
  'helpCentre.body.convert-xp':
    'Dans Profil, convertissez des XP en SweatCoins à raison de 10 XP pour 1 SweatCoin, 10 XP minimum. Convertir ne baisse jamais votre niveau ni votre place au classement.',
  'helpCentre.title.levels-badges': 'Niveaux et badges',
  'helpCentre.body.levels-badges':
    'Les niveaux montent avec tous les XP gagnés : niveau 2 à 100 XP, niveau 3 à 400, niveau 4 à 900. Les badges récompensent des étapes comme votre premier pointage, une série de 7 jours ou dix séances à la maison, et débloquent des éléments d’avatar.',
  'helpCentre.title.leaderboards': 'Comment les classements sont-ils établis ?',
  'helpCentre.body.leaderboards':
    'Les classements rangent les XP gagnés en salle, cette semaine ou depuis toujours, dans votre région ou entre amis. Seuls les pointages vérifiés comptent : une séance à la maison ne vous fait jamais monter.',
  'helpCentre.title.connect-wallet': 'Connecter un portefeuille crypto',
  'helpCentre.body.connect-wallet':
    'Ouvrez Portefeuille et touchez Connecter : FitChoice fonctionne avec les portefeuilles de navigateur comme MetaMask. Nous lisons seulement votre adresse, réseau et solde ; le portefeuille vous demande avant tout envoi.',
  'helpCentre.title.buy-sweatcoins': 'Acheter des SweatCoins en ETH',
  'helpCentre.body.buy-sweatcoins':
    'Dans Portefeuille ou la boutique, saisissez un montant en ETH : chaque ETH achète 100 000 SweatCoins. Chaque transaction est créditée une seule fois, et l’achat apparaît dans l’historique du portefeuille.',
  'helpCentre.title.purchase-pending': 'Mon achat est en attente',
  'helpCentre.body.purchase-pending':
    'Un achat attend que le réseau confirme le transfert, ou que la connexion revienne. Il est gardé sur votre appareil et crédité une seule fois ; rien n’est débité deux fois.',
  'helpCentre.title.offline-use': 'FitChoice fonctionne-t-il hors ligne ?',
  'helpCentre.body.offline-use':
    'Oui. Vos réservations, codes de pointage et écrans récents fonctionnent sans connexion, et ce que vous faites hors ligne est gardé sur l’appareil puis envoyé une seule fois au retour de la connexion.',
  'helpCentre.title.pending-actions': 'Actions en attente et échouées',
  'helpCentre.body.pending-actions':
    'Le badge de l’en-tête compte les actions en attente d’envoi. Ouvrez-le pour les envoyer, réessayer une action échouée ou l’abandonner ; un refus indique la raison, comme un créneau complet.',
  'helpCentre.title.install-app': 'Installer FitChoice sur votre téléphone',
  'helpCentre.body.install-app':
    'Touchez Installer quand l’app le propose, ou utilisez Ajouter à l’écran d’accueil dans votre navigateur. L’app installée s’ouvre en plein écran, se charge plus vite et fonctionne hors ligne.',
  'helpCentre.title.data-collected': 'Quelles données gardez-vous ?',
  'helpCentre.body.data-collected':
    'Votre compte, réservations, pointages, récompenses et réglages, et votre position approximative si vous l’autorisez. Les données d’humeur et de santé n’apparaissent jamais dans les classements ni chez les employeurs. Nous ne vendons pas de données.',
  'helpCentre.title.delete-account': 'Exporter ou supprimer vos données',
  'helpCentre.body.delete-account':
    'Envoyez-nous une demande avec le sujet Compte, ou écrivez à privacy@fitchoice.app. Nous répondons sous 30 jours. La déconnexion efface immédiatement vos données de cet appareil.',
  'helpCentre.title.location': 'Comment ma position est-elle utilisée ?',
  'helpCentre.body.location':
    'Seulement pour montrer les salles proches et choisir votre région. Elle reste approximative, est gardée une heure sur votre appareil, et vous pouvez la refuser : choisissez alors votre région dans Réglages.',
  'helpCentre.title.partner-join': 'Référencer votre salle ou votre cabinet',
  'helpCentre.body.partner-join':
    'Salles, coachs et nutritionnistes postulent via l’inscription partenaire avec leurs informations et certificats. Une fois approuvés, ils gèrent leur fiche, leurs disponibilités et leurs prix depuis leur espace partenaire.',
  'helpCentre.title.partner-panel': 'Se connecter à un espace partenaire',
  'helpCentre.body.partner-panel':
    'Utilisez Connexion partenaire avec l’e-mail d’inscription. La première fois, vous changez le mot de passe temporaire envoyé avant que l’espace ne s’ouvre.',
  'helpCentre.title.guest-account': 'Que peut faire un invité ?',
  'helpCentre.body.guest-account':
    'Les invités peuvent parcourir toute l’app. Pour réserver en SweatCoins, gagner des XP, garder une série ou figurer au classement, créez un compte gratuit.',
  'helpCentre.title.home-workouts': 'Séances guidées et en RV',
  'helpCentre.body.home-workouts':
    'Choisissez un programme guidé, touchez Commencer et le lecteur chronomètre chaque intervalle avec des bips et une voix en option. Une séance terminée est enregistrée dans votre activité, même hors ligne, et compte pour les badges.',
  'helpCentre.title.avatar': 'Votre avatar',
  'helpCentre.body.avatar':
    'Créez-le dans le studio d’avatar : silhouette, teint, cheveux, visage, tenue et accessoires. Certains éléments se débloquent avec des badges ou des niveaux, d’autres avec des SweatCoins. Tant qu’il n’est pas enregistré, vos initiales s’affichent.',
  'helpCentre.title.enterprise': 'FitChoice pour les entreprises',
  'helpCentre.body.enterprise':
    'Les entreprises offrent à leurs équipes des places de membre, un classement et des défis d’entreprise. L’entreprise ne voit que la participation globale, jamais les données de santé ou d’humeur de quiconque. Contactez-nous depuis la page Entreprises.',
} satisfies Translation<typeof helpMessages>;
